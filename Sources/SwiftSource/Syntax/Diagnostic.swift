/// A position in a source file: 1-based line and byte column.
package struct SourcePosition: Equatable, Sendable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// This position, in text that starts at `origin` of another file (a JSON string's
    /// contents): `Diagnostic.nested`'s rule.
    package func nested(in origin: SourcePosition, onOneLine: Bool = false) -> SourcePosition {
        onOneLine || line == 1 ? SourcePosition(line: origin.line, column: origin.column + column)
            : SourcePosition(line: origin.line + line - 1, column: column)
    }
}

/// Every located error and warning of the source reader and scenes, printed like a compiler's:
/// `file:line:column: error: message`, then — for Swift source — the offending line and a caret
/// under the bad token. A warning says what the reader assumed where it approximated.
package struct Diagnostic: Error, CustomStringConvertible {
    package enum Severity: String, Sendable {
        case error, warning
    }

    /// The line of source under the position and the span to mark in it.
    package struct Excerpt: Sendable {
        package var sourceLine: String
        /// 1-based column of the span in `sourceLine`.
        package var column: Int
        package var length: Int
    }

    package var file: String
    package var position: SourcePosition
    package var message: String
    package var excerpt: Excerpt?
    package var severity = Severity.error

    /// Source lines longer than this are shown as a window around the caret.
    package static let excerptWidth = 100

    package init(file: String, position: SourcePosition, message: String, excerpt: Excerpt? = nil) {
        self.file = file
        self.position = position
        self.message = message
        self.excerpt = excerpt
    }

    package var description: String {
        "\(file):\(position.line):\(position.column): \(severity.rawValue): " + messageWithExcerpt
    }

    /// The message, then the excerpt's lines when there is one: what follows `error: `. Control
    /// characters and undecodable bytes are shown escaped, as a trace's errors show them, so a
    /// binary file named `.swift` prints a readable line, not raw bytes.
    package var messageWithExcerpt: String {
        Self.printable(message, keepingNewlines: true) + (excerpt.map { "\n" + $0.caretLines } ?? "")
    }

    /// `character` as a terminal shows it faithfully: a control character as `\u0000`, a byte that
    /// was not UTF-8 (decoded as U+FFFD) as `\ufffd`.
    static func printable(_ character: Character) -> String {
        var text = ""
        for scalar in character.unicodeScalars {
            if (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || (scalar.value >= 0x80 && scalar.value < 0xA0) || scalar.value == 0xFFFD {
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    static func printable(_ text: String, keepingNewlines: Bool) -> String {
        var result = ""
        for character in text {
            result += keepingNewlines && character == "\n" ? "\n" : printable(character)
        }
        return result
    }

    /// The same problem in source nested in another file — a gesture in a scene's modifier
    /// string, in a header's JSON — located there: `origin` is the string's opening quote, one
    /// column before the source's first. Later lines of the nested source count on from the
    /// origin's line (a scene file), or, when the string is all on one line of its file (a trace
    /// header), stay on it. The excerpt stays the nested source's own line.
    package func nested(in file: String, at origin: SourcePosition, onOneLine: Bool = false) -> Diagnostic {
        var nested = Diagnostic(file: file, position: position.nested(in: origin, onOneLine: onOneLine), message: message, excerpt: excerpt)
        nested.severity = severity
        return nested
    }

    /// A limit reached (docs/reliability.md#limits): never approximated away, always an error.
    package var isLimit: Bool { message.contains("(docs/reliability.md#limits)") }

    /// Swift that does not parse (a token left over in an expression): an error wherever it
    /// is, never approximated, since the compiler refuses it too.
    package var isSyntax: Bool { message.hasPrefix(Self.syntaxPrefix) }
    package static let syntaxPrefix = "syntax error: "

    /// A warning made an error by `--strict`.
    package var strict: Diagnostic {
        var error = self
        error.severity = .error
        error.message += " (an error under --strict)"
        return error
    }
}

extension Diagnostic.Excerpt {
    /// The source line (a window around the span when it is long) and the caret under the span.
    package var caretLines: String {
        // A CRLF file's line keeps its `\r`: not part of what is shown.
        var shown = sourceLine.hasSuffix("\r") ? String(sourceLine.dropLast()) : sourceLine
        var caretColumn = column
        var caretLength = length
        if sourceLine.count > Diagnostic.excerptWidth {
            // A window around the caret, marked with ellipses where the line goes on.
            let characters = Array(sourceLine)
            let width = Diagnostic.excerptWidth
            let start = max(0, min(column - 1 - width / 2, characters.count - width))
            let end = min(characters.count, start + width)
            shown = (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
            caretColumn = column - start + (start > 0 ? 1 : 0)
            caretLength = min(length, end - (column - 1))
        }
        // Escapes widen what they replace: the caret counts the shown width before it.
        let characters = Array(shown)
        var printable = "", before = 0, within = 0
        for (index, character) in characters.enumerated() {
            let text = Diagnostic.printable(character)
            printable += text
            if index < caretColumn - 1 { before += text.count }
            else if index < caretColumn - 1 + max(1, caretLength) { within += text.count }
        }
        let caret = String(repeating: " ", count: max(0, before)) + "^" + String(repeating: "~", count: max(0, max(caretLength, within) - 1))
        return "  \(printable)\n  \(caret)"
    }
}

/// Swift source and where it came from, with the position arithmetic of its diagnostics.
package struct SourceText {
    package let bytes: [UInt8]
    /// The file or option the source came from (`--gesture`, `scene.json`).
    package let origin: String

    /// For an app's source folder read as one text: where each file starts (a byte offset and
    /// the text's line), so every position names its own file and line. Empty for one file.
    package var files: [(start: Int, firstLine: Int, origin: String)] = []
    /// For an app's folder: where each line starts, so a diagnostic deep in a large module does
    /// not count lines from the top. Empty for one file, whose diagnostics are few.
    private var lineStarts: [Int] = []

    package init(_ text: String, origin: String) {
        bytes = Array(text.utf8)
        self.origin = origin
    }

    /// Several files as one source, each starting on a new line; positions stay in their files.
    package init(files: [(path: String, text: String)], origin: String) {
        var bytes: [UInt8] = []
        var line = 1
        var starts: [(start: Int, firstLine: Int, origin: String)] = []
        var lineStarts = [0]
        for file in files {
            starts.append((bytes.count, line, file.path))
            for byte in file.text.utf8 {
                bytes.append(byte)
                if byte == UInt8(ascii: "\n") { lineStarts.append(bytes.count) }
            }
            bytes.append(UInt8(ascii: "\n"))
            lineStarts.append(bytes.count)
            line = lineStarts.count
        }
        self.lineStarts = lineStarts
        self.bytes = bytes
        self.origin = origin
        self.files = starts
    }

    /// The file and the line in it of the text's `line`: a position in a folder read as one text.
    package func place(ofLine line: Int) -> (origin: String, line: Int) {
        var low = 0, high = files.count - 1
        guard high >= 0, files[0].firstLine <= line else { return (origin, line) }
        while low < high {
            let middle = (low + high + 1) / 2
            if files[middle].firstLine <= line { low = middle } else { high = middle - 1 }
        }
        return (files[low].origin, line - files[low].firstLine + 1)
    }

    /// A diagnostic pointing at `token`.
    package func diagnostic(at token: SourceToken, _ message: String) -> Diagnostic {
        diagnostic(offset: token.offset, length: max(1, token.sourceLength), message)
    }

    /// A diagnostic for the `length` bytes at `offset`, with its line and a caret.
    package func diagnostic(offset: Int, length: Int, _ message: String) -> Diagnostic {
        var line = 1
        var lineStart = 0
        if !lineStarts.isEmpty {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            line = low + 1
            lineStart = lineStarts[low]
        } else {
            for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
        }
        var lineEnd = lineStart
        while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let column = offset - lineStart + 1
        let (file, fileLine) = place(ofLine: line)
        return Diagnostic(file: file, position: SourcePosition(line: fileLine, column: column), message: message,
                          excerpt: Diagnostic.Excerpt(sourceLine: String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self),
                                                      column: Self.characters(bytes[lineStart..<min(offset, lineEnd)]) + 1,
                                                      length: max(1, Self.characters(bytes[min(offset, lineEnd)..<min(lineEnd, offset + length)]))))
    }

    /// How many characters `bytes` of UTF-8 are: the excerpt's caret counts characters, as a
    /// terminal draws them, where a position's column counts bytes.
    private static func characters(_ bytes: ArraySlice<UInt8>) -> Int {
        String(decoding: bytes, as: UTF8.self).count
    }
}
