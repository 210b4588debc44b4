#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a small file whole: a scene a trace header names (`"scene": "ContentView.swift"`), and
/// the command line's scenes, expected files and fixtures (`FileSystem.read`).
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
}
