import Testing
@testable import ReplayKit
import Recognizers
@testable import SwiftSource

@Suite("Scenes from JSON: control keys (docs/scene-format.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider)")
struct SceneLoaderControlsTests {
    private func load(_ view: String) -> Result<[SceneSpec], Diagnostic> {
        Result { () throws(Diagnostic) in try SceneLoader.load("{\"views\": [\(view)]}", file: "scene.json") }
    }

    private func error(_ view: String) -> String {
        if case .failure(let diagnostic) = load(view) { return "\(diagnostic.position.line):\(diagnostic.position.column): \(diagnostic.message)" }
        return "loaded"
    }

    @Test("every control with its keys and their defaults")
    func controls() throws {
        let specs = try load("""
            {"id": "S", "frame": [0, 0, 390, 844], "control": "ScrollView", "axes": "both", "contentSize": [800, 3000],
             "paging": true, "decelerationRate": "fast", "scrollDisabled": false, "bounces": false},
            {"id": "L", "frame": [0, 0, 390, 844], "control": "List", "contentSize": [390, 900],
             "children": [{"id": "R", "frame": [0, 0, 390, 44], "swipeActions": {"edge": "leading", "allowsFullSwipe": false, "actions": ["Pin"]}}]},
            {"id": "T", "frame": [0, 0, 390, 200], "control": "TabView", "tabViewStyle": "page", "pageCount": 3, "selection": 2},
            {"id": "B", "frame": [0, 0, 100, 44], "control": "Button", "role": "destructive", "disabled": true},
            {"id": "N", "frame": [0, 0, 390, 844], "control": "NavigationStack", "depth": 2},
            {"id": "H", "frame": [0, 100, 390, 744], "control": "Sheet", "detents": ["medium", "large"], "interactiveDismissDisabled": true},
            {"id": "G", "frame": [0, 0, 51, 31], "control": "Toggle", "isOn": true},
            {"id": "V", "frame": [0, 0, 300, 30], "control": "Slider", "value": 3, "range": [0, 10]}
            """).get()
        #expect(specs.map { $0.control?.name ?? "-" } == ["ScrollView", "List", "TabView", "Button", "NavigationStack", "Sheet", "Toggle", "Slider"])
        guard case .scrollView(let scroll)? = specs[0].control else { Issue.record("not a ScrollView"); return }
        #expect(scroll == ScrollViewConfiguration(axes: .both, contentSize: CGSize(width: 800, height: 3000), paging: true,
                                                  decelerationRate: .fast, scrollDisabled: false, bounces: false))
        #expect(specs[1].children[0].swipeActions == SwipeActions(edge: .leading, allowsFullSwipe: false, actions: ["Pin"]))
        guard case .pagedTabView(3, 2)? = specs[2].control else { Issue.record("not a 3-page TabView at 2"); return }
        #expect(specs[3].controlDisabled)
        guard case .sheet(["medium", "large"], true)? = specs[5].control, case .toggle(true)? = specs[6].control,
              case .slider(3, let range, nil)? = specs[7].control else { Issue.record("sheet, toggle or slider misread"); return }
        #expect(range == 0...10)
    }

    @Test("mistakes get located errors that say what to write", arguments: [
        (#"{"id": "S", "frame": [0, 0, 1, 1], "control": "ScrolView"}"#, "1:58: unknown control 'ScrolView'; did you mean 'ScrollView'?"),
        (#"{"id": "S", "frame": [0, 0, 1, 1], "control": "ScrollView"}"#, "1:58: a ScrollView needs \"contentSize\": [width, height], the size of everything inside it"),
        (#"{"id": "S", "frame": [0, 0, 1, 1], "contentSize": [1, 1]}"#, "1:47: 'contentSize' is a key of a control; add \"control\": \"ScrollView\" or \"List\" to view 'S'"),
        (#"{"id": "B", "frame": [0, 0, 1, 1], "control": "Button", "paging": true}"#, "1:68: 'paging' is not a key of a Button; it belongs to ScrollView"),
        (#"{"id": "S", "frame": [0, 0, 1, 1], "control": "ScrollView", "contentSize": [1, 1], "axes": "diagonal"}"#, "1:103: \"axes\" is one of \"vertical\", \"horizontal\", \"both\"; found \"diagonal\""),
        (#"{"id": "T", "frame": [0, 0, 1, 1], "control": "TabView", "tabViewStyle": "page", "pageCount": 2, "selection": 2}"#, "1:122: \"selection\" 2 is past the last page, 1"),
        (#"{"id": "T", "frame": [0, 0, 1, 1], "control": "TabView", "pageCount": 2}"#, "1:58: only a paged TabView is modelled: add \"tabViewStyle\": \"page\""),
        (#"{"id": "G", "frame": [0, 0, 1, 1], "control": "Toggle", "isOn": 1}"#, "1:76: expected true or false for \"isOn\" of a Toggle, found a number"),
        (#"{"id": "R", "frame": [0, 0, 1, 1], "swipeActions": {"edge": "trailing"}}"#, "1:63: swipeActions needs \"actions\": the titles of its buttons, such as [\"Delete\"]"),
        (#"{"id": "V", "frame": [0, 0, 1, 1], "control": "Slider", "range": [1, 0]}"#, "1:77: a Slider's \"range\" is [lower, upper] with lower < upper"),
        (#"{"id": "V", "frame": [0, 0, 1, 1], "contentSise": [1, 1]}"#, "1:47: unknown view key 'contentSise'; did you mean the control key 'contentSize'?"),
    ])
    func errors(view: String, message: String) {
        #expect(error(view) == message)
    }
}
