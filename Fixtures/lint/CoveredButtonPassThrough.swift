// The same overlay with .allowsHitTesting(false): touches reach the square.
struct Covered: View {
    var body: some View {
        ZStack {
            Color.blue
                .frame(width: 200, height: 200)
                .onTapGesture { }
                .accessibilityAddTraits(.isButton)
            Color.black.opacity(0.2).allowsHitTesting(false)
        }
    }
}
