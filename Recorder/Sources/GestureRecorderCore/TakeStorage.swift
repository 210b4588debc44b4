#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a session's files go: a directory on the device, or memory in a test.
public protocol TakeStorage: AnyObject {
    /// Adds `text` to the end of the file `name`, creating it; false when it cannot be written.
    func append(_ text: String, to name: String) -> Bool
    /// The file `name` is done: no more is added to it.
    func close(_ name: String)
}

/// A session's files in one directory, each written with `open`/`write` as lines arrive, so a
/// take survives the app being stopped from Xcode.
public final class DirectoryTakeStorage: TakeStorage {
    public let directory: String
    private var descriptors: [String: Int32] = [:]

    /// Creates `directory` (its parent must exist).
    public init?(directory: String) {
        self.directory = directory
        if mkdir(directory, 0o755) != 0 && errno != EEXIST { return nil }
    }

    deinit {
        for descriptor in descriptors.values { closeDescriptor(descriptor) }
    }

    public func append(_ text: String, to name: String) -> Bool {
        let descriptor: Int32
        if let open = descriptors[name] {
            descriptor = open
        } else {
            // A file that is already there is another session's: never added to.
            descriptor = open(directory + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_APPEND, 0o644)
            guard descriptor >= 0 else { return false }
            descriptors[name] = descriptor
        }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        bytes.removeAll()
        return true
    }

    public func close(_ name: String) {
        if let descriptor = descriptors.removeValue(forKey: name) { closeDescriptor(descriptor) }
    }
}

/// A session's files in memory, for tests and previews.
public final class MemoryTakeStorage: TakeStorage {
    public private(set) var files: [String: String] = [:]
    /// Names whose writes fail, as a full disk's would.
    public var failing: Set<String> = []

    /// Files closed, in order.
    public private(set) var closed: [String] = []

    public init() {}

    public func append(_ text: String, to name: String) -> Bool {
        guard !failing.contains(name), !closed.contains(name) else { return false }
        files[name, default: ""] += text
        return true
    }

    public func close(_ name: String) { closed.append(name) }
}

/// `close(2)`, named apart from `DirectoryTakeStorage.close(_:)`.
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }
