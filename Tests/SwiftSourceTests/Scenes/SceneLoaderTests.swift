import Testing
@testable import ReplayKit
@testable import SwiftSource

@Suite("Scenes from JSON: --scene files and trace headers (docs/scene-format.md)")
struct SceneLoaderTests {
    private func load(_ text: String) -> String {
        do {
            let views = try SceneLoader.load(text, file: "scene.json")
            return views.map(\.id).joined(separator: ",")
        } catch {
            return error.description
        }
    }

    @Test("views with frames, children, coordinate spaces and modifiers")
    func loads() throws {
        let views = try SceneLoader.load("""
            {"views": [
              {"id": "P", "frame": [0, 0, 300, 300], "coordinateSpace": "P",
               "modifiers": ".onTapGesture(count: 2) { select() }.disabled(false)",
               "children": [{"id": "C", "frame": [50, 50, 100.5, 100], "modifiers": ".gesture(DragGesture(), including: .gesture)"}]}
            ]}
            """, file: "scene.json")
        #expect(views.count == 1)
        #expect(views[0].coordinateSpace == "P")
        #expect(views[0].modifiers.map(\.name) == ["onTapGesture", "disabled"])
        #expect(views[0].children[0].frame.width == 100.5)
        guard case .gesture(let expression, .normal, let mask) = views[0].children[0].modifiers[0].kind else {
            Issue.record("expected a .gesture modifier")
            return
        }
        #expect(expression.description == "DragGesture()")
        #expect(mask == .gesture)
    }

