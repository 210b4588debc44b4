// A photo liked with a tap and zoomed out with a two-finger tap (issue 29): lint tries the
// two-finger tap with two fingers, so it does not call it unreachable from a one-finger tap.
struct Photo: View {
    @State private var liked = false
    @State private var zoomedOut = false
    var body: some View {
        Color.gray
            .frame(height: 400)
            .onTapGesture { liked.toggle() }
            .gesture(TwoFingerTap { zoomedOut = true })
            .accessibilityAddTraits(.isButton)
    }
}

struct TwoFingerTap: UIGestureRecognizerRepresentable {
    var action: () -> Void
    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTouchesRequired = 2
        return recognizer
    }
    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        action()
    }
}
