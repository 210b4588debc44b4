import SwiftUI

/// A generic container: the rows' card.
struct Card<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        content
            .padding(Theme.spacing)
            .background(RoundedRectangle(cornerRadius: Theme.corner).fill(Color.white))
    }
}