    @Test("numbers: whole, fractional, negative, exponent and past 15 digits read as JSON says; leading zeros refused",
          arguments: [
              ("[0, -3, 100.5, 2e2]", "0.0 -3.0 100.5 200.0"),
              ("[123456789012345678, 0, 1, 1]", "1.2345678901234568e+17 0.0 1.0 1.0"),
              ("[0.25, 1E1, 7, 0]", "0.25 10.0 7.0 0.0"),
              ("[01, 0, 1, 1]", "scene.json:1:34: error: expected a JSON value, found '01'"),
              ("[+1, 0, 1, 1]", "scene.json:1:34: error: expected a JSON value, found '+1'"),
              ("[0e1, 0E-2, -0, 1]", "0.0 0.0 -0.0 1.0"),
              ("[-01, 0, 1, 1]", "scene.json:1:34: error: expected a JSON value, found '-01'"),
              ("[1., 0, 1, 1]", "scene.json:1:34: error: expected a JSON value, found '1.'"),
              ("[.5, 0, 1, 1]", "scene.json:1:34: error: expected a JSON value, found '.5'"),
              ("[1e, 0, 1, 1]", "scene.json:1:34: error: expected a JSON value, found '1e'"),
          ])
    func numbers(frame: String, expected: String) {
        do {
            let views = try SceneLoader.load("{\"views\": [{\"id\": \"A\", \"frame\": \(frame)}]}", file: "scene.json")
            let rect = views[0].frame
            #expect([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { "\($0)" }.joined(separator: " ") == expected)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("strings: escapes, surrogate pairs as one character, raw control characters and lone surrogates refused",
          arguments: [
              (#"\u00e9t\u00E9 \"q\" \\ \/"#, "été \"q\" \\ /"),
              (#"\ud83d\ude00"#, "😀"),
              (#"\ud83d"#, #"scene.json:1:20: error: invalid \u escape in a string: a high surrogate without its low half"#),
              (#"\ud83dx"#, #"scene.json:1:20: error: invalid \u escape in a string: a high surrogate without its low half"#),
              (#"\ude00"#, #"scene.json:1:20: error: invalid \u escape in a string: a low surrogate alone"#),
              (#"\u12g4"#, #"scene.json:1:20: error: invalid \u escape in a string"#),
              ("a\tb", "scene.json:1:21: error: control character in a string; escape it"),
          ])
    func strings(written: String, expected: String) {
        do {
            let views = try SceneLoader.load("{\"views\": [{\"id\": \"" + written + "\", \"frame\": [0, 0, 1, 1]}]}", file: "scene.json")
            #expect(views[0].id == expected)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("views that repeat a modifier chain share its reading, and each modifier keeps the place it is written")
    func repeatedModifiers() throws {
        let views = try SceneLoader.load("""
            {"views": [
              {"id": "A", "frame": [0, 0, 10, 10], "modifiers": ".onTapGesture { }"},
              {"id": "B", "frame": [0, 10, 10, 10],   "modifiers": ".onTapGesture { }"}
            ]}
            """, file: "scene.json")
        #expect(views.map { $0.modifiers[0].position.map { "\($0.line):\($0.column)" } } == ["2:55", "3:58"])
        #expect(views.map { $0.modifiers[0].name } == ["onTapGesture", "onTapGesture"])
    }

    @Test("errors point into the file", arguments: [
        ("{\"views\": [{\"id\": \"A\"}]}", "scene.json:1:12: error: missing key \"frame\" for view 'A'"),
        ("{\"views\": [{\"id\": \"A\", \"frame\": [0, 0, 10]}]}", "scene.json:1:33: error: a frame is [x, y, width, height], four numbers in global points"),
        ("{\"views\": [{\"id\": \"A\", \"frame\": [0, 0, 10, 10], \"modifers\": \"\"}]}", "scene.json:1:49: error: unknown view key 'modifers'; did you mean 'modifiers'?"),
        ("{\"views\": [{\"id\": 1, \"frame\": [0, 0, 10, 10]}]}", "scene.json:1:19: error: expected a string for \"id\", found a number"),
        ("{\"views\": [{\"id\": \"A\", \"frame\": [0, 0, 10, 10]}, {\"id\": \"A\", \"frame\": [0, 0, 1, 1]}]}", "scene.json:1:57: error: two views have the id 'A'; ids must be unique"),
        ("{\"views\": [}", "scene.json:1:12: error: expected a JSON value, found '}'"),
        ("{\"view\": []}", "scene.json:1:2: error: unknown scene key 'view'; a scene has \"views\""),
        ("[]", "scene.json:1:1: error: a scene is an object such as {\"views\": [...]}; found an array"),
    ])
    func errors(text: String, expected: String) {
        #expect(load(text) == expected)
    }

    @Test("views are read as they are written: the first error in the file is the one reported, and JSON's own errors stay located")
    func errorsInOrder() {
        // A view's missing frame comes before a later view's broken JSON.
        #expect(load("{\"views\": [{\"id\": \"A\"}, {\"id\": \"B\", \"frame\": [0, 0, 1, 1}]}")
                == "scene.json:1:12: error: missing key \"frame\" for view 'A'")
        #expect(load("{\"views\": [{\"id\": \"A\", \"frame\": [0, 0, 1, 1]} {\"id\": \"B\"}]}")
                == "scene.json:1:47: error: expected ',' or ']' in an array, found '{\"id\"'")
        // An array never closed is pointed at where it opens: the children's.
        #expect(load("{\"views\": [{\"id\": \"A\", \"frame\": [0, 0, 1, 1], \"children\": [{\"id\": \"B\", \"frame\": [0, 0, 1, 1]}")
                == "scene.json:1:59: error: unterminated array; expected ']'")
        #expect(load("{\"views\": [{\"id\": \"A\", \"frame\": [0, 0, 1, 1], \"children\": {}}]}")
                == "scene.json:1:59: error: expected an array of views, found an object")
        #expect(load("{\"views\": []} x") == "scene.json:1:15: error: unexpected text after the scene: 'x'")
        #expect(load("{\"views\": [], \"views\": [{\"id\": \"A\", \"frame\": [0, 0, 1, 1]}]}") == "A")
    }

    @Test("an error inside a modifier chain points at the character in the file, with a caret")
    func modifierError() {
        let text = "{\"views\": [\n  {\"id\": \"A\", \"frame\": [0, 0, 10, 10], \"modifiers\": \".onTapGestur { }\"}]}"
        #expect(load(text) == """
            scene.json:2:55: error: unknown view modifier 'onTapGestur'; did you mean 'onTapGesture'?
              .onTapGestur { }
               ^~~~~~~~~~~
            """)
    }

    @Test("modifier chains: masks, isEnabled, trailing closures, coordinate spaces", arguments: [
        (".highPriorityGesture(TapGesture(), including: [.gesture, .subviews])", "highPriorityGesture"),
        (".simultaneousGesture(TapGesture(), isEnabled: false)", "simultaneousGesture"),
        (".onLongPressGesture(minimumDuration: 1, perform: { }, onPressingChanged: { _ in })", "onLongPressGesture"),
        (".onLongPressGesture { } onPressingChanged: { pressing in }", "onLongPressGesture"),
        (".onTapGesture(coordinateSpace: .global) { location in }", "onTapGesture"),
        (".coordinateSpace(.named(\"P\"))", "coordinateSpace"),
    ])
    func modifierForms(source: String, name: String) throws {
        let modifiers = try ExpressionParser.parseModifiers(source, origin: "m")
        #expect(modifiers.map(\.name) == [name])
    }

    @Test("modifier errors", arguments: [
        (".gesture(TapGesture(), including: .subview)", "m:1:35: error: unknown GestureMask '.subview'; expected .all, .gesture, .subviews or .none (did you mean '.subviews'?)"),
        (".onTapGesture(count: 2)", "m:1:24: error: expected the 'perform' closure after 'onTapGesture', such as 'onTapGesture { }'"),
        (".disabled(yes)", "m:1:10: error: expected 'disabled(true)' or 'disabled(false)'"),
        (".padding()", "m:1:2: error: unknown view modifier 'padding'; expected one of .gesture, .highPriorityGesture, .simultaneousGesture, .onTapGesture, .onLongPressGesture, .onHover, .onContinuousHover, .onPencilSqueeze, .onPencilDoubleTap, .coordinateSpace, .disabled, .contextMenu, .onKeyPress, .focusable, .focused, .keyboardShortcut, or an .accessibility… modifier"),
    ])
    func modifierErrors(source: String, expected: String) {
        do {
            _ = try ExpressionParser.parseModifiers(source, origin: "m")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init) == expected)
        }
    }
}
