import Recognizers
import TraceFormat

/// The declarations as the reader adds to them: shared by every copy of a `ViewReader`.
final class StateTable {
    private(set) var declarations = StateDeclarations()

    func newInstance() -> Int {
        declarations.instances += 1
        return declarations.instances
    }

    /// A number for each `Section` read, so a List can tell its sections apart (a `ForEach` of
    /// sections reads one `Section` call many times).
    private var sections = 0
    func newSection() -> Int {
        sections += 1
        return sections
    }

    /// A number for each `if` whose condition could not be decided, so lint can tell that views
    /// of its branches never show together (`SceneSpec.alternative`).
    private var alternatives = 0
    /// Lint's variants (`SourceScene.Options.branch`): every condition the reader cannot decide
    /// takes its branch of this number (its `else`, or its last case, when it has fewer) instead
    /// of laying out all of them.
    var forcedBranch: Int?
    func newAlternative() -> Int {
        alternatives += 1
        return alternatives
    }

    /// How many view instances and sections were made so far: equal before and after reading a
    /// block when the block made none.
    struct Made: Equatable {
        let instances: Int
        let sections: Int
    }
    var made: Made { Made(instances: declarations.instances, sections: sections) }

    func declare(instance: Int, name: String, initial value: SourceValue) {
        declarations.initial[StateDeclarations.key(instance, name)] = value
    }

    func isState(instance: Int, name: String) -> Bool { declarations.isState(instance: instance, name: name) }

    /// Errors met after reading, while laying out (a `GeometryReader`'s content), in the order
    /// met: the first is thrown when the layout ends. Kept with this layout's table, never in
    /// the module's shared cache, so a root laid out on another thread cannot fail this one.
    private(set) var deferredErrors: [Diagnostic] = []
    func deferError(_ error: Diagnostic) { deferredErrors.append(error) }

    /// Records the notes of statements that no state can evaluate, at load, once each.
    func noteAtLoad(_ texts: [String]) {
        for text in texts where !declarations.loadNotes.contains(text) { declarations.loadNotes.append(text) }
    }
}

/// The state of one install of a scene read from Swift source while it replays: each view
/// instance's values, which gesture callbacks change (`StateEffects`) and live modifiers read
/// (`.offset(dragOffset)` moves its view as the state changes; `bind(_:)`).
package final class SceneState {
    private var values: [String: SourceValue]
    private let declarations: StateDeclarations
    /// Live modifiers and what they move, by the state keys they read.
    private var observers: [String: [Int]] = [:]
    private var lives: [(expression: LiveExpression, apply: ([SourceValue]) -> Void)] = []
    /// Run after any state changes: live transforms, which compose several views' effects.
    private var changeHandlers: [() -> Void] = []
    /// `not evaluated: …` notes, once each: those known at load (`loadNotes`), then those met in
    /// the replay, in the order first met.
    package private(set) var notes: [String]
    private var noted: Set<String>
    /// The notes of statements no state can evaluate, known when the scene loads.
    package var loadNotes: [String] { declarations.loadNotes }

    package init(_ declarations: StateDeclarations) {
        self.declarations = declarations
        values = declarations.initial
        notes = declarations.loadNotes
        noted = Set(declarations.loadNotes)
    }

    /// Every state back to its initial value, for the next trace replayed against the scene.
    package func restart() {
        values = declarations.initial
        for index in lives.indices { evaluate(index) }
        for handler in changeHandlers { handler() }
        notes = loadNotes
        noted = Set(loadNotes)
    }

    private static func key(_ instance: Int, _ name: String) -> String { StateDeclarations.key(instance, name) }

    package func isState(instance: Int, name: String) -> Bool { values[Self.key(instance, name)] != nil }

    func value(instance: Int, name: String) -> SourceValue? { values[Self.key(instance, name)] }

    /// Sets a state and re-evaluates the live modifiers that read it.
    func set(instance: Int, name: String, _ value: SourceValue) {
        let key = Self.key(instance, name)
        guard values[key] != nil else { return }
        values[key] = value
        for index in observers[key] ?? [] { evaluate(index) }
        for handler in changeHandlers { handler() }
    }

    /// A `@GestureState` back to its initial value, as SwiftUI resets it when its gesture ends.
    package func reset(instance: Int, name: String) {
        if let value = declarations.initial[Self.key(instance, name)] { set(instance: instance, name: name, value) }
    }

    /// Calls `apply` with the expression's values (one per argument) whenever a state it reads
    /// changes, and at `restart()`.
    func observe(_ expression: LiveExpression, apply: @escaping ([SourceValue]) -> Void) {
        lives.append((expression, apply))
        for name in expression.states { observers[Self.key(expression.instance, name), default: []].append(lives.count - 1) }
    }

    /// `scope` with the current values of those of `names` that are state of `instance`.
    func current(_ scope: ValueScope, instance: Int, names: some Sequence<String>) -> ValueScope {
        var scope = scope
        for name in names {
            if let value = values[Self.key(instance, name)] { scope = scope.adding(name, value) }
        }
        return scope
    }

    /// Calls `handler` whenever any state changes, and at `restart()`.
    func onChange(_ handler: @escaping () -> Void) {
        changeHandlers.append(handler)
    }

    /// The expression's values now, one per argument; nil when one cannot be evaluated.
    func values(of expression: LiveExpression) -> [SourceValue]? {
        let scope = current(expression.scope, instance: expression.instance, names: expression.states)
        var results: [SourceValue] = []
        let reader = expression.context.evaluator
        for syntax in expression.syntax {
            guard let value = try? reader.evaluate(syntax, in: scope) else { return nil }
            results.append(value)
        }
        return results
    }

    private func evaluate(_ index: Int) {
        if let results = values(of: lives[index].expression) { lives[index].apply(results) }
    }

    func note(_ text: String) {
        if noted.insert(text).inserted { notes.append(text) }
    }
}
