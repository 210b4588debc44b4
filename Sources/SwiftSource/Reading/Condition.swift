/// One clause of an `if` or `guard`: a Bool, `let name = value` (`let name` alone reads `name`),
/// which holds when the value is not nil and binds it, or `case pattern = value`.
enum Condition {
    case test(ValueSyntax)
    case bind(name: String, value: ValueSyntax)
    case match(Pattern, ValueSyntax)
}

/// `case a, .b(let t):` or `default:` (nil patterns), and the statements up to the next case.
struct SwitchCase {
    var patterns: [Pattern]?
    var body: Range<Int>
}
