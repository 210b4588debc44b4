// The same heart with a 44-point hit area around it.
struct Like: View {
    @State private var liked = false
    var body: some View {
        Image(systemName: "heart")
            .frame(width: 16, height: 16).frame(width: 44, height: 44).contentShape(Rectangle())
            .onTapGesture { liked.toggle() }
            .accessibilityAddTraits(.isButton)
    }
}
