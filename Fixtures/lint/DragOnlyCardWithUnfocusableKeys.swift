// The swipe card with arrow keys that never arrive: without .focusable() the card never has
// focus, and .onKeyPress runs only on a focused view.
struct SwipeCard: View {
    @State private var offset = CGSize.zero
    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .frame(width: 300, height: 400)
            .offset(offset)
            .gesture(DragGesture().onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })
            .onKeyPress(.rightArrow) {
                offset.width += 50
                return .handled
            }
    }
}
