#if os(macOS)
import SwiftUI

/// Only in the Mac build: read under --profiles macos15.
struct MacSidebar: View {
    @State private var hovering = false

    var body: some View {
        List {
            Text("Fruit")
                .onHover { hovering = $0 }
        }
        .frame(minWidth: 200)
    }
}
#endif
