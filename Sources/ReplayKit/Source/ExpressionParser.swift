import Recognizers
import TraceFormat

/// The Swift source reader's entry points: a gesture expression (`--gesture`, a header's
/// `gesture`, a modifier's argument) or a view's modifier chain (a scene's `modifiers`).
package enum ExpressionParser {
    package static func parse(_ text: String, origin: String) throws(Diagnostic) -> GestureExpression {
        var reader = try SourceReader(SourceText(text, origin: origin))
        let expression = try reader.parseExpression()
        let trailing = reader.current
        if trailing.kind != .end {
            throw reader.error(at: trailing, "unexpected '\(trailing.text)' after the gesture; expected '.' and a modifier, or the end")
        }
        return expression
    }

    /// Parses a view's modifier chain: `.onTapGesture { … }.gesture(DragGesture(), including: .gesture)`.
    package static func parseModifiers(_ text: String, origin: String) throws(Diagnostic) -> [ModifierSpec] {
        var reader = try SourceReader(SourceText(text, origin: origin))
        var modifiers: [ModifierSpec] = []
        while reader.current.kind != .end {
            modifiers.append(try reader.parseModifier())
        }
        return modifiers
    }

    /// How deeply gestures may nest — each modifier and each combinator is a level. Deeper
    /// expressions are refused rather than risk the stack of the recursive walks that build them;
    /// real gesture code nests a handful of levels.
    package static let maximumNesting = 128
}
