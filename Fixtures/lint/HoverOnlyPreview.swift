// A card that shows its details when a pointer hovers over it, and no other way to see them.
struct PreviewCard: View {
    @State private var showsDetails = false
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: 300, height: 120)
            .onHover { hovering in showsDetails = hovering }
    }
}
