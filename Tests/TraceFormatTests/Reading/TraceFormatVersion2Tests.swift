import Testing
@testable import TraceFormat

/// Trace format version 2 (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil): the keys and lines a mouse, a trackpad
/// and Apple Pencil add, read into events, checked with located errors, and written back.
@Suite("Trace format version 2: mouse, trackpad and Pencil lines")
struct TraceFormatVersion2Tests {
    private func events(_ lines: String...) -> [TraceEvent] {
        let (events, error) = readAll(lines.joined(separator: "\n") + "\n")
        #expect(error == nil)
        return events
    }

    @Test("a mouse's keys: input, button, clicks, mods; each line knows the buttons down after it, and a move reaches each button's stream")
    func mouse() {
        let read = events(
            #"{"t":0,"id":1,"phase":"hover","x":10,"y":10,"input":"pointer"}"#,
            #"{"t":0.1,"id":1,"phase":"down","x":10,"y":10,"input":"pointer","button":"primary","clicks":1,"mods":["shift","command"]}"#,
            #"{"t":0.2,"id":1,"phase":"down","x":10,"y":10,"input":"pointer","button":"secondary"}"#,
            #"{"t":0.3,"id":1,"phase":"move","x":20,"y":10,"input":"pointer"}"#,
            #"{"t":0.4,"id":1,"phase":"up","x":20,"y":10,"input":"pointer","button":1}"#,
            #"{"t":0.5,"id":1,"phase":"up","x":20,"y":10,"input":"pointer"}"#,
            #"{"t":0.6,"id":1,"phase":"hover","x":25,"y":10,"input":"pointer"}"#,
            #"{"t":0.7,"id":1,"phase":"leave","input":"pointer"}"#)
        // The move with both buttons down is read as one move per button (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil).
        #expect(read.map(\.phase) == [.hover, .down, .down, .move, .move, .up, .up, .hover, .leave])
        #expect(read.map(\.line) == [1, 2, 3, 4, 4, 5, 6, 7, 8])
        #expect(read.map(\.input) == Array(repeating: .pointer, count: 9))
        #expect(read.map(\.button) == [0, 0, 1, 0, 1, 1, 0, 0, 0])
        #expect(read.map(\.buttonsDown) == [0, 0b01, 0b11, 0b11, 0b11, 0b01, 0, 0, 0])
        #expect(read[1].clicks == 1 && read[1].modifiers == [.shift, .command])
        #expect(read[8].x.isNaN && read[8].y.isNaN)
    }

    @Test("a Pencil's pose and hover height; a finger's line is unchanged")
    func pencil() {
        let read = events(
            #"{"t":0,"id":2,"phase":"hover","x":5,"y":6,"input":"pencil","zOffset":0.5,"altitude":0.7,"azimuth":1.5,"roll":0.25}"#,
            #"{"t":0.1,"id":2,"phase":"down","x":5,"y":6,"input":"pencil","pressure":0.3}"#,
            #"{"t":0.2,"id":2,"phase":"up","x":5,"y":6,"input":"pencil"}"#,
            #"{"t":0.3,"id":3,"phase":"down","x":1,"y":1}"#)
        #expect(read[0].zOffset == 0.5 && read[0].altitude == 0.7 && read[0].azimuth == 1.5 && read[0].roll == 0.25)
        #expect(read[1].pressure == 0.3 && read[1].buttonsDown == 1)
        #expect(read[3].input == .touch && !read[3].isVersion2 && read[3].pressure.isNaN)
    }

    @Test("scroll, magnify, rotate, smartMagnify, squeeze and pencilDoubleTap lines")
    func otherLines() {
        let read = events(
            #"{"t":0,"phase":"scroll","x":100,"y":200,"dx":0,"dy":3,"unit":"line"}"#,
            #"{"t":0.1,"id":1,"phase":"scroll","x":100,"y":200,"dx":0,"dy":12.5,"scroll":"changed","mods":["option"]}"#,
            #"{"t":0.2,"phase":"scroll","x":100,"y":200,"dx":0,"dy":4,"momentum":"began"}"#,
            #"{"t":0.3,"phase":"magnify","x":50,"y":60,"delta":0.05,"gesture":"began"}"#,
            #"{"t":0.35,"phase":"rotate","x":50,"y":60,"delta":0,"gesture":"began"}"#,
            #"{"t":0.4,"phase":"rotate","x":50,"y":60,"delta":-3,"gesture":"ended"}"#,
            #"{"t":0.5,"phase":"smartMagnify","x":50,"y":60}"#,
            #"{"t":0.6,"phase":"squeeze","state":"began"}"#,
            #"{"t":0.7,"phase":"pencilDoubleTap"}"#)
        #expect(read.map(\.phase) == [.scroll, .scroll, .scroll, .magnify, .rotate, .rotate, .smartMagnify, .squeeze, .pencilDoubleTap])
        #expect(read[0].inLines && read[0].dy == 3 && read[0].stage == LinePhase.none && read[0].pointer == 0)
        #expect(read[1].stage == .changed && read[1].modifiers == [.option] && read[1].pointer == 1 && !read[1].inLines)
        #expect(read[2].momentum == .began)
        #expect(read[3].dx == 0.05 && read[3].stage == .began && read[5].dx == -3 && read[5].stage == .ended)
        #expect(read[7].stage == .began && read[7].pointer == TraceEvent.anyPencil && read[8].pointer == TraceEvent.anyPencil)
    }

    @Test("the engine's trackpad contacts' streams are refused as a trace's while a trackpad gesture is under way, a finger's id or a mouse button's stream")
    func reservedStreams() {
        let pinch = #"{"t":0,"phase":"magnify","x":1,"y":1,"delta":0,"gesture":"began"}"#
        #expect(readAll(pinch + "\n" + #"{"t":0.1,"id":-9223372036854775808,"phase":"down","x":1,"y":1,"input":"pointer"}"#).error
            == "trace.jsonl:2:15: error: pointer -9223372036854775808 would share event stream -9223372036854775808 with the contacts of the trackpad gesture under way since line 1; use another id")
        // 0x81… with the secondary button in its top byte is Int64.min.
        #expect(readAll(pinch + "\n" + #"{"t":0.1,"id":-9151314442816847872,"phase":"down","x":1,"y":1,"input":"pointer","button":"secondary"}"#).error
            == "trace.jsonl:2:15: error: pointer -9151314442816847872's secondary button would share event stream -9223372036854775808 with the contacts of the trackpad gesture under way since line 1; use another id")
        #expect(readAll(#"{"t":0,"id":-9223372036854775807,"phase":"down","x":1,"y":1,"input":"pointer"}"# + "\n" + pinch).error
            == "trace.jsonl:2:16: error: a trackpad magnify begins while pointer -9223372036854775807 is down (since line 1), whose event stream the engine uses for a trackpad gesture's contacts; give that pointer another id")
        // With no trackpad gesture under way, every id is a trace's.
        #expect(readAll(#"{"t":0,"id":-9223372036854775808,"phase":"down","x":1,"y":1}"#).error == nil)
        // A squeeze that names no Pencil names any; one that names Pencil 0 names it.
        #expect(events(#"{"t":0,"phase":"pencilDoubleTap"}"#).first?.pointer == TraceEvent.anyPencil)
        #expect(events(#"{"t":0,"id":0,"phase":"hover","x":1,"y":1,"input":"pencil"}"#, #"{"t":0.1,"phase":"pencilDoubleTap","pencil":0}"#).last?.pointer == 0)
        // A Pencil no line before has been is a typo, not any Pencil.
        #expect(readAll(#"{"t":0,"phase":"squeeze","state":"began","pencil":9}"#).error
            == "trace.jsonl:1:51: error: 'pencil' 9 names no Pencil of the lines before (the trace has none yet); name one, or drop 'pencil' for any Pencil")
    }

    @Test("visionOS's keys: z, hand and pinch on an indirect pinch or a direct touch; nowhere else")
    func vision() {
        let read = events(#"{"t":0,"id":1,"phase":"down","x":5,"y":6,"input":"indirect","hand":"right","z":40,"pinch":true}"#,
                          #"{"t":0.1,"id":1,"phase":"up","x":5,"y":6,"input":"indirect"}"#)
        #expect(read[0].hand == .right && read[0].z == 40 && read[0].pinch == true && read[0].roll.isNaN)
        #expect(read[1].hand == .unknown && read[1].z.isNaN && read[1].pinch == nil)
        // A Pencil's roll and a hand's depth share a word: each reads only its own input's.
        let pencil = events(#"{"t":0,"id":2,"phase":"down","x":5,"y":6,"input":"pencil","roll":0.25}"#)[0]
        #expect(pencil.roll == 0.25 && pencil.z.isNaN)
        var touch = TraceEvent(time: TraceTime(nanoseconds: 0), pointer: 3, phase: .down, x: 0, y: 0)
        touch.roll = 0.5
        #expect(touch.z.isNaN && touch.roll.isNaN)
        var mouse = TraceEvent(time: TraceTime(nanoseconds: 0), pointer: 4, phase: .down, x: 0, y: 0, input: .pointer)
        mouse.z = 3
        mouse.clicks = 1
        #expect(mouse.z.isNaN && mouse.hand == .unknown && mouse.pinch == nil)
        #expect(readAll(#"{"t":0,"id":1,"phase":"down","x":5,"y":6,"input":"pencil","hand":"left"}"#).error
            == "trace.jsonl:1:66: error: 'hand' is a visionOS hand's, for input 'indirect' or 'touch'; this line's input is 'pencil'")
        #expect(readAll(#"{"t":0,"id":1,"phase":"down","x":5,"y":6,"input":"indirect","pinch":false}"#).error
            == "trace.jsonl:1:69: error: an indirect input is a pinch (visionOS acts on a look and a pinch); 'pinch': false is for a direct touch, a poke")
        #expect(readAll(#"{"t":0,"id":1,"phase":"down","x":5,"y":6,"hand":"middle"}"#).error?.hasPrefix("trace.jsonl:1:50: error: unknown hand 'middle'") == true)
    }

    @Test("the header's version-2 settings; on an event line they are an error")
    func header() throws {
        let path = temporaryTrace(#"{"profile":"macos15","doubleClickInterval":0.5,"lineHeight":12,"indirectInputEvents":false,"quirks":["a"]}"# + "\n"
            + #"{"t":0,"id":1,"phase":"down","x":1,"y":1,"input":"pointer"}"# + "\n")
        var reader = try TraceReader(path: path)
        let header = try #require(try reader.readHeader())
        #expect(header.doubleClickInterval?.seconds == 0.5 && header.doubleClickInterval?.column == 44)
        #expect(header.lineHeight?.points == 12 && header.indirectInputEvents?.value == false && header.quirks?.names == ["a"])
        #expect(readAll(#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"lineHeight":3}"#).error
            == "trace.jsonl:1:42: error: 'lineHeight' is a setting of the header, the first line; this line is an event")
    }

    @Test("every new key and line is checked, with the place and a way out", arguments: [
        (#"{"t":0,"id":1,"phase":"hover","x":1,"y":1}"#,
         "trace.jsonl:1:23: error: 'hover' is for input 'pointer' or 'pencil'; a finger ('touch', the default) is not seen until it touches — add \"input\": \"pointer\" or \"pencil\""),
        (#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"button":"secondary"}"#,
         "trace.jsonl:1:51: error: 'button' is for input 'pointer' (a mouse or trackpad); this line's input is 'touch'"),
        (#"{"t":0,"id":1,"phase":"move","x":1,"y":1,"input":"pointer","button":"primary"}"#,
         "trace.jsonl:1:69: error: 'button' does not belong on a 'move' line; a move reaches every button that is down — give 'button' on its 'down' and 'up'"),
        (#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"input":"pen"}"#,
         "trace.jsonl:1:51: error: unknown input 'pen'; expected touch, pencil, pointer or indirect (did you mean 'pencil'?)"),
        (#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"input":"pointer","mods":["cmd"]}"#,
         "trace.jsonl:1:69: error: unknown mods 'cmd'; expected capsLock, shift, control, option, command, numericPad or function (did you mean 'command'?)"),
        (#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"pressure":1.5}"#,
         "trace.jsonl:1:53: error: 'pressure' is normalized, from 0 to 1; found '1.5'"),
        (#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"altitude":1}"#,
         "trace.jsonl:1:53: error: 'altitude' is Apple Pencil's; this line's input is 'touch' (add \"input\": \"pencil\")"),
        (#"{"t":0,"phase":"scroll","x":1,"y":1,"dy":3}"#,
         "trace.jsonl:1:1: error: missing key \"dx\"; a 'scroll' line needs t, phase, x, y, dx and dy"),
        (#"{"t":0,"phase":"scroll","x":1,"y":1,"dx":0,"dy":3,"scroll":"changed","momentum":"began"}"#,
         "trace.jsonl:1:81: error: a scroll line is either the fingers' ('scroll') or the momentum after them ('momentum'), not both"),
        (#"{"t":0,"phase":"magnify","x":1,"y":1,"delta":0.1,"gesture":"start"}"#,
         "trace.jsonl:1:61: error: unknown gesture 'start'; expected began, changed, ended or cancelled"),
        (#"{"t":0,"phase":"squeeze","state":"began","dx":1}"#,
         "trace.jsonl:1:47: error: 'dx' does not belong on a 'squeeze' line; it is for 'scroll' lines"),
        (#"{"t":0,"id":1,"phase":"leave","input":"pointer"}"#,
         "trace.jsonl:1:23: error: 'leave' for pointer 1, which is not hovering; expected a 'hover' (or an 'up') for it first"),
        (#"{"t":0,"phase":"squeeze","state":"began","x":1,"y":2}"#,
         "trace.jsonl:1:1: error: 'x' does not belong on a 'squeeze' line; it has no place (a Pencil's hover pose is its latest 'hover' line's)"),
        (#"{"t":0,"id":3,"phase":"magnify","x":1,"y":2,"delta":0.1,"gesture":"began"}"#,
         "trace.jsonl:1:1: error: 'id' does not belong on a 'magnify' line"),
        (#"{"t":0,"id":1,"phase":"hover","x":1,"y":1,"input":"pencil","altitude":1e39}"#,
         "trace.jsonl:1:71: error: 'altitude' is an angle in radians, from -1000 to 1000; found '1e39'"),
    ])
    func errors(line: String, message: String) {
        #expect(readAll(line + "\n").error == message)
    }

    @Test("what the reader knows of each pointer: one button down once, one device per id, no hover while down", arguments: [
        ([#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"input":"pointer","button":"secondary"}"#,
          #"{"t":0.1,"id":1,"phase":"down","x":1,"y":1,"input":"pointer","button":"secondary"}"#],
         "trace.jsonl:2:25: error: button secondary of pointer 1 goes down while it is already down; lift it ('up' or 'cancel') first or use a new id"),
        ([#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"input":"pointer"}"#,
          #"{"t":0.1,"id":1,"phase":"up","x":1,"y":1,"input":"pointer","button":"middle"}"#],
         "trace.jsonl:2:25: error: 'up' for button middle of pointer 1, which is not down; its buttons down: primary"),
        ([#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"input":"pencil"}"#,
          #"{"t":0.1,"id":1,"phase":"move","x":2,"y":1}"#],
         "trace.jsonl:2:25: error: pointer 1 is input 'pencil' since line 1, but this line's input is 'touch'; one id is one device until it lifts or leaves — use a new id"),
        ([#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"input":"pencil"}"#,
          #"{"t":0.1,"id":1,"phase":"hover","x":2,"y":1,"input":"pencil"}"#],
         "trace.jsonl:2:25: error: pointer 1 hovers while it is down (since line 1); it moves with 'move' until its 'up'"),
        ([#"{"t":0,"id":1,"phase":"hover","x":1,"y":1,"input":"pointer"}"#,
          #"{"t":0.1,"id":1,"phase":"move","x":2,"y":1,"input":"pointer"}"#],
         "trace.jsonl:2:25: error: 'move' for pointer 1, which is hovering, not down; expected a 'down' for it first (a pointer with no button down moves with 'hover')"),
        ([#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"input":"pointer"}"#,
          #"{"t":0.1,"id":1,"phase":"leave","input":"pointer"}"#],
         "trace.jsonl:2:25: error: pointer 1 leaves while it is down (since line 1); lift it ('up' or 'cancel') first"),
    ])
    func pointerState(lines: [String], message: String) {
        #expect(readAll(lines.joined(separator: "\n") + "\n").error == message)
    }

    @Test("a mouse's button that would share another live pointer's event stream is refused; errors find their columns among the line's own keys")
    func streamsAndColumns() {
        let big = Int64(1) << 56
        #expect(readAll([#"{"t":0,"id":0,"phase":"down","x":1,"y":1,"input":"pointer","button":"secondary"}"#,
                         #"{"t":0.1,"id":\#(big),"phase":"down","x":1,"y":1}"#].joined(separator: "\n") + "\n").error
            == "trace.jsonl:2:41: error: pointer 72057594037927936 would share its event stream with another pointer that is down (ids that differ only in their top byte, 72057594037927936); use another id")
        #expect(readAll([#"{"t":0,"id":\#(big),"phase":"down","x":1,"y":1}"#,
                         #"{"t":0.1,"id":0,"phase":"down","x":1,"y":1,"input":"pointer","button":"secondary"}"#].joined(separator: "\n") + "\n").error?
            .hasPrefix("trace.jsonl:2:25: error: pointer 0's secondary button would share its event stream") == true)
        // Once lifted, the stream is free again.
        #expect(readAll([#"{"t":0,"id":0,"phase":"down","x":1,"y":1,"input":"pointer","button":"secondary"}"#,
                         #"{"t":0.1,"id":0,"phase":"up","x":1,"y":1,"input":"pointer","button":"secondary"}"#,
                         #"{"t":0.2,"id":\#(big),"phase":"down","x":1,"y":1}"#].joined(separator: "\n") + "\n").error == nil)
        #expect(readAll(#"{"t":1,"id":1,"phase":"down","x":0,"y":0}"# + "\n" + #"{"note":"t","meta":{"phase":"x"},"t":0.5,"id":2,"phase":"down","x":0,"y":0}"# + "\n").error
            == "trace.jsonl:2:38: error: time goes backwards: 0.5 is before 1 on line 1; times must never decrease")
        #expect(readAll("{\"t\":0,\"id\":1,\"phase\"\t:\t\"up\",\"x\":0,\"y\":0}\n").error
            == "trace.jsonl:1:25: error: 'up' for pointer 1, which is not down; expected a 'down' for it first")
    }

    @Test("the reader refuses an input the replay's profile lacks, at the input's value, on the first line too")
    func allowedInputs() throws {
        for text in [#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"input":"pencil"}"#,
                     #"{"t":0,"id":9,"phase":"down","x":0,"y":0}"# + "\n" + #"{"t":0,"id":1,"phase":"down","x":1,"y":1, "input": "pencil"}"#] {
            var reader = try TraceReader(path: temporaryTrace(text + "\n"))
            _ = try reader.readHeader()
            reader.allowedInputs = 1 << InputKind.touch.rawValue
            reader.inputRefusal = { "no \($0) here" }
            var error: TraceError?
            do { while try reader.next() != nil {} } catch let caught { error = caught }
            #expect(error?.message == "no pencil here")
            #expect(error?.column == (text.contains("\n") ? 52 : 50))
        }
    }

    @Test("the writer writes version 2's keys only where an event has them, and the reader reads them back equal")
    func roundTrip() throws {
        let text = [
            #"{"t":0,"id":1,"phase":"hover","x":10,"y":10,"input":"pointer","mods":["control"]}"#,
            #"{"t":0.1,"id":1,"phase":"down","x":10,"y":10,"input":"pointer","button":"secondary","clicks":2}"#,
            #"{"t":0.2,"id":1,"phase":"up","x":10,"y":10,"input":"pointer","button":"secondary"}"#,
            #"{"t":0.3,"id":1,"phase":"leave","input":"pointer"}"#,
            #"{"t":0.4,"id":2,"phase":"hover","x":1,"y":2,"input":"pencil","altitude":0.5,"zOffset":0.25}"#,
            #"{"t":0.5,"id":2,"phase":"down","x":1,"y":2,"input":"pencil","pressure":0.75}"#,
            #"{"t":0.6,"id":2,"phase":"up","x":1,"y":2,"input":"pencil"}"#,
            #"{"t":0.7,"phase":"scroll","x":3,"y":4,"dx":0,"dy":2,"unit":"line"}"#,
            #"{"t":0.8,"id":5,"phase":"scroll","x":3,"y":4,"dx":1.5,"dy":0,"scroll":"began"}"#,
            #"{"t":0.9,"phase":"scroll","x":3,"y":4,"dx":0,"dy":1,"momentum":"ended"}"#,
            #"{"t":1,"phase":"magnify","x":3,"y":4,"delta":0.1,"gesture":"began"}"#,
            #"{"t":1.1,"phase":"rotate","x":3,"y":4,"delta":-2,"gesture":"began","mods":["shift"]}"#,
            #"{"t":1.2,"phase":"smartMagnify","x":3,"y":4}"#,
            #"{"t":1.3,"phase":"squeeze","state":"began","pencil":2}"#,
            #"{"t":1.4,"phase":"pencilDoubleTap"}"#,
            #"{"t":1.5,"id":3,"phase":"down","x":1,"y":2}"#,
            #"{"t":1.6,"id":9,"phase":"down","x":1,"y":2,"input":"pointer","button":7}"#,
            #"{"t":1.7,"id":9,"phase":"down","x":1,"y":2,"input":"pointer"}"#,
            #"{"t":1.8,"id":9,"phase":"move","x":3,"y":2,"input":"pointer"}"#,
            #"{"t":1.85,"id":9,"phase":"up","x":3,"y":2,"input":"pointer","button":7}"#,
            #"{"t":1.86,"id":9,"phase":"up","x":3,"y":2,"input":"pointer"}"#,
            #"{"t":1.9,"id":9,"phase":"leave","x":3,"y":2,"input":"pointer"}"#,
            #"{"t":2,"id":11,"phase":"down","x":5,"y":6,"input":"indirect","hand":"left","z":-12.5}"#,
            #"{"t":2.1,"id":11,"phase":"up","x":5,"y":6,"input":"indirect","hand":"left","pinch":true}"#,
            #"{"t":2.2,"id":12,"phase":"down","x":5,"y":6,"pinch":false}"#,
            #"{"t":2.3,"id":12,"phase":"up","x":5,"y":6}"#,
        ].joined(separator: "\n") + "\n"
        let (read, error) = readAll(text)
        #expect(error == nil)
        var writer = TraceWriter(.memory)
        for event in read { writer.write(event) }
        #expect(writer.sink.text == text)
    }
}
