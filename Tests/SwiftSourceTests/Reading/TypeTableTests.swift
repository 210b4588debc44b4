import Testing
import TestSupport
@testable import SwiftSource

/// The file's own types as values: enums with computed properties, static members, computed
/// properties of a view — read exactly, so what reads them is live.
@Suite("TypeTable: the project's enums, static members and computed properties")
struct TypeTableTests {
    /// Apple's "Composing SwiftUI gestures" sample as written: a long press then a drag, its
    /// phase kept in an enum whose computed properties the offset reads.
    static let draggableCircle = """
        import SwiftUI
        struct DraggableCircle: View {
            enum DragState {
                case inactive
                case pressing
                case dragging(translation: CGSize)
                var translation: CGSize {
                    switch self {
                    case .inactive, .pressing:
                        return .zero
                    case .dragging(let translation):
                        return translation
                    }
                }
                var isActive: Bool {
                    switch self {
                    case .inactive: return false
                    case .pressing, .dragging: return true
                    }
                }
            }
            @GestureState var dragState = DragState.inactive
            @State var viewState = CGSize.zero
            var body: some View {
                let minimumLongPressDuration = 0.5
                let longPressDrag = LongPressGesture(minimumDuration: minimumLongPressDuration)
                    .sequenced(before: DragGesture())
                    .updating($dragState) { value, state, transaction in
                        switch value {
                        case .first(true):
                            state = .pressing
                        case .second(true, let drag):
                            state = .dragging(translation: drag?.translation ?? .zero)
                        default:
                            state = .inactive
                        }
                    }
                    .onEnded { value in
                        guard case .second(true, let drag?) = value else { return }
                        self.viewState.width += drag.translation.width
                        self.viewState.height += drag.translation.height
                    }
                return Circle()
                    .fill(Color.blue)
                    .overlay(dragState.isActive ? Circle().stroke(Color.white, lineWidth: 2) : nil)
                    .frame(width: 100, height: 100, alignment: .center)
                    .offset(
                        x: viewState.width + dragState.translation.width,
                        y: viewState.height + dragState.translation.height
                    )
                    .gesture(longPressDrag)
            }
        }
        """

