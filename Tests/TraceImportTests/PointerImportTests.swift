import Testing
import TraceFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import TraceImport

/// The importer's trace, written as the writer writes it (header first when the session names a
/// profile), for exact comparison.
private func written(_ text: String, trackpad: Bool = false, fit: (Double, Double)) throws -> [String] {
    let importer = ImporterRegistry.entry(named: "evemu")!.make(ImportOptions(scaling: .fit(width: fit.0, height: fit.1), trackpad: trackpad))
    let sessions = try importer.sessions(of: Array(text.utf8), file: "rec.events")
    return sessions.map { session in
        var writer = TraceWriter(.memory)
        if let profile = session.profile { writer.writeHeader(profile: profile) }
        for event in session.events { writer.write(event) }
        return writer.sink.text
    }
}

/// Pens, mice and touchpads (docs/recording.md#2-import-linux-recordings-evemu-and-libinput-record): a tablet's pen as a Pencil that
/// hovers, a mouse as a Mac's cursor with buttons and a wheel, a touchpad as a Mac's trackpad.
@Suite("Importing pens, mice and touchpads into version-2 traces")
struct PointerImportTests {

    @Test("a pen hovers with its height and tilt, touches with its pressure, lifts to hover and leaves; its trace names ipados18")
    func pen() throws {
        let recording = """
            N: Test Pen
            A: 00 0 1000 0 0 10
            A: 01 0 500 0 0 10
            A: 18 0 1023 0 0 0
            A: 19 0 63 0 0 0
            A: 1a -64 63 0 0 57
            A: 1b -64 63 0 0 57
            E: 0.000000 0003 0000 100
            E: 0.000000 0003 0001 50
            E: 0.000000 0003 0019 63
            E: 0.000000 0001 0140 1
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0019 0
            E: 0.010000 0003 001a 57
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0018 1023
            E: 0.020000 0001 014a 1
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0000 200
            E: 0.030000 0000 0000 0
            E: 0.040000 0003 0018 0
            E: 0.040000 0001 014a 0
            E: 0.040000 0000 0000 0
            E: 0.050000 0001 0140 0
            E: 0.050000 0000 0000 0
            """
        #expect(try written(recording, trackpad: false, fit: (1000, 500)) == [#"""
            {"profile":"ipados18"}
            {"t":0,"id":0,"phase":"hover","x":100,"y":50,"input":"pencil","altitude":1.5707964,"azimuth":0,"zOffset":1}
            {"t":0.01,"id":0,"phase":"hover","x":100,"y":50,"input":"pencil","altitude":0.5707963,"azimuth":0,"zOffset":0}
            {"t":0.02,"id":0,"phase":"down","x":100,"y":50,"input":"pencil","pressure":1,"altitude":0.5707963,"azimuth":0}
            {"t":0.03,"id":0,"phase":"move","x":200,"y":50,"input":"pencil","pressure":1,"altitude":0.5707963,"azimuth":0}
            {"t":0.04,"id":0,"phase":"up","x":200,"y":50,"input":"pencil","pressure":0,"altitude":0.5707963,"azimuth":0}
            {"t":0.05,"id":0,"phase":"leave","x":200,"y":50,"input":"pencil"}

            """#])
    }

    @Test("a mouse's motion moves a cursor from the box's middle, clamped to it; buttons are clicks on their own streams; a wheel notch toward the user scrolls a line toward the end")
    func mouse() throws {
        let recording = """
            N: Test Mouse
            E: 0.000000 0002 0000 5
            E: 0.000000 0000 0000 0
            E: 0.010000 0001 0110 1
            E: 0.010000 0000 0000 0
            E: 0.020000 0002 0000 10
            E: 0.020000 0002 0001 -4
            E: 0.020000 0000 0000 0
            E: 0.030000 0001 0110 0
            E: 0.030000 0000 0000 0
            E: 0.040000 0001 0111 1
            E: 0.040000 0000 0000 0
            E: 0.050000 0001 0111 0
            E: 0.050000 0002 0008 -2
            E: 0.050000 0000 0000 0
            E: 0.060000 0002 0000 -5000
            E: 0.060000 0000 0000 0
            """
        #expect(try written(recording, trackpad: false, fit: (200, 100)) == [#"""
            {"profile":"macos15"}
            {"t":0,"id":0,"phase":"hover","x":105,"y":50,"input":"pointer"}
            {"t":0.01,"id":0,"phase":"down","x":105,"y":50,"input":"pointer"}
            {"t":0.02,"id":0,"phase":"move","x":115,"y":46,"input":"pointer"}
            {"t":0.03,"id":0,"phase":"up","x":115,"y":46,"input":"pointer"}
            {"t":0.04,"id":0,"phase":"down","x":115,"y":46,"input":"pointer","button":"secondary"}
            {"t":0.05,"id":0,"phase":"up","x":115,"y":46,"input":"pointer","button":"secondary"}
            {"t":0.05,"phase":"scroll","x":115,"y":46,"dx":0,"dy":2,"unit":"line"}
            {"t":0.06,"id":0,"phase":"hover","x":0,"y":46,"input":"pointer"}

            """#])
    }

    @Test("--trackpad: one finger moves the cursor; two that spread pinch (1 + Σ delta = their distance's ratio); two that move together scroll, natural direction")
    func trackpad() throws {
        let recording = """
            N: Test Touchpad
            A: 2f 0 4 0 0 0
            A: 35 0 1000 0 0 10
            A: 36 0 500 0 0 10
            A: 39 0 65535 0 0 0
            E: 0.000000 0003 002f 0
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 500
            E: 0.000000 0003 0036 250
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 520
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 002f 0
            E: 0.020000 0003 0039 -1
            E: 0.020000 0000 0000 0
            E: 0.100000 0003 002f 0
            E: 0.100000 0003 0039 2
            E: 0.100000 0003 0035 400
            E: 0.100000 0003 0036 250
            E: 0.100000 0003 002f 1
            E: 0.100000 0003 0039 3
            E: 0.100000 0003 0035 600
            E: 0.100000 0003 0036 250
            E: 0.100000 0000 0000 0
            E: 0.110000 0003 002f 0
            E: 0.110000 0003 0035 395
            E: 0.110000 0003 002f 1
            E: 0.110000 0003 0035 605
            E: 0.110000 0000 0000 0
            E: 0.120000 0003 002f 0
            E: 0.120000 0003 0035 350
            E: 0.120000 0003 002f 1
            E: 0.120000 0003 0035 650
            E: 0.120000 0000 0000 0
            E: 0.130000 0003 002f 0
            E: 0.130000 0003 0035 300
            E: 0.130000 0003 002f 1
            E: 0.130000 0003 0035 700
            E: 0.130000 0000 0000 0
            E: 0.140000 0003 002f 0
            E: 0.140000 0003 0039 -1
            E: 0.140000 0003 002f 1
            E: 0.140000 0003 0039 -1
            E: 0.140000 0000 0000 0
            E: 0.200000 0003 002f 0
            E: 0.200000 0003 0039 4
            E: 0.200000 0003 0035 400
            E: 0.200000 0003 0036 250
            E: 0.200000 0003 002f 1
            E: 0.200000 0003 0039 5
            E: 0.200000 0003 0035 600
            E: 0.200000 0003 0036 250
            E: 0.200000 0000 0000 0
            E: 0.210000 0003 002f 0
            E: 0.210000 0003 0036 220
            E: 0.210000 0003 002f 1
            E: 0.210000 0003 0036 220
            E: 0.210000 0000 0000 0
            E: 0.220000 0003 002f 0
            E: 0.220000 0003 0036 200
            E: 0.220000 0003 002f 1
            E: 0.220000 0003 0036 200
            E: 0.220000 0000 0000 0
            E: 0.230000 0003 002f 0
            E: 0.230000 0003 0039 -1
            E: 0.230000 0003 002f 1
            E: 0.230000 0003 0039 -1
            E: 0.230000 0000 0000 0
            """
        #expect(try written(recording, trackpad: true, fit: (1000, 500)) == [#"""
            {"profile":"macos15"}
            {"t":0,"id":0,"phase":"hover","x":500,"y":250,"input":"pointer"}
            {"t":0.01,"id":0,"phase":"hover","x":520,"y":250,"input":"pointer"}
            {"t":0.11,"phase":"magnify","x":520,"y":250,"delta":0,"gesture":"began"}
            {"t":0.11,"phase":"rotate","x":520,"y":250,"delta":0,"gesture":"began"}
            {"t":0.12,"phase":"magnify","x":520,"y":250,"delta":0.42857142857142855,"gesture":"changed"}
            {"t":0.13,"phase":"magnify","x":520,"y":250,"delta":0.47619047619047616,"gesture":"changed"}
            {"t":0.14,"phase":"magnify","x":520,"y":250,"delta":0,"gesture":"ended"}
            {"t":0.14,"phase":"rotate","x":520,"y":250,"delta":0,"gesture":"ended"}
            {"t":0.21,"phase":"scroll","x":520,"y":250,"dx":0,"dy":30,"scroll":"began"}
            {"t":0.22,"phase":"scroll","x":520,"y":250,"dx":0,"dy":20,"scroll":"changed"}
            {"t":0.23,"phase":"scroll","x":520,"y":250,"dx":0,"dy":0,"scroll":"ended"}

            """#])
    }

    @Test("a mouse whose recording ends with two buttons held: each is cancelled, on the one pointer, and the trace reads back")
    func buttonsHeldAtTheEnd() throws {
        let recording = """
            N: Test Mouse
            E: 0.000000 0002 0000 0
            E: 0.000000 0001 0110 1
            E: 0.000000 0000 0000 0
            E: 0.010000 0001 0111 1
            E: 0.010000 0000 0000 0
            """
        let written = try written(recording, fit: (200, 100))
        #expect(written == [#"""
            {"profile":"macos15"}
            {"t":0,"id":0,"phase":"hover","x":100,"y":50,"input":"pointer"}
            {"t":0,"id":0,"phase":"down","x":100,"y":50,"input":"pointer"}
            {"t":0.01,"id":0,"phase":"down","x":100,"y":50,"input":"pointer","button":"secondary"}
            {"t":0.01,"id":0,"phase":"cancel","x":100,"y":50,"input":"pointer"}
            {"t":0.01,"id":0,"phase":"cancel","x":100,"y":50,"input":"pointer","button":"secondary"}

            """#])
        // The reader takes it whole: each cancel ends a button of pointer 0, which stays hovering.
        var ends: [Int32] = [0, 0]
        _ = ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
        _ = written[0].utf8CString.withUnsafeBufferPointer { write(ends[1], $0.baseAddress!, $0.count - 1) }
        close(ends[1])
        var reader = TraceReader(fileDescriptor: ends[0], displayName: "imported.jsonl", ownsDescriptor: true)
        _ = try reader.readHeader()
        var phases: [PointerPhase] = []
        while let event = try reader.next() { phases.append(event.phase) }
        #expect(phases == [.hover, .down, .down, .cancel, .cancel])
    }

    @Test("a pen's tilt toward +x and +y becomes W3C's altitude and azimuth")
    func tilt() {
        let upright = PenTracker.pose(tiltX: 0, tiltY: 0)
        #expect(upright.altitude == .pi / 2 && upright.azimuth == 0)
        let towardY = PenTracker.pose(tiltX: 0, tiltY: .pi / 4)
        #expect(abs(towardY.altitude - .pi / 4) < 1e-12 && abs(towardY.azimuth - .pi / 2) < 1e-12)
        let back = PenTracker.pose(tiltX: -.pi / 6, tiltY: 0)
        #expect(abs(back.altitude - .pi / 3) < 1e-12 && abs(back.azimuth - .pi) < 1e-12)
    }
}
