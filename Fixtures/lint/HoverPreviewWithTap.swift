// The same card: hover previews the details, and a tap shows them for touch.
struct PreviewCard: View {
    @State private var showsDetails = false
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: 300, height: 120)
            .onHover { hovering in showsDetails = hovering }
            .onTapGesture { showsDetails.toggle() }
    }
}
