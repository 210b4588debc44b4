import SwiftUI

struct CardStack: View {
    @State private var offset = CGSize.zero

    var body: some View {
        ZStack {
            Color.white.ignoresSafeArea()
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.orange)
                .frame(width: 300, height: 400)
                .overlay(Text("Swipe me").font(.title))
                .rotationEffect(.degrees(Double(offset.width / 20)))
                .offset(x: offset.width, y: offset.height * 0.4)
                .gesture(
                    DragGesture()
                        .onChanged { gesture in
                            offset = gesture.translation
                        }
                        .onEnded { _ in
                            if abs(offset.width) > 100 {
                                offset = CGSize(width: 500, height: 0)
                            } else {
                                offset = .zero
                            }
                        }
                )
                .accessibilityIdentifier("card")
        }
    }
}
