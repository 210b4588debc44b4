import ReplayKit
import Recognizers
import Testing
@testable import TraceFormat

/// Properties that must hold on input nobody on this project shaped: real recordings from
/// touchscreens, touchpads and phones (`Fixtures/real/`, with attribution in its README).
@Suite("Real recorded traces")
struct RealTraceTests {
    static let files = [
        "Atmel_maXTouch_Touchscreen.1-finger-drag-up-down__s01.jsonl",
        "Atmel_maXTouch_Touchscreen.1-finger-fast-taps__s01.jsonl",
        "EP0430M09.2-finger-scroll-down__s01.jsonl",
        "SynPS2_Synaptics_TouchPad.hp8470p.two-finger-scroll-horizontal__s01.jsonl",
        "SailfishFlingDownFast1.jsonl",
        "velocityEventData_pointer01.jsonl",
    ]

    /// One finger's life in a trace, read independently of the engine.
    struct Contact {
        var down: TraceEvent
        var last: TraceEvent
        var farthest: Double
    }

    static func contacts(in file: String) throws -> [Contact] {
        var reader = try TraceReader(path: packageRoot + "/Fixtures/real/" + file)
        var open: [Int64: Contact] = [:]
        var finished: [Contact] = []
        while let event = try reader.next() {
            if event.phase == .down {
                open[event.pointer] = Contact(down: event, last: event, farthest: 0)
                continue
            }
            var contact = open[event.pointer]!
            contact.last = event
            let dx = event.x - contact.down.x, dy = event.y - contact.down.y
            contact.farthest = max(contact.farthest, (dx * dx + dy * dy).squareRoot())
            open[event.pointer] = contact
            if event.phase != .move { finished.append(contact); open[event.pointer] = nil }
        }
        return finished + open.values
    }

    /// Replays a real trace through one gesture with the library, as the CLI does.
    static func replay(_ file: String, _ modifier: ViewGesture) throws -> GestureReplayer {
        var reader = try TraceReader(path: packageRoot + "/Fixtures/real/" + file)
        let replayer = GestureReplayer()
        try replayer.attach(modifier)
        var frames = FrameBuilder()
        while let event = try reader.next() {
            frames.add(PointerEvent(event)) { replayer.process(frame: $0) }
        }
        frames.finish { replayer.process(frame: $0) }
        replayer.finish()
        return replayer
    }

    @Test("every trace replays through the default scene with no error, twice byte-identically", arguments: files)
    func replaysDeterministically(file: String) {
        let first = run(["Fixtures/real/" + file, "--format", "json"])
        #expect(first.status == 0)
        #expect(first.stderr == "")
        #expect(run(["Fixtures/real/" + file, "--format", "json"]) == first)
        // Records come out in time order.
        let times = first.stdout.split(separator: "\n").map { line -> Double in
            let text = line.dropFirst("{\"t\":".count).prefix { $0 != "," }
            return Double(String(text))!
        }
        #expect(times == times.sorted())
    }

    @Test("a one-finger drag ends exactly once per lifted contact that moved 10 pt, at its up, with translation = up − down",
          arguments: files)
    func dragsEndWhereFingersLift(file: String) throws {
        let contacts = try Self.contacts(in: file)
        var ended: [DragGesture.Value] = []
        var changed: [DragGesture.Value] = []
        _ = try Self.replay(file, .gesture(DragGesture().onChanged { changed.append($0) }.onEnded { ended.append($0) }))

        // Only contacts that were alone on the screen from down to up can end a drag.
        let alone = contacts.filter { contact in
            contact.last.phase == .up && contact.farthest >= 10 && !contacts.contains { other in
                other.down.pointer != contact.down.pointer
                    && other.down.time <= contact.last.time && other.last.time >= contact.down.time
            }
        }
        #expect(ended.count == alone.count)
        for (value, contact) in zip(ended, alone) {
            #expect(value.timestamp.nanoseconds == contact.last.time.nanoseconds)
            #expect(value.startLocation == CGPoint(x: contact.down.x, y: contact.down.y))
            #expect(value.translation == CGSize(width: contact.last.x - contact.down.x, height: contact.last.y - contact.down.y))
            #expect(value.velocity.width.isFinite && value.velocity.height.isFinite)
        }
        // Every onChanged is at least 10 pt from its start, as SwiftUI's first onChanged is.
        #expect(changed.allSatisfy { ($0.translation.width * $0.translation.width + $0.translation.height * $0.translation.height).squareRoot() >= 10 || ended.isEmpty })
    }

    @Test("the fast-taps recording is nine taps, and each is recognized")
    func fastTaps() throws {
        let file = "Atmel_maXTouch_Touchscreen.1-finger-fast-taps__s01.jsonl"
        let contacts = try Self.contacts(in: file)
        #expect(contacts.count == 9)
        #expect(contacts.allSatisfy { $0.farthest < 45 && $0.last.time.nanoseconds - $0.down.time.nanoseconds < 750_000_000 })
        var taps = 0
        _ = try Self.replay(file, .onTapGesture { taps += 1 })
        #expect(taps == 9)
    }

    @Test("a recording cut off mid-touch: the cancelled contact ends nothing, pinches between lifted fingers end")
    func cancelledRecording() throws {
        let file = "SynPS2_Synaptics_TouchPad.hp8470p.two-finger-scroll-horizontal__s01.jsonl"
        var dragEnds = 0
        _ = try Self.replay(file, .gesture(DragGesture().onEnded { _ in dragEnds += 1 }))
        // Contact 3 is down from 1.151 s until the recording stops, so no later one-finger drag can end.
        #expect(dragEnds == 0)

        var pinchEnds: [Int64] = []
        _ = try Self.replay(file, .gesture(MagnifyGesture().onEnded { pinchEnds.append($0.timestamp.nanoseconds) }))
        // Contacts 0+1 lift at 0.187359 s and 3+4 at 1.233051 s; the cancel at 2.796778 s ends nothing.
        #expect(pinchEnds == [187_359_000, 1_233_051_000])
    }

    @Test("two-finger scrolls fail one-finger drags")
    func twoFingerScroll() throws {
        var ends = 0
        _ = try Self.replay("EP0430M09.2-finger-scroll-down__s01.jsonl", .gesture(DragGesture().onEnded { _ in ends += 1 }))
        #expect(ends == 0)
    }
}
