#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a small file whole — a scene a trace header names (`"scene": "ContentView.swift"`), and
/// the command line's scenes, expected files and fixtures (`FileSystem.read`) — and lists a
/// folder's files, for a header that names an app's folder.
package enum WholeFile {
    package static func bytes(at path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return ferror(file) == 0 ? bytes : nil
    }

    package static func text(at path: String) -> String? {
        bytes(at: path).map { String(decoding: $0, as: UTF8.self) }
    }

    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Files under `directory` (recursively, hidden entries skipped) whose path passes `include`,
    /// sorted bytewise so every machine lists them in the same order. A symbolic link to a
    /// directory is not followed, as `find` does not: links can loop (`a -> .`).
    package static func files(under directory: String, include: (String) -> Bool) -> [String] {
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
                } else if include(path) {
                    found.append(path)
                }
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The names in `directory` itself, hidden ones too, sorted; none when it cannot be read.
    package static func entries(of directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// An app's Swift source folder read whole, its files sorted (a trace header's
    /// `"scene": "../Sources/App"`); nil when a file cannot be read or there is none.
    package static func swiftSources(under directory: String) -> [(path: String, text: String)]? {
        var read: [(path: String, text: String)] = []
        for path in files(under: directory, include: { $0.hasSuffix(".swift") }) {
            guard let text = text(at: path) else { return nil }
            read.append((path, text))
        }
        return read.isEmpty ? nil : read
    }
}
