#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a trace file as a stream of validated pointer events, in fixed-size chunks, so memory
/// depends on the longest line and the number of fingers down — never on the trace's length.
///
/// Besides JSON syntax the reader checks what makes a trace replayable: times never go back, a
/// pointer goes down before it moves or lifts, and does not go down twice.
public struct TraceReader: ~Copyable {
    /// The name used in diagnostics: the path as given, or `<stdin>`.
    public let displayName: String

    /// Bytes read per system call.
    public static let chunkSize = 64 * 1024
    /// A longer line (a header with a huge scene, or a file with no newlines) is refused.
    public static let maximumLineLength = 16 * 1024 * 1024
    /// Pointers down at once. Touchscreens track ten or so; the limit keeps per-frame work bounded
    /// when a damaged trace never lifts its pointers.
    public static let maximumPointersDown = 256

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: UnsafeMutableRawBufferPointer
    private var dataStart = 0
    private var dataEnd = 0
    private var reachedEndOfFile = false
    private var lineNumber = 0
    private var lastTime: TraceTime?
    private var lastTimeLine = 0
    /// Pointers currently down. A handful at most, so a linear scan beats hashing.
    private var downPointers: [Int64] = []
    /// The line of each down pointer's `down`, parallel to `downPointers`.
    private var downLines: [Int] = []
    /// Pointer events read so far.
    public private(set) var eventCount = 0
    private var headerState: HeaderState = .unread
    private var lookahead: TraceEvent?
    /// Set after an over-long line was reported: the rest of it is skipped, so reading can go on.
    private var discardingLine = false

    private enum HeaderState { case unread, read }

    /// Opens `path` for reading; `-` reads standard input.
    public init(path: String) throws(TraceError) {
        if path == "-" {
            self.init(fileDescriptor: 0, displayName: "<stdin>", ownsDescriptor: false)
            return
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw TraceError(kind: .cannotOpen, file: path, line: 0, column: 0,
                             message: "cannot open the trace: \(reason)")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw TraceError(kind: .cannotOpen, file: path, line: 0, column: 0,
                             message: "is a directory, not a trace; give a trace file, or check every trace in it with 'gesture-replay check \(path)'")
        }
        self.init(fileDescriptor: descriptor, displayName: path, ownsDescriptor: true)
    }

    public init(fileDescriptor: Int32, displayName: String, ownsDescriptor: Bool) {
        self.descriptor = fileDescriptor
        self.displayName = displayName
        self.ownsDescriptor = ownsDescriptor
        self.buffer = .allocate(byteCount: Self.chunkSize, alignment: 16)
    }

    deinit {
        buffer.deallocate()
        if ownsDescriptor { close(descriptor) }
    }

    /// The settings line at the top of the trace, if there is one. Call before reading events;
    /// later calls return nil.
    public mutating func readHeader() throws(TraceError) -> TraceHeader? {
        guard headerState == .unread else { return nil }
        headerState = .read
        while let parsed = try nextParsedLine() {
            switch parsed {
            case .blank: continue
            case .header(let header): return header
            case .event(let event, let timeColumn, let phaseColumn):
                try validate(event, timeColumn: timeColumn, phaseColumn: phaseColumn)
                lookahead = event
                return nil
            }
        }
        return nil
    }

    /// The next pointer event, or nil at the end of the trace.
    public mutating func next() throws(TraceError) -> TraceEvent? {
        if headerState == .unread { _ = try readHeader() }
        if let event = lookahead {
            lookahead = nil
            return event
        }
        while let parsed = try nextParsedLine() {
            switch parsed {
            case .blank: continue
            case .header:
                throw TraceError(file: displayName, line: lineNumber, column: 1,
                                 message: "a settings line (no \"phase\") is only allowed as the first line of a trace")
            case .event(let event, let timeColumn, let phaseColumn):
                try validate(event, timeColumn: timeColumn, phaseColumn: phaseColumn)
                return event
            }
        }
        return nil
    }

    /// Pointers that are down after the events read so far, with the line of their `down`.
    public var pointersDown: [(pointer: Int64, downLine: Int)] { Array(zip(downPointers, downLines)).map { ($0.0, $0.1) } }

