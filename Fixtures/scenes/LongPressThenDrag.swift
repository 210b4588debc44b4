import SwiftUI

/// Hold the circle for half a second, then drag it; it stays where it is dropped.
struct LongPressThenDrag: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        let drag = DragGesture()
            .updating($dragOffset) { value, state, _ in
                state = value.translation
            }
            .onEnded { value in
                position.width += value.translation.width
                position.height += value.translation.height
            }
        let longPressThenDrag = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: drag)

        return VStack(spacing: 20) {
            Text("Hold, then drag")
                .font(.headline)
            Circle()
                .fill(Color.blue)
                .frame(width: 100, height: 100)
                .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                .gesture(longPressThenDrag)
                .accessibilityIdentifier("circle")
        }
    }
}
