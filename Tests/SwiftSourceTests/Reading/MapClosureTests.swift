import Testing
import TestSupport
@testable import ReplayKit
import Recognizers
import TraceFormat
@testable import SwiftSource

/// `.map { … }` closures of one expression (issue 27): evaluated on every value, with the
/// project's own types, and read by the callbacks after them as Swift would.
@Suite("Map closures: one expression evaluated per value, a project's enum as the result")
struct MapClosureTests {
    static let swipe = """
        enum SwipeDirection { case left, right, none }

        struct SwipeGesture: Gesture {
            var body: some Gesture {
                DragGesture(minimumDistance: 20)
                    .map { (value: DragGesture.Value) -> SwipeDirection in
                        value.translation.width < 0 ? .left : .right
                    }
            }
        }

        struct Cards: View {
            @State private var last = SwipeDirection.none
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 300, height: 300)
                        .gesture(SwipeGesture().onEnded { direction in last = direction })
                    Color.red.frame(width: 100, height: 100)
                        .offset(x: last == .left ? -100 : 0)
                        .onTapGesture { }
                }
            }
        }
        """

    @Test("a swipe left maps to .left, the onEnded stores it, and the view that reads it moves")
    func enumResult() throws {
        let source = try SourceScene.load(Self.swipe, file: "Cards.swift")
        #expect(source.warnings.isEmpty)
        // The blue square is 300 tall from y 228.5 (the 400-pt stack centred in the 763 pt below
        // 47: 47 + 181.5); the red one below it, at x 145…245 until it moves 100 pt left.
        #expect(source.laidOut.map { "\($0.type) \(NumberFormat.string($0.frame.minX)) \(NumberFormat.string($0.frame.minY))" }.suffix(2)
                == ["Color 45 228.5", "Color 145 528.5"])
        let path = "/tmp/gesture-replay-map-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        var script = TouchScript()
        script.tap(at: TracePoint(x: 100, y: 572))          // left of the red square: nothing
        script.wait(0.5)
        script.drag(from: TracePoint(x: 250, y: 372), to: TracePoint(x: 100, y: 372))
        script.wait(0.5)
        script.tap(at: TracePoint(x: 100, y: 572))          // the red square, moved
        var writer = TraceWriter(.memory)
        for event in script.events { writer.write(event) }
        try TestFile.write(String(decoding: writer.sink.bytes, as: UTF8.self), to: path)
        defer { TestFile.remove(path) }
        let collector = RecordCollector()
        let replay = TraceReplay(setup: .scene(source.views))
        try replay.run(path: path, into: collector)
        let records = collector.records.map { record -> String in
            var text = "\(record.time.seconds) \(record.site.view.split(separator: "/").last!) \(record.site.gesture)"
            if let value = record.value { text += " " + TextSink.text(of: value) }
            return text
        }
        #expect(records == [
            "0.85 Color[0] DragGesture(minimumDistance: 20).map { … } .left",
            "1.4 Color[1] TapGesture()",
        ])
        // JSON writes the case's name.
        var sink = OutputSink(.memory)
        collector.records[0].value?.writeJSON(to: &sink)
        #expect(String(decoding: sink.bytes, as: UTF8.self) == "\"left\"")
    }

    @Test("the result type is the closure's declared one: a number is checked as a number; none is the project's, unchecked")
    func resultTypes() throws {
        #expect(try ExpressionParser.parse("DragGesture().map { v -> CGFloat in v.translation.width * 2 }.onChanged { w in print(w.magnitude) }",
                                           origin: "--gesture").valueType == .number)
        #expect(try ExpressionParser.parse("DragGesture().map { $0.translation.width < 0 }", origin: "--gesture").valueType
                == .project("the closure's result"))
        // `{ $0.translation.width }` is still the key path it reads.
        #expect(try ExpressionParser.parse("DragGesture().map { $0.translation.width }", origin: "--gesture").description
                == "DragGesture().map(\\.translation.width)")
        // Its reads of the value are checked as a callback's are.
        do {
            _ = try ExpressionParser.parse("DragGesture().map { v in v.translatoin.width < 0 }", origin: "--gesture")
            Issue.record("a misspelt member was accepted")
        } catch {
            #expect(error.message == "value of type 'DragGesture.Value' has no member 'translatoin'; did you mean 'translation'?")
        }
        // Statements are not one expression: refused, with what to write.
        #expect(throws: Diagnostic.self) {
            try ExpressionParser.parse("DragGesture().map { v in let w = v.translation.width; return w }", origin: "--gesture")
        }
        do {
            _ = try ExpressionParser.parse("DragGesture().map { v in let w = v.translation.width; return w }", origin: "--gesture")
        } catch {
            #expect(error.message.hasPrefix("cannot evaluate this '.map' closure: its body must be one expression"))
        }
    }
}
