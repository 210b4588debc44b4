// The same card with a plain .onTapGesture: a Button inside takes precedence over its parent.
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
        .onTapGesture { opened = true }
        .accessibilityAddTraits(.isButton)
    }
}
