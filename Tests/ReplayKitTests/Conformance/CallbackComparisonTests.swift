@testable import ReplayKit
@testable import SwiftSource
import Testing

private func callback(_ t: Double, _ name: String = "drag", _ callback: String = "onChanged", _ value: String = "null") -> ObservedCallback {
    // Cannot fail: the tests' values are JSON.
    ObservedCallback(t: t, recorded: name, callback: callback, value: try! JSONParser.parse(value, file: "test"), line: 1)
}

extension ObservedCallback {
    func with(value: String) -> ObservedCallback {
        var copy = self
        copy.value = try! JSONParser.parse(value, file: "test")
        return copy
    }
}

@Suite("CallbackComparison: a device's callbacks aligned with the replay's, name by name")
struct CallbackComparisonTests {
    let frame = ConformanceTolerance.frame(at: 60)

    @Test("a callback one side lacks does not shift the rest: the others still pair and agree")
    func insertionKeepsPairs() {
        let device = [callback(0.1), callback(0.2), callback(0.3), callback(0.4, "drag", "onEnded")]
        let replay = [callback(0.1), callback(0.3), callback(0.4, "drag", "onEnded")]
        let (agreed, disagreements) = CallbackComparison.compare(device: device, replay: replay, tolerance: frame)
        #expect(agreed == 3)
        #expect(disagreements.map(\.kind) == [.missing])
        #expect(disagreements[0].device?.t == 0.2)
        #expect(disagreements[0].replay == nil)
    }

    @Test("different callbacks never pair: an onEnded for an onChanged is one missing and one extra")
    func callbacksNeverCross() {
        let (agreed, disagreements) = CallbackComparison.compare(
            device: [callback(0.1, "drag", "onEnded")], replay: [callback(0.1, "drag", "onChanged")], tolerance: frame)
        #expect(agreed == 0)
        #expect(disagreements.map(\.kind) == [.missing, .extra])
    }

    @Test("names are compared apart: a tap's callbacks never pair with a drag's")
    func namesApart() {
        let (agreed, disagreements) = CallbackComparison.compare(
            device: [callback(0.1, "tap", "onEnded")], replay: [callback(0.1, "drag", "onEnded")], tolerance: frame)
        #expect(agreed == 0)
        #expect(disagreements.map { "\($0.kind) \($0.recorded)" } == ["missing tap", "extra drag"])
    }

