// Fuzz target: Swift scenes whose callbacks read random member chains of their gesture's value
// and assign them to state that moves, scales and turns the view — every value type, valid
// names, names Swift has that the tool does not model, and misspellings — loaded and replayed
// through a random trace under both profiles. A scene may be refused (a located error); what
// loads must replay without trapping, and twice to the same bytes.
@testable import ReplayKit
@testable import SwiftSource
import Recognizers
import TraceFormat

/// Gestures with callbacks, and whether `onChanged` may follow (its value is Equatable).
private let gestures: [(source: String, equatable: Bool)] = [
    ("DragGesture(minimumDistance: 0)", true), ("DragGesture(coordinateSpace: .global)", true), ("MagnifyGesture()", true),
    ("RotateGesture()", true), ("SpatialTapGesture(count: 2)", true), ("LongPressGesture(minimumDuration: 0.2)", true),
    ("TapGesture()", false), ("MagnificationGesture()", true), ("RotationGesture()", true),
    ("DragGesture().simultaneously(with: MagnifyGesture())", true), ("LongPressGesture().sequenced(before: DragGesture())", true),
    ("TapGesture(count: 2).exclusively(before: DragGesture())", false), ("DragGesture().map(\\.translation)", true),
    ("DragGesture().map { $0.location.x }", true),
]

/// Every member name of every value type, the ones Swift has that the tool does not read, and
/// near misses.
private let memberNames: [String] = {
    let types: [ValueType] = [.void, .bool, .number, .date, .point, .size, .unitPoint, .angle, .drag, .magnify, .rotate, .spatialTap,
                              .simultaneous(.drag, .drag), .sequence(.bool, .drag), .exclusive(.void, .drag)]
    var names: [String] = []
    for type in types { names += type.members.map(\.name) + type.unmodelledMembers }
    return names + ["translatoin", "widht", "z", "frist", "timeIntervalSince1970", "rounded", "magnitude", "count", "isEmpty", "self",
                    "description", "x", "value", "init", "Type"]
}()

private let states = ["offset", "point", "scale", "angle", "flag", "pressing", "nothing", "self.offset"]
private let parts = ["", ".width", ".height", ".x", ".y", ".radians", ".degrees"]
private let assignments = ["=", "+=", "-=", "*=", "/="]
private let operators = ["+", "-", "*", "/", ">", "<", "==", "&&", "||", "??"]

private func chain(_ reader: inout ByteReader, root: String) -> String {
    var text: String
    switch reader.below(6) {
    case 0: text = states[reader.below(states.count)]
    case 1: text = ["0", "1.5", "-2", "true", ".zero", "CGSize(width: 10, height: 5)", ".degrees(30)", "\"s\""][reader.below(8)]
    default: text = root
    }
    for _ in 0..<reader.below(4) {
        var name = memberNames[reader.below(memberNames.count)]
        if reader.below(8) == 0, !name.isEmpty { name.remove(at: name.index(name.startIndex, offsetBy: reader.below(name.count))) }
        text += "." + name
    }
    if reader.below(10) == 0 { text += "()" }
    return text
}

private func expression(_ reader: inout ByteReader, root: String, depth: Int = 0) -> String {
    guard depth < 3 else { return chain(&reader, root: root) }
    switch reader.below(7) {
    case 0: return chain(&reader, root: root) + " " + operators[reader.below(operators.count)] + " " + expression(&reader, root: root, depth: depth + 1)
    case 1: return "-" + chain(&reader, root: root)
    case 2: return "!" + chain(&reader, root: root)
    case 3: return "\(chain(&reader, root: root)) > 10 ? \(expression(&reader, root: root, depth: depth + 1)) : \(chain(&reader, root: root))"
    case 4: return "CGSize(width: \(chain(&reader, root: root)), height: \(chain(&reader, root: root)))"
    default: return chain(&reader, root: root)
    }
}

