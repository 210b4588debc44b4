// A photo with a double tap to zoom and a single tap to show controls: every single tap waits
// for the double tap to fail.
struct Photo: View {
    @State private var scale: CGFloat = 1
    var body: some View {
        Image("photo")
            .resizable()
            .frame(width: 300, height: 200)
            .scaleEffect(scale)
            .onTapGesture(count: 2) { scale = scale > 1 ? 1 : 2 }
            .onTapGesture { }
            .accessibilityAddTraits(.isButton)
    }
}
