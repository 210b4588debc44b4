// A card whose tap is attached with .highPriorityGesture: the Buy button inside never fires.
struct Card: View {
    @State private var opened = false
    var body: some View {
        VStack {
            Text("Title")
            Button("Buy") { }
                .padding()
                .contentShape(Rectangle())
        }
        .padding()
        .background(Color.gray)
        .highPriorityGesture(TapGesture().onEnded { opened = true })
        .accessibilityAddTraits(.isButton)
    }
}
