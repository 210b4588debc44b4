import Testing
import Recognizers
@testable import SwiftSource

/// `.onKeyPress` in its forms, `.focusable`, `.focused`, `.keyboardShortcut` and the accessibility
/// handlers, read into modifiers (docs/semantics.md#keys-focus-and-assistive-technologies).
@Suite("Catalog: keys, focus and accessibility handlers")
struct CatalogKeyboardTests {
    private func modifier(_ source: String) throws -> ModifierSpec {
        try #require(try ExpressionParser.parseModifiers(source, origin: "m").first)
    }

    private func error(_ source: String) -> String? {
        do { _ = try ExpressionParser.parseModifiers(source, origin: "m"); return nil } catch { return error.description }
    }

    @Test("each form of .onKeyPress: its keys, phases, spelling and the result its closure names")
    func onKeyPress() throws {
        let cases: [(String, String, String)] = [
            (".onKeyPress(.upArrow) { .handled }", ".onKeyPress(.upArrow)", "handled"),
            (".onKeyPress(\"a\") { return .ignored }", ".onKeyPress(\"a\")", "ignored"),
            (".onKeyPress(keys: [.leftArrow, .rightArrow]) { press in return KeyPress.Result.handled }", ".onKeyPress(keys: [.leftArrow, .rightArrow])", "handled"),
            (".onKeyPress(characters: .letters, phases: .up) { _ in if x { return .handled }; return .ignored }", ".onKeyPress(characters: .letters, phases: .up)", "reached"),
            (".onKeyPress(phases: [.down, .up]) { press in x += 1 }", ".onKeyPress(phases: [.down, .up])", "assumed"),
            (".onKeyPress(.space, phases: .all, action: { _ in .handled })", ".onKeyPress(.space, phases: .all)", "handled"),
            (".onKeyPress(characters: CharacterSet(charactersIn: \"xy\")) { _ in .handled }", ".onKeyPress(characters: CharacterSet(charactersIn: \"xy\"))", "handled"),
        ]
        for (source, spelling, result) in cases {
            guard case .keyPress(let press) = try modifier(source).kind else { Issue.record("\(source)"); continue }
            #expect(press.spelling == spelling)
            let read = switch press.result {
            case .always(let always): always.rawValue
            case .reached: "reached"
            case .assumedHandled: "assumed"
            }
            #expect(read == result, "\(source)")
        }
        guard case .keyPress(let letters) = try modifier(".onKeyPress(characters: .decimalDigits) { _ in .handled }").kind,
              case .characters(_, let test) = letters.keys else { Issue.record("characters"); return }
        #expect(test("7") && !test("a"))
        guard case .keyPress(let arrow) = try modifier(".onKeyPress(KeyEquivalent.upArrow) { .handled }").kind,
              case .keys(let keys) = arrow.keys else { Issue.record("keys"); return }
        #expect(keys == ["\u{F700}"] && arrow.phases == [.down, .repeat])
    }

