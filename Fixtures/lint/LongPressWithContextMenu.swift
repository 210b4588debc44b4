// A message row that pins on a long press and also has a context menu: the two long presses
// compete, and which wins differs by OS.
struct MessageRow: View {
    @State private var pinned = false
    var body: some View {
        Text("Message")
            .frame(maxWidth: .infinity, minHeight: 60)
            .contentShape(Rectangle())
            .onLongPressGesture { pinned.toggle() }
            .contextMenu { Button("Pin") { pinned.toggle() } }
            .accessibilityAction(named: "Pin") { pinned.toggle() }
    }
}
