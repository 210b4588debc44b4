// Fuzz target: the engine, driven by arbitrary valid event sequences against arbitrary gesture
// trees on arbitrary scenes. The input is a program: the first bytes choose views, frames and
// gestures (written as SwiftUI source from a grammar, so they always parse), the rest choose
// events. Checks that records come in time order and that a second replay gives the same bytes.
@testable import ReplayKit
@testable import SwiftSource
import GestureTesting

private let primitives = [
    "TapGesture()", "TapGesture(count: 2)", "SpatialTapGesture()", "LongPressGesture()",
    "LongPressGesture(minimumDuration: 0.1, maximumDistance: 30)", "DragGesture()",
    "DragGesture(minimumDistance: 0)", "DragGesture(minimumDistance: 5, coordinateSpace: .named(\"A\"))",
    "MagnifyGesture()", "MagnificationGesture()", "RotateGesture()", "RotationGesture()",
]
private let suffixes = [".onEnded { _ in }", ".updating($state) { _, _, _ in }", ".onChanged { _ in }", ""]
private let combinators = [".simultaneously(with: ", ".sequenced(before: ", ".exclusively(before: "]
private let masks = ["", ", including: .gesture", ", including: .subviews", ", including: .none"]
private let wrappers = [".gesture(", ".highPriorityGesture(", ".simultaneousGesture("]

private func gesture(_ reader: inout ByteReader, depth: Int) -> String {
    var source = primitives[reader.below(primitives.count)]
    if depth < 3 && reader.below(3) == 0 {
        source += combinators[reader.below(combinators.count)] + gesture(&reader, depth: depth + 1) + ")"
    }
    // onChanged needs an Equatable value; the parser says when it is not, and the suffix is dropped.
    let suffix = suffixes[reader.below(suffixes.count)]
    if (try? ExpressionParser.parse(source + suffix, origin: "fuzz")) != nil { source += suffix }
    return source
}

private func modifiers(_ reader: inout ByteReader) -> String {
    var text = ""
    for _ in 0..<reader.below(3) + 1 {
        switch reader.below(6) {
        case 0: text += ".onTapGesture(count: \(reader.below(3) + 1)) { }"
        case 1: text += ".onLongPressGesture(minimumDuration: 0.\(reader.below(9) + 1)) { } onPressingChanged: { _ in }"
        case 2: text += ".disabled(\(reader.below(4) == 0))"
        default:
            text += wrappers[reader.below(wrappers.count)] + gesture(&reader, depth: 0) + masks[reader.below(masks.count)] + ")"
        }
    }
    return text
}

private func view(_ reader: inout ByteReader, id: inout Int, depth: Int) -> String {
    id += 1
    let x = reader.below(200), y = reader.below(200), width = reader.below(250) + 1, height = reader.below(250) + 1
    let source = modifiers(&reader).replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    var text = #"{"id":"V\#(id)","frame":[\#(x),\#(y),\#(width),\#(height)],"modifiers":"\#(source)""#
    if id == 1 { text += #","coordinateSpace":"A""# }
    if depth < 2 && reader.below(2) == 0 {
        var children: [String] = []
        for _ in 0..<reader.below(3) + 1 { children.append(view(&reader, id: &id, depth: depth + 1)) }
        text += #","children":[\#(children.joined(separator: ","))]"#
    }
    return text + "}"
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(data: UnsafeBufferPointer(start: data, count: size))
    var id = 0
    let roots = (0..<reader.below(2) + 1).map { _ in view(&reader, id: &id, depth: 0) }
    let sceneText = #"{"views":[\#(roots.joined(separator: ","))]}"#
    guard let scene = try? SceneLoader.load(sceneText, file: "fuzz") else {
        fatalError("the grammar wrote a scene that does not load: \(sceneText)")
    }

    guard writeRandomTrace(&reader, width: 220, height: 220) else { return 0 }

    var outputs: [[UInt8]] = []
    for _ in 0..<2 {
        let writer = JSONLinesSink(output: OutputSink(.memory))
        do {
            try TraceReplay(setup: .scene(scene), explain: true).run(path: scratchPath, into: writer)
        } catch {
            fatalError("a valid trace was refused: \(error.message)")
        }
        outputs.append(writer.output.bytes)
    }
    precondition(outputs[0] == outputs[1], "two replays of one trace differ")
    var last = -Double.infinity
    for line in String(decoding: outputs[0], as: UTF8.self).split(separator: "\n") {
        let time = Double(line.dropFirst(5).prefix { $0 != "," })!
        precondition(time >= last, "records out of time order: \(line)")
        last = time
    }
    return 0
}
