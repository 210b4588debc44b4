import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 29 §3: files, paths and pipes as people expect them.
@Suite("Files, paths and pipes: '-' everywhere, directories made, paths relative to the trace, the system's reasons")
struct PathsAndPipesTests {
    @Test("'-' is standard output for synth -o and render -o, standard input for layout and lint")
    func dash() {
        let synth = run(["synth", "tap", "--at", "10,10", "-o", "-"])
        #expect(synth == RunResult(status: 0, stdout: "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":10,\"y\":10}\n{\"t\":0.05,\"id\":1,\"phase\":\"up\",\"x\":10,\"y\":10}\n", stderr: ""))
        let render = run(["render", "Fixtures/traces/drag.jsonl", "-o", "-"])
        #expect(render.status == 0)
        #expect(render.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let layout = run(["layout", "--format", "text", "-"], stdin: readFile(packageRoot + "/Fixtures/scenes/DraggableCircle.swift"))
        #expect(layout.stdout.hasPrefix("DraggableCircle  [145, 378.5, 100, 100]  hit: none\n"))
        let broken = run(["layout", "--format", "text", "-"], stdin: "Color.red.onTapGesture(count: 0) { }\n")
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("<stdin>:"))
        let swift = run(["lint", "-", "--format", "json"], stdin: readFile(packageRoot + "/Fixtures/lint/SmallIcon.swift"))
        #expect(swift.stdout.contains("\"location\":\"<stdin>:7:14\""))
        let json = run(["lint", "-", "--format", "json"], stdin: readFile(packageRoot + "/Fixtures/lint/drag-in-scroll-view.json"))
        #expect(json.stdout.contains("\"rule\":\"blocked-scroll\""))
        // `--scene -`: the scene on standard input, the trace a file; not both on standard input.
        let fromFile = run(["Fixtures/traces/source-swipe-card.jsonl", "--scene", "Fixtures/scenes/SwipeCard.swift", "--format", "json"])
        let piped = run(["Fixtures/traces/source-swipe-card.jsonl", "--scene", "-", "--format", "json"],
                        stdin: readFile(packageRoot + "/Fixtures/scenes/SwipeCard.swift"))
        #expect(piped.status == 0 && piped.stdout == fromFile.stdout && !piped.stdout.isEmpty)
        let both = run(["-", "--scene", "-"], stdin: "")
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("error: '--scene -' and a trace '-' both read standard input; give one of them as a file\n"))
        let header = run(["synth", "tap", "--at", "1,1", "--scene", "-"], stdin: readFile(packageRoot + "/Fixtures/scenes/SwipeCard.swift"))
        #expect(header.status == 64)
        #expect(header.stderr == "error: a Swift scene on standard input cannot be named in the trace's header; save it to a file and pass --scene FILE.swift\n")
    }

    @Test("synth -o makes the directories, and a Swift scene's path in the header is relative to the trace, as it is read")
    func synthPaths() {
        let directory = temporaryDirectory()
        mkdir(directory + "/own", 0o755)
        writeFile(directory + "/own/View.swift", readFile(packageRoot + "/Fixtures/scenes/DraggableCircle.swift") ?? "")
        let trace = directory + "/tests/gestures/t.jsonl"
        let result = run(["synth", "drag", "--from", "195,428", "--to", "250,428", "--scene", directory + "/own/View.swift", "-o", trace])
        #expect(result == RunResult(status: 0, stdout: "", stderr: """
            note: created directory '\(directory)/tests'
            note: created directory '\(directory)/tests/gestures'

            """))
        #expect(readFile(trace)?.hasPrefix("{\"profile\":\"ios18\",\"scene\":\"../../own/View.swift\"}\n") == true)
        // It replays from anywhere: the path is the trace's.
        let replay = run([trace, "--format", "text"])
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("DraggableCircle/Circle  DragGesture()  onEnded"))
    }

    @Test("synth's 'then' needs a gesture after it; 'version' suggests --version; a file that cannot be opened gives the system's reason; layout on a full disk exits 74")
    func slips() {
        let then = run(["synth", "tap", "--at", "10,10", "then"])
        #expect(then.status == 64)
        #expect(then.stderr.hasPrefix("error: 'then' at the end needs a gesture after it, such as 'then tap --at 100,200'\n"))
        #expect(run(["version"]) == RunResult(status: 64, stdout: "", stderr: "error: 'version' is neither a trace file nor a command; did you mean '--version'?\n  See 'gesture-replay --help'.\n"))
        #expect(run(["layout", "--format", "text", "/nonexistent/View.swift"]).stderr == "/nonexistent/View.swift: error: cannot open the file: No such file or directory\n")
        #expect(run(["lint", "/nonexistent/View.swift"]).stderr == "/nonexistent/View.swift: error: cannot open the scene: No such file or directory\n")
        let full = run(["layout", "--format", "text", "Fixtures/scenes/DraggableCircle.swift"], stdoutPath: "/dev/full")
        #expect(full.status == 74)
        #expect(full.stderr == "gesture-replay: error: cannot write standard output: No space left on device\n")
    }

    @Test("-o naming a device writes to it in place: a full disk is 74 for render, synth and a baseline, and the device stays a device")
    func devices() {
        #expect(run(["render", "Fixtures/traces/tap.jsonl", "-o", "/dev/full"])
                == RunResult(status: 74, stdout: "", stderr: "/dev/full: error: cannot write the picture: No space left on device\n"))
        #expect(run(["synth", "tap", "--at", "1,1", "-o", "/dev/full"]).status == 74)
        #expect(run(["lint", "Fixtures/lint/CoveredButton.swift", "--write-baseline", "/dev/full"]).status == 74)
        // Renamed over, /dev/full would have become a file holding the picture.
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        #expect(run(["render", "Fixtures/traces/tap.jsonl", "-o", "/dev/stdout"]).stdout.hasPrefix("<svg "))
        #expect(lstat("/dev/stdout", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
        // A link to a file is written through: the link stays, the file gets the picture.
        let directory = temporaryDirectory()
        writeFile(directory + "/picture.svg", "old")
        #expect(symlink(directory + "/picture.svg", directory + "/link.svg") == 0)
        #expect(run(["render", "Fixtures/traces/tap.jsonl", "-o", directory + "/link.svg"]).status == 0)
        #expect(lstat(directory + "/link.svg", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
        #expect(readFile(directory + "/picture.svg")?.hasPrefix("<svg ") == true)
    }

    /// Issue 49: informational output went unchecked, and `Scripts/install.sh` installed empty files.
    @Test("help, the version, the manual, completions and the device list exit 74 on a full disk, saying so",
          arguments: [["--help"], ["help", "check"], ["--version"], ["--generate-manual"], ["--generate-completion-script", "bash"],
                      ["layout", "--device", "list"]])
    func informationalOnFullDisk(arguments: [String]) {
        let result = run(arguments, stdoutPath: "/dev/full")
        #expect(result.status == 74)
        #expect(result.stderr.contains("No space left on device"))
    }

    @Test("an output path's missing directories are made, each with a note")
    func createdDirectoriesNoted() {
        let directory = temporaryDirectory()
        let result = run(["synth", "tap", "--at", "10,10", "-o", directory + "/new/deeper/tap.jsonl"])
        #expect(result.status == 0)
        #expect(result.stderr == "note: created directory '\(directory)/new'\nnote: created directory '\(directory)/new/deeper'\n")
        // Made already: nothing to say.
        #expect(run(["synth", "tap", "--at", "10,10", "-o", directory + "/new/deeper/again.jsonl"]).stderr == "")
    }
}
