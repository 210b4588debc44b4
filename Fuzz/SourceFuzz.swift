// Fuzz target: the parsers of SwiftUI source and scenes — gesture expressions, modifier chains,
// scene JSON — and the gestures built from whatever parses.
@testable import ReplayKit
@testable import SwiftSource
import GestureTesting

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSource(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let recorder = Recorder(sink: RecordCollector())
    if let expression = try? ExpressionParser.parse(text, origin: "fuzz") {
        _ = expression.description
        let builder = RecordingBuilder(recorder: recorder, view: "root", modifier: 0, explain: true)
        let modifier = ModifierSpec(kind: .gesture(expression, priority: .normal, mask: .all), name: "gesture")
        _ = builder.attachment(for: modifier)
    }
    if let modifiers = try? ExpressionParser.parseModifiers(text, origin: "fuzz") {
        for (index, modifier) in modifiers.enumerated() {
            let builder = RecordingBuilder(recorder: recorder, view: "root", modifier: index, explain: true)
            _ = builder.attachment(for: modifier)
        }
    }
    if let scene = try? SceneLoader.load(text, file: "fuzz") {
        _ = try? GestureReplayer().load(RecordedScene(scene, recorder: recorder, explain: true).views)
    }
    return 0
}
