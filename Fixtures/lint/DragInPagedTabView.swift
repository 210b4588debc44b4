// A map page that pans, in a paged TabView: the pager's pan competes with the map's drag.
struct Pages: View {
    @State private var offset = CGSize.zero
    var body: some View {
        TabView {
            Color.blue
                .gesture(DragGesture().onChanged { value in offset = value.translation })
            Text("Details")
        }
        .tabViewStyle(.page)
    }
}
