import Recognizers
import TraceFormat

/// Runs the simple statements of a gesture callback against the scene's state, as the app
/// would: `offset = value.translation`, `position.width += value.translation.width`,
/// `scale = 1`, `state = value.translation` in `.updating`, the same inside `withAnimation { }`
/// and `if … { } else { }`. Any other statement leaves the state as it is and is noted once
/// (`not evaluated: …`); it never fails the replay. The statements were read at load
/// (`CallbackProgram`); here they are only evaluated.
package enum StateEffects {
    /// Where a `return .member` leaves its member in the scope, for `run` to give back.
    private static let returnedMember = "#return"

    /// Runs the callback; returns the member its `return` named (`"handled"` for `return .handled`),
    /// if it reached one.
    @discardableResult
    package static func run(_ callback: CallbackBody, value: ReplayValue?, state: SceneState, gestureState: String? = nil) -> String? {
        guard let program = callback.program else { return nil }
        let context = program.context, evaluator = context.evaluator
        var scope = state.current(context.valueScope, instance: context.instance, names: context.valueScope.values.keys)
        let parameters = program.closure.parameters.map(\.text)
        if let value {
            let argument = SourceValue.from(value)
            if let first = parameters.first {
                // The property the parameter shadows stays readable as `self.name`.
                if let shadowed = scope.lookup(first) { scope = scope.adding("self." + first, shadowed) }
                scope = scope.adding(first, argument)
            }
            scope = scope.adding("$0", argument)
        }
        run(program.closure.body, program: program, evaluator: evaluator, scope: &scope, state: state,
            inoutState: gestureState.map { (parameters.count >= 2 ? parameters[1] : "$1", $0) })
        // A return reached past a condition the replay could not decide says nothing of the app.
        guard scope.lookup(undecided) == nil, case .symbol(let member)? = scope.lookup(returnedMember) else { return nil }
        return member
    }

    /// Set in the scope once a condition could not be evaluated and its statements were skipped.
    private static let undecided = "#undecided"

    /// A `.focused($f)` view gained (`true`) or lost focus: `f` becomes `true` or `false`; with
    /// `equals: value`, `f` becomes the value, or `nil` when the view loses focus it held.
    package static func focusChanged(_ focus: FocusModifier, gained: Bool, state: SceneState) {
        guard let name = focus.binding, let context = focus.context, state.isState(instance: context.instance, name: name) else { return }
        guard let equals = focus.equals else {
            state.set(instance: context.instance, name: name, .bool(gained))
            return
        }
        guard let value = focusValue(equals, context: context, state: state) else { return }
        if gained {
            state.set(instance: context.instance, name: name, value)
        } else if let current = state.value(instance: context.instance, name: name), ValueEvaluator.apply("==", current, value)?.asBool == true {
            state.set(instance: context.instance, name: name, .null)
        }
    }

    /// Whether a `.focused` binding's state asks for focus on its view now: `$f` is true, or
    /// equals the `equals:` value; nil when it cannot be read.
    package static func focusWanted(_ focus: FocusModifier, state: SceneState) -> Bool? {
        guard let name = focus.binding, let context = focus.context, let current = state.value(instance: context.instance, name: name) else { return nil }
        guard let equals = focus.equals else { return current.asBool }
        guard let value = focusValue(equals, context: context, state: state) else { return nil }
        return ValueEvaluator.apply("==", current, value)?.asBool
    }

    /// A `.focused(_:equals:)` value evaluated with the view's state as it is now.
    private static func focusValue(_ equals: ValueSyntax, context: SourceContext, state: SceneState) -> SourceValue? {
        let scope = state.current(context.valueScope, instance: context.instance, names: context.valueScope.values.keys)
        return try? context.evaluator.evaluate(equals, in: scope)
    }

    /// A `.map { … }` closure's result for one gesture value: its expression evaluated with the
    /// value as its parameter and the view's state in scope (the state's start values where the
    /// scene has none). A result that cannot be evaluated (it reads what the tool does not model)
    /// is `()`, which records write as `null` (docs/output-format.md).
    package static func map(_ closure: MapClosure, value: ReplayValue, state: SceneState?) -> ReplayValue {
        let context = closure.context, evaluator = context.evaluator
        var scope = state?.current(context.valueScope, instance: context.instance, names: context.valueScope.values.keys) ?? context.valueScope
        let argument = SourceValue.from(value)
        if let first = closure.closure.parameters.first { scope = scope.adding(first.text, argument) }
        scope = scope.adding("$0", argument)
        guard let result = try? evaluator.evaluate(closure.result, in: scope) else { return .void }
        return ReplayValue.from(result)
    }

    /// Runs the statements in `range`; true when one of them returned, which ends the callback.
    @discardableResult
    private static func run(_ range: Range<Int>, program: CallbackProgram, evaluator: ValueEvaluator, scope: inout ValueScope, state: SceneState,
                            inoutState: (parameter: String, state: String)?) -> Bool {
        var position = range.lowerBound
        while position < range.upperBound {
            let start = position
            switch program.statement(at: start, limit: range.upperBound) {
            case .skip(let next):
                position = next
            case .exit(let member):
                if let member { scope = scope.adding(Self.returnedMember, .symbol(member)) }
                return true
            case .block(let block, let next):
                if run(block, program: program, evaluator: evaluator, scope: &scope, state: state, inoutState: inoutState) { return true }
                position = next
            case .branch(let arms, let otherwise, let next):
                position = next
                // The first arm whose conditions hold; one that cannot be evaluated notes the whole chain.
                var taken: (body: Range<Int>, bindings: [(String, SourceValue)])?
                var evaluable = arms != nil
                for arm in arms ?? [] {
                    guard let bindings = test(arm.conditions, evaluator: evaluator, scope: scope) else { evaluable = false; break }
                    if let bindings { taken = (arm.body, bindings); break }
                }
                guard evaluable else {
                    if let note = program.note(from: start, to: next) { state.note(note) }
                    scope = scope.adding(undecided, .bool(true))
                    continue
                }
                if let (body, bindings) = taken {
                    if run(body, binding: bindings, program: program, evaluator: evaluator, scope: &scope, state: state, inoutState: inoutState) { return true }
                } else if let otherwise, run(otherwise, program: program, evaluator: evaluator, scope: &scope, state: state, inoutState: inoutState) {
                    return true
                }
            case .guard(let conditions, let otherwise, let next):
                guard let conditions, let bindings = test(conditions, evaluator: evaluator, scope: scope) else {
                    if let note = program.note(from: start, to: next) { state.note(note) }
                    scope = scope.adding(undecided, .bool(true))
                    position = next
                    continue
                }
                guard let bindings else {
                    // A guard's else block always leaves the scope: the callback ends.
                    run(otherwise, program: program, evaluator: evaluator, scope: &scope, state: state, inoutState: inoutState)
                    return true
                }
                scope = scope.adding(bindings)
                position = next
            case .switch(let subject, let cases, let next):
                position = next
                let chosen: (body: Range<Int>, bindings: [(String, SourceValue)])??
                if let cases, let value = try? evaluator.evaluate(subject, in: scope) {
                    do { chosen = .some(try evaluator.choose(cases, for: value, in: scope)) } catch { chosen = nil }
                } else {
                    chosen = nil
                }
                guard let chosen else {
                    if let note = program.note(from: start, to: next) { state.note(note) }
                    scope = scope.adding(undecided, .bool(true))
                    continue
                }
                guard let (body, bindings) = chosen else { continue }
                if run(body, binding: bindings, program: program, evaluator: evaluator, scope: &scope, state: state, inoutState: inoutState) { return true }
            case .brokenBranch:
                if let note = program.note(from: start, to: range.upperBound) { state.note(note) }
                return false
            case .assignment(let assignment, let failureNext):
                if let assignment, evaluate(assignment, evaluator: evaluator, scope: &scope, state: state, inoutState: inoutState) {
                    position = assignment.next
                } else {
                    position = failureNext
                    if let note = program.note(from: start, to: failureNext) { state.note(note) }
                }
            }
        }
        return false
    }

    /// Runs a block that sees the names an `if let`, `if case` or `case` pattern binds; they go
    /// out of scope after it, while what it assigns stays.
    private static func run(_ range: Range<Int>, binding bindings: [(String, SourceValue)], program: CallbackProgram, evaluator: ValueEvaluator,
                            scope: inout ValueScope, state: SceneState, inoutState: (parameter: String, state: String)?) -> Bool {
        var inner = scope.adding(bindings)
        let returned = run(range, program: program, evaluator: evaluator, scope: &inner, state: state, inoutState: inoutState)
        for (name, _) in bindings { inner.values[name] = scope.values[name] }
        scope = inner
        return returned
    }

    /// Whether every clause holds: the names they bind when they all do, nil (inner) when one
    /// does not; nil (outer) when one cannot be evaluated.
    private static func test(_ conditions: [Condition], evaluator: ValueEvaluator, scope: ValueScope) -> [(String, SourceValue)]?? {
        do { return try evaluator.holds(conditions, in: scope) } catch { return nil }
    }

    /// The assignment's value into the state it names; false when it names none, or its value
    /// cannot be evaluated or combined.
    private static func evaluate(_ assignment: CallbackProgram.Assignment, evaluator: ValueEvaluator, scope: inout ValueScope, state: SceneState,
                                 inoutState: (parameter: String, state: String)?) -> Bool {
        let target = assignment.target
        guard let right = try? evaluator.evaluate(assignment.value, in: scope) else { return false }
        // Which state the target names: the updating closure's `state`, or a property of the view.
        let stateName: String
        if let inoutState, target.text == inoutState.parameter { stateName = inoutState.state }
        else if state.isState(instance: evaluator.reader.instance, name: target.text) { stateName = target.text }
        else { return false }
        guard let current = state.value(instance: evaluator.reader.instance, name: stateName) else { return false }
        var newValue = right
        if assignment.op != "=" {
            // `+=` and its kin: the operator without `=`, as the evaluator applies it.
            let old: SourceValue?
            if let member = assignment.member { old = try? evaluator.member(member, of: current) } else { old = current }
            guard let old, let combined = ValueEvaluator.apply(String(assignment.op.dropLast()), old, right) else { return false }
            newValue = combined
        }
        if let member = assignment.member {
            guard let replaced = replacing(member.text, of: current, with: newValue) else { return false }
            newValue = replaced
        }
        state.set(instance: evaluator.reader.instance, name: stateName, newValue)
        scope = scope.adding(target.text, newValue)
        if stateName != target.text { scope = scope.adding(stateName, newValue) }
        return true
    }

    private static func replacing(_ member: String, of value: SourceValue, with part: SourceValue) -> SourceValue? {
        if case .object(let type, var fields) = value {
            // `model.offset = value.translation`: a stored property of the file's type.
            guard let index = fields.firstIndex(where: { $0.name == member }) else { return nil }
            fields[index].value = part
            return .object(type: type, fields: fields)
        }
        guard let number = part.asNumber else { return nil }
        switch (value, member) {
        case (.size(var s), "width"): s.width = number; return .size(s)
        case (.size(var s), "height"): s.height = number; return .size(s)
        case (.zero, "width"): return .size(CGSize(width: number, height: 0))
        case (.zero, "height"): return .size(CGSize(width: 0, height: number))
        case (.point(var p), "x"): p.x = number; return .point(p)
        case (.point(var p), "y"): p.y = number; return .point(p)
        case (.zero, "x"): return .point(CGPoint(x: number, y: 0))
        case (.zero, "y"): return .point(CGPoint(x: 0, y: number))
        default: return nil
        }
    }
}
