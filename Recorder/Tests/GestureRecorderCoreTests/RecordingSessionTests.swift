@testable import GestureRecorderCore
import Testing

private let phone = RecordingHeader(platform: .iPhone, systemName: "iOS", systemVersion: "18.1", model: "iPhone16,1", sdk: "iphoneos18.1",
                                    screenWidth: 393, screenHeight: 852, scale: 3, maximumFramesPerSecond: 120,
                                    viewFrame: [0, 59, 393, 759], view: "ContentView", source: "/Users/dev/App/ContentView.swift")

private func touch(_ phase: TouchSample.Phase, _ t: Double, _ x: Double, _ y: Double, id: UInt64 = 7, kind: TouchSample.Kind = .direct) -> TouchSample {
    TouchSample(touch: id, phase: phase, timestamp: 1000 + t, x: x, y: y, kind: kind)
}

@Suite("RecordingSession: touches and callbacks into takes on one clock")
struct RecordingSessionTests {
    @Test("a drag becomes a take: the header, then down, moves and up from t 0, with the callbacks on the same clock")
    func oneTake() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone)
        session.clock.sample(uptime: 1000, wall: 754_000_000)
        session.beginEvent(uptime: 1000)
        session.record([touch(.began, 0, 100, 400)])
        session.endEvent()
        session.beginEvent(uptime: 1000.016)
        session.record([touch(.moved, 0.008, 104.5, 400), touch(.moved, 0.016, 109, 400.25)])
        session.callback("drag", .onChanged, .drag(time: 754_000_000.016, location: .init(9, 0.25), startLocation: .init(0, 0), translation: .init(9, 0.25),
                                                   velocity: .init(562.5, 15.625), predictedEndLocation: .init(9, 0.25), predictedEndTranslation: .init(9, 0.25)), now: 1001)
        session.endEvent()
        session.beginEvent(uptime: 1000.05)
        session.record([touch(.ended, 0.05, 109, 400.25)])
        session.endEvent()
        // A timer's callback, after the last touch: its time is now's.
        session.callback("tap", .onEnded, .void, now: 1000.4)
        #expect(session.takes == ["take-001.jsonl"])
        #expect(storage.files["take-001.jsonl"] == """
            {"profile":"ios18","recorder":{"format":1,"device":"iPhone16,1","system":"iOS 18.1","sdk":"iphoneos18.1","screen":{"width":393,"height":852,"scale":3},"maximumFramesPerSecond":120,"viewFrame":[0,59,393,759],"view":"ContentView","source":"/Users/dev/App/ContentView.swift"}}
            {"t":0,"id":1,"phase":"down","x":100,"y":400}
            {"t":0.008,"id":1,"phase":"move","x":104.5,"y":400}
            {"t":0.016,"id":1,"phase":"move","x":109,"y":400.25}
            {"t":0.05,"id":1,"phase":"up","x":109,"y":400.25}

            """)
        #expect(storage.files["take-001.device.jsonl"] == """
            {"t":0.016,"recorded":"drag","callback":"onChanged","value":{"time":0.016,"location":{"x":9,"y":0.25},"startLocation":{"x":0,"y":0},"translation":{"width":9,"height":0.25},"velocity":{"width":562.5,"height":15.625},"predictedEndLocation":{"x":9,"y":0.25},"predictedEndTranslation":{"width":9,"height":0.25}}}
            {"t":0.4,"recorded":"tap","callback":"onEnded","value":null}

            """)
        #expect(session.counts == { var c = RecordingSession.Counts(); c.touchLines = 4; c.callbackLines = 2; return c }())
    }

    @Test("the event that begins a take opens it before UIKit delivers it: callbacks run for it are kept, at t 0; a gap splits as before")
    func callbacksOfTheFirstEvent() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone)
        for (start, t) in [(0.0, 0.0), (5.0, 5.0)] {
            session.beginEvent(uptime: 1000 + t, samples: [touch(.began, start, 1, 1)])
            session.callback("press", .onEnded, .bool(true), now: 2000)
            session.endEvent()
            session.beginEvent(uptime: 1000.1 + t, samples: [touch(.ended, start + 0.1, 1, 1)])
            session.endEvent()
        }
        #expect(session.takes == ["take-001.jsonl", "take-002.jsonl"])
        for take in ["take-001", "take-002"] {
            #expect(storage.files[take + ".device.jsonl"] == #"{"t":0,"recorded":"press","callback":"onEnded","value":true}"# + "\n")
            #expect(storage.files[take + ".jsonl"]!.split(separator: "\n").count == 3)
        }
    }

    @Test("a touch after 2 s with nothing down starts the next take; ids start again from 1")
    func splitAtGap() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone)
        session.record([touch(.began, 0, 10, 10), touch(.ended, 0.1, 10, 10)])
        session.record([touch(.began, 1.9, 20, 20, id: 8), touch(.ended, 2, 20, 20, id: 8)])
        session.record([touch(.began, 4.1, 30, 30, id: 9), touch(.ended, 4.2, 30, 30, id: 9)])
        #expect(session.takes == ["take-001.jsonl", "take-002.jsonl"])
        #expect(session.fileNames == ["take-001.jsonl", "take-001.device.jsonl", "take-002.jsonl", "take-002.device.jsonl"])
        #expect(storage.files["take-001.jsonl"]!.split(separator: "\n").dropFirst().map(String.init) == [
            #"{"t":0,"id":1,"phase":"down","x":10,"y":10}"#, #"{"t":0.1,"id":1,"phase":"up","x":10,"y":10}"#,
            #"{"t":1.9,"id":1,"phase":"down","x":20,"y":20}"#, #"{"t":2,"id":1,"phase":"up","x":20,"y":20}"#,
        ])
        #expect(storage.files["take-002.jsonl"]!.split(separator: "\n").dropFirst().map(String.init) == [
            #"{"t":0,"id":1,"phase":"down","x":30,"y":30}"#, #"{"t":0.1,"id":1,"phase":"up","x":30,"y":30}"#,
        ])
        #expect(storage.files["take-002.device.jsonl"] == "")
    }

    @Test("two fingers get ids 1 and 2; a finger lifted frees its id for the next")
    func idsReused() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone)
        session.record([touch(.began, 0, 0, 0, id: 1), touch(.began, 0, 50, 0, id: 2)])
        session.record([touch(.ended, 0.1, 0, 0, id: 1), touch(.stationary, 0.1, 50, 0, id: 2)])
        session.record([touch(.began, 0.2, 10, 0, id: 3)])
        let ids = storage.files["take-001.jsonl"]!.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[1] }
        #expect(ids == [#""id":1"#, #""id":2"#, #""id":1"#, #""id":1"#])
    }

    @Test("what a trace cannot hold is dropped and counted: a touch from before the take, a non-finite number, a callback with no take; a stationary touch is not a line")
    func dropped() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone)
        session.callback("drag", .onEnded, .void, now: 1)
        session.record([touch(.moved, 0, 5, 5)])
        session.record([touch(.began, 0.1, .nan, 5)])
        session.record([touch(.began, 0.2, 5, 5), touch(.stationary, 0.3, 5, 5)])
        #expect(session.counts.dropped == 3)
        #expect(session.counts.touchLines == 1)
        #expect(session.takes == ["take-001.jsonl"])
    }

    @Test("a sample older than the line before is written at that line's time: a trace's times never decrease")
    func clampedTimes() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone)
        session.record([touch(.began, 0.5, 0, 0), touch(.moved, 0.4, 1, 0)])
        #expect(storage.files["take-001.jsonl"]!.hasSuffix(#"{"t":0,"id":1,"phase":"move","x":1,"y":0}"# + "\n"))
        #expect(session.counts.clampedTimes == 1)
    }

    @Test("Pencil lines carry their input, pressure and pose; a hovering Pencil's lines are hover and leave")
    func pencil() {
        let storage = MemoryTakeStorage()
        var header = phone
        header.platform = .iPad
        let session = RecordingSession(storage: storage, header: header)
        var hover = touch(.hoverEntered, 0, 10, 10, kind: .pencil)
        hover.zOffset = 0.25
        var down = touch(.began, 0.1, 10, 10, id: 8, kind: .pencil)
        down.pressure = 0.5
        down.altitude = 1
        down.azimuth = 0.5
        session.record([hover, touch(.hoverExited, 0.05, 10, 10, kind: .pencil), down, touch(.began, 0.2, 1, 1, id: 9, kind: .direct)])
        #expect(storage.files["take-001.jsonl"]!.split(separator: "\n").map(String.init) == [
            #"{"profile":"ipados18","recorder":{"format":1,"device":"iPhone16,1","system":"iOS 18.1","sdk":"iphoneos18.1","screen":{"width":393,"height":852,"scale":3},"maximumFramesPerSecond":120,"viewFrame":[0,59,393,759],"view":"ContentView","source":"/Users/dev/App/ContentView.swift"}}"#,
            #"{"t":0,"id":1,"phase":"hover","x":10,"y":10,"input":"pencil","zOffset":0.25}"#,
            #"{"t":0.05,"id":1,"phase":"leave","input":"pencil"}"#,
            #"{"t":0.1,"id":1,"phase":"down","x":10,"y":10,"input":"pencil","pressure":0.5,"altitude":1,"azimuth":0.5}"#,
            #"{"t":0.2,"id":2,"phase":"down","x":1,"y":1}"#,
        ])
    }

    @Test("at the session's size the session stops; a failed write stops it too; a take's files are closed when it ends")
    func limits() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone, limits: .init(splitGap: 1, takeBytes: 1 << 20, sessionBytes: 400))
        session.record([touch(.began, 0, 0, 0), touch(.ended, 0.1, 0, 0)])
        session.record([touch(.began, 5, 0, 0), touch(.ended, 5.1, 0, 0)])
        #expect(session.takes == ["take-001.jsonl", "take-002.jsonl"])
        #expect(storage.closed == ["take-001.jsonl", "take-001.device.jsonl", "take-002.jsonl", "take-002.device.jsonl"])
        #expect(session.limitReached && session.isStopped)
        #expect(storage.files["take-002.jsonl"]!.split(separator: "\n").count == 1)

        let failing = MemoryTakeStorage()
        failing.failing = ["take-001.device.jsonl"]
        let stopped = RecordingSession(storage: failing, header: phone)
        stopped.record([touch(.began, 0, 0, 0)])
        #expect(stopped.isStopped)
        #expect(stopped.counts.failedWrites == 1)
    }

    @Test("a touch that begins again without having ended is cancelled first, so the trace never puts a pointer down twice")
    func beganTwice() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone)
        session.record([touch(.began, 0, 1, 1), touch(.moved, 0.1, 2, 1), touch(.began, 0.2, 9, 9)])
        #expect(storage.files["take-001.jsonl"]!.split(separator: "\n").dropFirst().map(String.init) == [
            #"{"t":0,"id":1,"phase":"down","x":1,"y":1}"#, #"{"t":0.1,"id":1,"phase":"move","x":2,"y":1}"#,
            #"{"t":0.2,"id":1,"phase":"cancel"}"#, #"{"t":0.2,"id":1,"phase":"down","x":9,"y":9}"#,
        ])
    }

    @Test("touches that begin in an excluded frame are left out for their whole life; files are named with the session's prefix")
    func excludedFrames() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone, prefix: "take-S-")
        session.excludedFrames = [(x: 300, y: 50, width: 80, height: 30)]
        session.record([touch(.began, 0, 320, 60, id: 1), touch(.began, 0, 10, 10, id: 2)])
        session.record([touch(.moved, 0.1, 0, 0, id: 1), touch(.ended, 0.2, 0, 0, id: 1), touch(.ended, 0.2, 10, 10, id: 2)])
        #expect(session.fileNames == ["take-S-001.jsonl", "take-S-001.device.jsonl"])
        #expect(storage.files["take-S-001.jsonl"]!.split(separator: "\n").dropFirst().map(String.init) == [
            #"{"t":0,"id":1,"phase":"down","x":10,"y":10}"#, #"{"t":0.2,"id":1,"phase":"up","x":10,"y":10}"#,
        ])
    }

    @Test("stopping with fingers down cancels them at the take's last time, once")
    func stopCancels() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone)
        session.record([touch(.began, 0, 1, 1, id: 1), touch(.began, 0, 2, 2, id: 2), touch(.moved, 0.1, 3, 3, id: 2)])
        session.stop()
        session.stop()
        #expect(storage.files["take-001.jsonl"]!.split(separator: "\n").suffix(2).map(String.init) == [
            #"{"t":0.1,"id":1,"phase":"cancel"}"#, #"{"t":0.1,"id":2,"phase":"cancel"}"#,
        ])
    }

    @Test("a hovering pointer is not down: a click after the gap starts a new take")
    func hoverDoesNotHoldATake() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone)
        session.record([touch(.hoverEntered, 0, 1, 1, id: 1, kind: .indirectPointer), touch(.began, 0.1, 1, 1, id: 2, kind: .indirectPointer),
                        touch(.ended, 0.2, 1, 1, id: 2, kind: .indirectPointer), touch(.hoverMoved, 0.3, 2, 2, id: 1, kind: .indirectPointer)])
        session.record([touch(.began, 3, 5, 5, id: 3, kind: .indirectPointer)])
        #expect(session.takes == ["take-001.jsonl", "take-002.jsonl"])
    }

    @Test("coalesced samples ride on their event's line, on the take's clock; the replay reads the line as one frame")
    func coalesced() {
        let storage = MemoryTakeStorage()
        let session = RecordingSession(storage: storage, header: phone)
        var move = touch(.moved, 0.016, 10, 0)
        move.coalesced = [.init(timestamp: 1000.004, x: 2.5, y: 0), .init(timestamp: 1000.008, x: 5, y: 0), .init(timestamp: .nan, x: 1, y: 1)]
        session.record([touch(.began, 0, 0, 0), move])
        #expect(storage.files["take-001.jsonl"]!.hasSuffix(#"{"t":0.016,"id":1,"phase":"move","x":10,"y":0,"coalesced":[[0.004,2.5,0],[0.008,5,0]]}"# + "\n"))
    }

    @Test("the profile is the platform and the OS's generation")
    func profiles() {
        var header = phone
        let cases: [(RecordingHeader.Platform, String, String)] = [
            (.iPhone, "17.5", "ios17"), (.iPhone, "18.0", "ios18"), (.iPhone, "26.1", "ios18"),
            (.iPad, "17.0", "ipados17"), (.iPad, "18.2", "ipados18"), (.mac, "15.1", "macos15"), (.vision, "2.0", "visionos2"),
        ]
        for (platform, version, profile) in cases {
            header.platform = platform
            header.systemVersion = version
            #expect(header.profile == profile)
        }
    }

    @Test("values in gesture-replay's record shape; times from the wall clock to the touches'")
    func values() {
        var clock = ClockAlignment()
        clock.sample(uptime: 100, wall: 5_000.002)
        clock.sample(uptime: 101, wall: 5_001.0005)
        #expect(clock.offset == 4_900.0005)
        #expect(clock.uptime(atWall: 5_000.5005) == 100.5)
        let time: (Double) -> String = { JSONText.seconds(nanoseconds: JSONText.nanoseconds($0 - 5_000)) }
        #expect(RecordedValue.rotate(time: 5_000.25, rotation: .pi / 2, velocity: 0, startAnchor: .init(0.5, 0.5), startLocation: .init(10, 20)).json(time: time)
                == #"{"time":0.25,"rotation":{"radians":1.5707963267948966,"degrees":90},"velocity":{"radians":0,"degrees":0},"startAnchor":{"x":0.5,"y":0.5},"startLocation":{"x":10,"y":20}}"#)
        #expect(RecordedValue.magnify(time: 5_000, magnification: 2, velocity: 1.5, startAnchor: .init(0, 1), startLocation: .init(0, 0)).json(time: time)
                == #"{"time":0,"magnification":2,"velocity":1.5,"startAnchor":{"x":0,"y":1},"startLocation":{"x":0,"y":0}}"#)
        #expect(RecordedValue.spatialTap(location: .init(1.5, -2)).json(time: time) == #"{"location":{"x":1.5,"y":-2}}"#)
        #expect(RecordedValue.bool(true).json(time: time) == "true")
        #expect(RecordedValue.number(.infinity).json(time: time) == "null")
        #expect(RecordedValue.size(.init(3, 4)).json(time: time) == #"{"width":3,"height":4}"#)
        #expect(RecordedValue.sequenceSecond(.bool(true), nil).json(time: time) == #"{"second":[true,null]}"#)
        #expect(RecordedValue.sequenceFirst(.bool(true)).json(time: time) == #"{"first":true}"#)
        #expect(RecordedValue.simultaneous(first: .angle(0), second: nil).json(time: time) == #"{"first":{"radians":0,"degrees":0},"second":null}"#)
        #expect(RecordedValue.exclusiveSecond(.number(2)).json(time: time) == #"{"second":2}"#)
        #expect(JSONText.seconds(nanoseconds: -500_000) == "-0.0005")
        #expect(JSONText.string("a\"b\\\n\u{1}") == #""a\"b\\\n\u0001""#)
    }
}
