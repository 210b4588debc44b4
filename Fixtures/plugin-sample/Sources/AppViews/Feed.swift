import SwiftUI

// A card you drag sideways inside a vertical feed: on iOS 18 the feed stops scrolling when the
// drag starts on a card (FB14688465).
struct Feed: View {
    @State private var offset = CGSize.zero
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(0..<20) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .frame(height: 120)
                        .offset(x: offset.width)
                        .gesture(DragGesture().onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })
                        .accessibilityAction(named: "Dismiss") { }
                }
            }
            .padding()
        }
    }
}
