import TraceFormat
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

/// Writes the rest of the fuzzer's bytes to the scratch file as a valid trace — up to four
/// fingers inside `width` × `height`, in time order, each lifted or cancelled at most once —
/// as the reader guarantees traces to the engine. False when it wrote no event.
func writeRandomTrace(_ reader: inout ByteReader, width: Int, height: Int) -> Bool {
    var trace = TraceWriter(.memory)
    var time: Int64 = 0
    var down: [(id: Int64, x: Double, y: Double)] = []
    var nextID: Int64 = 1
    while !reader.exhausted {
        let choice = reader.below(8)
        switch reader.below(4) {
        case 0: time += 0
        case 1: time += Int64(reader.below(40)) * 1_000_000
        case 2: time += Int64(reader.below(100)) * 10_000_000
        default: time += 8_333_333
        }
        let at = TraceTime(nanoseconds: time)
        if choice == 0 || down.isEmpty {
            guard down.count < 4 else { continue }
            let point = (id: nextID, x: Double(reader.below(width)), y: Double(reader.below(height)))
            nextID += 1
            down.append(point)
            trace.write(TraceEvent(time: at, pointer: point.id, phase: .down, x: point.x, y: point.y))
        } else {
            let slot = reader.below(down.count)
            if choice <= 5 {
                down[slot].x += Double(Int(reader.byte()) - 128) / 4
                down[slot].y += Double(Int(reader.byte()) - 128) / 4
                trace.write(TraceEvent(time: at, pointer: down[slot].id, phase: .move, x: down[slot].x, y: down[slot].y))
            } else {
                let pointer = down.remove(at: slot)
                trace.write(TraceEvent(time: at, pointer: pointer.id, phase: choice == 6 ? .up : .cancel, x: pointer.x, y: pointer.y))
            }
        }
    }
    guard !trace.sink.bytes.isEmpty else { return false }
    trace.sink.bytes.withUnsafeBufferPointer { writeScratch($0.baseAddress!, $0.count) }
    return true
}
