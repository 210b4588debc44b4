// The same photo with only the single tap: it answers when the finger lifts.
struct Photo: View {
    @State private var scale: CGFloat = 1
    var body: some View {
        Image("photo")
            .resizable()
            .frame(width: 300, height: 200)
            .scaleEffect(scale)
            .onTapGesture { }
            .accessibilityAddTraits(.isButton)
    }
}
