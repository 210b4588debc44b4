#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A string a trace line names — a key, the characters it types, a view, an accessibility
/// action's name — kept once per process and referred to by number, so a `TraceEvent` stays 64
/// bytes of plain values that cost nothing to copy between the reader's thread and the engine's.
/// Equal strings are equal names; the empty string is a name too, distinct from `none`. One
/// process keeps at most `TraceName.capacity` distinct strings of at most `TraceName.longest`
/// bytes each (docs/reliability.md#limits): memory stays bounded whatever the traces hold.
public struct TraceName: Hashable, Sendable, CustomStringConvertible {
    /// The number of the string; 0 is no name.
    public let index: UInt32

    /// No name: a `focus` line's `"view": null`, an `a11y` line with no `name`.
    public static let none = TraceName(index: 0)

    /// How many distinct names one process keeps: far more than any run's keys, views and
    /// actions, at most 256 MiB of text.
    public static let capacity = 1 << 20
    /// The longest name, in UTF-8 bytes.
    public static let longest = 256

    init(index: UInt32) { self.index = index }

    /// The name of `string`; nil when it is longer than `longest` or the table is full.
    public init?(_ string: String) {
        guard string.utf8.count <= Self.longest, let index = TraceNameTable.shared.intern(string) else { return nil }
        self.index = index
    }

    public var string: String { TraceNameTable.shared.string(at: index) }
    public var description: String { string }
    public var isNone: Bool { index == 0 }

    /// The name as a message quotes it: control characters, quotes and backslashes escaped as
    /// JSON writes them, so a message stays on its line.
    public var escaped: String { Self.escaped(string) }

    /// `text` with its control characters escaped, so a message that quotes names stays on its line.
    public static func oneLine(_ text: String) -> String { TextEscaping.escape(text, .message) }

    /// `text` as a message quotes it between `'…'`: `oneLine`'s escapes, and backslashes, quotes
    /// and AppKit's private-use keys (U+F700…) escaped too.
    public static func escaped(_ text: String) -> String { TextEscaping.escape(text, .quotedMessage) }
}

/// The strings `TraceName`s number, shared by every thread: the reader's thread adds while the
/// replay's reads, so each access takes the lock, which lives at a fixed address of its own.
/// Names are few and rare (a key, a focus move), never on a finger's line.
/// Unchecked: docs/architecture.md#threads says why it is safe.
final class TraceNameTable: @unchecked Sendable {
    static let shared = TraceNameTable()

    /// Index 0 is `none`, which no string interns to.
    private var strings: [String] = [""]
    private var indices: [String: UInt32] = [:]
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    func intern(_ string: String) -> UInt32? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let index = indices[string] { return index }
        // Index 0 is none: `capacity` names take indices 1…capacity.
        guard strings.count <= TraceName.capacity else { return nil }
        let index = UInt32(strings.count)
        strings.append(string)
        indices[string] = index
        return index
    }

    func string(at index: UInt32) -> String {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return Int(index) < strings.count ? strings[Int(index)] : ""
    }
}
