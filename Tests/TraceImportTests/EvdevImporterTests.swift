import Testing
import TraceFormat
@testable import TraceImport

/// Events as `t id phase x y`, exact, for assertions a person can read.
private func lines(_ events: [TraceEvent]) -> [String] {
    events.map { "\($0.time) \($0.pointer) \($0.phase) \(NumberFormat.string($0.x)) \(NumberFormat.string($0.y))" }
}

/// An evemu recording from device lines and `E:` lines written as `time type code value`.
private func evemu(axes: [String], _ events: [String]) -> [UInt8] {
    var lines: [String] = ["N: Test Device"]
    lines += axes.map { "A: " + $0 }
    lines += events.map { "E: " + $0 }
    return Array((lines.joined(separator: "\n") + "\n").utf8)
}

private let protocolBAxes = ["2f 0 9 0 0 0", "35 0 1000 0 0 10", "36 0 500 0 0 10", "39 0 65535 0 0 0"]

private func importTraces(_ bytes: [UInt8], format: EvdevRecordingFormat = .evemu, scaling: EvdevScaling = .fit(width: 1000, height: 500),
                          splitGap: Double = 1) throws -> [[String]] {
    let importer = ImporterRegistry.entry(named: format.rawValue)!.make(ImportOptions(scaling: scaling, splitGap: splitGap))
    return try importer.sessions(of: bytes, file: "rec.events").map { lines($0.events) }
}