    @Test("a pair further apart than a frame disagrees in time; within it, its value is compared")
    func timeThenValue() {
        let late = CallbackComparison.difference(callback(0.2), callback(0.1), tolerance: frame)
        #expect(late?.0 == .time)
        #expect(late?.1 == "ran at 0.2 s on the device, 0.1 s in the replay (tolerance 0.016667 s)")
        let value = CallbackComparison.difference(callback(0.1, "d", "onChanged", #"{"translation":{"width":10,"height":0}}"#),
                                                  callback(0.11, "d", "onChanged", #"{"translation":{"width":10,"height":0.6}}"#), tolerance: frame)
        #expect(value?.0 == .value)
        #expect(value?.1 == "translation.height is 0 on the device, 0.6 in the replay (tolerance 0.5)")
    }

    @Test("tolerances by member: points 0.5, a magnification, radians and a start anchor 0.01, degrees 0.57, time one frame")
    func tolerancesByMember() {
        func differs(_ device: String, _ replay: String) -> Bool {
            CallbackComparison.valueDifference(try! JSONParser.parse(device, file: "d"), try! JSONParser.parse(replay, file: "r"),
                                               path: "", parent: nil, tolerance: frame) != nil
        }
        #expect(!differs(#"{"location":{"x":10,"y":0}}"#, #"{"location":{"x":10.5,"y":0}}"#))
        #expect(differs(#"{"location":{"x":10,"y":0}}"#, #"{"location":{"x":10.51,"y":0}}"#))
        #expect(!differs(#"{"magnification":1.5}"#, #"{"magnification":1.51}"#))
        #expect(differs(#"{"magnification":1.5}"#, #"{"magnification":1.52}"#))
        #expect(differs(#"{"startAnchor":{"x":0.5,"y":0.5}}"#, #"{"startAnchor":{"x":0.52,"y":0.5}}"#))
        #expect(differs(#"{"rotation":{"radians":0.5,"degrees":28.6479}}"#, #"{"rotation":{"radians":0.52,"degrees":28.6479}}"#))
        #expect(!differs(#"{"rotation":{"degrees":28.6}}"#, #"{"rotation":{"degrees":29.1}}"#))
        #expect(!differs(#"{"time":0.1}"#, #"{"time":0.116}"#))
        #expect(differs(#"{"time":0.1}"#, #"{"time":0.12}"#))
        #expect(differs("true", "false"))
        #expect(!differs("null", "null"))
        #expect(differs(#"{"location":{"x":1,"y":2}}"#, #"{"location":{"x":1,"y":2},"extra":1}"#))
    }

    @Test("a bare number takes its gesture's tolerance: a magnification's 0.01, a mapped width's 0.5")
    func bareNumbers() {
        #expect(ObservedCallback.rootKey(ofGesture: "MagnificationGesture()") == "magnification")
        #expect(ObservedCallback.rootKey(ofGesture: #"MagnifyGesture().map(\.magnification)"#) == "magnification")
        #expect(ObservedCallback.rootKey(ofGesture: #"DragGesture().map(\.translation.width)"#) == "width")
        #expect(ObservedCallback.rootKey(ofGesture: "DragGesture()") == nil)
        var replay = callback(0.1, "pinch", "onChanged", "1.6")
        replay.rootKey = "magnification"
        let device = callback(0.1, "pinch", "onChanged", "1.2")
        #expect(CallbackComparison.difference(device, replay, tolerance: frame)?.1 == "the value is 1.2 on the device, 1.6 in the replay (tolerance 0.01)")
        #expect(!CallbackComparison.agrees(device, replay, tolerance: frame))
        replay.rootKey = "width"
        #expect(CallbackComparison.difference(callback(0.1, "w", "onChanged", "10.4"), replay.with(value: "10"), tolerance: frame) == nil)
    }

    @Test("callbacks more than a second apart never pair: they are different callbacks, not a late one")
    func pairingWindow() {
        let (agreed, disagreements) = CallbackComparison.compare(
            device: [callback(0.1, "drag", "onEnded")], replay: [callback(1.2, "drag", "onEnded")], tolerance: frame)
        #expect(agreed == 0)
        #expect(disagreements.map(\.kind) == [.missing, .extra])
        let late = CallbackComparison.compare(device: [callback(0.1, "drag", "onEnded")], replay: [callback(0.6, "drag", "onEnded")], tolerance: frame)
        #expect(late.disagreements.map(\.kind) == [.time])
    }

    @Test("a device record's value of more than 1,000 parts is refused where it is written")
    func valueParts() {
        let big = "[" + Array(repeating: "0", count: 1_001).joined(separator: ",") + "]"
        do {
            _ = try ObservedCallback.readDeviceRecords(#"{"t":0,"recorded":"d","callback":"onEnded","value":"# + big + "}", file: "d.jsonl")
            Issue.record("a value of 1,002 parts was read")
        } catch {
            #expect(error.description.hasPrefix("d.jsonl:1:52: error: a device record's value has more than 1000 parts"))
        }
    }

    @Test("device records: each key checked where it is written")
    func deviceRecordErrors() throws {
        let good = try ObservedCallback.readDeviceRecords(#"""
            {"t":0.05,"recorded":"drag","callback":"onChanged","value":{"time":0.05}}

            {"t":0.1,"recorded":"drag","callback":"onEnded","value":null,"note":"ignored"}
            """#, file: "d.jsonl")
        #expect(good.map { "\($0.line) \($0.t) \($0.callback)" } == ["1 0.05 onChanged", "3 0.1 onEnded"])
        #expect(throws: Diagnostic.self) { try ObservedCallback.readDeviceRecords("[1]", file: "d") }
        do {
            _ = try ObservedCallback.readDeviceRecords(String(repeating: "[", count: 100), file: "d.jsonl")
            Issue.record("a record nested 100 deep was read")
        } catch {
            #expect(error.description == "d.jsonl:1:65: error: JSON nested more than 64 levels deep, the limit for a device record (docs/reliability.md#limits)")
        }
        do {
            _ = try ObservedCallback.readDeviceRecords(#"{"recorded":"drag","callback":"onEnded"}"#, file: "d.jsonl")
            Issue.record("a record without t was read")
        } catch {
            #expect(error.description.hasPrefix(#"d.jsonl:1:1: error: a device record needs "t", its time in seconds on the touches' clock"#))
        }
    }
}
