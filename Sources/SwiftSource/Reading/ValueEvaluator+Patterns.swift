import Recognizers
import TraceFormat

/// Patterns matched and conditions tested against values (`if case`, `guard`, `switch`).
extension ValueEvaluator {
    /// The names `pattern` binds when `value` matches it; nil when it does not match.
    func match(_ pattern: Pattern, _ value: SourceValue, in scope: ValueScope) throws(Diagnostic) -> [(String, SourceValue)]? {
        switch pattern {
        case .wildcard:
            return []
        case .binding(let name):
            return [(name, value)]
        case .some(let inner):
            if case .null = value { return nil }
            return try match(inner, value, in: scope)
        case .enumCase(let name, let elements):
            guard let (found, payload) = Self.enumView(of: value), found == name else { return nil }
            guard let elements else { return [] }
            guard elements.count == payload.count else { return nil }
            var bound: [(String, SourceValue)] = []
            for (element, part) in zip(elements, payload) {
                guard let names = try match(element, part, in: scope) else { return nil }
                bound += names
            }
            return bound
        case .value(let syntax):
            let candidate = try evaluate(syntax, in: scope)
            if case .array(let elements) = candidate {
                return elements.contains { Self.apply("==", value, $0)?.asBool == true } ? [] : nil
            }
            guard let equal = Self.apply("==", value, candidate)?.asBool else {
                throw reader.error(at: syntax.firstToken, "cannot compare \(value.description) with \(candidate.description)")
            }
            return equal ? [] : nil
        }
    }

    /// A value as an enum case and its associated values: the file's enums, and the values of
    /// sequenced and exclusive gestures (`.first(…)`, `.second(…, …)`).
    static func enumView(of value: SourceValue) -> (String, [SourceValue])? {
        if let parts = enumParts(of: value) { return parts }
        switch value {
        case .gesture(let gesture):
            switch gesture {
            case .sequenceFirst(let first): return ("first", [.from(first)])
            case .sequenceSecond(let first, let second): return ("second", [.from(first), second.map(SourceValue.from) ?? .null])
            case .exclusiveFirst(let first): return ("first", [.from(first)])
            case .exclusiveSecond(let second): return ("second", [.from(second)])
            default: return nil
            }
        default: return nil
        }
    }

    /// A case of the file's enums and its associated values (`.inactive`, `.dragging(t)`).
    static func enumParts(of value: SourceValue) -> (String, [SourceValue])? {
        switch value {
        case .symbol(let name): (name, [])
        case .enumCase(let name, let values): (name, values)
        default: nil
        }
    }

    /// Whether every clause holds, in order: the names they bind when they all do, nil when one
    /// does not.
    func holds(_ conditions: [Condition], in scope: ValueScope) throws(Diagnostic) -> [(String, SourceValue)]? {
        var bindings: [(String, SourceValue)] = []
        var inner = scope
        for condition in conditions {
            switch condition {
            case .test(let syntax):
                if !(try self.condition(syntax, in: inner)) { return nil }
            case .bind(let name, let syntax):
                let value = try evaluate(syntax, in: inner)
                if case .null = value { return nil }
                bindings.append((name, value))
                inner = inner.adding(name, value)
            case .availability(let available):
                if !available { return nil }
            case .match(let pattern, let syntax):
                guard let names = try match(pattern, try evaluate(syntax, in: inner), in: inner) else { return nil }
                inner = inner.adding(names)
                bindings += names
            }
        }
        return bindings
    }

    /// The first case matching `value` and the names its pattern binds; nil when none does.
    func choose(_ cases: [SwitchCase], for value: SourceValue, in scope: ValueScope) throws(Diagnostic) -> (body: Range<Int>, bindings: [(String, SourceValue)])? {
        for item in cases {
            guard let patterns = item.patterns else { return (item.body, []) }
            for pattern in patterns {
                guard let bindings = try match(pattern, value, in: scope) else { continue }
                if let clause = item.whereClause, !(try condition(clause, in: scope.adding(bindings))) { continue }
                return (item.body, bindings)
            }
        }
        return nil
    }

    /// A condition's value at the start (`if`, a ternary): an error when it is not a Bool.
    func condition(_ syntax: ValueSyntax, in scope: ValueScope) throws(Diagnostic) -> Bool {
        let value = try evaluate(syntax, in: scope)
        guard let bool = value.asBool else { throw reader.error(at: syntax.firstToken, "the condition is \(value.description), not a Bool") }
        return bool
    }
}
