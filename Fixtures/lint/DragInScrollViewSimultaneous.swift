// The same feed with the drag attached with .simultaneousGesture: the feed scrolls under both
// profiles.
struct Feed: View {
    @State private var offset = CGSize.zero
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(0..<20) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .frame(height: 120)
                        .offset(x: offset.width)
                        .simultaneousGesture(DragGesture().onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })
                        .accessibilityAction(named: "Dismiss") { }
                }
            }
            .padding()
        }
    }
}
