// Fuzz target: the engine, driven by arbitrary valid event sequences against arbitrary gesture
// trees on arbitrary scenes. The input is a program: the first bytes choose views, frames and
// gestures (written as SwiftUI source from a grammar, so they always parse), the rest choose
// events. Checks that records come in time order and that a second replay gives the same bytes.
@testable import ReplayKit
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

    // Events: always valid (the reader guarantees that to the engine), in time order.
    var trace = TraceWriter(.memory)
    var time: Int64 = 0
    var down: [(id: Int64, x: Double, y: Double)] = []
    var nextID: Int64 = 1
    while !reader.exhausted {
        let choice = reader.below(8)
        switch reader.below(4) {
        case 0: time += 0
        case 1: time += Int64(reader.below(40)) * 1_000_000
        case 2: time += Int64(reader.below(100)) * 10_000_000
        default: time += 8_333_333
        }
        let at = TraceTime(nanoseconds: time)
        if choice == 0 || down.isEmpty {
            guard down.count < 4 else { continue }
            let point = (id: nextID, x: Double(reader.below(220)), y: Double(reader.below(220)))
            nextID += 1
            down.append(point)
            trace.write(TraceEvent(time: at, pointer: point.id, phase: .down, x: point.x, y: point.y))
        } else {
            let slot = reader.below(down.count)
            if choice <= 5 {
                down[slot].x += Double(Int(reader.byte()) - 128) / 4
                down[slot].y += Double(Int(reader.byte()) - 128) / 4
                trace.write(TraceEvent(time: at, pointer: down[slot].id, phase: .move, x: down[slot].x, y: down[slot].y))
            } else {
                let pointer = down.remove(at: slot)
                trace.write(TraceEvent(time: at, pointer: pointer.id, phase: choice == 6 ? .up : .cancel, x: pointer.x, y: pointer.y))
            }
        }
    }
    guard !trace.sink.bytes.isEmpty else { return 0 }
    trace.sink.bytes.withUnsafeBufferPointer { writeScratch($0.baseAddress!, $0.count) }

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