private func statements(_ reader: inout ByteReader, root: String, gestureState state: String?, depth: Int = 0) -> String {
    var lines: [String] = []
    for _ in 0..<reader.below(3) + 1 {
        switch reader.below(depth < 2 ? 8 : 5) {
        case 0: lines.append("print(\(expression(&reader, root: root)))")
        case 1 where state != nil: lines.append("\(state ?? "") = \(expression(&reader, root: root))")
        case 5: lines.append("if \(expression(&reader, root: root)) { \(statements(&reader, root: root, gestureState: state, depth: depth + 1)) } else { \(statements(&reader, root: root, gestureState: state, depth: depth + 1)) }")
        case 6: lines.append("withAnimation(.spring()) { \(statements(&reader, root: root, gestureState: state, depth: depth + 1)) }")
        case 7: lines.append("let local = \(expression(&reader, root: root)); print(local)")
        default:
            let target = states[reader.below(states.count)] + parts[reader.below(parts.count)]
            lines.append("\(target) \(assignments[reader.below(assignments.count)]) \(expression(&reader, root: root))")
        }
    }
    return lines.joined(separator: "\n")
}

private func callback(_ reader: inout ByteReader, equatable: Bool) -> String {
    switch reader.below(equatable ? 4 : 3) {
    case 0: return ".onEnded { \(statements(&reader, root: "$0", gestureState: nil)) }"
    case 1: return ".onEnded { value in\n\(statements(&reader, root: "value", gestureState: nil))\n}"
    case 2:
        return ".updating($pressing) { value, state, _ in\n\(statements(&reader, root: "value", gestureState: "state"))\n}"
    default: return ".onChanged { value in\n\(statements(&reader, root: "value", gestureState: nil))\n}"
    }
}

private func modifier(_ reader: inout ByteReader) -> String {
    switch reader.below(9) {
    case 0: return ".offset(offset)"
    case 1: return ".offset(x: offset.width, y: point.y)"
    case 2: return ".scaleEffect(scale)"
    case 3: return ".rotationEffect(angle)"
    case 4: return ".onTapGesture(coordinateSpace: .global) { location in\n\(statements(&reader, root: "location", gestureState: nil))\n}"
    case 5: return ".onLongPressGesture(minimumDuration: 0.3) { \(statements(&reader, root: "flag", gestureState: nil)) } onPressingChanged: { pressing in \(statements(&reader, root: "pressing", gestureState: nil)) }"
    default:
        let (source, equatable) = gestures[reader.below(gestures.count)]
        var text = source
        for _ in 0..<reader.below(3) + 1 { text += callback(&reader, equatable: equatable) }
        return [".gesture(", ".simultaneousGesture(", ".highPriorityGesture("][reader.below(3)] + text + ")"
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCallbacks(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(data: UnsafeBufferPointer(start: data, count: size))
    var body = ["Circle()", "Rectangle()", "Color.red", "RoundedRectangle(cornerRadius: 12)"][reader.below(4)]
    body += "\n    .frame(width: \(reader.below(300) + 20), height: \(reader.below(300) + 20))"
    for _ in 0..<reader.below(5) + 1 { body += "\n    " + modifier(&reader) }
    let scene = """
        struct Fuzzed: View {
            @State private var offset = CGSize.zero
            @State private var point = CGPoint(x: 1, y: 2)
            @State private var scale = 1.0
            @State private var angle = Angle.zero
            @State private var flag = false
            @GestureState private var pressing = false
            var body: some View {
                \(body)
            }
        }
        """
    guard let source = try? SourceScene.load(scene, file: "Fuzzed.swift") else { return 0 }
    guard writeRandomTrace(&reader, width: 390, height: 844) else { return 0 }
    for profile in ArbitrationProfile.allCases {
        var outputs: [[UInt8]] = []
        for _ in 0..<2 {
            let writer = JSONLinesSink(output: OutputSink(.memory))
            do {
                try TraceReplay(setup: .scene(source.views), profile: profile, explain: true).run(path: scratchPath, into: writer)
            } catch {
                fatalError("a valid trace was refused: \(error.message)")
            }
            outputs.append(writer.output.bytes)
        }
        precondition(outputs[0] == outputs[1], "two replays of one trace differ under \(profile)")
    }
    return 0
}