    @Test("Apple's DraggableCircle: no warning, no note; the circle follows dragState.translation while dragged and stays where it was dropped")
    func appleSample() throws {
        let scene = try SourceScene.load(Self.draggableCircle, file: "DraggableCircle.swift")
        #expect(scene.warnings.isEmpty)
        // Held 0.6 s at the centre, dragged 100 pt right and lifted; then a press at the old
        // centre (nothing there any more) and one at the new centre.
        let events = """
            {"t":0,"id":1,"phase":"down","x":195,"y":428.5}
            {"t":0.6,"id":1,"phase":"move","x":200,"y":428.5}
            {"t":0.7,"id":1,"phase":"move","x":300,"y":428.5}
            {"t":0.8,"id":1,"phase":"up","x":300,"y":428.5}
            {"t":2,"id":2,"phase":"down","x":195,"y":428.5}
            {"t":2.6,"id":2,"phase":"up","x":195,"y":428.5}
            {"t":4,"id":3,"phase":"down","x":300,"y":428.5}
            {"t":4.6,"id":3,"phase":"up","x":300,"y":428.5}

            """
        let result = try SceneHarness.replay(Self.draggableCircle, events)
        #expect(result.notes == [])
        #expect(result.records == [
            "0 DraggableCircle/Circle updating($dragState)",
            "0.5 DraggableCircle/Circle updating($dragState)",
            // The move at 0.6 is 5 pt, under the drag's 10-pt minimum distance.
            "0.7 DraggableCircle/Circle updating($dragState)",
            "0.8 DraggableCircle/Circle reset($dragState)",
            "0.8 DraggableCircle/Circle onEnded",
            "4 DraggableCircle/Circle updating($dragState)",
            "4.5 DraggableCircle/Circle updating($dragState)",
            "4.6 DraggableCircle/Circle reset($dragState)",
        ])
    }

    @Test("an enum's computed property read through a live offset moves the view while the gesture state holds a case with a payload")
    func livePayload() throws {
        let scene = try SourceScene.load(Self.draggableCircle, file: "DraggableCircle.swift")
        let state = SceneState(scene.states)
        #expect(state.value(instance: 1, name: "dragState")?.description == ".inactive")
        let circle = try #require(scene.views[0].children.first)
        let offset = try #require(circle.liveOffset)
        #expect(offset.expression.states == ["dragState", "viewState"])
    }

    @Test("static members of the file's types, Type.case and Type.case(…) of its enums, and a view's computed value properties")
    func staticsAndComputed() throws {
        let source = """
            enum Metrics { static let side: CGFloat = 80; static let double = side * 2 }
            struct Handle { static let size = CGSize(width: Metrics.side, height: 40) }
            enum Mode: String { case small = "s", large(scale: Double) }
            struct Board: View {
                static let inset = 10.0
                @State private var mode = Mode.large(scale: 2)
                var scale: Double {
                    if case .large(let scale) = mode { return scale }
                    return 1
                }
                var body: some View {
                    Rectangle()
                        .frame(width: Handle.size.width * scale, height: Board.inset + Handle.size.height)
                        .onTapGesture { mode = Mode.small }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Board.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map { "\($0.type) \($0.frame.width)x\($0.frame.height)" } == ["Board 160.0x50.0", "Rectangle 160.0x50.0"])
    }
}

@Suite("TypeTable: the project's structs and classes as values")
struct DataTypeTests {
    @Test("a struct's memberwise init and a model class's defaults are read; callbacks change a model's stored property and what reads it follows")
    func structsAndModels() throws {
        let source = """
            @Observable class Model { var x: CGFloat = 0; var taps = 0; var last: CGPoint? }
            final class Store: ObservableObject { @Published var side: CGFloat = 50 }
            struct Item { var name: String; var size: CGFloat = 80 }
            struct Board: View {
                @State private var model = Model()
                @StateObject private var store = Store()
                @State private var item = Item(name: "a", size: 60)
                var body: some View {
                    Color.red.frame(width: item.size, height: store.side).offset(x: model.x)
                        .onTapGesture { model.x += 100; model.taps += 1 }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Board.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map { "\($0.type) \($0.frame.width)x\($0.frame.height)" } == ["Board 60.0x50.0", "Color 60.0x50.0"])
        // Each tap moves the square 100 pt right through the model: the second tap where it was misses.
        let taps = SceneHarness.taps([(195, 428.5), (195, 428.5), (295, 428.5)])
        let result = try SceneHarness.replay(source, taps)
        #expect(result.records == ["0.05 Board/Color perform", "1.05 Board/Color perform"])
        #expect(result.notes.isEmpty)
    }

    @Test("a type with an init of its own, called with arguments, is opaque, with a warning")
    func ownInitializer() throws {
        let source = """
            struct Logo { var width: CGFloat; init(scale: CGFloat) { width = 100 * scale } }
            struct V: View {
                @State private var logo = Logo(scale: 2)
                var body: some View { Color.red.frame(width: logo.width, height: 10) }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.warnings.map { $0.description.components.first! } == [
            "V.swift:3:24: warning: cannot evaluate the initial value of 'logo'; what reads it is approximated, and callbacks do not change it",
            "V.swift:4:50: warning: cannot evaluate 'width:' of '.frame' (cannot find 'logo' in scope); assumed none, so the view keeps its own size there",
        ])
    }
}

@Suite("UIGestureRecognizerRepresentable structs of the file")
struct RepresentableTests {
    static let source = """
        import UIKit
        struct TwoFingerTap: UIGestureRecognizerRepresentable {
            var action: () -> Void
            func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
                let recognizer = UITapGestureRecognizer()
                recognizer.numberOfTouchesRequired = 2
                return recognizer
            }
            func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
                if recognizer.state == .ended { action() }
            }
        }
        struct Photo: View {
            var body: some View {
                Rectangle().frame(width: 200, height: 200).gesture(TwoFingerTap { })
            }
        }
        """

    @Test("is read as the recognizer its makeUIGestureRecognizer makes, with the properties it sets; two fingers recognize it, one does not")
    func representable() throws {
        let scene = try SourceScene.load(Self.source, file: "Photo.swift")
        #expect(scene.laidOut.last?.gestures == [".gesture(TwoFingerTap() = UITapGestureRecognizer(numberOfTouchesRequired: 2))"])
        let two = """
            {"t":0,"id":1,"phase":"down","x":190,"y":428}
            {"t":0,"id":2,"phase":"down","x":200,"y":428}
            {"t":0.05,"id":1,"phase":"up","x":190,"y":428}
            {"t":0.05,"id":2,"phase":"up","x":200,"y":428}
            {"t":1,"id":3,"phase":"down","x":195,"y":428}
            {"t":1.05,"id":3,"phase":"up","x":195,"y":428}

            """
        #expect(try SceneHarness.replay(Self.source, two).records == ["0.05 Photo/Rectangle"])
    }

    /// A pan whose coordinator answers `shouldRecognizeSimultaneouslyWith`, beside a DragGesture.
    static func coordinated(_ answer: String) -> String {
        """
        struct Pan: UIGestureRecognizerRepresentable {
            func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }
            func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
                let recognizer = UIPanGestureRecognizer()
                recognizer.delegate = context.coordinator
                return recognizer
            }
            class Coordinator: NSObject, UIGestureRecognizerDelegate {
                func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                       shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
                    \(answer)
                }
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
            }
        }
        struct Board: View {
            var body: some View {
                Color.gray.frame(width: 300, height: 300).gesture(Pan()).gesture(DragGesture().onEnded { _ in })
            }
        }
        """
    }

    @Test("a coordinator's delegate answers are read where they are constants; another answer keeps UIKit's default, with a warning")
    func coordinator() throws {
        let drag = """
            {"t":0,"id":1,"phase":"down","x":100,"y":400}
            {"t":0.1,"id":1,"phase":"move","x":150,"y":400}
            {"t":0.2,"id":1,"phase":"up","x":200,"y":400}

            """
        // Together: the pan begins (0.1) and ends (0.2), and the DragGesture ends too.
        #expect(try SceneHarness.replay(Self.coordinated("return true"), drag).records
                == ["0.1 Board/Color", "0.2 Board/Color", "0.2 Board/Color onEnded location (155, 121.5)"])
        // UIKit's default: the pan, which began first, prevents the DragGesture.
        let alone = ["0.1 Board/Color", "0.2 Board/Color"]
        #expect(try SceneHarness.replay(Self.coordinated("return false"), drag).records == alone)
        let scene = try SourceScene.load(Self.coordinated("other.view != nil"), file: "Board.swift")
        #expect(scene.warnings.map { $0.description.components.first! } == [
            "Board.swift:9:14: warning: the delegate's 'shouldRecognizeSimultaneouslyWith' of 'Pan' returns what this tool cannot evaluate; assumed UIKit's default, false, for every other gesture (the library's PlatformGestureDelegate takes any answer)",
        ])
        #expect(try SceneHarness.replay(Self.coordinated("other.view != nil"), drag).records == alone)
        // A delegate that is never set answers nothing.
        let unset = Self.coordinated("return true").replacing("recognizer.delegate = context.coordinator", with: "")
        #expect(try SceneHarness.replay(unset, drag).records == alone)
    }

    @Test("one whose makeUIGestureRecognizer makes no recognizer this tool knows is a located error")
    func unknownRecognizer() {
        let source = """
            struct Hover: UIGestureRecognizerRepresentable {
                func makeUIGestureRecognizer(context: Context) -> UIHoverGestureRecognizer { UIHoverGestureRecognizer() }
            }
            Color.red.gesture(Hover())
            """
        #expect(throws: Diagnostic.self) { try SourceScene.load(source, file: "H.swift") }
    }
}
