import Recognizers
@testable import ReplayKit
@testable import gesture_replay
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The package root, found from this file's path.
let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
}()

/// The built `gesture-replay` executable, next to the test bundle in the build folder.
let binaryPath: String = {
    var directory = CommandLine.arguments[0]
    while !directory.isEmpty {
        directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
        let candidate = directory + "/gesture-replay"
        if access(candidate, X_OK) == 0 { return candidate }
        if directory.hasSuffix(".build") { break }
    }
    return packageRoot + "/.build/debug/gesture-replay"
}()

struct RunResult: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
}

func readFile(_ path: String) -> String? { ReplayCommand.readWholeFile(path) }

func writeFile(_ path: String, _ text: String) {
    writeFile(path, Array(text.utf8))
}

/// Writes `bytes` as they are: NULs and invalid UTF-8 included.
func writeFile(_ path: String, _ bytes: [UInt8]) {
    let file = fopen(path, "wb")!
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}

/// Runs the binary with `arguments` from the package root, feeding `stdin` if given, and returns
/// its exit status and output. Output goes through files, so large outputs cannot deadlock.
/// `environment` sets variables (a nil value removes one) on top of this process's environment.
/// `program` runs another executable (a shell, to build a pipeline) instead of the binary.
func run(_ arguments: [String], stdin: String? = nil, stdoutPath: String? = nil,
         environment: [String: String?] = [:], program: String? = nil) -> RunResult {
    let executable = program ?? binaryPath
    var template = Array("/tmp/gesture-replay-run-XXXXXX".utf8CString)
    let directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    let outPath = stdoutPath ?? directory + "/out", errPath = directory + "/err", inPath = directory + "/in"
    writeFile(inPath, stdin ?? "")

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let previous = getcwd(nil, 0)!
    chdir(packageRoot)
    defer { chdir(previous); free(previous) }
    var pid = pid_t()
    var variables: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
        let variable = String(cString: pointer)
        let name = String(variable.prefix(while: { $0 != "=" }))
        if environment[name] == nil { variables.append(variable) }
        entry += 1
    }
    for case let (name, value?) in environment { variables.append(name + "=" + value) }
    let envp = variables.map { strdup($0) } + [nil]
    defer { envp.forEach { free($0) } }
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    precondition(spawned == 0, "cannot run \(executable): \(spawned)")
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return RunResult(status: exitStatus, stdout: stdoutPath == nil ? readFile(outPath) ?? "" : "", stderr: readFile(errPath) ?? "")
}

/// How errors list the profiles this version replays.
let profileList = ArbitrationProfile.nameList

/// A new empty directory under /tmp.
func temporaryDirectory() -> String {
    var template = Array("/tmp/gesture-replay-dir-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
}
