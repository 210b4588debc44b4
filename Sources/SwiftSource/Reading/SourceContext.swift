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
    let cache: ReaderCache
    let selfPrefixed: Set<Int>
    let types: TypeTable
    let functions: [String: FunctionDeclaration]
    let fileScope: ValueScope
    let valueScope: ValueScope
    let instance: Int
    let screen: CGSize
    let callDepth: Int
    let interpolationDepth: Int

    /// An evaluator over the context; its reader has no named gestures, which evaluation never reads.
    var evaluator: ValueEvaluator { ValueEvaluator(reader: SourceReader(self)) }
}

extension SourceReader {
    /// What evaluating later needs of this reader as it is now.
    var context: SourceContext {
        SourceContext(source: source, tokens: tokens, cache: cache, selfPrefixed: selfPrefixed, types: types,
                      functions: functions, fileScope: fileScope, valueScope: valueScope, instance: instance,
                      screen: screen, callDepth: callDepth, interpolationDepth: interpolationDepth)
    }
}
