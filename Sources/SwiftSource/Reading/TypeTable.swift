/// `enum DragState { case inactive, dragging(translation: CGSize); var translation: CGSize { … } }`:
/// the cases values can be, and the computed properties and functions that read them (Apple's
/// "Composing SwiftUI gestures" keeps a gesture's phase this way).
struct EnumDeclaration {
    var name: SourceToken
    /// Each case and the labels of its associated values (nil for an unlabeled one).
    var cases: [String: [String?]] = [:]
    /// Computed properties, read like functions without arguments, and functions.
    var functions: [String: FunctionDeclaration] = [:]
}

/// `struct Item { var name: String; var size: CGFloat = 80 }`, `@Observable class Model { var
/// offset: CGSize = .zero }`: stored properties in order, for `Item(name: "a")` and `model.offset`.
struct DataTypeDeclaration {
    var name: SourceToken
    var properties: [PropertyDeclaration] = []
    /// An `init` of its own: no memberwise initializer, so a call with arguments is opaque.
    var hasInitializer = false
}

/// The types of a file that values come from — its enums, data types and representables, and
/// the `static` members of any of its types (`RangeSliderHandle.size`) — filled while the file is read and only read after:
/// every copy of a reader shares it, lint's threads too.
/// Unchecked: docs/architecture.md#threads says why it is safe.
final class TypeTable: @unchecked Sendable {
    private(set) var enums: [EnumDeclaration] = []
    private(set) var dataTypes: [String: DataTypeDeclaration] = [:]
    /// `struct Name: UIGestureRecognizerRepresentable`: its `makeUIGestureRecognizer` body and
    /// its own body, where a nested `Coordinator` answers as the recognizer's delegate.
    private(set) var representables: [String: (make: Range<Int>, body: Range<Int>)] = [:]
    /// `static let size: CGFloat = 20`, by type name and member name.
    private(set) var statics: [String: [String: ValueSyntax]] = [:]
    /// The names of every type declared in the file, whether or not this tool reads it.
    private(set) var names: Set<String> = []

    func addRepresentable(_ name: String, makeBody: Range<Int>, body: Range<Int>) {
        representables[name] = (makeBody, body)
        names.insert(name)
    }

    func add(_ declaration: DataTypeDeclaration) {
        dataTypes[declaration.name.text] = declaration
        names.insert(declaration.name.text)
    }

    func add(_ declaration: EnumDeclaration) {
        enums.append(declaration)
        names.insert(declaration.name.text)
    }

    func addStatic(_ member: String, of type: String, value: ValueSyntax) {
        statics[type, default: [:]][member] = value
    }

    func declare(_ type: String) { names.insert(type) }

    /// The byte ranges of `#if DEBUG` branches, each with a note at its `#if`: code a debug build
    /// has and a shipping one does not (lint marks findings there, docs/lint.md#what-a-finding-assumes).
    private(set) var debugBranches: [(range: Range<Int>, place: Diagnostic)] = []
    func addDebugBranch(_ range: Range<Int>, at place: Diagnostic) { debugBranches.append((range, place)) }

    /// The names written in `#if` branches this build leaves out (`#if os(macOS)` on iOS).
    private(set) var namesInInactiveCode: Set<String> = []
    func nameInInactiveCode(_ name: String) { namesInInactiveCode.insert(name) }

    /// Declarations that could not be read, by name, with why: each was said once, as a warning
    /// at its place; what uses it is approximated (a view: a placeholder), or, where that would
    /// lose a gesture, refused with this error.
    private(set) var unreadable: [String: Diagnostic] = [:]

    /// `typealias Row = ItemRow`: another name of a type.
    private(set) var aliases: [String: String] = [:]
    func addAlias(_ name: String, of target: String) {
        aliases[name] = target
        names.insert(name)
    }

    /// `static func card(_ title: String) -> some View` of a type (`Theme.card("A")` in a body), by type and name.
    private(set) var viewFunctions: [String: [String: FunctionDeclaration]] = [:]
    func addViewFunction(_ function: FunctionDeclaration, of type: String) {
        viewFunctions[type, default: [:]][function.name.text] = function
    }

    /// Views, gestures and modifiers declared inside another type or an extension, in source order.
    private(set) var nested: [TypeDeclaration] = []

    func addNested(_ declaration: TypeDeclaration) {
        nested.append(declaration)
        names.insert(declaration.name.text)
    }

    func markUnreadable(_ name: String, _ error: Diagnostic) {
        if unreadable[name] == nil { unreadable[name] = error }
    }

    /// The enum with a case of this name; the first declared when several have one.
    func enumDeclaring(case name: String) -> EnumDeclaration? { enums.first { $0.cases[name] != nil } }

    func enumNamed(_ name: String) -> EnumDeclaration? { enums.first { $0.name.text == name } }
}
