// Fuzz target: lint over random scenes built from every catalog view modifier, every UIKit
// recognizer and every control, as JSON scenes and as Swift source, under every profile
// alone and together. A scene may be refused (a located error); none may trap.
@testable import ReplayKit
@testable import SwiftSource
import Recognizers
import TraceFormat

private let gestures = [
    "TapGesture().onEnded { }", "TapGesture(count: 2).onEnded { }", "SpatialTapGesture().onEnded { _ in }",
    "LongPressGesture().onEnded { _ in }", "LongPressGesture(minimumDuration: 2).onEnded { _ in }", "DragGesture()",
    "DragGesture(minimumDistance: 0).onEnded { _ in }", "DragGesture().onChanged { _ in }", "MagnifyGesture().onEnded { _ in }",
    "RotateGesture().onEnded { _ in }", "LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in }",
    "TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { _ in }",
    "DragGesture().simultaneously(with: MagnifyGesture()).onEnded { _ in }",
]

/// Every UIKit recognizer the catalog reads, with its properties in a few settings.
private let recognizers = [
    "UITapGestureRecognizer()", "UITapGestureRecognizer(numberOfTouchesRequired: 2)", "UITapGestureRecognizer(numberOfTapsRequired: 2)",
    "UILongPressGestureRecognizer()", "UILongPressGestureRecognizer(minimumPressDuration: 0.1)", "UIPanGestureRecognizer()",
    "UIPanGestureRecognizer(minimumNumberOfTouches: 2)", "UIPinchGestureRecognizer()", "UIRotationGestureRecognizer()",
    "UISwipeGestureRecognizer(direction: .left)", "UISwipeGestureRecognizer(direction: .up, numberOfTouchesRequired: 2)",
    "UIScreenEdgePanGestureRecognizer(edges: .left)", "UIScreenEdgePanGestureRecognizer(edges: .right)",
]

/// A modifier of the catalog, written with arguments it accepts (or, now and then, does not).
private func catalogModifier(_ reader: inout ByteReader) -> String {
    let names = Catalog.viewModifierNames
    let name = names[reader.below(names.count)]
    switch name {
    case "gesture", "highPriorityGesture", "simultaneousGesture":
        let body = reader.below(3) == 0 ? recognizers[reader.below(recognizers.count)] : gestures[reader.below(gestures.count)]
        let mask = ["", ", including: .subviews", ", including: .none", ", including: .gesture", ", including: .all"][reader.below(5)]
        return ".\(name)(\(body)\(name == "gesture" && body.hasPrefix("UI") ? "" : mask))"
    case "onTapGesture": return [".onTapGesture { }", ".onTapGesture(count: 2) { }", ".onTapGesture(coordinateSpace: .global) { _ in }"][reader.below(3)]
    case "onLongPressGesture":
        return [".onLongPressGesture { }", ".onLongPressGesture(minimumDuration: 1.5) { }", ".onLongPressGesture { } onPressingChanged: { _ in }"][reader.below(3)]
    case "coordinateSpace": return ".coordinateSpace(name: \"A\")"
    case "disabled": return ".disabled(\(reader.below(2) == 0))"
    case "accessibilityAddTraits", "accessibilityRemoveTraits": return ".\(name)(.isButton)"
    case "accessibilityAction": return ".accessibilityAction { }"
    case "accessibilityAdjustableAction": return ".accessibilityAdjustableAction { _ in }"
    case "accessibilityHidden": return ".accessibilityHidden(\(reader.below(2) == 0))"
    default: return ".\(name)(\(reader.below(2) == 0 ? "\"x\"" : ""))"
    }
}

// MARK: - JSON scenes

private let controls = [
    #","control":"ScrollView","contentSize":[390,2000]"#, #","control":"ScrollView","contentSize":[2000,300],"axes":"horizontal","paging":true"#,
    #","control":"List","contentSize":[390,1500]"#, #","control":"Button""#, #","control":"Button","disabled":true"#,
    #","control":"Toggle","isOn":true"#, #","control":"Slider","value":0.5"#, #","control":"TabView","tabViewStyle":"page","pageCount":3"#,
    #","control":"NavigationStack","depth":2"#, #","control":"Sheet","detents":["medium","large"]"#,
]

private func jsonView(_ reader: inout ByteReader, id: inout Int, depth: Int) -> String {
    id += 1
    let x = reader.below(300), y = reader.below(700), width = reader.below(300) + 1, height = reader.below(300) + 1
    var modifiers = ""
    for _ in 0..<reader.below(3) { modifiers += catalogModifier(&reader) }
    let escaped = modifiers.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    var text = #"{"id":"V\#(id)","frame":[\#(x),\#(y),\#(width),\#(height)],"modifiers":"\#(escaped)""#
    if reader.below(3) == 0 { text += controls[reader.below(controls.count)] }
    if depth < 2 && reader.below(2) == 0 {
        let children = (0..<reader.below(3) + 1).map { _ in jsonView(&reader, id: &id, depth: depth + 1) }
        text += #","children":[\#(children.joined(separator: ","))]"#
    }
    return text + "}"
}

// MARK: - Swift scenes

private let leaves = [
    "Rectangle().frame(width: 100, height: 80)", "Circle().frame(width: 44, height: 44)", "Text(\"Hello\")",
    "Image(systemName: \"heart\")", "Color.blue.frame(height: 120)", "Button(\"Go\") { }", "Toggle(\"On\", isOn: $on)",
    "Slider(value: $level)", "RoundedRectangle(cornerRadius: 8).frame(width: 200, height: 60)", "Spacer()",
]
private let containers = [
    "VStack", "HStack", "ZStack", "ScrollView", "ScrollView(.horizontal)", "List", "TabView", "NavigationStack",
    "LazyVStack", "Group",
]

private func swiftView(_ reader: inout ByteReader, depth: Int) -> String {
    var text: String
    if depth < 3 && reader.below(2) == 0 {
        let container = containers[reader.below(containers.count)]
        let children = (0..<reader.below(3) + 1).map { _ in swiftView(&reader, depth: depth + 1) }
        let content = reader.below(4) == 0 ? "ForEach(0..<3) { index in \(children[0]) }" : children.joined(separator: "\n")
        text = "\(container) {\n\(content)\n}"
    } else {
        text = leaves[reader.below(leaves.count)]
    }
    for _ in 0..<reader.below(3) { text += "\n" + catalogModifier(&reader) }
    return text
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(data: UnsafeBufferPointer(start: data, count: size))
    let text: String
    let file: String
    if reader.below(2) == 0 {
        var id = 0
        let roots = (0..<reader.below(2) + 1).map { _ in jsonView(&reader, id: &id, depth: 0) }
        text = #"{"views":[\#(roots.joined(separator: ","))]}"#
        file = "fuzz.json"
    } else {
        text = """
            struct Fuzzed: View {
                @State private var on = false
                @State private var level = 0.5
                var body: some View {
                    \(swiftView(&reader, depth: 0))
                }
            }
            """
        file = "Fuzzed.swift"
    }
    let choices: [[ArbitrationProfile]] = [ArbitrationProfile.allCases] + ArbitrationProfile.allCases.map { [$0] }
    let profiles = choices[reader.below(choices.count)]
    let linter = SceneLinter(text: text, file: file, options: SceneLinter.Options(profiles: profiles, workers: 1))
    _ = try? linter.run()
    return 0
}