    /// Whether the trace is a regular file of at least `bytes` bytes: worth reading on a second
    /// thread (`TracePrefetcher`); pipes and small files are not.
    public func isRegularFile(atLeast bytes: Int) -> Bool {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) >= bytes
    }

    /// Lines read so far.
    public var linesRead: Int { lineNumber }

    private mutating func validate(_ event: TraceEvent, timeColumn: Int, phaseColumn: Int) throws(TraceError) {
        if let lastTime, event.time < lastTime {
            throw TraceError(file: displayName, line: event.line, column: timeColumn,
                             message: "time goes backwards: \(event.time) is before \(lastTime) on line \(lastTimeLine); times must never decrease")
        }
        lastTime = event.time
        lastTimeLine = event.line
        let slot = downPointers.firstIndex(of: event.pointer)
        switch event.phase {
        case .down:
            if slot != nil {
                throw TraceError(file: displayName, line: event.line, column: phaseColumn,
                                 message: "pointer \(event.pointer) goes down while it is already down; lift it ('up' or 'cancel') first or use a new id")
            }
            guard downPointers.count < Self.maximumPointersDown else {
                throw TraceError(file: displayName, line: event.line, column: phaseColumn,
                                 message: "more than \(Self.maximumPointersDown) pointers would be down at once, the limit (docs/reliability.md#limits); lift some ('up' or 'cancel') first")
            }
            downPointers.append(event.pointer)
            downLines.append(event.line)
        case .move, .up, .cancel:
            guard let slot else {
                throw TraceError(file: displayName, line: event.line, column: phaseColumn,
                                 message: "'\(event.phase)' for pointer \(event.pointer), which is not down; expected a 'down' for it first")
            }
            if event.phase != .move {
                downPointers.remove(at: slot)
                downLines.remove(at: slot)
            }
        }
        eventCount += 1
    }

    // MARK: - Lines

    private mutating func nextParsedLine() throws(TraceError) -> LineParser.Parsed? {
        guard let range = try nextLineRange() else { return nil }
        lineNumber += 1
        var bytes = UnsafeBufferPointer(
            start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + range.lowerBound,
            count: range.count)
        // A UTF-8 byte-order mark, as some Windows editors write, may start the file (RFC 8259
        // §8.1 lets a parser ignore it). Columns count from after it, as the editor shows them.
        if lineNumber == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            bytes = UnsafeBufferPointer(rebasing: bytes[3...])
        }
        var parser = LineParser(bytes: bytes, file: displayName, line: lineNumber)
        return try parser.parse()
    }

    /// The byte range of the next line in `buffer`, without its newline; refills as needed.
    private mutating func nextLineRange() throws(TraceError) -> Range<Int>? {
        if discardingLine { try discardRestOfLine() }
        var scanFrom = dataStart
        while true {
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            if scanFrom < dataEnd,
               let found = memchr(base + scanFrom, Int32(UInt8(ascii: "\n")), dataEnd - scanFrom) {
                let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let line = dataStart..<newline
                dataStart = newline + 1
                return line
            }
            scanFrom = dataEnd
            if reachedEndOfFile {
                guard dataStart < dataEnd else { return nil }
                let line = dataStart..<dataEnd
                dataStart = dataEnd
                return line
            }
            let scanned = scanFrom - dataStart
            try refill()
            scanFrom = dataStart + scanned
        }
    }

    /// Drops bytes up to and including the next newline, reading as needed.
    private mutating func discardRestOfLine() throws(TraceError) {
        while true {
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            if dataStart < dataEnd,
               let found = memchr(base + dataStart, Int32(UInt8(ascii: "\n")), dataEnd - dataStart) {
                dataStart = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                discardingLine = false
                return
            }
            dataStart = 0
            dataEnd = 0
            if reachedEndOfFile { discardingLine = false; return }
            try refill()
        }
    }

    /// Moves the partial line to the front, grows the buffer if the line fills it, and reads more.
    private mutating func refill() throws(TraceError) {
        let pending = dataEnd - dataStart
        if dataStart > 0 && pending > 0 {
            buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + dataStart, byteCount: pending)
        }
        dataStart = 0
        dataEnd = pending
        if dataEnd == buffer.count {
            guard buffer.count < Self.maximumLineLength else {
                lineNumber += 1
                dataStart = 0
                dataEnd = 0
                discardingLine = true
                throw TraceError(file: displayName, line: lineNumber, column: 1,
                                 message: "line is longer than \(Self.maximumLineLength) bytes (16 MiB), the limit for a trace line (docs/reliability.md#limits); a trace has one JSON object per line")
            }
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
            larger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: dataEnd)
            buffer.deallocate()
            buffer = larger
        }
        while true {
            let count = read(descriptor, buffer.baseAddress! + dataEnd, min(buffer.count - dataEnd, Self.chunkSize))
            if count > 0 { dataEnd += count; return }
            if count == 0 { reachedEndOfFile = true; return }
            if errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            throw TraceError(kind: .readFailed, file: displayName, line: lineNumber + 1, column: 0,
                             message: "read failed: \(reason)")
        }
    }
}
