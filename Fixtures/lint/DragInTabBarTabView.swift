// The same map in a tab-bar TabView: a tab bar does not page, so nothing competes with the drag.
struct Tabs: View {
    @State private var offset = CGSize.zero
    var body: some View {
        TabView {
            Color.blue
                .gesture(DragGesture().onChanged { value in offset = value.translation })
                .tabItem { Label("Map", systemImage: "map") }
            Text("Details")
                .tabItem { Label("Details", systemImage: "list.bullet") }
        }
    }
}