    @Test("focusable, focused and keyboardShortcut")
    func focusAndShortcuts() throws {
        guard case .focus(let plain) = try modifier(".focusable()").kind,
              case .focus(let off) = try modifier(".focusable(false)").kind,
              case .focus(let edit) = try modifier(".focusable(interactions: .edit)").kind,
              case .focus(let bound) = try modifier(".focused($isFocused)").kind,
              case .focus(let field) = try modifier(".focused($field, equals: .email)").kind else { Issue.record("focus"); return }
        #expect(plain.focusable == .automatic && off.focusable == [] && edit.focusable == .edit && bound.focusable == nil)
        #expect(bound.spelling == ".focused($isFocused)" && field.spelling == ".focused($field, equals: .email)")
        guard case .keyboardShortcut(let save) = try modifier(".keyboardShortcut(\"s\")").kind,
              case .keyboardShortcut(let shifted) = try modifier(".keyboardShortcut(\"n\", modifiers: [.command, .shift])").kind,
              case .keyboardShortcut(let defaultAction) = try modifier(".keyboardShortcut(.defaultAction)").kind else { Issue.record("shortcut"); return }
        #expect(save == KeyboardShortcut(KeyEquivalent("s")) && shifted.modifiers == [.command, .shift] && defaultAction == .defaultAction)
        #expect(try modifier(".onKeyPress(.upArrow) { .handled }").isEventModifier && !(try modifier(".focusable()").isEventModifier)
                && (try modifier(".focused($f)").isEventModifier) && !(try modifier(".keyboardShortcut(\"s\")").isEventModifier))
    }

    @Test("accessibility actions by kind and name, the adjustable and scroll actions, the activation point")
    func accessibility() throws {
        let spellings = try [".accessibilityAction { }", ".accessibilityAction(.escape) { }", ".accessibilityAction(named: \"Delete\") { }",
                             ".accessibilityAction(named: Text(\"Share\"), { })", ".accessibilityAdjustableAction { direction in }",
                             ".accessibilityScrollAction { edge in }"].map { source -> String? in
            guard case .accessibility(let accessibility) = try modifier(source).kind else { return nil }
            return accessibility.spelling
        }
        #expect(spellings == [".accessibilityAction", ".accessibilityAction(.escape)", ".accessibilityAction(named: \"Delete\")",
                              ".accessibilityAction(named: \"Share\")", ".accessibilityAdjustableAction", ".accessibilityScrollAction"])
        guard case .accessibility(.activationPoint(let center)) = try modifier(".accessibilityActivationPoint(.center)").kind,
              case .accessibility(.activationPoint(let point)) = try modifier(".accessibilityActivationPoint(CGPoint(x: 4, y: 8))").kind,
              case .accessibility(.activationPoint(let unit)) = try modifier(".accessibilityActivationPoint(UnitPoint(x: 0.2, y: 1))").kind
        else { Issue.record("activation point"); return }
        #expect(center == .unit(UnitPoint(x: 0.5, y: 0.5)) && point == .point(CGPoint(x: 4, y: 8)) && unit == .unit(UnitPoint(x: 0.2, y: 1)))
        let elements = try [".accessibilityElement()", ".accessibilityElement(children: .combine)",
                            ".accessibilityElement(children: AccessibilityChildBehavior.contain)", ".accessibilityElement(children: behavior)"].map { source -> String? in
            guard case .accessibility(.element(let children)) = try modifier(source).kind else { return nil }
            return children
        }
        #expect(elements == ["ignore", "combine", "contain", "ignore"])
        let hidden = try [".accessibilityHidden(true)", ".accessibilityHidden(false)", ".accessibilityHidden(isDecorative)"].map { source -> Bool? in
            guard case .accessibility(.hidden(let hidden)) = try modifier(source).kind else { return nil }
            return hidden
        }
        #expect(hidden == [true, false, true])
    }

    @Test("results read from the action's own statements: a nested closure's return is its own; unread statements leave it to the replay")
    func results() throws {
        func result(_ source: String) throws -> String {
            guard case .keyPress(let press) = try modifier(source).kind else { return "none" }
            return switch press.result {
            case .always(let always): always.rawValue
            case .reached: "reached"
            case .assumedHandled: "assumed"
            }
        }
        #expect(try result(".onKeyPress(.space) { if x { return .ignored }; return .ignored }") == "ignored")
        // `removeAll { … }` cannot be evaluated, and a return of its closure is not the action's.
        #expect(try result(".onKeyPress(.space) { items.removeAll { item in return item > 1 }; return .handled }") == "reached")
        #expect(try result(".onKeyPress(.space) { return result }") == "assumed")
        guard case .accessibility(.action(let kind, _)) = try modifier(".accessibilityAction(AccessibilityActionKind.escape) { }").kind else {
            Issue.record("escape"); return
        }
        #expect(kind == .escape)
    }

    @Test("mistakes are located errors with the fix")
    func errors() {
        #expect(error(".onKeyPress(.upArow) { .handled }")?.hasPrefix("m:1:14: error: unknown key 'upArow'; expected a KeyEquivalent such as .upArrow, .downArrow, .leftArrow, .rightArrow or a one-character string (did you mean '.upArrow'?)") == true)
        #expect(error(".onKeyPress(\"ab\") { .handled }")?.hasPrefix("m:1:13: error: expected a key such as .upArrow or a one-character string such as \"a\", found '\"ab\"'") == true)
        #expect(error(".onKeyPress(.space, phases: .sideways) { _ in .handled }")?.hasPrefix("m:1:29: error: expected key phases .down, .repeat, .up or .all, found '.sideways'") == true)
        #expect(error(".focused(isFocused)")?.hasPrefix("m:1:10: error: expected a @FocusState binding such as 'focused($isFocused)' or 'focused($field, equals: .email)'") == true)
        #expect(error(".keyboardShortcut(.defaultAction, modifiers: .command)")?.hasPrefix("m:1:46: error: '.defaultAction' has its own key and no modifiers") == true)
        #expect(error(".accessibilityAction(.wave) { }")?.hasPrefix("m:1:23: error: unknown accessibility action kind 'wave'; expected .default, .escape or .magicTap") == true)
        #expect(error(".focusable(interactions: .hover)")?.hasPrefix("m:1:26: error: expected focus interactions .activate, .edit or .automatic, found '.hover'") == true)
    }

    /// Today's code as written: ACHNBrowserUI's tvOS rows use the deprecated form.
    @Test("the deprecated .focusable(_:onFocusChange:) is focusable, its closure not run, with a warning at it")
    func focusableWithFocusChange() throws {
        for source in ["Text(\"a\").focusable(true) { isFocused in self.focused = isFocused }",
                       "Text(\"a\").focusable(true, onFocusChange: { focused = $0 })"] {
            let scene = try SourceScene.load(source, file: "V.swift")
            #expect(scene.warnings.map(\.message) == ["onFocusChange is not run: focus changes are replayed, the closure that reports them is not"], "\(source)")
            #expect(scene.laidOut.contains { $0.gestures == [".focusable"] }, "\(source)")
        }
    }
}
