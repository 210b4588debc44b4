import SwiftUI
import GestureRecorder

// The view of the bundled session: a card dragged across the screen, with a double tap that
// resets it. `.recorded(_:)` and `.recordingGestures(of:)` are GestureRecorder's: on a device
// they write the callbacks SwiftUI ran and note the view; gesture-replay adds the same callbacks
// to the replay. The session was made by hand (docs/recording.md), not on a device.
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
        .recordingGestures(of: ContentView.self)
    }
}
