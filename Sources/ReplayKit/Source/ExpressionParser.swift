import Recognizers
import TraceFormat

/// The Swift source reader's entry points: a gesture expression (`--gesture`, a header's
/// `gesture`, a modifier's argument) or a view's modifier chain (a scene's `modifiers`).
package enum ExpressionParser {
    package static func parse(_ text: String, origin: String) throws(Diagnostic) -> GestureExpression {
        let reader = try SourceReader(SourceText(text, origin: origin))
        var parser = reader.syntaxParser()
        let syntax = try parser.expression()
        let gesture = try reader.readGesture(syntax)
        let trailing = gesture.stray ?? parser.current
        if trailing.kind != .end {
            throw reader.error(at: trailing, "unexpected '\(trailing.text)' after the gesture; expected '.' and a modifier, or the end")
        }
        return gesture.expression
    }

    /// Parses a view's modifier chain: `.onTapGesture { … }.gesture(DragGesture(), including: .gesture)`.
    package static func parseModifiers(_ text: String, origin: String) throws(Diagnostic) -> [ModifierSpec] {
        let reader = try SourceReader(SourceText(text, origin: origin))
        var parser = reader.syntaxParser()
        if parser.current.kind == .end { return [] }
        let syntax = try parser.expression()
        let modifiers = try reader.readModifiers(syntax)
        let trailing = parser.current
        if trailing.kind != .end {
            throw reader.error(at: trailing, "expected a modifier such as '.onTapGesture { }', found \(reader.describe(trailing))")
        }
        return modifiers
    }

    /// How deeply gestures may nest — each modifier and each combinator is a level. Deeper
    /// expressions are refused rather than risk the stack of the recursive walks that build them;
    /// real gesture code nests a handful of levels.
    package static let maximumNesting = 128

    /// The error for a gesture past `maximumNesting`, whichever layer finds it.
    static let nestingMessage = "the gesture is nested more than \(maximumNesting) levels deep, the limit (docs/reliability.md#limits); split it into named gestures"
}
