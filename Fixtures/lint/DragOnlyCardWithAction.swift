// The same card with an accessibility action that dismisses it.
struct SwipeCard: View {
    @State private var offset = CGSize.zero
    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .frame(width: 300, height: 400)
            .offset(offset)
            .gesture(DragGesture().onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })
            .accessibilityAction(named: "Dismiss") { offset = CGSize(width: 500, height: 0) }
    }
}
