// A row that opens on a tap and offers Share and Delete in a context menu.
struct MessageRow: View {
    @State private var opened = false
    var body: some View {
        Text("Lunch on Friday?")
            .frame(width: 300, height: 60)
            .contentShape(Rectangle())
            .onTapGesture { opened = true }
            .contextMenu {
                Button("Share") { }
                Button("Delete", role: .destructive) { }
            }
    }
}
