@testable import ReplayKit
import Recognizers
import Testing
@testable import SwiftSource

/// UIKit recognizers in a scene's modifiers: `.gesture(UITapGestureRecognizer(…))` with UIKit's
/// property names and the delegate's answers, and the mistakes a user makes writing them.
@Suite("Catalog: UIKit recognizers attached with .gesture(_:)")
struct CatalogPlatformRecognizersTests {
    private func read(_ source: String) throws -> PlatformRecognizerSpec {
        let modifiers = try ExpressionParser.parseModifiers(source, origin: "m")
        guard case .platformGesture(let platform) = modifiers[0].kind else {
            Issue.record("\(source) did not read as a UIKit recognizer")
            throw CancellationError()
        }
        return platform
    }

    @Test("each class with its properties, defaults where not written", arguments: [
        (".gesture(UITapGestureRecognizer())", PlatformGesture.Kind.tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1)),
        (".gesture(UITapGestureRecognizer(numberOfTapsRequired: 2, numberOfTouchesRequired: 3))", .tap(numberOfTapsRequired: 2, numberOfTouchesRequired: 3)),
        (".gesture(UILongPressGestureRecognizer(minimumPressDuration: 1, allowableMovement: 20))",
         .longPress(minimumPressDuration: 1, allowableMovement: 20, numberOfTouchesRequired: 1)),
        (".gesture(UIPanGestureRecognizer(maximumNumberOfTouches: 2))", .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: 2)),
        (".gesture(UIPinchGestureRecognizer())", .pinch),
        (".gesture(UIRotationGestureRecognizer())", .rotation),
        (".gesture(UISwipeGestureRecognizer(direction: [.left, .up]))", .swipe(direction: [.left, .up], numberOfTouchesRequired: 1)),
        (".gesture(UISwipeGestureRecognizer(direction: UISwipeGestureRecognizer.Direction.down))", .swipe(direction: .down, numberOfTouchesRequired: 1)),
        (".gesture(UIScreenEdgePanGestureRecognizer(edges: .all))", .screenEdgePan(edges: .all)),
    ])
    func kinds(source: String, kind: PlatformGesture.Kind) throws {
        #expect(try read(source).kind == kind)
    }

    @Test("the delegate's answers, each one Bool for every other recognizer")
    func answers() throws {
        let answers = try read(".gesture(UIPanGestureRecognizer(shouldRecognizeSimultaneouslyWith: true, gestureRecognizerShouldBegin: false))").answers
        #expect(answers == PlatformDelegateAnswers(shouldRecognizeSimultaneouslyWith: true, gestureRecognizerShouldBegin: false))
        let delegate = answers.delegate
        let other = OtherGestureRecognizer(name: "TapGesture() on V", view: "V", platformKind: nil)
        #expect(delegate.shouldRecognizeSimultaneouslyWith?(other) == true)
        #expect(delegate.shouldRequireFailureOf == nil)
        #expect(delegate.gestureRecognizerShouldBegin?(PlatformGestureValues(location: .zero, numberOfTouches: 1)) == false)
    }

    @Test("mistakes: each a located error saying what to write", arguments: [
        (".gesture(UITapGestureRecogniser())", "m:1:10: error: unknown UIKit recognizer 'UITapGestureRecogniser'; did you mean 'UITapGestureRecognizer'?"),
        (".highPriorityGesture(UIPanGestureRecognizer())", "m:1:2: error: a UIKit recognizer is attached with '.gesture(_:)', as a UIGestureRecognizerRepresentable; SwiftUI has no 'highPriorityGesture(_:)' for one"),
        (".gesture(UIPanGestureRecognizer(), including: .all)", "m:1:36: error: '.gesture(_:)' with a UIKit recognizer takes no other argument; found 'including'"),
        (".gesture(UIPanGestureRecognizer)", "m:1:32: error: expected '(…)' after 'UIPanGestureRecognizer', such as 'UIPanGestureRecognizer()'"),
        (".gesture(UITapGestureRecognizer(numberOfTaps: 2))", "m:1:33: error: UITapGestureRecognizer has no parameter 'numberOfTaps'; did you mean 'numberOfTapsRequired'?"),
        (".gesture(UITapGestureRecognizer(numberOfTouchesRequired: 0))", "m:1:58: error: expected an integer of at least 1, found 0"),
        (".gesture(UISwipeGestureRecognizer(direction: .sideways))", "m:1:46: error: expected a UISwipeGestureRecognizer.Direction (.right, .left, .up, .down, or an array of them), found '.sideways'"),
        (".gesture(UIScreenEdgePanGestureRecognizer())", "m:1:43: error: UIScreenEdgePanGestureRecognizer needs 'edges:', such as 'UIScreenEdgePanGestureRecognizer(edges: .left)'; with no edge it never begins"),
        (".gesture(UIPinchGestureRecognizer().simultaneously(with: DragGesture()))", "m:1:36: error: a UIKit recognizer takes no callbacks or combinators, found '.'; its records come from its action (docs/output-format.md)"),
        (".gesture(UIPanGestureRecognizer(shouldRequireFailureOf: yes))", "m:1:57: error: expected true or false for 'shouldRequireFailureOf:', found 'yes'"),
    ])
    func mistakes(source: String, expected: String) {
        do {
            _ = try ExpressionParser.parseModifiers(source, origin: "m")
            Issue.record("expected an error for \(source)")
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init) == expected)
        }
    }

    @Test("--gesture takes SwiftUI gestures only: a UIKit recognizer there says where it goes")
    func notAGesture() {
        do {
            _ = try ExpressionParser.parse("UITapGestureRecognizer(numberOfTouchesRequired: 2)", origin: "--gesture")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init)
                == "--gesture:1:1: error: 'UITapGestureRecognizer' is a UIKit recognizer, not a SwiftUI gesture: it has no callbacks and combines with none; attach it to a view of a scene with '.gesture(UITapGestureRecognizer(…))' (docs/scene-format.md)")
        }
    }
}
