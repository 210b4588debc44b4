// The heart of SmallIcon.swift as a large bordered button: the padding makes it 57 × 46.7 points.
struct Like: View {
    @State private var liked = false
    var body: some View {
        Button { liked.toggle() } label: { Image(systemName: "heart") }
            .buttonStyle(.bordered)
            .controlSize(.large)
    }
}
