// A tappable square under a translucent overlay that takes every touch.
struct Covered: View {
    var body: some View {
        ZStack {
            Color.blue
                .frame(width: 200, height: 200)
                .onTapGesture { }
                .accessibilityAddTraits(.isButton)
            Color.black.opacity(0.2)
        }
    }
}
