import SwiftUI

// A realistic app screen: a tab bar, a navigation stack with a large title and a toolbar
// button, and an inset-grouped List in sections, one row with swipe actions. Its layout on an
// iPhone 14 is worked out by hand in LayoutGoldenTests from the layout metrics of docs/sources.md#layout.
struct MailScreen: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List {
                    Section("Favorites") {
                        Text("Inbox")
                            .swipeActions { Button("Mark as Read") { } }
                        Text("Drafts")
                    }
                    Section {
                        NavigationLink("Archive") { Text("Archived mail") }
                    }
                }
                .navigationTitle("Mail")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { } label: { Image(systemName: "square.and.pencil") }
                    }
                }
            }
            .tabItem { Label("Mail", systemImage: "envelope") }
            .tag(0)

            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
        }
    }
}
