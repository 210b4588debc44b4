// The swipe card with the keyboard alternative the guides give: it takes focus, and the arrow
// keys move it as the drag does.
struct SwipeCard: View {
    @State private var offset = CGSize.zero
    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .frame(width: 300, height: 400)
            .offset(offset)
            .gesture(DragGesture().onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })
            .focusable()
            .onKeyPress(.rightArrow) {
                offset.width += 50
                return .handled
            }
    }
}
