// A heart in a 16-point frame: the image is hit on its own 17 points (a body symbol), too small for a finger.
struct Like: View {
    @State private var liked = false
    var body: some View {
        Image(systemName: "heart")
            .frame(width: 16, height: 16)
            .onTapGesture { liked.toggle() }
            .accessibilityAddTraits(.isButton)
    }
}
