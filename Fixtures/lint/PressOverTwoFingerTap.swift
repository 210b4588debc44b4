// The same card with the long press at its default half second: a two-finger tap is over
// before the press begins, so both fire.
// (The twin of TouchDownOverTwoFingerTap.)
struct Card: View {
    @State private var zoomedOut = false
    @State private var pressed = false
    var body: some View {
        VStack {
            Color.gray
                .frame(height: 400)
                .gesture(TwoFingerTap { zoomedOut = true })
                .accessibilityAddTraits(.isButton)
        }
        .padding(20)
        .gesture(TwoFingerPress { pressed = true })
        .accessibilityAction { pressed = true }
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

struct TwoFingerPress: UIGestureRecognizerRepresentable {
    var action: () -> Void
    func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
        let recognizer = UILongPressGestureRecognizer()
        recognizer.numberOfTouchesRequired = 2
        recognizer.minimumPressDuration = 0.5
        return recognizer
    }
    func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context) {
        action()
    }
}
