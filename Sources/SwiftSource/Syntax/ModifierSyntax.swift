import Recognizers
import TraceFormat

/// One view modifier in a chain, as its syntax: `.onLongPressGesture(minimumDuration: 1) { }
/// onPressingChanged: { _ in }` is the name, its argument list, and two trailing closures.
struct ModifierSyntax {
    var name: SourceToken
    var arguments: ArgumentListSyntax?
    var trailingClosures: [(label: SourceToken?, closure: ClosureSyntax)]
    /// The token after the modifier's name and argument list, where a missing closure is reported.
    var afterArguments: SourceToken
}
