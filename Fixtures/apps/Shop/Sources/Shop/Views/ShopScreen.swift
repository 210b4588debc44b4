import SwiftUI

/// The app's screen: a drag that pans the shelf, over rows defined in another file.
struct ShopScreen: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        VStack(spacing: Theme.spacing) {
            ForEach(Item.samples) { item in
                ItemRow(item: item)
            }
        }
        .offset(x: offset)
        .highPriorityGesture(
            DragGesture(minimumDistance: 0)
                .onChanged { value in offset = value.translation.width }
                .onEnded { _ in offset = 0 }
        )
    }
}
