extension SyntaxParser {
    /// The single expression of a closure's body, such as `$0.translation` in `{ $0.translation }`;
    /// nil when the body is anything else (statements, operators, nothing).
    static func expression(inBodyOf closure: ClosureSyntax, in reader: SourceReader) -> ExpressionSyntax? {
        var parser = reader.syntaxParser(at: closure.body.lowerBound)
        guard let expression = try? parser.expression(), !expression.isMissing,
              parser.position == closure.body.upperBound else { return nil }
        return expression
    }
}
