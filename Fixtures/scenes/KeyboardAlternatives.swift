import SwiftUI

/// The guides' advice for users who cannot drag, as a scene: a card a finger drags, the arrow
/// keys move while it has focus and VoiceOver adjusts; a like written as a tap gesture, which
/// VoiceOver's activation taps; a Save button with ⌘S.
struct KeyboardAlternatives: View {
    @State private var offset = CGSize.zero
    @State private var likes = 0
    @FocusState private var cardFocused: Bool

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16)
                .fill(.blue)
                .frame(width: 200, height: 120)
                .offset(offset)
                .gesture(DragGesture().onChanged { value in offset = value.translation })
                .focusable()
                .focused($cardFocused)
                .onKeyPress(.leftArrow) {
                    offset.width -= 10
                    return .handled
                }
                .onKeyPress(.rightArrow) {
                    offset.width += 10
                    return .handled
                }
                .onKeyPress(phases: .down) { press in
                    print(press.characters)
                    return .ignored
                }
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: offset.width += 10
                    case .decrement: offset.width -= 10
                    @unknown default: break
                    }
                }
            Image(systemName: "heart")
                .font(.largeTitle)
                .onTapGesture { likes += 1 }
            Button("Save") { }
                .keyboardShortcut("s")
        }
    }
}