@Suite("Importing Linux input recordings: evdev contacts become pointers")
struct EvdevImportTests {
    @Test("protocol B: slots and tracking ids; a new contact in a slot keeps the slot's last position until it changes")
    func protocolB() throws {
        let traces = try importTraces(evemu(axes: protocolBAxes, [
            "0.000000 0003 002f 0", "0.000000 0003 0039 7", "0.000000 0003 0035 100", "0.000000 0003 0036 200", "0.000000 0000 0000 0",
            "0.010000 0003 002f 1", "0.010000 0003 0039 8", "0.010000 0003 0035 300", "0.010000 0003 0036 400", "0.010000 0000 0000 0",
            "0.020000 0003 002f 0", "0.020000 0003 0035 110", "0.020000 0000 0000 0",
            "0.030000 0003 0039 -1", "0.030000 0000 0000 0",
            "0.040000 0003 0039 9", "0.040000 0003 0036 250", "0.040000 0000 0000 0",
            "0.050000 0003 002f 1", "0.050000 0003 0039 -1", "0.050000 0003 002f 0", "0.050000 0003 0039 -1", "0.050000 0000 0000 0",
        ]))
        #expect(traces == [[
            "0 0 down 100 200", "0.01 1 down 300 400", "0.02 0 move 110 200", "0.03 0 up 110 200",
            "0.04 2 down 110 250", "0.05 1 up 300 400", "0.05 2 up 110 250",
        ]])
    }

    @Test("protocol A: contacts between SYN_MT_REPORTs, each following the closest contact of the frame before, in pointer order")
    func protocolA() throws {
        let axes = ["35 0 1000 0 0", "36 0 500 0 0"]
        func frame(_ time: String, _ contacts: [(Int, Int)]) -> [String] {
            contacts.flatMap { ["\(time) 0003 0035 \($0.0)", "\(time) 0003 0036 \($0.1)", "\(time) 0000 0002 0"] } + ["\(time) 0000 0000 0"]
        }
        let traces = try importTraces(evemu(axes: axes,
            frame("0.000000", [(100, 100)]) + frame("0.010000", [(900, 400), (102, 101)])
            + frame("0.020000", [(104, 102), (890, 400)]) + frame("0.030000", [(890, 410)]) + frame("0.040000", [])))
        #expect(traces == [[
            "0 0 down 100 100", "0.01 0 move 102 101", "0.01 1 down 900 400", "0.02 0 move 104 102", "0.02 1 move 890 400",
            "0.03 0 up 104 102", "0.03 1 move 890 410", "0.04 1 up 890 410",
        ]])
    }

    @Test("single touch: ABS_X/ABS_Y and BTN_TOUCH, as pens and simple touchscreens report")
    func singleTouch() throws {
        let traces = try importTraces(evemu(axes: ["00 0 1000 0 0", "01 0 500 0 0"], [
            "0.000000 0003 0000 10", "0.000000 0003 0001 20", "0.000000 0001 014a 1", "0.000000 0000 0000 0",
            "0.010000 0003 0000 30", "0.010000 0000 0000 0",
            "0.020000 0001 014a 0", "0.020000 0000 0000 0",
        ]))
        #expect(traces == [["0 0 down 10 20", "0.01 0 move 30 20", "0.02 0 up 30 20"]])
    }

    @Test("sessions split where no finger was down for the gap; each starts at time 0 and pointer 0; a finger down at the end is cancelled")
    func sessions() throws {
        let bytes = evemu(axes: protocolBAxes, [
            "5.000000 0003 0039 1", "5.000000 0003 0035 10", "5.000000 0003 0036 10", "5.000000 0000 0000 0",
            "5.100000 0003 0039 -1", "5.100000 0000 0000 0",
            "5.600000 0003 0039 2", "5.600000 0000 0000 0", "5.700000 0003 0039 -1", "5.700000 0000 0000 0",
            "9.000000 0003 0039 3", "9.000000 0003 0035 20", "9.000000 0000 0000 0",
            "9.500000 0003 0035 30", "9.500000 0000 0000 0",
        ])
        #expect(try importTraces(bytes) == [
            ["0 0 down 10 10", "0.1 0 up 10 10", "0.6 1 down 10 10", "0.7 1 up 10 10"],
            ["0 0 down 20 10", "0.5 0 move 30 10", "0.5 0 cancel 30 10"],
        ])
        #expect(try importTraces(bytes, splitGap: 5).count == 1)
    }

    @Test("scaling: --fit keeps the aspect ratio; millimetres use the axes' resolution")
    func scaling() throws {
        let bytes = evemu(axes: protocolBAxes, ["0.000000 0003 0039 1", "0.000000 0003 0035 1000", "0.000000 0003 0036 500", "0.000000 0000 0000 0"])
        #expect(try importTraces(bytes, scaling: .fit(width: 390, height: 844)) == [["0 0 down 390 195", "0 0 cancel 390 195"]])
        #expect(try importTraces(bytes, scaling: .millimetres(pointsPerMillimetre: 2)) == [["0 0 down 200 100", "0 0 cancel 200 100"]])
    }

    @Test("bad recordings get located errors", arguments: [
        ("E: 0.5 0003 0035 1", "rec.events:2:4: error: expected a time such as 1357751031.716015 (seconds, a point, six digits of microseconds), found '0.5'"),
        ("E: 0.000000 00x3 0035 1", "rec.events:2:13: error: expected a hexadecimal event type, found '00x3'"),
        ("E: 0.000000 0003 0035 ten", "rec.events:2:23: error: expected an integer event value, found 'ten'"),
        ("Q: what", "rec.events:2:1: error: unknown line 'Q:'; evemu recordings have N:, I:, P:, B:, A: and E: lines"),
        ("garbage", "rec.events:2:1: error: expected a line such as 'E: 0.000001 0003 0035 0340' or a device line (N:, I:, P:, B:, A:), found 'garbage'"),
        ("E: 1.000000 0003 0035 1\nE: 0.500000 0003 0035 1", "rec.events:3:1: error: time goes backwards: 0.5 s is before 1 s on line 2"),
    ] as [(String, String)])
    func badEvemu(text: String, message: String) {
        #expect(throws: TraceError.self) { try importTraces(Array(("A: 35 0 10 0 0\n" + text + "\n").utf8)) }
        do {
            _ = try importTraces(Array(("A: 35 0 10 0 0\n" + text + "\n").utf8))
        } catch let error as TraceError {
            #expect(error.description == message)
        } catch {}
    }

    @Test("SYN_DROPPED, no events, no position axes, no resolution for millimetres: errors that say what to do")
    func badDevices() throws {
        func message(_ bytes: [UInt8], scaling: EvdevScaling = .fit(width: 10, height: 10)) -> String? {
            do { _ = try importTraces(bytes, scaling: scaling); return nil } catch let error as TraceError { return error.description } catch { return nil }
        }
        #expect(message(evemu(axes: protocolBAxes, ["0.000000 0000 0003 0"])) == "rec.events:6:1: error: SYN_DROPPED: the kernel dropped events while recording, so contacts cannot be followed past here; record again")
        #expect(message(evemu(axes: protocolBAxes, [])) == "rec.events: error: the recording has no events ('E:' lines)")
        // A key's axis only: the device is described, but not as a touch device.
        #expect(message(evemu(axes: ["2f 0 9 0 0 0"], ["0.000000 0000 0000 0"])) == "rec.events: error: the recording describes no position axes (ABS_X/ABS_Y or ABS_MT_POSITION_X/Y); is it a touch device?")
        // No axes at all: the device description is looked for beside the recording.
        #expect(message(evemu(axes: [], ["0.000000 0000 0000 0"])) == "rec.events: error: the recording describes no device (no 'A:' lines) and rec.desc cannot be read; give the evemu-describe output with --device FILE")
        #expect(message(evemu(axes: ["35 0 10 0 0", "36 0 10 0 0"], ["0.000000 0000 0000 0"]), scaling: .millimetres(pointsPerMillimetre: 6))
                == "rec.events: error: the device reports no resolution, so its units cannot become millimetres; give --fit WIDTH HEIGHT")
    }

    @Test("libinput record YAML: absinfo and event lists, comments and unknown keys ignored, errors located")
    func libinput() throws {
        let yaml = """
            version: 1
            devices:
            - node: /dev/input/event5
              evdev:
                name: "Test Pad"
                absinfo:
                  47: [0, 9, 0, 0, 0]
                  53: [0, 1000, 0, 0, 10]   # ABS_MT_POSITION_X
                  54: [0, 500, 0, 0, 10]
                  57: [0, 65535, 0, 0, 0]
                properties: [1]
              events:
              # Current time is 10:00:00
              - evdev:
                - [  0,      0,   3,  57,   4] # EV_ABS / ABS_MT_TRACKING_ID 4
                - [  0,      0,   3,  53, 100]
                - [  0,      0,   3,  54, 200]
                - [  0,      0,   0,   0,   0]
              - evdev:
                - [  0,  16000,   3,  57,  -1]
                - [  0,  16000,   0,   0,   0]

            """
        #expect(try importTraces(Array(yaml.utf8), format: .libinputRecord) == [["0 0 down 100 200", "0.016 0 up 100 200"]])
        let bad = yaml.replacing("- [  0,  16000,   3,  57,  -1]", with: "- [  0,  16000,   3,  57]")
        #expect(throws: TraceError.self) { try importTraces(Array(bad.utf8), format: .libinputRecord) }
        do { _ = try importTraces(Array(bad.utf8), format: .libinputRecord) } catch let error as TraceError {
            #expect(error.description == "rec.events:20:30: error: expected 5 numbers in '[seconds, microseconds, type, code, value]', found 4")
        }
    }
}
