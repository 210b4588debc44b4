import Recognizers
import TraceFormat

/// A view initializer as written, `VStack(alignment: .leading) { … }`: its type, the `.member`
/// of `Color.red`, its arguments by label and in order, its trailing closures, and the scope it
/// is read in.
struct ViewCall {
    let type: SourceToken
    let member: SourceToken?
    let values: [String: ExpressionSyntax]
    let unlabeled: [ExpressionSyntax]
    let closures: [(label: SourceToken?, closure: ClosureSyntax)]
    let scope: ValueScope

    /// A view of this call's type.
    func node(_ kind: ViewNode.Kind, children: [ViewNode] = []) -> ViewNode {
        ViewNode(kind: kind, typeName: type.text, token: type, children: children)
    }

    /// The content closure of a container: its trailing closure or `content:` argument.
    func content(label: String = "content") -> ClosureSyntax? {
        if let first = closures.first, first.label == nil || first.label?.text == label { return first.closure }
        if case .closure(let closure)? = values[label]?.base { return closure }
        return nil
    }
}

/// SwiftUI's views as the Swift reader knows them: one table, by type name, that reading and
/// the `did you mean` suggestions share. Controls come from their definitions
/// (`ControlDefinitions`); a view of the file is read by `instantiate`.
extension ViewReader {
    /// The views an initializer makes: a built-in view or control, a computed view property of
    /// the struct being read, or a view of the file.
    func readInitializer(_ call: ViewCall, arguments: ArgumentListSyntax?) throws(Diagnostic) -> [ViewNode] {
        let type = call.type
        if let builtIn = BuiltInViewReader.builtIns[type.text] { return try BuiltInViewReader.read(builtIn, call, in: self) }
        if let control = ControlDefinitions.bySwiftType[type.text] { return [try control.read(call, with: self)] }
        if arguments == nil, call.closures.isEmpty, let body = viewProperties[type.text] {
            return try readBlock(body, scope: call.scope)
        }
        if let declaration = file.type(type.text), declaration.kind == .view {
            do {
                // A generic container's views (`Card { Text("A") }`, `Row(label: { … })`): read
                // here, in the caller's scope, and bound to the properties that hold them.
                var bound: [String: ViewNode] = [:]
                var closures = call.closures.filter { $0.label == nil }.map(\.closure)[...]
                for property in declaration.viewProperties {
                    let closure: ClosureSyntax?
                    if case .closure(let given)? = call.values[property.name.text]?.base { closure = given }
                    else if let label = call.closures.first(where: { $0.label?.text == property.name.text }) { closure = label.closure }
                    else { closure = closures.popFirst() }
                    guard let closure else { continue }
                    let views = try readBlock(closure.body, scope: call.scope)
                    bound[property.name.text] = ViewNode(kind: .custom, typeName: property.name.text, token: type, children: ViewNode.body(views, token: type))
                }
                let passed = bound.isEmpty ? arguments : arguments.map { list in
                    var list = list
                    list.arguments.removeAll { argument in argument.label.map { bound[$0.text] != nil } ?? false }
                    return list
                }
                return [try instantiate(declaration, at: type, arguments: passed, bound: bound)]
            } catch {
                // A view of the project that cannot be read stops only itself: said once where
                // it fails, and a placeholder where it is used. A limit, or a view inside itself, stays an error.
                guard !error.isLimit, !nesting.contains(type.text), error.file != "--view" else { throw error }
                var warning = error
                warning.severity = .warning
                warning.message += "; '\(type.text)' is laid out as a placeholder where it is used"
                reader.cache.warn(warning)
                return [try BuiltInViewReader.placeholder(call, in: self)]
            }
        }
        if reader.types.unreadable[type.text] != nil {
            reader.warn(at: type, "'\(type.text)' could not be read (see the warning at its declaration); laid out as \(ViewNode.placeholderBehaviour)")
            return [try BuiltInViewReader.placeholder(call, in: self)]
        }
        if let function = reader.functions[type.text], function.returnsView {
            // A `@ViewBuilder` method of the view: its body, with the call's arguments bound.
            guard reader.callDepth < ValueEvaluator.maximumCallDepth else {
                throw error(at: type, "calls of '\(type.text)' nest more than \(ValueEvaluator.maximumCallDepth) deep, the limit (docs/reliability.md#limits)")
            }
            var inner = self
            inner.reader.callDepth += 1
            // `controlIcon(image) { share() }`: a trailing closure is an argument too.
            let passed = Self.withTrailingClosures(arguments, call.closures, at: type, for: function)
            inner.boundClosures = Self.closures(in: passed, for: function)
            return try inner.readBlock(function.body, scope: try reader.evaluator.bindArguments(passed, to: function, in: call.scope, at: type, approximating: true))
        }
        // Defined in another file or a library: a placeholder, said at its place.
        var message = "'\(type.text)' is not defined in this file"
        if let owner = nesting.last.flatMap(file.type), owner.property(type.text) != nil {
            message = "'\(type.text)' is a property holding a view this tool does not read"
        } else if let suggestion = Suggestion.nearest(to: type.text, among: BuiltInViewReader.viewNames + file.types.map(\.name.text)) {
            message += " (did you mean '\(suggestion)'?)"
        }
        message += "; laid out as \(ViewNode.placeholderBehaviour)"
        if !BuiltInViewReader.viewClosures(of: call, in: self).isEmpty { message += ", with its closures' views inside it" }
        message += " (give it a .frame(width:height:) of its real size)"
        reader.warn(at: type, message)
        return [try BuiltInViewReader.placeholder(call, in: self)]
    }

    /// The views a closure of the call makes; none without one.
    func block(_ closure: ClosureSyntax?, _ call: ViewCall) throws(Diagnostic) -> [ViewNode] {
        guard let closure else { return [] }
        return try readBlock(closure.body, scope: call.scope)
    }

    /// A number argument of a view (`spacing:`, `minLength:`, `cornerRadius:`); one that cannot be
    /// evaluated (a constant of another package) is nil, the view's default, with a warning.
    func number(_ label: String, _ call: ViewCall) throws(Diagnostic) -> Double? {
        guard let syntax = call.values[label] else { return nil }
        let reader = self.reader
        return try reader.approximating(at: syntax.firstToken, { () throws(Diagnostic) in try reader.evaluator.numberArgument(syntax, in: call.scope) },
                                        assumed: { "cannot evaluate '\(label):' of '\(call.type.text)' (\($0)); assumed its default" })
    }

    /// The arguments by label, and the unlabeled ones in order.
    func labeled(_ arguments: ArgumentListSyntax?) -> (values: [String: ExpressionSyntax], unlabeled: [ExpressionSyntax]) {
        var values: [String: ExpressionSyntax] = [:]
        var unlabeled: [ExpressionSyntax] = []
        for argument in arguments?.arguments ?? [] {
            if let label = argument.label { values[label.text] = argument.value } else { unlabeled.append(argument.value) }
        }
        return (values, unlabeled)
    }

}
