import Recognizers
import TraceFormat

/// What a callback, a `.map` closure, a live expression or a `.focused(equals:)` value needs to
/// be evaluated after loading, without the reader that read it: the source and its tokens, the
/// file's types and the view's functions, the scopes, and the view instance whose state it
/// reads. A replay holds these, never the reader (its named gestures and reading state stay
/// behind); `evaluator` is a reader over them for the evaluator's methods.
package struct SourceContext {
    let source: SourceText
    let tokens: [SourceToken]
    /// Line numbers, bracket tables and warnings, shared by every copy: the module's, or a
    /// layout's own (`ReaderCache.forLayout`) in a layout.
    var cache: ReaderCache
    /// Where names were written after `self.` (dropped from `tokens`): such a name is the view's
    /// property even where a closure's parameter has the same name.
    let selfPrefixed: Set<Int>
    /// The file's enums and static members (`TypeTable.swift`).
    let types: TypeTable
    /// The functions of the view struct being read, by name (`FunctionDeclaration`).
    var functions: [String: FunctionDeclaration] = [:]
    /// The values of the file's loose `let` constants, which every struct sees.
    var fileScope = ValueScope()
    /// Values that arguments may name: the properties of the struct being read, a `ForEach`
    /// element (`ValueScope`).
    var valueScope = ValueScope()
    /// The view instance whose state the source being read assigns (`SceneState`).
    var instance = 0
    /// The screen the scene is laid out on, in points: what `UIScreen.main.bounds` reads.
    var screen = LayoutConstants.screenSize
    /// How many function calls deep the evaluator is: bounded, so a function that calls itself
    /// is an error rather than a stack overflow.
    var callDepth = 0
    /// How deep inside string interpolations this reader's source sits (`"\("\(…)")"`).
    var interpolationDepth = 0

    /// An evaluator over the context; its reader has no named gestures, which evaluation never reads.
    var evaluator: ValueEvaluator { ValueEvaluator(reader: SourceReader(self)) }
}
