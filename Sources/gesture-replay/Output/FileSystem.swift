#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReplayKit
import SwiftSource

/// The few file operations the commands need, on POSIX calls (no Foundation).
enum FileSystem {
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Creates `path` and its missing parents; returns why it could not, or nil.
    static func makeDirectories(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !isDirectory(prefix), mkdir(prefix, 0o755) != 0, errno != EEXIST {
                return String(cString: strerror(errno))
            }
            prefix += "/"
        }
        return nil
    }

    /// Files under `directory` (recursively, hidden entries skipped) whose name passes `include`,
    /// sorted bytewise so every machine lists them in the same order. A symbolic link to a
    /// directory is not followed, as `find` does not: links can loop (`a -> .`).
    static func files(under directory: String, include: (String) -> Bool) -> [String] {
        var found: [String] = []
        var pending = [directory]
        while let current = pending.popLast() {
            guard let handle = opendir(current) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
                if isDirectory(path) {
                    if !isSymbolicLink(path) { pending.append(path) }
                } else if include(name) {
                    found.append(path)
                }
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// An app's Swift source folder as files to read together (`--scene Sources/MyApp/`), sorted;
    /// a message naming the file when one cannot be read or none is there.
    static func swiftSources(under directory: String) -> Result<[(path: String, text: String)], SwiftSourcesProblem> {
        var files: [(path: String, text: String)] = []
        for path in Self.files(under: directory, include: { $0.hasSuffix(".swift") }) {
            guard let text = WholeFile.text(at: path) else { return .failure(SwiftSourcesProblem(message: "\(path): error: cannot open the file")) }
            files.append((path, text))
        }
        if files.isEmpty { return .failure(SwiftSourcesProblem(message: "\(directory): error: no .swift files in the directory")) }
        return .success(files)
    }

    struct SwiftSourcesProblem: Error { var message: String }

    /// The whole file, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? { WholeFile.bytes(at: path) }

    /// Replaces `path` with `bytes` through a temporary file and a rename, so a reader never sees
    /// half a file. Returns the reason on failure.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
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

    /// Processors online, for `--jobs`'s default.
    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
