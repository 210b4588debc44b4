import SwiftUI

struct PhotoViewer: View {
    @State private var scale: CGFloat = 1.0
    @GestureState private var magnifyBy: CGFloat = 1.0
    @State private var offset = CGSize.zero
    @GestureState private var pan = CGSize.zero

    var magnification: some Gesture {
        MagnifyGesture()
            .updating($magnifyBy) { value, state, _ in
                state = value.magnification
            }
            .onEnded { value in
                scale *= value.magnification
            }
    }

    var body: some View {
        Image("photo")
            .resizable()
            .scaledToFit()
            .scaleEffect(scale * magnifyBy)
            .offset(x: offset.width + pan.width, y: offset.height + pan.height)
            .gesture(magnification.simultaneously(with: DragGesture()
                .updating($pan) { value, state, _ in state = value.translation }
                .onEnded { value in
                    offset.width += value.translation.width
                    offset.height += value.translation.height
                }))
            .onTapGesture(count: 2) {
                withAnimation { scale = scale > 1 ? 1 : 2 }
            }
            .accessibilityIdentifier("photo")
    }
}
