#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReplayKit
import SwiftSource
import TraceFormat

/// The few file operations the commands need, on POSIX calls (no Foundation).
enum FileSystem {
    /// Whether standard output is a terminal: records, lint findings and layouts are text for a
    /// person there and JSON for a pipe or a file, unless `--format` says.
    static var standardOutputIsTerminal: Bool { isatty(1) != 0 }

    /// `--format`'s default for records and layouts: text on a terminal, JSON Lines otherwise.
    static var standardOutputFormat: OutputFormat { standardOutputIsTerminal ? .text : .json }

    static func isDirectory(_ path: String) -> Bool { WholeFile.isDirectory(path) }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Creates `path` and its missing parents, with a note on standard error for each one made
    /// (as `mkdir -pv` says, so a mistyped output path does not go unseen); returns why it could
    /// not, or nil.
    static func makeDirectories(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !isDirectory(prefix) {
                if mkdir(prefix, 0o755) == 0 {
                    printError("note: created directory '\(prefix)'")
                } else if errno != EEXIST {
                    return String(cString: strerror(errno))
                }
            }
            prefix += "/"
        }
        return nil
    }

    /// Files under `directory` whose path passes `include` (`WholeFile.files(under:include:)`).
    static func files(under directory: String, include: (String) -> Bool) -> [String] {
        WholeFile.files(under: directory, include: include)
    }

    /// An app's Swift source folder as files to read together (`--scene Sources/MyApp/`), sorted;
    /// a message naming the file when one cannot be read or none is there.
    static func swiftSources(under directory: String) -> Result<[(path: String, text: String)], SwiftSourcesProblem> {
        var files: [(path: String, text: String)] = []
        for path in Self.files(under: directory, include: { $0.hasSuffix(".swift") }) {
            guard let text = WholeFile.text(at: path) else { return .failure(SwiftSourcesProblem(message: "\(path): error: cannot open the file: \(lastErrorReason)")) }
            files.append((path, text))
        }
        if files.isEmpty { return .failure(SwiftSourcesProblem(message: "\(directory): error: no .swift files in the directory")) }
        return .success(files)
    }

    struct SwiftSourcesProblem: Error { var message: String }

    /// The whole file, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        guard path == "-" else { return WholeFile.bytes(at: path) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = readStandardInput(into: &buffer)
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// The system's reason for the last call that failed (`No such file or directory`).
    static var lastErrorReason: String { String(cString: strerror(errno)) }

    /// How messages name standard input, everywhere.
    static let standardInputName = "<stdin>"

    /// Whether `text` read from standard input is Swift source rather than a JSON scene.
    static func looksLikeSwift(_ text: String) -> Bool {
        text.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\u{FEFF}" }.first != "{"
    }

    /// The directories `path` is in, made where missing; why not, or nil.
    private static func makeParentDirectories(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
        return makeDirectories(String(path[..<slash]))
    }

    /// Why a file could not be created.
    struct CreateProblem: Error { var reason: String }

    /// A descriptor to write `path` through, made with its missing directories; standard output
    /// for `-`.
    static func create(_ path: String) -> Result<Int32, CreateProblem> {
        if path == "-" { return .success(1) }
        if let reason = makeParentDirectories(of: path) { return .failure(CreateProblem(reason: reason)) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        return descriptor >= 0 ? .success(descriptor) : .failure(CreateProblem(reason: String(cString: strerror(errno))))
    }

    /// Replaces `path` with `bytes` through a temporary file and a rename, so a reader never sees
    /// half a file; `-` writes them to standard output, and a device or pipe is written in place.
    /// Missing directories are made. Returns the reason on failure.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        if path == "-" {
            var out = OutputSink(.fileDescriptor(1))
            out.append(String(decoding: bytes, as: UTF8.self))
            out.flush()
            return out.failure
        }
        if let reason = makeParentDirectories(of: path) { return reason }
        var info = stat(), link = stat()
        let isLink = lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
        if isLink || (stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG) {
            // A device, a pipe or a link (`/dev/stdout`, `/dev/full`, a FIFO, a link to a file
            // elsewhere) is written in place: a file renamed over it would replace it, and a
            // device's errors would never be seen.
            guard let file = fopen(path, "wb") else { return String(cString: strerror(errno)) }
            let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
            var reason = written == bytes.count && fflush(file) == 0 ? nil : String(cString: strerror(errno))
            if fclose(file) != 0, reason == nil { reason = String(cString: strerror(errno)) }
            return reason
        }
        let temporary = path + ".tmp-\(getpid())"
        guard let file = fopen(temporary, "wb") else { return String(cString: strerror(errno)) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return reason
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return reason
        }
        return nil
    }

    /// `path` as a file next to `file` names it: both resolved against the current directory,
    /// then `..` for each directory of `file`'s that `path` is not in (`tests/t.jsonl` and
    /// `own/View.swift` give `../own/View.swift`).
    static func relativePath(of path: String, fromDirectoryOf file: String) -> String {
        func components(_ path: String) -> [String] {
            var absolute = path
            if !path.hasPrefix("/") {
                let current = getcwd(nil, 0)
                defer { free(current) }
                absolute = (current.map { String(cString: $0) } ?? "") + "/" + path
            }
            var parts: [String] = []
            for part in absolute.split(separator: "/") where part != "." {
                if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(String(part)) }
            }
            return parts
        }
        let target = components(path)
        let base = components(file).dropLast()
        var common = 0
        while common < base.count, common < target.count - 1, base[base.startIndex + common] == target[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...]).joined(separator: "/")
    }

    /// Processors online, for `--jobs`'s default.
    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// One `read(2)` of standard input into `buffer`: the byte count, 0 at its end, -1 on an error
/// (retried when interrupted). Outside `FileSystem`, whose `read` would shadow the system's.
private func readStandardInput(into buffer: inout [UInt8]) -> Int {
    while true {
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count >= 0 || errno != EINTR { return count }
    }
}
