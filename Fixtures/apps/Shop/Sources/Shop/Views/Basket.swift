import SwiftUI

/// A view nested in an extension, used by its short name inside and its full name outside.
struct Basket: View {
    var body: some View {
        Basket.Badge(count: 3)
    }
}

extension Basket {
    struct Badge: View {
        let count: Int

        var body: some View {
            Text("\(count)")
                .frame(width: 24, height: 24)
                .onLongPressGesture { }
        }
    }
}
