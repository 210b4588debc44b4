// Buttons in a List with a long press for a context action: on iOS 17 a long press runs both the
// long press and the button's action; on iOS 18 only the button's.
struct Rows: View {
    var body: some View {
        List {
            ForEach(0..<5) { index in
                Button("Row \(index)") { }
                    .onLongPressGesture { }
            }
        }
    }
}
