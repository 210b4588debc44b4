#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a reader works out about its source once, on first use, and shares with its copies:
/// line numbers, which bracket closes which, and the warnings its readers gave.
///
/// A module's cache (`SourceModule`) is shared by lint's threads, each laying out the same root:
/// its tables are worked out before they start (`SourceReader.prepareForSharing`), and what is
/// added afterwards — warnings — is added under a lock.
/// Unchecked: docs/architecture.md#threads says why it is safe.
final class ReaderCache: @unchecked Sendable {
    private var lock = pthread_mutex_t()

    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return body()
    }

    /// Warnings in the order given, each place and message once.
    private var given: [Diagnostic] = []
    private var warned: Set<String> = []
    var warnings: [Diagnostic] { locked { given } }

    func warn(_ warning: Diagnostic) {
        let key = "\(warning.file):\(warning.position.line):\(warning.position.column):\(warning.message)"
        locked { if warned.insert(key).inserted { given.append(warning) } }
        parent?.warn(warning)
    }

    /// The module's cache, which a layout's cache also tells its warnings.
    private var parent: ReaderCache?

    /// A cache for one layout of a root: the module's tables (worked out before sharing), and
    /// warnings of its own — those the module gave while reading, then this layout's — so what
    /// a root's layout approximated never depends on what another thread laid out meanwhile.
    /// Its warnings reach the module's cache too, for the run's summary.
    func forLayout(readingWarnings: [Diagnostic]) -> ReaderCache {
        let cache = ReaderCache()
        cache.parent = self
        locked {
            cache.lineTable = lineTable
            cache.closing = closing
            cache.nesting = nesting
        }
        for warning in readingWarnings {
            let key = "\(warning.file):\(warning.position.line):\(warning.position.column):\(warning.message)"
            if cache.warned.insert(key).inserted { cache.given.append(warning) }
        }
        return cache
    }

    private var lineTable: LineTable?
    private var closing: [Int]?
    private var nesting: [Int]?

    func lines(of source: SourceText) -> LineTable {
        if let lineTable { return lineTable }
        let table = LineTable(source)
        lineTable = table
        return table
    }

    func closingTable(of tokens: [SourceToken]) -> [Int] {
        if let closing { return closing }
        let table = SyntaxParser.closingTable(of: tokens)
        closing = table
        return table
    }

    /// For each token, how many brackets enclose it.
    func nestingTable(of tokens: [SourceToken]) -> [Int] {
        if let nesting { return nesting }
        var table = [Int](repeating: 0, count: tokens.count)
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .punctuation, token.text == ")" || token.text == "}" || token.text == "]" { depth = max(0, depth - 1) }
            table[index] = depth
            if token.kind == .punctuation, token.text == "(" || token.text == "{" || token.text == "[" { depth += 1 }
        }
        nesting = table
        return table
    }
}
