/// `#if os(iOS)` … `#elseif` … `#else` … `#endif`: keeps the tokens of the branch a debug build
/// for the scene's platform compiles and drops the rest, so a file written for several platforms
/// reads as its iOS, macOS or visionOS self (docs/scene-format.md#compile-conditions). `os(…)`,
/// `canImport(…)`, `targetEnvironment(…)`, `swift(…)`/`compiler(…)`, `DEBUG`, `!`, `&&`, `||` and
/// parentheses are decided; a flag nobody set (`--define`) is unset, with one warning per flag.
enum Preprocessor {
    static func activeTokens(_ tokens: [SourceToken], in source: SourceText, conditions: CompileConditions = CompileConditions(),
                             warnings: inout [Diagnostic]) throws(Diagnostic) -> [SourceToken] {
        guard tokens.contains(where: { $0.kind == .punctuation && $0.text == "#" }) else { return tokens }
        var assumed: Set<String> = []
        let lineOf = LineTable(source)
        var result: [SourceToken] = []
        result.reserveCapacity(tokens.count)
        // For each open `#if`: whether the enclosing code is active, whether a branch was taken,
        // whether the current branch is active, and the `#if` for an unterminated error.
        var stack: [(outer: Bool, taken: Bool, active: Bool, opener: SourceToken)] = []
        var index = 0
        func isDirective(_ at: Int, _ name: String) -> Bool {
            at + 1 < tokens.count && tokens[at].kind == .punctuation && tokens[at].text == "#"
                && tokens[at + 1].kind == .identifier && tokens[at + 1].text == name
        }
        while index < tokens.count {
            let active = stack.last?.active ?? true
            if isDirective(index, "if") || isDirective(index, "elseif") {
                let isIf = tokens[index + 1].text == "if"
                let opener = tokens[index]
                let line = lineOf.line(of: tokens[index + 1].offset)
                var end = index + 2
                while end < tokens.count - 1, lineOf.line(of: tokens[end].offset) == line { end += 1 }
                let condition = Array(tokens[(index + 2)..<end])
                guard !condition.isEmpty else {
                    throw source.diagnostic(at: tokens[index + 1], "expected a condition after '#\(tokens[index + 1].text)', such as 'os(iOS)'")
                }
                if isIf {
                    let value = try evaluate(condition, in: source, conditions: conditions, assumed: &assumed, warnings: &warnings)
                    stack.append((outer: active, taken: value, active: active && value, opener: opener))
                } else {
                    guard var top = stack.popLast() else {
                        throw source.diagnostic(at: opener, "'#elseif' without '#if'")
                    }
                    let value = try evaluate(condition, in: source, conditions: conditions, assumed: &assumed, warnings: &warnings)
                    top.active = top.outer && !top.taken && value
                    top.taken = top.taken || value
                    stack.append(top)
                }
                index = end
            } else if isDirective(index, "else") {
                guard var top = stack.popLast() else { throw source.diagnostic(at: tokens[index], "'#else' without '#if'") }
                top.active = top.outer && !top.taken
                top.taken = true
                stack.append(top)
                index += 2
            } else if isDirective(index, "endif") {
                guard stack.popLast() != nil else { throw source.diagnostic(at: tokens[index], "'#endif' without '#if'") }
                index += 2
            } else {
                if active || tokens[index].kind == .end { result.append(tokens[index]) }
                index += 1
            }
        }
        if let open = stack.last { throw source.diagnostic(at: open.opener, "'#if' is never closed; expected '#endif'") }
        return result
    }

