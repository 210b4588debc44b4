import Testing
import TraceFormat
@testable import ReplayKit
@testable import gesture_replay

/// Every event of a trace file.
private func events(_ path: String) throws -> [TraceEvent] {
    var reader = try TraceReader(path: path)
    _ = try reader.readHeader()
    var events: [TraceEvent] = []
    while let event = try reader.next() { events.append(event) }
    return events
}

@Suite("gesture-replay import: Linux recordings become traces that replay")
struct ImportCommandTests {
    /// The recordings in Fixtures/recordings/evemu against the evemu-devices collection's own
    /// conversion of them (Fixtures/real, 1280 × 800, four decimals).
    @Test("evemu recordings, protocol B and protocol A, give the collection's own traces", arguments: [
        "Atmel_maXTouch_Touchscreen.1-finger-fast-taps", "EP0430M09.2-finger-scroll-down", "N-Trig_MultiTouch.2-fingers-touch-release",
    ])
    func matchesReference(name: String) throws {
        let directory = temporaryDirectory()
        let result = run(["import", "evemu", "--fit", "1280", "800", "-o", directory, "Fixtures/recordings/evemu/\(name).events"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("wrote \(directory)/\(name)__s01.jsonl: "))
        let imported = try events(directory + "/\(name)__s01.jsonl")
        let reference = try events(packageRoot + "/Fixtures/real/\(name)__s01.jsonl")
        #expect(imported.count == reference.count)
        for (ours, theirs) in zip(imported, reference) {
            #expect(ours.time == theirs.time && ours.pointer == theirs.pointer && ours.phase == theirs.phase)
            #expect(abs(ours.x - theirs.x) < 0.00006 && abs(ours.y - theirs.y) < 0.00006, "\(ours) vs \(theirs)")
        }
    }

    @Test("a libinput record YAML file written from an evemu recording imports to the same bytes")
    func libinputMatchesEvemu() {
        let evemu = temporaryDirectory(), libinput = temporaryDirectory()
        #expect(run(["import", "evemu", "--fit", "390", "844", "-o", evemu, "Fixtures/recordings/evemu/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events"]).status == 0)
        #expect(run(["import", "libinput-record", "--fit", "390", "844", "-o", libinput, "Fixtures/recordings/libinput/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yml"]).status == 0)
        let name = "/Atmel_maXTouch_Touchscreen.1-finger-fast-taps__s01.jsonl"
        #expect(readFile(evemu + name) != nil)
        #expect(readFile(evemu + name) == readFile(libinput + name))
    }

    @Test("an imported recording replays: the nine fast taps are nine taps, with a header when asked")
    func importedTapsReplay() {
        // The output directory is created, parents and all, as `mkdir -p` would.
        let directory = temporaryDirectory() + "/imported/traces"
        _ = run(["import", "evemu", "--header", "--fit", "390", "844", "-o", directory, "Fixtures/recordings/evemu/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events"])
        let trace = directory + "/Atmel_maXTouch_Touchscreen.1-finger-fast-taps__s01.jsonl"
        #expect(readFile(trace)?.hasPrefix("{\"profile\":\"ios18\"}\n") == true)
        let replay = run([trace, "--gesture", "TapGesture().onEnded { }", "--format", "json"])
        #expect(replay.status == 0)
        #expect(replay.stdout.split(separator: "\n").count == 9)
    }

    @Test("a real tablet pen's recording becomes a Pencil's trace that validates and replays under ipados18: two strokes, two drags")
    func realPen() throws {
        let directory = temporaryDirectory()
        let result = run(["import", "evemu", "--fit", "1280", "800", "-o", directory, "Fixtures/recordings/evemu/Wacom_Cintiq_13HD_touch_Pen.events"])
        #expect(result.stdout == "wrote \(directory)/Wacom_Cintiq_13HD_touch_Pen__s01.jsonl: 79 events, 2 strokes, 0.499963 s\n")
        let trace = directory + "/Wacom_Cintiq_13HD_touch_Pen__s01.jsonl"
        #expect(readFile(trace)?.hasPrefix("{\"profile\":\"ipados18\"}\n{\"t\":0,\"id\":0,\"phase\":\"hover\",") == true)
        let read = try events(trace)
        #expect(read.map(\.phase).filter { $0 != .hover && $0 != .move } == [.down, .up, .down, .up, .leave])
        #expect(read.allSatisfy { $0.input == .pencil })
        #expect(read.first { $0.phase == .down }.map { abs($0.pressure - 223.0 / 2047) < 1e-6 } == true)
        #expect(run(["validate", trace]).stdout == "\(trace): 79 events, 0 errors, 0 warnings\n")
        let replay = run([trace, "--gesture", "DragGesture(minimumDistance: 0).onEnded { }", "--format", "text"])
        #expect(replay.stdout.split(separator: "\n").map { $0.prefix(9) } == ["0.054887 ", "0.371961 "])
    }

    @Test("a real mouse's recording becomes a Mac's trace: a left click taps, a right click fails the tap, a left click taps")
    func realMouse() {
        let directory = temporaryDirectory()
        #expect(run(["import", "evemu", "-o", directory, "Fixtures/recordings/evemu/Saitek_Cyborg_R.A.T.5_Mouse.events"]).status == 0)
        let trace = directory + "/Saitek_Cyborg_R.A.T.5_Mouse__s01.jsonl"
        #expect(readFile(trace)?.hasPrefix("{\"profile\":\"macos15\"}\n") == true)
        // Any box --fit takes: one larger than a cursor's coordinates hold is held at their largest.
        #expect(run(["import", "evemu", "--fit", "1e19", "800", "--split-gap", "1e12", "-o", temporaryDirectory(),
                     "Fixtures/recordings/evemu/Saitek_Cyborg_R.A.T.5_Mouse.events"]).status == 0)
        let replay = run([trace, "--gesture", "TapGesture().onEnded { }", "--format", "text", "--explain"])
        #expect(replay.stdout == """
            1.422042  root  TapGesture()  [ended]
            1.422042  root  TapGesture()  onEnded            ()
            2.322074  root  TapGesture()  [failed]           secondary button (taps, long presses and buttons take the primary button only)
            3.646117  root  TapGesture()  [ended]
            3.646117  root  TapGesture()  onEnded            ()

            """)
    }

    @Test("--trackpad: a real touch surface's two-finger scroll becomes a Mac's trackpad scroll, natural direction")
    func realTrackpadScroll() throws {
        let directory = temporaryDirectory()
        #expect(run(["import", "evemu", "--trackpad", "--fit", "1280", "800", "-o", directory,
                     "Fixtures/recordings/evemu/Wacom_Intuos5_touch_M_Finger.double-center-scroll.events"]).status == 0)
        let trace = directory + "/Wacom_Intuos5_touch_M_Finger.double-center-scroll__s01.jsonl"
        let read = try events(trace)
        let scrolls = read.filter { $0.phase == .scroll }
        #expect(scrolls.count == 100 && scrolls.first?.stage == .began && scrolls.last?.stage == .ended)
        // The fingers moved down the surface: content toward its start (negative dy).
        #expect(abs(scrolls.map(\.dy).reduce(0, +) - -660.3515625) < 1e-9)
        let scene = temporaryDirectory() + "/feed.json"
        writeFile(scene, #"{"views":[{"id":"Feed","frame":[0,0,1280,800],"control":"ScrollView","contentSize":[1280,5000]}]}"#)
        #expect(run([trace, "--scene", scene, "--format", "text"]).stdout == """
            0.379986  Feed  ScrollView  scrollPhase        interacting
            1.696601  Feed  ScrollView  scrollEnd          (0, 0)
            1.696601  Feed  ScrollView  scrollPhase        idle

            """)
    }

    @Test("the device description beside a recording is found; --device names another")
    func deviceDescription() {
        let directory = temporaryDirectory()
        let recording = directory + "/N-Trig_MultiTouch.2-fingers-touch-release.events"
        writeFile(recording, readFile(packageRoot + "/Fixtures/recordings/evemu/N-Trig_MultiTouch.2-fingers-touch-release.events")!)
        let missing = run(["import", "evemu", "--fit", "100", "100", "-o", directory, recording])
        #expect(missing.status == 65)
        #expect(missing.stderr == "\(recording): error: the recording describes no device (no 'A:' lines) and \(directory)/N-Trig_MultiTouch.desc cannot be read; give the evemu-describe output with --device FILE\n")
        let given = run(["import", "evemu", "--fit", "100", "100", "--device", "Fixtures/recordings/evemu/N-Trig_MultiTouch.desc", "-o", directory, recording])
        #expect(given.status == 0)
        #expect(given.stdout == "wrote \(directory)/N-Trig_MultiTouch.2-fingers-touch-release__s01.jsonl: 265 events, 2 contacts (at most 2 at once), 2.993822 s\n")
    }

    @Test("no resolution and no --fit: a data error that says to give --fit; other recordings are still imported")
    func noResolution() {
        let directory = temporaryDirectory()
        let result = run(["import", "evemu", "-o", directory, "Fixtures/recordings/evemu/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events",
                          "Fixtures/recordings/evemu/EP0430M09.2-finger-scroll-down.events"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("Fixtures/recordings/evemu/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events: error: the device reports no resolution, so its units cannot become millimetres; give --fit WIDTH HEIGHT\n"))
    }

    @Test("a bad recording gets a located error and exit 65")
    func badRecording() {
        let path = temporaryDirectory() + "/bad.events"
        writeFile(path, "A: 35 0 10 0 0\nA: 36 0 10 0 0\nE: 0.000000 0003 0035 1\nE: 0.000001 0003 zz 1\n")
        let result = run(["import", "evemu", "--fit", "10", "10", "-o", temporaryDirectory(), path])
        #expect(result == RunResult(status: 65, stdout: "", stderr: "\(path):4:18: error: expected a hexadecimal event code, found 'zz'\n"))
    }

    @Test("usage errors name the fix", arguments: [
        (["import"], "error: missing expected argument '<format>'; give evemu or libinput-record, then the files"),
        (["import", "evmu", "x"], "error: unknown recording format 'evmu'; expected evemu or libinput-record (did you mean 'evemu'?)"),
        (["import", "evemu"], "error: missing expected argument '<file> ...'; give the recordings to import"),
        (["import", "evemu", "--fit", "390", "x"], "error: invalid value 'x' for '--fit'; expected a width and a height in points, such as --fit 390 844"),
    ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n" + ImportCommand.usage + "\n  See 'gesture-replay import --help'.\n")
    }
}
