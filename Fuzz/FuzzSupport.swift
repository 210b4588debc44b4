#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scratch file per fuzzing process: the commands read paths, so each input is written here.
let scratchPath = "/tmp/gesture-replay-fuzz-\(getpid()).jsonl"

func writeScratch(_ data: UnsafePointer<UInt8>, _ size: Int) {
    let descriptor = open(scratchPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(descriptor >= 0, "cannot write \(scratchPath)")
    var offset = 0
    while offset < size {
        let written = write(descriptor, data + offset, size - offset)
        precondition(written > 0, "cannot write \(scratchPath)")
        offset += written
    }
    close(descriptor)
}

/// Reads fuzzer bytes as choices; past the end every choice is 0, so any input is a program.
struct ByteReader {
    let data: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < data.count ? data[index] : 0
    }

    mutating func below(_ bound: Int) -> Int { Int(byte()) % max(1, bound) }

    var exhausted: Bool { index >= data.count }
}
