// The same rows without the long press: a Button in a List behaves alike on iOS 17 and iOS 18.
struct Rows: View {
    var body: some View {
        List {
            ForEach(0..<5) { index in
                Button("Row \(index)") { }
            }
        }
    }
}
