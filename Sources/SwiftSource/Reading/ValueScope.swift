import TraceFormat

import Recognizers

/// The names a value expression can see: a view's properties and arguments, a `ForEach`'s
/// element, a callback's value. Inner scopes shadow outer ones, as in Swift.
struct ValueScope: Sendable {
    var values: [String: SourceValue] = [:]

    func lookup(_ name: String) -> SourceValue? { values[name] }

    func adding(_ name: String, _ value: SourceValue) -> ValueScope {
        var scope = self
        scope.values[name] = value
        return scope
    }

    /// With the names a pattern or an `if let` binds.
    func adding(_ bindings: [(String, SourceValue)]) -> ValueScope {
        var scope = self
        for (name, value) in bindings { scope.values[name] = value }
        return scope
    }
}
