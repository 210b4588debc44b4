import SwiftUI

/// A row: a tap adds the item to the basket.
struct ItemRow: View {
    let item: Item
    @State private var inBasket = false

    var body: some View {
        Card {
            HStack {
                Text(item.name)
                Spacer()
                Text("\(item.price)")
            }
        }
        .frame(height: Theme.rowHeight)
        .onTapGesture { inBasket.toggle() }
    }
}

#Preview("One row") {
    ItemRow(item: .mock)
}
