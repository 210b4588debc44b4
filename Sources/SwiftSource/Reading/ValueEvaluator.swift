import TraceFormat

import Recognizers

/// Evaluates values of view code — operators, members, constructors, enum cases, helper
/// functions and computed properties — in the source, types, functions and scopes of the reader
/// that read them. What the runtime evaluates callbacks with (`SourceContext.evaluator`).
struct ValueEvaluator {
    var reader: SourceReader
    /// The type whose static member is being evaluated: its other statics are in scope by their
    /// bare names (`static let spacing = padding / 2`).
    var staticOwner: String?
}


/// Evaluates value expressions honestly over `SourceValue`s: literals, names in scope, members
/// of sizes, points and gesture values, `CGSize(width:height:)` and its kin, arithmetic, `+` and
/// `-` on sizes and points, comparisons, `&&`/`||`/`!`, the ternary, `min`/`max`/`abs`. Anything
/// else is an error that quotes it — never a guess.
extension ValueEvaluator {
    func evaluate(_ syntax: ValueSyntax, in scope: ValueScope) throws(Diagnostic) -> SourceValue {
        switch syntax {
        case .operand(let expression):
            return try evaluate(expression, in: scope)
        case .prefix(let op, let operand):
            let value = try evaluate(operand, in: scope)
            if op.text == "!", let bool = value.asBool { return .bool(!bool) }
            if op.text == "-" {
                if let number = value.asNumber { return .number(-number) }
                if let size = value.asSize { return .size(CGSize(width: -size.width, height: -size.height)) }
                if let point = value.asPoint { return .point(CGPoint(x: -point.x, y: -point.y)) }
                if case .angle(let radians) = value { return .angle(radians: -radians) }
            }
            throw reader.error(at: op, "cannot apply '\(op.text)' to \(value.description)")
        case .ternary(let condition, let whenTrue, let whenFalse):
            let test = try evaluate(condition, in: scope)
            guard let bool = test.asBool else {
                throw reader.error(at: condition.firstToken, "expected a Bool condition, found \(test.description)")
            }
            return try evaluate(bool ? whenTrue : whenFalse, in: scope)
        case .binary(let leftSyntax, let op, let at, let rightSyntax):
            let left: SourceValue
            do {
                left = try evaluate(leftSyntax, in: scope)
            } catch {
                // `unknown && false` is false and `unknown || true` is true, whatever the unknown
                // (`Service.shared.canAdd && showButtons`, with `showButtons: false` passed).
                if op == "&&" || op == "||", !error.isLimit, !error.isSyntax,
                   let right = try? evaluate(rightSyntax, in: scope), let b = right.asBool, b == (op == "||") {
                    return .bool(b)
                }
                throw error
            }
            if op == "&&" || op == "||" {
                guard let a = left.asBool else { throw reader.error(at: at, "'\(op)' needs Bool operands, found \(left.description)") }
                if op == "&&" && !a { return .bool(false) }
                if op == "||" && a { return .bool(true) }
                let right = try evaluate(rightSyntax, in: scope)
                guard let b = right.asBool else { throw reader.error(at: at, "'\(op)' needs Bool operands, found \(right.description)") }
                return .bool(b)
            }
            let right = try evaluate(rightSyntax, in: scope)
            if op == "..<" || op == "...", let low = left.asNumber, let high = right.asNumber {
                // A range becomes its elements (ForEach makes a view of each): bounded, so
                // `0..<1e9` or `0..<CGFloat.infinity` is an error, not a hang.
                let count = high - low + (op == "..." ? 1 : 0)
                guard count.isFinite, count <= Double(Self.maximumRangeCount) else {
                    throw reader.error(at: at, "the range \(SourceReader.describe(low))\(op)\(SourceReader.describe(high)) has more than "
                                + "\(Self.maximumRangeCount) elements, the limit (docs/reliability.md#limits)")
                }
            }
            if let result = Self.apply(op, left, right) { return result }
            throw reader.error(at: at, "cannot evaluate '\(op)' on \(left.description) and \(right.description)")
        }
    }

    /// The most elements a range is read as: a ForEach of a million rows is laid out
    /// (Scripts/benchmark.sh lays out 100,000); more is an error, not a hang.
    static let maximumRangeCount = 1_000_000

