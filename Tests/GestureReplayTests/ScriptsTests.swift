import Testing

/// The scripts a contributor runs in a fresh clone need nothing outside it.
@Suite("Scripts: the benchmark's trace comes from the project's own generator")
struct ScriptsTests {
    @Test("benchmark.sh names no file of ../shared; Scripts/gen_trace.py writes the same valid trace for the same arguments")
    func ownGenerator() throws {
        let script = try #require(readFile(packageRoot + "/Scripts/benchmark.sh"))
        #expect(!script.contains("shared"))
        #expect(script.contains("python3 Scripts/gen_trace.py 100000"))
        let generator = packageRoot + "/Scripts/gen_trace.py"
        let first = run(["-c", "python3 '\(generator)' 300 7"], program: "/bin/sh")
        let again = run(["-c", "python3 '\(generator)' 300 7"], program: "/bin/sh")
        #expect(first.status == 0)
        #expect(first.stdout == again.stdout)
        let lines = first.stdout.split(separator: "\n")
        #expect(lines.count >= 300)
        #expect(lines.first == #"{"t":0.0,"id":1,"phase":"down","x":361.23,"y":327.96}"#)
        let path = temporaryDirectory() + "/generated.jsonl"
        writeFile(path, first.stdout)
        let validated = run(["validate", path])
        #expect(validated.status == 0)
        // A lift at its last move's time is a warning (two samples at one time), never an error;
        // the pauses between sessions are not.
        #expect(validated.stdout.hasSuffix("\(path): \(lines.count) events, 0 errors, 8 warnings\n"))
    }
}
