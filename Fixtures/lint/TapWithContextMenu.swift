// The same row opened with a tap, the pin in its context menu: a tap and the menu's long press
// do not compete, on either OS.
struct MessageRow: View {
    @State private var opened = false
    @State private var pinned = false
    var body: some View {
        Text("Message")
            .frame(maxWidth: .infinity, minHeight: 60)
            .contentShape(Rectangle())
            .onTapGesture { opened = true }
            .contextMenu { Button("Pin") { pinned.toggle() } }
            .accessibilityAddTraits(.isButton)
    }
}