    /// `left op right` for the operators values support; nil when they do not go together.
    static func apply(_ op: String, _ left: SourceValue, _ right: SourceValue) -> SourceValue? {
        if op == "??" {
            if case .null = left { return right }
            return left
        }
        if op == "==" || op == "!=", let compared = equality(op, left, right) { return compared }
        if case .array = left { return nil }
        if let a = left.asNumber, let b = right.asNumber, !(isZero(left) && right.asSize != nil) {
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return .number(a / b)
            case "%": return .number(a.truncatingRemainder(dividingBy: b))
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "..<": return .array(stride(from: a, to: b, by: 1).map { .number($0) })
            case "...": return .array(stride(from: a, through: b, by: 1).map { .number($0) })
            default: return nil
            }
        }
        return combined(op, left, right)
    }

    /// `==` and `!=` where the operands' kinds decide: nil, enum cases with their associated
    /// values, a key press's `KeyEquivalent`; nil for any other operands.
    private static func equality(_ op: String, _ left: SourceValue, _ right: SourceValue) -> SourceValue? {
        if case .null = left, op == "==" || op == "!=" { if case .null = right { return .bool(op == "==") } else { return .bool(op == "!=") } }
        if case .null = right, op == "==" || op == "!=" { return .bool(op == "!=") }
        if op == "==" || op == "!=", let (a, aValues) = enumParts(of: left), let (b, bValues) = enumParts(of: right) {
            // Cases are equal when their names and associated values are.
            var equal = a == b && aValues.count == bValues.count
            for (x, y) in zip(aValues, bValues) where equal { equal = apply("==", x, y)?.asBool == true }
            return .bool(equal == (op == "=="))
        }
        // A key press's `key` (a `KeyEquivalent`) compares with a member (`.upArrow`, `.space`) or
        // a one-character string ("a", " ") by the character each stands for.
        do {
            switch (left, right) {
            case (.object("KeyEquivalent", let fields), let other), (let other, .object("KeyEquivalent", let fields)):
                guard case .string(let character)? = fields.first?.value else { break }
                let written: String? = switch other {
                case .symbol(let name): KeyNames.character(of: name).map(String.init)
                case .string(let text): text
                case .object("KeyEquivalent", let others): { if case .string(let c)? = others.first?.value { c } else { nil } }()
                default: nil
                }
                guard let written else { break }
                return .bool((written == character) == (op == "=="))
            default: break
            }
        }
        return nil
    }

    /// Angles, sizes, points, Bools and strings under the operators each has.
    private static func combined(_ op: String, _ left: SourceValue, _ right: SourceValue) -> SourceValue? {
        if case .angle(let a) = left, case .angle(let b) = right {
            switch op {
            case "+": return .angle(radians: a + b)
            case "-": return .angle(radians: a - b)
            default: return nil
            }
        }
        if let a = left.asSize, let b = right.asSize {
            switch op {
            case "+": return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
            case "-": return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        }
        if let a = left.asPoint, let b = right.asPoint {
            switch op {
            case "+": return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
            case "-": return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        }
        if let a = left.asSize, let k = right.asNumber, op == "*" || op == "/" {
            let factor = op == "*" ? k : 1 / k
            return .size(CGSize(width: a.width * factor, height: a.height * factor))
        }
        if case .bool(let a) = left, case .bool(let b) = right, op == "==" || op == "!=" {
            return .bool((a == b) == (op == "=="))
        }
        if case .string(let a) = left, case .string(let b) = right {
            switch op {
            case "+": return .string(a + b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        }
        return nil
    }

    private static func isZero(_ value: SourceValue) -> Bool { if case .zero = value { true } else { false } }

    func evaluate(_ syntax: ExpressionSyntax, in scope: ValueScope) throws(Diagnostic) -> SourceValue {
        if case .unevaluated = syntax.base { return try evaluate(try reader.valueParser.value(of: syntax), in: scope) }
        var value: SourceValue
        var postfixes = syntax.postfixes[...]
        switch syntax.base {
        case .literal(let literal):
            if literal.kind == .string { value = .string(try interpolate(literal, in: scope)) } else { value = .number(try reader.number(syntax.withoutPostfixes, default: 0)) }
        case .negated:
            value = .number(try reader.number(syntax.withoutPostfixes, default: 0))
        case .name(let name):
            value = try named(name, &postfixes, in: scope)
        case .implicitMember(_, let name):
            value = try implicitMember(name, &postfixes, in: scope)
        case .binding(let token):
            guard let bound = scope.lookup("$" + token.text) else {
                throw reader.error(at: token, "cannot evaluate '$\(token.text)' here")
            }
            value = bound
        case .parenthesized(_, let elements, _) where elements.count == 1 && elements[0].label == nil:
            value = try evaluate(try reader.valueParser.value(of: elements[0].value), in: scope)
        case .parenthesized(_, let elements, _) where elements.count > 1:
            // A tuple: its elements as fields, by label or by position (`pair.0`, `\.0`).
            var fields: [(name: String, value: SourceValue)] = []
            for (index, element) in elements.enumerated() {
                fields.append((element.label?.text ?? String(index), try evaluate(try reader.valueParser.value(of: element.value), in: scope)))
            }
            value = .object(type: SourceValue.tupleType, fields: fields)
        case .array(_, let elements, _):
            var values: [SourceValue] = []
            for element in elements { values.append(try evaluate(try reader.valueParser.value(of: element), in: scope)) }
            value = .array(values)
        default:
            throw reader.error(at: syntax.firstToken, "cannot evaluate \(reader.describe(syntax)); use a literal, a property or a gesture value's member")
        }
        return try applying(postfixes, to: value, of: syntax, in: scope)
    }

    /// A name's value: the screen, the view's own property, a parameter, a constructed value, a
    /// function's or computed property's result, an instance's or a type's member.
    private func named(_ name: SourceToken, _ postfixes: inout ArraySlice<ExpressionSyntax.Postfix>, in scope: ValueScope) throws(Diagnostic) -> SourceValue {
        if name.text == "UIScreen", postfixes.count >= 2, case .member(_, let main) = postfixes[postfixes.startIndex],
           case .member(_, let bounds) = postfixes[postfixes.startIndex + 1], main.text == "main", bounds.text == "bounds" {
            // The screen the scene is laid out on (`--screen`); `.size` of the rect is the same size.
            postfixes = postfixes.dropFirst(2)
            if case .member(_, let size)? = postfixes.first, size.text == "size" { postfixes = postfixes.dropFirst() }
            return .size(reader.screen)
        } else if name.text == "self", case .member(_, let member)? = postfixes.first, let bound = scope.lookup(member.text) {
            // `self.offset`: the view's own property, as written without `self.`.
            postfixes = postfixes.dropFirst()
            return bound
        } else if reader.selfPrefixed.contains(name.offset), let bound = scope.lookup("self." + name.text) {
            // `self.value` where the closure's parameter is also called `value`.
            return bound
        } else if let bound = scope.lookup(name.text) {
            return bound
        } else if let built = try construct(name, &postfixes, in: scope) {
            return built
        } else if let function = reader.functions[name.text], !function.returnsView, case .call(let list)? = postfixes.first {
            postfixes = postfixes.dropFirst()
            return try call(function, list, at: name, in: scope)
        } else if let function = reader.functions[name.text], function.isProperty, !function.returnsView {
            // A computed property of the view: `var scale: CGFloat { isPressed ? 1.5 : 1 }`.
            return try call(function, nil, at: name, in: scope)
        } else if let found = try instance(of: name, &postfixes, in: scope) {
            return found
        } else if let found = try typeMember(name, &postfixes, in: scope) {
            return found
        } else if let owner = staticOwner, let initial = reader.types.statics[owner]?[name.text] {
            return try staticValue(initial, at: name)
        } else {
            var message = "cannot find '\(name.text)' in scope"
            if let suggestion = Suggestion.nearest(to: name.text, among: Array(scope.values.keys).sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw reader.error(at: name, message)
        }
    }

    /// The members, subscripts and unwraps after a value, in order.
    private func applying(_ rest: ArraySlice<ExpressionSyntax.Postfix>, to start: SourceValue, of syntax: ExpressionSyntax, in scope: ValueScope) throws(Diagnostic) -> SourceValue {
        var value = start
        var postfixes = rest
        while let postfix = postfixes.first {
            postfixes = postfixes.dropFirst()
            if case .geometry(let frame) = value, case .member(_, let member) = postfix, member.text == "frame",
               case .call(let list)? = postfixes.first {
                // `proxy.frame(in: .global)` is the reader's frame on screen; `.local` starts at zero.
                postfixes = postfixes.dropFirst()
                let space = list.arguments.first.map { reader.describe($0.value) } ?? ".global"
                value = .rect(space.hasSuffix("local") ? CGRect(x: 0, y: 0, width: frame.width, height: frame.height) : frame)
                continue
            }
            if case .unwrap(let mark) = postfix {
                if case .null = value {
                    // `drag?.translation` is nil when `drag` is; `drag!` traps in the app.
                    if mark.text == "?" { return .null }
                    throw reader.error(at: mark, "'!' unwraps nil here")
                }
                continue
            }
            if case .subscript(let list) = postfix {
                value = try element(of: value, list, in: scope)
                continue
            }
            if case .array(let elements) = value, case .member(_, let member) = postfix, member.text == "sorted",
               let order = Self.sortOrder(postfixes.first) {
                // `names.sorted()`, `.sorted(by: <)`, `.sorted(by: >)`: numbers or strings in order.
                if case .call? = postfixes.first { postfixes = postfixes.dropFirst() }
                let ascending = elements.sorted { Self.apply("<", $0, $1)?.asBool == true }
                value = .array(order == ">" ? Array(ascending.reversed()) : ascending)
                continue
            }
            if case .array(let elements) = value, case .member(_, let member) = postfix, member.text == "contains",
               case .call(let list)? = postfixes.first, list.arguments.count == 1, list.arguments[0].label == nil {
                // `press.modifiers.contains(.command)`, `ids.contains(id)`: equality with each element.
                postfixes = postfixes.dropFirst()
                let wanted = try evaluate(try reader.valueParser.value(of: list.arguments[0].value), in: scope)
                // An option set's `contains([.command, .shift])`: every one of them.
                let all = if case .array(let items) = wanted { items } else { [wanted] }
                value = .bool(all.allSatisfy { item in elements.contains { Self.apply("==", $0, item)?.asBool == true } })
                continue
            }
            guard case .member(_, let member) = postfix else {
                throw reader.error(at: postfix.firstToken, "cannot evaluate \(reader.describe(syntax)); only members of values are read here")
            }
            value = try self.member(member, of: value)
        }
        return value
    }

    /// The order `sorted` is asked for: `<` for `()` or `(by: <)`, `>` for `(by: >)`; nil for a
    /// closure or anything else, which is not evaluated.
    private static func sortOrder(_ call: ExpressionSyntax.Postfix?) -> String? {
        guard case .call(let list)? = call else { return "<" }
        if list.arguments.isEmpty { return "<" }
        guard list.arguments.count == 1, list.arguments[0].label?.text == "by",
              case .unevaluated(_, let stray) = list.arguments[0].value.base, ["<", ">"].contains(stray.text) else { return nil }
        return stray.text
    }

    /// `array[index]`: an element of an array the tool holds; an index outside it is an error,
    /// as it would trap in the app.
    func element(of value: SourceValue, _ list: ArgumentListSyntax, in scope: ValueScope) throws(Diagnostic) -> SourceValue {
        guard case .array(let elements) = value else {
            throw reader.error(at: list.open, "cannot subscript \(value.description); only arrays are read here")
        }
        guard list.arguments.count == 1, list.arguments[0].label == nil else {
            throw reader.error(at: list.open, "expected one index in '[…]'")
        }
        let index = try evaluate(try reader.valueParser.value(of: list.arguments[0].value), in: scope)
        guard let number = index.asNumber, number == number.rounded(), number >= 0, number < Double(elements.count) else {
            throw reader.error(at: list.arguments[0].value.firstToken, "index \(index.description) is out of range for an array of \(elements.count)")
        }
        return elements[Int(number)]
    }

    /// `value.name` for the members this tool can read.
    func member(_ name: SourceToken, of value: SourceValue) throws(Diagnostic) -> SourceValue {
        switch (value, name.text) {
        // Sizes, points and angles are read through the value types' one member table.
        case (.size(let size), _): if let read = ReplayValue.size(size).member(name.text) { return .from(read) }
        case (.point(let point), _): if let read = ReplayValue.point(point).member(name.text) { return .from(read) }
        case (.angle(let radians), _): if let read = ReplayValue.angle(Angle(radians: radians)).member(name.text) { return .from(read) }
        case (.zero, "width"), (.zero, "height"), (.zero, "x"), (.zero, "y"): return .number(0)
        case (.geometry(let frame), "size"): return .size(CGSize(width: frame.width, height: frame.height))
        case (.rect(let rect), _):
            switch name.text {
            case "minX": return .number(rect.minX)
            case "midX": return .number(rect.minX + rect.width / 2)
            case "maxX": return .number(rect.maxX)
            case "minY": return .number(rect.minY)
            case "midY": return .number(rect.minY + rect.height / 2)
            case "maxY": return .number(rect.maxY)
            case "width": return .number(rect.width)
            case "height": return .number(rect.height)
            case "size": return .size(CGSize(width: rect.width, height: rect.height))
            case "origin": return .point(CGPoint(x: rect.minX, y: rect.minY))
            default: break
            }
        case (.array(let elements), "count"): return .number(Double(elements.count))
        case (.array(let elements), "isEmpty"): return .bool(elements.isEmpty)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.gesture(let gesture), _):
            if let result = gesture.member(name.text) { return .from(result) }
        case (.object(let type, let fields), _):
            if let field = fields.first(where: { $0.name == name.text }) { return field.value }
            if type == SourceValue.tupleType, let index = Int(name.text), fields.indices.contains(index) { return fields[index].value }
            throw reader.error(at: name, "'\(type)' has no stored property '\(name.text)' this tool can read")
        case (.symbol(let caseName), _), (.enumCase(let caseName, _), _):
            // A computed property of the file's enum that has this case (`dragState.translation`).
            if let declaration = reader.types.enums.first(where: { $0.cases[caseName] != nil && $0.functions[name.text]?.isProperty == true }),
               let function = declaration.functions[name.text] {
                return try call(function, nil, at: name, in: reader.fileScope.adding("self", value))
            }
        default: break
        }
        throw reader.error(at: name, "\(value.description) has no member '\(name.text)' that this tool can read")
    }

    /// `Type.member` for a type of the file: a static member's value (`RangeSliderHandle.size`),
    /// or a case of an enum (`DragState.inactive`, `DragState.dragging(translation: t)`); nil
    /// when `name` is not such a type.
    private func typeMember(_ name: SourceToken, _ postfixes: inout ArraySlice<ExpressionSyntax.Postfix>,
                            in scope: ValueScope) throws(Diagnostic) -> SourceValue? {
        var owner = name.text
        // `Self.spacing` in a view: the view's own type (`SourceReader.selfTypeName`).
        if owner == "Self", case .string(let type)? = scope.lookup(SourceReader.selfTypeName) { owner = type }
        guard reader.types.names.contains(owner), case .member(_, var member)? = postfixes.first else { return nil }
        // `Constants.Animation.stiffness`: a type nested in a type, named by its own name.
        while reader.types.names.contains(member.text), postfixes.count >= 2,
              case .member(_, let next) = postfixes[postfixes.startIndex + 1] {
            owner = member.text
            member = next
            postfixes = postfixes.dropFirst()
        }
        if let initial = reader.types.statics[owner]?[member.text] {
            postfixes = postfixes.dropFirst()
            var inner = self
            inner.staticOwner = owner
            return try inner.staticValue(initial, at: member)
        }
        guard let labels = reader.types.enumNamed(owner)?.cases[member.text] else { return nil }
        postfixes = postfixes.dropFirst()
        if !labels.isEmpty, case .call(let list)? = postfixes.first {
            postfixes = postfixes.dropFirst()
            return try enumCase(member.text, list, in: scope)
        }
        return .symbol(member.text)
    }

    /// `Item(name: "a")`, `Model()`: an instance of a struct or class of the file, by its memberwise
    /// initializer (a type with an `init` of its own is read only when called with no arguments).
    private func instance(of name: SourceToken, _ postfixes: inout ArraySlice<ExpressionSyntax.Postfix>,
                          in scope: ValueScope) throws(Diagnostic) -> SourceValue? {
        guard let declaration = reader.types.dataTypes[name.text], case .call(let list)? = postfixes.first else { return nil }
        if declaration.hasInitializer, !list.arguments.isEmpty {
            throw reader.error(at: name, "'\(name.text)' has an init of its own; this tool reads only its stored properties' initial values")
        }
        guard reader.callDepth < Self.maximumCallDepth else {
            throw reader.error(at: name, "instances of '\(name.text)' nest more than \(Self.maximumCallDepth) deep, the limit (docs/reliability.md#limits)")
        }
        var inner = self
        inner.reader.callDepth += 1
        postfixes = postfixes.dropFirst()
        var fields: [(name: String, value: SourceValue)] = []
        for property in declaration.properties {
            if let argument = list.arguments.first(where: { $0.label?.text == property.name.text }) {
                fields.append((property.name.text, try evaluate(try reader.valueParser.value(of: argument.value), in: scope).typed(as: property.typeNames)))
            } else if let initial = property.initial {
                fields.append((property.name.text, try inner.evaluate(initial, in: reader.fileScope).typed(as: property.typeNames)))
            } else if property.isOptional, property.isVariable {
                fields.append((property.name.text, .null))
            } else {
                throw reader.error(at: name, "missing argument '\(property.name.text)' in the call of '\(name.text)'")
            }
        }
        return .object(type: name.text, fields: fields)
    }

    /// A case with its associated values, evaluated in order.
    private func enumCase(_ name: String, _ list: ArgumentListSyntax, in scope: ValueScope) throws(Diagnostic) -> SourceValue {
        var values: [SourceValue] = []
        for argument in list.arguments { values.append(try evaluate(try reader.valueParser.value(of: argument.value), in: scope)) }
        return .enumCase(name, values)
    }

    /// The types a number argument may name a static member of.
    static let numberTypes = ["CGFloat", "Double", "Int", "Float"]

    /// `value` as a value of the declared type: `.mock` passed where an `Item` is expected is
    /// `Item.mock`, a static member of the project's type; `.zero` is the type's zero.
    func typed(_ value: SourceValue, as typeNames: [String]) throws(Diagnostic) -> SourceValue {
        guard case .symbol(let member) = value, let owner = typeNames.first(where: { reader.types.statics[$0]?[member] != nil }),
              let initial = reader.types.statics[owner]?[member] else { return value.typed(as: typeNames) }
        var inner = self
        inner.staticOwner = owner
        return try inner.staticValue(initial, at: reader.tokens[0])
    }

    /// A static member's value, in the file's scope (and, by `staticOwner`, its type's).
    private func staticValue(_ initial: ValueSyntax, at token: SourceToken) throws(Diagnostic) -> SourceValue {
        guard reader.callDepth < Self.maximumCallDepth else {
            throw reader.error(at: token, "static members read one another more than \(Self.maximumCallDepth) deep, the limit (docs/reliability.md#limits)")
        }
        var inner = self
        inner.reader.callDepth += 1
        return try inner.evaluate(initial, in: reader.fileScope)
    }

    /// `.zero`, `.infinity`, `.degrees(45)`, and any other implicit member as a symbol.
    private func implicitMember(_ name: SourceToken, _ postfixes: inout ArraySlice<ExpressionSyntax.Postfix>,
                                in scope: ValueScope) throws(Diagnostic) -> SourceValue {
        switch name.text {
        case "zero": return .zero
        case "infinity": return .number(.infinity)
        case "degrees", "radians":
            guard case .call(let list)? = postfixes.first, list.arguments.count == 1 else { break }
            postfixes = postfixes.dropFirst()
            let amount = try numberArgument(list.arguments[0].value, in: scope)
            return .angle(radians: name.text == "degrees" ? amount * .pi / 180 : amount)
        default:
            break
        }
        if case .call(let list)? = postfixes.first, let labels = reader.types.enumDeclaring(case: name.text)?.cases[name.text], !labels.isEmpty {
            // `.dragging(translation: value.translation)`: a case of an enum of the file.
            postfixes = postfixes.dropFirst()
            return try enumCase(name.text, list, in: scope)
        }
        // `.init(width:height:)` and colors with arguments are the readers' business.
        return .symbol(name.text)
    }

    /// `CGSize(width: 1, height: 2)`, `CGPoint(x:y:)`, `Angle(degrees:)`, `CGSize.zero`,
    /// `CGFloat.infinity`, `min(a, b)`; nil for a name that is none of them.
    private func construct(_ name: SourceToken, _ postfixes: inout ArraySlice<ExpressionSyntax.Postfix>,
                           in scope: ValueScope) throws(Diagnostic) -> SourceValue? {
        switch name.text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "nil": return .null
        case "CGSize", "CGPoint", "Angle", "CGFloat", "Double", "Float", "Int", "UnitPoint", "Color":
            if case .member(_, let member)? = postfixes.first {
                postfixes = postfixes.dropFirst()
                // `Angle.zero` is an angle, not a `.zero` that becomes what it lands in.
                return try implicitMember(member, &postfixes, in: scope).typed(as: [name.text])
            }
            guard case .call(let list)? = postfixes.first else { return nil }
            postfixes = postfixes.dropFirst()
            var numbers: [String: Double] = [:]
            for argument in list.arguments {
                numbers[argument.label?.text ?? "_"] = try numberArgument(argument.value, in: scope)
            }
            switch (name.text, numbers.keys.sorted()) {
            // Cannot trap: each case matches the sorted labels, so every key it reads is there.
            case ("CGSize", ["height", "width"]): return .size(CGSize(width: numbers["width"]!, height: numbers["height"]!))
            case ("CGPoint", ["x", "y"]), ("UnitPoint", ["x", "y"]): return .point(CGPoint(x: numbers["x"]!, y: numbers["y"]!))
            case ("Angle", ["degrees"]): return .angle(radians: numbers["degrees"]! * .pi / 180)
            case ("Angle", ["radians"]): return .angle(radians: numbers["radians"]!)
            case ("CGFloat", ["_"]), ("Double", ["_"]), ("Float", ["_"]), ("Int", ["_"]):
                let number = numbers["_"]!
                return .number(name.text == "Int" ? number.rounded(.towardZero) : number)
            default:
                throw reader.error(at: name, "cannot evaluate '\(name.text)(…)' with these arguments; write it as CGSize(width:height:), CGPoint(x:y:) or Angle(degrees:)")
            }
        case "min", "max", "abs":
            guard case .call(let list)? = postfixes.first else { return nil }
            postfixes = postfixes.dropFirst()
            var numbers: [Double] = []
            for argument in list.arguments { numbers.append(try numberArgument(argument.value, in: scope)) }
            guard !numbers.isEmpty, name.text != "abs" || numbers.count == 1 else {
                throw reader.error(at: name, "'\(name.text)' needs \(name.text == "abs" ? "one number" : "numbers")")
            }
            switch name.text {
            // Cannot trap: the guard above makes `numbers` non-empty.
            case "min": return .number(numbers.min()!)
            case "max": return .number(numbers.max()!)
            default: return .number(Swift.abs(numbers[0]))
            }
        default:
            return nil
        }
    }

    /// Strings inside `\(…)` inside strings: no view needs more than a few.
    static let maximumInterpolationDepth = 16

    /// A string literal with its `\(…)` parts evaluated: `"Row \(i)"` is "Row 2" for i = 2.
    func interpolate(_ literal: SourceToken, in scope: ValueScope) throws(Diagnostic) -> String {
        guard literal.text.contains("\\(") else { return literal.text }
        var result = ""
        var rest = Substring(literal.text)
        while let start = rest.firstRange(of: "\\(") {
            result += rest[..<start.lowerBound]
            var depth = 1
            var end = start.upperBound
            while end < rest.endIndex {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1; if depth == 0 { break } }
                end = rest.index(after: end)
            }
            guard end < rest.endIndex else { throw reader.error(at: literal, "unterminated '\\(' in the string") }
            guard reader.interpolationDepth < Self.maximumInterpolationDepth else {
                throw reader.error(at: literal, "the string's interpolations are nested more than \(Self.maximumInterpolationDepth) deep, the limit (docs/reliability.md#limits)")
            }
            var inner = try SourceReader(SourceText(String(rest[start.upperBound..<end]), origin: reader.source.origin))
            inner.interpolationDepth = reader.interpolationDepth + 1
            var parser = inner.syntaxParser()
            let value: SourceValue
            do {
                value = try inner.evaluator.evaluate(try inner.valueParser.parseValue(&parser), in: scope)
            } catch {
                throw reader.error(at: literal, "cannot evaluate '\\(\(rest[start.upperBound..<end]))' in the string: \(error.message)")
            }
            switch value {
            case .string(let text): result += text
            case .number(let number): result += NumberFormat.string(number)
            default: result += value.description
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    func numberArgument(_ syntax: ExpressionSyntax, in scope: ValueScope) throws(Diagnostic) -> Double {
        // `.layoutPadding`: a static of the project's `extension CGFloat`, where a number is expected.
        let value = try typed(try evaluate(try reader.valueParser.value(of: syntax), in: scope), as: Self.numberTypes)
        guard let number = value.asNumber else {
            throw reader.error(at: syntax.firstToken, "expected a number, found \(reader.describe(syntax)) (\(value.description))")
        }
        return number
    }
}

extension ExpressionSyntax {
    /// The base alone, for readers that evaluate postfixes themselves.
    var withoutPostfixes: ExpressionSyntax {
        var copy = self
        copy.postfixes = []
        return copy
    }
}

extension ValueEvaluator {
    /// Calls limited to this depth; deeper is a located error.
    static let maximumCallDepth = 16

    /// A call of one of the view's helper functions, evaluated when its body is bindings and one
    /// value: `let max = …`, then `return …` or the value alone. Anything else in the body is an
    /// error naming it, which a caller approximating the value turns into a warning.
    func call(_ function: FunctionDeclaration, _ list: ArgumentListSyntax?, at token: SourceToken,
              in scope: ValueScope) throws(Diagnostic) -> SourceValue {
        guard reader.callDepth < Self.maximumCallDepth else {
            throw reader.error(at: token, "calls of '\(function.name.text)' nest more than \(Self.maximumCallDepth) deep, the limit (docs/reliability.md#limits)")
        }
        var inner = self
        inner.reader.callDepth += 1
        let local = try bindArguments(list, to: function, in: scope, at: token)
        guard let value = try inner.evaluateBody(function.body, in: local, of: function.name.text) else {
            throw reader.error(at: token, "cannot evaluate '\(function.name.text)': it returns no value this tool can read")
        }
        return value.typed(as: function.returnTypeNames)
    }

    /// The function's parameters bound to the call's arguments (labeled by label, `_` ones in
    /// order) or their defaults, over `scope`. Closure arguments are app code, left unbound.
    /// With `approximating` (a `@ViewBuilder` method's call), an argument that cannot be
    /// evaluated leaves its parameter unbound, with a warning: what reads it is approximated.
    func bindArguments(_ list: ArgumentListSyntax?, to function: FunctionDeclaration, in scope: ValueScope,
                       at token: SourceToken, approximating: Bool = false) throws(Diagnostic) -> ValueScope {
        var bound = scope
        for (parameter, argument) in function.arguments(of: list) {
            if let argument {
                if case .closure = argument.base { continue }
                guard approximating else {
                    bound = bound.adding(parameter.name, try evaluate(try reader.valueParser.value(of: argument), in: scope))
                    continue
                }
                if let value = try reader.approximating(at: argument.firstToken, { () throws(Diagnostic) in
                    try evaluate(try reader.valueParser.value(of: argument), in: scope)
                }, assumed: { "cannot evaluate '\(parameter.label ?? parameter.name):' of '\(function.name.text)' (\($0)); what reads it is approximated" }) {
                    bound = bound.adding(parameter.name, value)
                }
            } else if let defaultValue = parameter.defaultValue {
                bound = bound.adding(parameter.name, try evaluate(defaultValue, in: scope))
            } else {
                throw reader.error(at: token, "missing argument '\(parameter.label ?? parameter.name)' in the call of '\(function.name.text)'")
            }
        }
        return bound
    }
}
