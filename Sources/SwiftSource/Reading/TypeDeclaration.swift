import TraceFormat
import Recognizers

/// A stored or computed property of a view or gesture struct, or a line pasted with a gesture:
/// `@GestureState private var offset = CGSize.zero`, `let title: String`, `var drag: some Gesture { … }`.
struct PropertyDeclaration: Sendable {
    var name: SourceToken
    /// `State`, `GestureState`, `Binding`, …; nil for a plain `let`/`var`.
    var wrapper: String?
    /// The initial value after `=`, if any.
    var initial: ValueSyntax?
    /// A computed property's body (`var header: some View { … }`): the tokens inside its braces.
    var computedBody: Range<Int>?
    /// The names in its type annotation: `["some", "Gesture"]`.
    var typeNames: [String] = []
    /// `var last: CGPoint?`: with no initial value, it starts as nil.
    var isOptional = false
    var isVariable = false
    /// Its initial value is not an expression this tool reads (`[:]`, `#imageLiteral(…)`): the
    /// property is opaque, and a state of it says so where it is declared.
    var initialUnreadable = false
    /// Whether its type annotation has `->`.
    var hasArrow = false

    var isGesture: Bool { typeNames.contains { $0 == "Gesture" || $0.hasSuffix("Gesture") } }
    /// `let perform: () -> Void`, `var onEnd: (CGFloat) -> ()`: a closure, app code the tool does not run.
    var isClosure: Bool { typeNames.last == "Void" || hasArrow }
}

/// `func name(_ a: CGFloat, label b: Int = 2) -> CGFloat { … }` in a view: what calls to it bind
/// and the tokens of its body, read when a call needs it (a helper in a modifier's argument, a
/// `@ViewBuilder` method in a body).
struct FunctionDeclaration: Sendable {
    struct Parameter: Sendable {
        /// The argument label; nil for `_`.
        var label: String?
        var name: String
        var defaultValue: ValueSyntax?
    }
    var name: SourceToken
    var parameters: [Parameter]
    /// The names in its return type: `["some", "View"]`, `["CGFloat"]`.
    var returnTypeNames: [String]
    /// The tokens inside its braces.
    var body: Range<Int>
    /// A computed property (`var isActive: Bool { … }`): named without a call.
    var isProperty = false

    var returnsView: Bool { returnTypeNames.contains("View") }

    /// Each parameter with the argument a call passes it, as Swift matches them: a labelled
    /// parameter by its label, the unlabelled ones in order; nil where the call passes none.
    func arguments(of list: ArgumentListSyntax?) -> [(parameter: Parameter, argument: ExpressionSyntax?)] {
        let arguments = list?.arguments ?? []
        var unlabeled = arguments.filter { $0.label == nil }[...]
        return parameters.map { parameter in
            (parameter, parameter.label.map { label in arguments.first { $0.label?.text == label }?.value } ?? unlabeled.popFirst()?.value)
        }
    }
}

/// `struct Name: View { … }` or `struct Name: Gesture { … }`, with the members this tool reads.
struct TypeDeclaration: Sendable {
    /// `View`, `Gesture`, or `ViewModifier` (whose body is `func body(content:)`).
    enum Kind { case view, gesture, modifier }
    var kind: Kind
    var name: SourceToken
    var properties: [PropertyDeclaration]
    /// The tokens inside `var body: some View { … }` (a modifier's `func body(content:) { … }`).
    var body: Range<Int>
    var functions: [FunctionDeclaration] = []
    /// A modifier's name for the view it modifies: `content` in `func body(content: Content)`.
    var contentName: String? = nil
    /// `struct Card<Content: View>`: its generic parameters.
    var generics: [String] = []

    func property(_ name: String) -> PropertyDeclaration? { properties.first { $0.name.text == name } }

    /// Where its views are written: its body, its computed properties' and its functions'.
    var bodyRanges: [Range<Int>] { [body] + properties.compactMap(\.computedBody) + functions.map(\.body) }

    /// The stored properties that hold views its user passes (`@ViewBuilder let content: Content`,
    /// `let label: () -> Label`): those typed by a generic parameter, in order.
    var viewProperties: [PropertyDeclaration] {
        guard !generics.isEmpty else { return [] }
        return properties.filter { property in
            property.computedBody == nil && property.initial == nil && property.typeNames.contains(where: generics.contains)
        }
    }
}

/// A Swift file, a folder's files, or the lines a user copied, as declarations: view and gesture
/// structs, previews, loose property lines and bindings, and the statements outside any
/// declaration (a bare `VStack { … }` or a gesture expression, with or without `return`).
/// Imports, `@main` apps, data types, extensions and functions are skipped: they hold no view
/// this tool lays out.
struct SourceFile: Sendable {
    var types: [TypeDeclaration] = []
    /// Property lines and `let`/`var` bindings outside any struct, in order.
    var looseProperties: [PropertyDeclaration] = []
    /// The tokens of the statements outside any declaration, in order.
    var looseStatements: [Range<Int>] = []
    /// Functions outside any declaration: a snippet's helpers, beside its `var body`.
    var looseFunctions: [FunctionDeclaration] = []
    /// `extension View { func cardStyle() -> some View { … } }`: modifiers of the app's own, by name.
    var viewExtensions: [String: FunctionDeclaration] = [:]
    /// `extension ContentView { var header: some View { … }; func row(_:) -> some View { … } }`:
    /// computed properties and functions that join the type of that name, by its name.
    var typeExtensions: [String: TypeExtension] = [:]

    struct TypeExtension: Sendable {
        var properties: [PropertyDeclaration] = []
        var functions: [FunctionDeclaration] = []
    }
    /// The view an `App`'s `WindowGroup { … }` shows first: the root when several could be.
    var appRoot: String?
    /// `WindowGroup { … }.defaultSize(width: 900, height: 600)`: the app window's content size,
    /// which a Mac window (`--device mac-window`) takes.
    var appDefaultSize: CGSize?
    /// `#Preview { … }` and `PreviewProvider`s, in source order: roots with the developer's data.
    var previews: [PreviewDeclaration] = []
    /// The tokens of each `struct Name: App { … }`: its scenes' views are screens, not parts.
    var appRanges: [Range<Int>] = []

    func type(_ name: String) -> TypeDeclaration? { types.first { $0.name.text == name } }
}

/// `#Preview("Name", traits: …) { ItemRow(item: .mock) }`, or a `PreviewProvider`'s `previews`:
/// a body whose views are the developer's own sample data.
struct PreviewDeclaration {
    /// The name written, if any (`#Preview("Dark")`), else the provider's type name.
    var name: String?
    /// `#Preview`, or the provider's name: where the preview is said to be.
    var token: SourceToken
    /// The statements of its closure or of `previews`.
    var body: Range<Int>
}