    /// A condition's tokens, `os(iOS) || canImport(UIKit)`, as a debug build for the platform
    /// decides it. What it cannot know (a flag, `hasFeature(…)`) is false, said once per name.
    private static func evaluate(_ tokens: [SourceToken], in source: SourceText, conditions: CompileConditions,
                                 assumed: inout Set<String>, warnings: inout [Diagnostic]) throws(Diagnostic) -> Bool {
        func unknown(_ name: SourceToken, _ message: String) -> Bool {
            if assumed.insert(name.text).inserted {
                var warning = source.diagnostic(at: name, message)
                warning.severity = .warning
                warnings.append(warning)
            }
            return false
        }
        var position = 0
        func current() -> SourceToken? { position < tokens.count ? tokens[position] : nil }
        func isPunctuation(_ text: String) -> Bool { current().map { $0.kind == .punctuation && $0.text == text } ?? false }
        func error(_ message: String) -> Diagnostic {
            source.diagnostic(at: current() ?? tokens[tokens.count - 1], message)
        }
        var depth = 0
        func primary() throws(Diagnostic) -> Bool {
            depth += 1
            defer { depth -= 1 }
            guard depth <= SyntaxParser.maximumDepth else { throw error(SyntaxParser.sourceNestingMessage) }
            if isPunctuation("!") { position += 1; return !(try primary()) }
            if isPunctuation("(") {
                position += 1
                let value = try disjunction()
                guard isPunctuation(")") else { throw error("expected ')' in the '#if' condition") }
                position += 1
                return value
            }
            guard let name = current(), name.kind == .identifier else { throw error("expected a condition such as 'os(iOS)'") }
            position += 1
            guard isPunctuation("(") else {
                return conditions.flag(name.text) ?? unknown(name, "the compilation flag '\(name.text)' is not set; assumed false, as in a debug build for \(conditions.os) without it (set it with '--define \(name.text)')")
            }
            position += 1
            var argument: [String] = []
            while let token = current(), !(token.kind == .punctuation && token.text == ")") {
                argument.append(token.text)
                position += 1
            }
            guard isPunctuation(")") else { throw error("expected ')' after '\(name.text)('") }
            position += 1
            let text = argument.joined()
            switch name.text {
            case "os": return text == conditions.os
            case "canImport": return conditions.importable.contains(text)
            case "targetEnvironment": return false
            case "swift", "compiler": return Self.versionHolds(text)
            case "arch": return text == "arm64"
            default:
                return unknown(name, "the '#if' condition '\(name.text)(…)' cannot be decided here; assumed false (os(…), canImport(…), targetEnvironment(…) and swift(…) are decided)")
            }
        }
        func conjunction() throws(Diagnostic) -> Bool {
            var value = try primary()
            while isPunctuation("&"), position + 1 < tokens.count, tokens[position + 1].text == "&" {
                position += 2
                let right = try primary()
                value = value && right
            }
            return value
        }
        func disjunction() throws(Diagnostic) -> Bool {
            var value = try conjunction()
            while isPunctuation("|"), position + 1 < tokens.count, tokens[position + 1].text == "|" {
                position += 2
                let right = try conjunction()
                value = value || right
            }
            return value
        }
        let value = try disjunction()
        if let stray = current() {
            throw source.diagnostic(at: stray, "unexpected '\(stray.text)' in the '#if' condition")
        }
        return value
    }
}

/// Line numbers of byte offsets, for a source read front to back.
struct LineTable: Sendable {
    private var starts: [Int] = [0]

    init() {}

    init(_ source: SourceText) {
        for (index, byte) in source.bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    }

    /// The 1-based line holding `offset`.
    func line(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The byte offset of a 1-based line and column; nil past the text's lines.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= starts.count, column >= 1 else { return nil }
        return starts[line - 1] + column - 1
    }

    /// The 1-based column of `offset` on its line.
    func column(of offset: Int) -> Int { offset - starts[line(of: offset) - 1] + 1 }
}

extension Preprocessor {
    /// The `#if DEBUG` branches of `tokens` (a condition of `DEBUG` alone, up to its `#else`,
    /// `#elseif` or `#endif`), as byte ranges, each with a note at its `#if`.
    static func debugBranches(_ tokens: [SourceToken], in source: SourceText) -> [(range: Range<Int>, place: Diagnostic)] {
        guard tokens.contains(where: { $0.kind == .punctuation && $0.text == "#" }) else { return [] }
        var found: [(range: Range<Int>, place: Diagnostic)] = []
        // Each open `#if`: where its DEBUG branch starts, while it is the open branch.
        var open: [SourceToken?] = []
        func close(at offset: Int) {
            if let start = open.last ?? nil {
                var place = source.diagnostic(at: start, "written under #if DEBUG: code of a debug build, which a shipping build does not have")
                place.severity = .warning
                found.append((start.offset..<offset, place))
            }
        }
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .punctuation, tokens[index].text == "#", tokens[index + 1].kind == .identifier else { continue }
            switch tokens[index + 1].text {
            case "if":
                let isDebug = index + 2 < tokens.count && tokens[index + 2].text == "DEBUG"
                    && (index + 3 >= tokens.count || !["&&", "||", "&", "|", ")"].contains(tokens[index + 3].text))
                open.append(isDebug ? tokens[index] : nil)
            case "elseif", "else":
                close(at: tokens[index].offset)
                if !open.isEmpty { open[open.count - 1] = nil }
            case "endif":
                close(at: tokens[index].offset)
                _ = open.popLast()
            default:
                break
            }
        }
        return found
    }

    /// The Swift version code is read as built with: the toolchain of today's Xcode, so
    /// `swift(>=5.9)` holds and `swift(<5.9)` does not.
    static let swiftVersion = [6, 3]

    /// `swift(>=5.9)`, `compiler(<6)`: the comparison against `swiftVersion`; a form it cannot
    /// read (no operator) holds, as a current compiler's version would.
    static func versionHolds(_ text: String) -> Bool {
        let below = text.hasPrefix("<")
        guard below || text.hasPrefix(">=") else { return true }
        let numbers = text.drop { $0 == "<" || $0 == ">" || $0 == "=" }.split(separator: ".").map { Int($0) ?? 0 }
        let ours = swiftVersion + Array(repeating: 0, count: max(0, numbers.count - swiftVersion.count))
        let theirs = numbers + Array(repeating: 0, count: max(0, ours.count - numbers.count))
        let atLeast = !ours.lexicographicallyPrecedes(theirs)
        return below ? !atLeast : atLeast
    }
}
