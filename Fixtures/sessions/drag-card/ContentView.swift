import SwiftUI
import GestureRecorder

// The view a device session was recorded in: a card dragged across the screen, with a double
// tap that resets it. `.recorded(_:)` is GestureRecorder's: on the device it writes the
// callbacks SwiftUI ran; gesture-replay adds the same callbacks to the replay.
struct ContentView: View {
    @State private var offset = CGSize.zero

    var body: some View {
        VStack {
            Text("Drag the card")
                .font(.headline)
            RoundedRectangle(cornerRadius: 16)
                .fill(.blue)
                .frame(width: 200, height: 120)
                .offset(offset)
                .gesture(
                    DragGesture(minimumDistance: 10)
                        .onChanged { value in offset = value.translation }
                        .onEnded { _ in offset = .zero }
                        .recorded("drag")
                )
                .onTapGesture(count: 2) { offset = .zero }
        }
    }
}
