// A card swiped away with a drag, and no other way to dismiss it.
struct SwipeCard: View {
    @State private var offset = CGSize.zero
    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .frame(width: 300, height: 400)
            .offset(offset)
            .gesture(DragGesture().onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })
    }
}
