import Recognizers
import ReplayKit
import SwiftSource
import TraceFormat

/// Replays of Swift-source scenes for the suites that test reading, layout, hit testing and
/// controls: a scene, JSON Lines of events, and "t view callback" per record.
package enum SceneHarness {
    /// Replays `events` (JSON Lines) against the scene and returns "t view callback" per record.
    package static func replay(_ scene: String, _ events: String) throws -> (records: [String], notes: [String]) {
        let path = "/tmp/gesture-replay-hit-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        try TestFile.write(events, to: path)
        defer { TestFile.remove(path) }
        let source = try SourceScene.load(scene, file: "View.swift")
        var notes: [String] = []
        var replay = TraceReplay(setup: .scene(source.views))
        replay.warn = { notes.append($0) }
        let collector = RecordCollector()
        try replay.run(path: path, into: collector)
        let records = collector.records.map { record -> String in
            var text = "\(NumberFormat.string(record.time.seconds)) \(record.site.view)"
            if case .callback(let callback, let state) = record.event { text += " \(callback.rawValue)" + (state.map { "($\($0))" } ?? "") }
            if case .size(let size)? = record.value { text += " (\(NumberFormat.string(size.width)), \(NumberFormat.string(size.height)))" }
            if case .drag(let drag)? = record.value {
                text += " location (\(NumberFormat.string(drag.location.x)), \(NumberFormat.string(drag.location.y)))"
            }
            return text
        }
        return (records, notes)
    }

    /// One tap per point, 0.5 s apart.
    package static func taps(_ points: [(Double, Double)]) -> String {
        var lines: [String] = []
        for (index, point) in points.enumerated() {
            let t = Double(index) * 0.5
            lines.append("{\"t\":\(NumberFormat.string(t)),\"id\":\(index + 1),\"phase\":\"down\",\"x\":\(point.0),\"y\":\(point.1)}")
            lines.append("{\"t\":\(NumberFormat.string(t + 0.05)),\"id\":\(index + 1),\"phase\":\"up\",\"x\":\(point.0),\"y\":\(point.1)}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A tap at each point, 0.5 s apart, starting at `start` seconds, with ids from 10.
    package static func taps(_ points: [(Double, Double)], from start: Double) -> String {
        var lines: [String] = []
        for (index, point) in points.enumerated() {
            let t = start + Double(index) * 0.5
            lines.append("{\"t\":\(NumberFormat.string(t)),\"id\":\(index + 10),\"phase\":\"down\",\"x\":\(point.0),\"y\":\(point.1)}")
            lines.append("{\"t\":\(NumberFormat.string(t + 0.05)),\"id\":\(index + 10),\"phase\":\"up\",\"x\":\(point.0),\"y\":\(point.1)}")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

package enum TestFile {
    package static func write(_ text: String, to path: String) throws {
        guard let file = fopen(path, "w") else { throw TestFileError() }
        fputs(text, file)
        fclose(file)
    }

    package static func remove(_ path: String) { unlink(path) }

    package struct TestFileError: Error {}
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
