/// One clause of an `if` or `guard`: a Bool, `let name = value` (`let name` alone reads `name`),
/// which holds when the value is not nil and binds it, or `case pattern = value`.
enum Condition {
    case test(ValueSyntax)
    case bind(name: String, value: ValueSyntax)
    case match(Pattern, ValueSyntax)
    /// `#available(iOS 17, *)` (true) or `#unavailable(…)` (false): the scene runs on a current
    /// OS, which has every API an app checks for (docs/scene-format.md#compile-conditions).
    case availability(Bool)
}

/// `case a, .b(let t):` or `default:` (nil patterns), and the statements up to the next case.
struct SwitchCase {
    var patterns: [Pattern]?
    /// `where n > 3`: read with the names the pattern binds.
    var whereClause: ValueSyntax? = nil
    var body: Range<Int>
}

/// A pattern of a `switch` case, an `if case` or a `guard case`: `.inactive`, `.dragging(let t)`,
/// `.second(true, let drag?)`, `let .first(pressing)`, `0..<5`, `_`.
indirect enum Pattern {
    case wildcard
    /// `let name` (or a name inside `let …`): matches anything and binds it.
    case binding(String)
    /// `name?`: matches a value that is not nil.
    case some(Pattern)
    /// `.name` or `.name(sub, patterns)` (`Type.name` too): an enum case, or a sequence or
    /// exclusive gesture's `.first`/`.second`; nil sub-patterns match any associated values.
    case enumCase(String, [Pattern]?)
    /// Any other expression, compared with `==` (a range by containment).
    case value(ValueSyntax)
}
