import TraceFormat

/// What one layout of a root approximated, by place: the reader's warnings (a placeholder for a
/// view it cannot see, a value it cannot evaluate, an undecided branch, an unmodelled modifier,
/// an assumed default), so lint can tell which findings rest on one (docs/lint.md#what-a-finding-assumes).
/// A view's approximations are those written inside its source: its call, its closures and its
/// modifier chain.
package struct SceneApproximations: Sendable {
    /// The warnings, in order of their place in the module's text.
    private let warnings: [(offset: Int, warning: Diagnostic)]
    private let tokens: [SourceToken]
    private let closing: [Int]
    private let lines: LineTable
    /// The module's text, to name a place in its own file.
    private let source: SourceText?
    /// What laying this root out approximated, beside what reading the module did: what a
    /// view's place on the screen rests on.
    package let ofLayout: [Diagnostic]
    /// The `#if DEBUG` branches, by byte range, with the note at each `#if`.
    private let debugBranches: [(range: Range<Int>, place: Diagnostic)]

    package static let none = SceneApproximations()

    private init() {
        source = nil
        ofLayout = []
        debugBranches = []
        warnings = []
        tokens = []
        closing = []
        lines = LineTable()
    }

    init(warnings: [Diagnostic], ofLayout: [Diagnostic], reader: SourceReader) {
        self.ofLayout = ofLayout
        debugBranches = reader.types.debugBranches
        source = reader.source
        tokens = reader.tokens
        closing = reader.cache.closingTable(of: reader.tokens)
        lines = reader.lines
        let source = reader.source
        var firstLines: [String: Int] = [:]
        for file in source.files where firstLines[file.origin] == nil { firstLines[file.origin] = file.firstLine }
        let lines = self.lines
        self.warnings = warnings.compactMap { warning -> (Int, Diagnostic)? in
            // A warning names its file's line; the module's text numbers lines across files.
            let line = source.files.isEmpty ? warning.position.line : firstLines[warning.file].map { $0 + warning.position.line - 1 }
            guard let line, let offset = lines.offset(line: line, column: warning.position.column) else { return nil }
            return (offset, warning)
        }.sorted { ($0.0, $0.1.message) < ($1.0, $1.1.message) }
    }

    /// Every warning, in source order.
    package var all: [Diagnostic] { warnings.map(\.warning) }

    /// The approximations written inside the view at `position` (the module's line and column
    /// of its name, as scene specs place views): its arguments, closures and modifiers.
    package func inside(viewAt position: SourcePosition) -> [Diagnostic] {
        indices(insideViewAt: position).map { warnings[$0].warning }
    }

    /// How many warnings there are, each with an index in source order.
    package var count: Int { warnings.count }

    /// The warning at an index of `indices(insideViewAt:)`.
    package subscript(index: Int) -> Diagnostic { warnings[index].warning }

    /// The indices of the warnings written inside the view at `position`: one run, in source order.
    package func indices(insideViewAt position: SourcePosition) -> Range<Int> {
        guard !warnings.isEmpty, let range = extent(of: position) else { return 0..<0 }
        var low = 0, high = warnings.count
        while low < high {
            let middle = (low + high) / 2
            if warnings[middle].offset < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < warnings.count, warnings[end].offset < range.upperBound { end += 1 }
        return low..<end
    }

    /// `file:line:column` of a place in the module's text (as scene specs place views).
    package func location(of position: SourcePosition) -> String {
        guard let source else { return "\(position.line):\(position.column)" }
        let (file, line) = source.place(ofLine: position.line)
        return "\(file):\(line):\(position.column)"
    }

    /// The note at the `#if DEBUG` around the view at `position`, if it is written in one: code a
    /// shipping build does not have, which decides no error alone.
    package func debugBranch(aroundViewAt position: SourcePosition) -> Diagnostic? {
        guard !debugBranches.isEmpty, let offset = lines.offset(line: position.line, column: position.column) else { return nil }
        return debugBranches.first { $0.range.contains(offset) }?.place
    }

    /// The byte range of the view expression whose first token is at `position`: its name,
    /// then every call, closure, subscript and `.modifier(…)` chained to it.
    func extent(of position: SourcePosition) -> Range<Int>? {
        guard let offset = lines.offset(line: position.line, column: position.column) else { return nil }
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        guard low < tokens.count, tokens[low].kind != .end else { return nil }
        var index = low + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation, token.text == "(" || token.text == "{" || token.text == "[", closing[index] > index {
                index = closing[index] + 1
            } else if token.kind == .punctuation, token.text == ".", index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                index += 2
            } else if token.kind == .identifier, index + 2 < tokens.count, tokens[index + 1].text == ":", tokens[index + 2].text == "{",
                      tokens[index - 1].text == "}" {
                // A labeled trailing closure: `Button { … } label: { … }`.
                index += 2
            } else {
                break
            }
        }
        let last = tokens[index - 1]
        return tokens[low].offset..<(last.offset + max(1, last.sourceLength))
    }
}
