import Recognizers
import TraceFormat

/// The Swift source reader's entry points: a gesture expression (`--gesture`, a header's
/// `gesture`, a modifier's argument) or a view's modifier chain (a scene's `modifiers`).
package enum ExpressionParser {
    package static func parse(_ text: String, origin: String) throws(Diagnostic) -> GestureExpression {
        let reader = try SourceReader(SourceText(text, origin: origin))
        if reader.startsWithDeclaration { return try parseWithDeclarations(reader) }
        var parser = reader.syntaxParser()
        let syntax = try parser.expression()
        let gesture = try reader.gestureReader.readGesture(syntax)
        let trailing = gesture.stray ?? parser.current
        if trailing.kind != .end {
            throw reader.error(at: trailing, "unexpected '\(trailing.text)' after the gesture; expected '.' and a modifier, or the end")
        }
        return gesture.expression
    }

    /// A gesture after the lines pasted with it: `@GestureState private var offset = CGSize.zero`,
    /// `let drag = DragGesture()`, `struct SwipeGesture: Gesture { … }`, then the gesture, with
    /// or without `return`.
    private static func parseWithDeclarations(_ plain: SourceReader) throws(Diagnostic) -> GestureExpression {
        let file = try plain.declarations.readFile()
        var reader = plain
        reader.bindDeclarations(of: file)
        guard let statement = file.looseStatements.first else {
            let example = file.types.first(where: { $0.kind == .gesture }).map { $0.name.text + "()" }
                ?? file.looseProperties.last(where: { $0.initial != nil && $0.wrapper == nil })?.name.text ?? "DragGesture()"
            throw reader.error(at: reader.tokens[reader.tokens.count - 1],
                               "expected a gesture after the declarations, such as '\(example)'")
        }
        if file.looseStatements.count > 1 {
            throw reader.error(at: reader.tokens[file.looseStatements[1].lowerBound],
                               "expected one gesture expression; found a second statement")
        }
        var parser = reader.syntaxParser()
        parser.move(to: statement.lowerBound)
        if parser.current.kind == .identifier, parser.current.text == "return" { parser.skip() }
        let syntax = try parser.expression()
        let gesture = try reader.gestureReader.readGesture(syntax)
        if let stray = gesture.stray ?? (parser.position < statement.upperBound ? parser.current : nil) {
            throw reader.error(at: stray, "unexpected '\(stray.text)' after the gesture; expected '.' and a modifier, or the end")
        }
        return gesture.expression
    }

    /// Parses a view's modifier chain: `.onTapGesture { … }.gesture(DragGesture(), including: .gesture)`.
    package static func parseModifiers(_ text: String, origin: String) throws(Diagnostic) -> [ModifierSpec] {
        let reader = try SourceReader(SourceText(text, origin: origin))
        var parser = reader.syntaxParser()
        if parser.current.kind == .end { return [] }
        let syntax = try parser.expression()
        let modifiers = try reader.modifierReader.readModifiers(syntax)
        let trailing = parser.current
        if trailing.kind != .end {
            throw reader.error(at: trailing, "expected a modifier such as '.onTapGesture { }', found \(reader.describe(trailing))")
        }
        return modifiers
    }

    /// How deeply gestures may nest — each modifier and each combinator is a level: the syntax
    /// parser's limit (`SyntaxParser.maximumDepth`).
    package static let maximumNesting = SyntaxParser.maximumDepth

    /// The error for a gesture past `maximumNesting`, whichever layer finds it.
    static let nestingMessage = "the gesture is nested more than \(maximumNesting) levels deep, the limit (docs/reliability.md#limits); split it into named gestures"
}
