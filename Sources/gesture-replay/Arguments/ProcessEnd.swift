/// What a command leaves for the process's end to free: a large scene freed piece by piece
/// costs a good part of what loading it did, and `exit` frees everything at once (clang's
/// `-disable-free`). Held here, not leaked, so a leak checker sees it as still reachable.
enum ProcessEnd {
    /// Only the main thread keeps objects, as a command finishes.
    /// Unchecked: docs/architecture.md#threads says why it is safe.
    nonisolated(unsafe) private static var kept: [AnyObject] = []

    static func keep(_ object: AnyObject) { kept.append(object) }
}
