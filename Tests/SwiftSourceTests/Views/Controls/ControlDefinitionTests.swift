import Testing
import Recognizers
import TraceFormat
@testable import SwiftSource

@Suite("ControlDefinition: one definition per control, read by JSON scenes, Swift scenes, layout and hit testing")
struct ControlDefinitionTests {
    /// A Swift initializer of each type a definition reads, with what layout must make of it on
    /// the 390×844 screen: the control's name, its frame and whether it is hit on that frame.
    static let samples: [String: (source: String, control: String, frame: String)] = [
        "ScrollView": ("ScrollView(.horizontal) { HStack { Color.red.frame(width: 600, height: 40) } }", "ScrollView", "0 47 390 763"),
        "List": ("List { Text(\"A\"); Text(\"B\") }", "List", "0 47 390 763"),
        "Form": ("Form { Section(\"Name\") { Text(\"A\") } }", "List", "0 47 390 763"),
        "TabView": ("TabView { Text(\"A\"); Text(\"B\") }.tabViewStyle(.page)", "TabView", "0 47 390 763"),
        "NavigationStack": ("NavigationStack { Text(\"A\") }", "NavigationStack", "0 47 390 763"),
        "NavigationView": ("NavigationView { Text(\"A\") }", "NavigationStack", "0 47 390 763"),
        "NavigationSplitView": ("NavigationSplitView { Text(\"A\") } detail: { Text(\"B\") }", "NavigationStack", "0 47 390 763"),
        "Button": ("Button(\"Go\") { }", "Button", "186.5 418.3333333333333 17 20.333333333333332"),
        "NavigationLink": ("NavigationLink(\"Go\") { Text(\"Next\") }", "Button", "186.5 418.3333333333333 17 20.333333333333332"),
        "Link": ("Link(\"Go\", destination: url)", "Button", "186.5 418.3333333333333 17 20.333333333333332"),
        "Menu": ("Menu(\"Go\") { Button(\"A\") { } }", "Button", "186.5 418.3333333333333 17 20.333333333333332"),
        "EditButton": ("EditButton()", "Button", "178 418.3333333333333 34 20.333333333333332"),
        "ShareLink": ("ShareLink(item: url)", "Button", "173.66666666666666 418.3333333333333 42.666666666666664 20.333333333333332"),
        "Toggle": ("Toggle(\"Wi-Fi\", isOn: $on)", "Toggle", "0 413 390 31"),
        "Slider": ("Slider(value: $v, in: 0...10)", "Slider", "0 413 390 31"),
    ]

    @Test("every Swift type of every definition has a sample here, and every definition a distinct JSON name in `ControlDefinitions.all`'s order")
    func registry() {
        let types = ControlDefinitions.all.flatMap { $0.swiftTypes }
        #expect(Set(types) == Set(Self.samples.keys))
        #expect(types.count == Set(types).count)
        #expect(ControlDefinitions.all.map { $0.name } == ["ScrollView", "Button", "List", "TabView", "NavigationStack", "Sheet", "Toggle", "Slider"])
        // The Swift reader's suggestions come from the same table.
        #expect(types.allSatisfy(BuiltInViewReader.viewNames.contains))
    }

    @Test("each Swift type reads as its control, laid out where SwiftUI puts it", arguments: samples.keys.sorted())
    func swift(type: String) throws {
        let sample = try #require(Self.samples[type])
        let source = """
            @State private var on = true
            @State private var v = 4.0
            \(sample.source)
            """
        let scene = try SourceScene.load(source, file: "View.swift")
        let view = try #require(scene.laidOut.first { $0.control != nil })
        #expect(view.control == sample.control)
        let f = view.frame
        #expect([f.minX, f.minY, f.width, f.height].map { NumberFormat.string($0) }.joined(separator: " ") == sample.frame)
    }

    @Test("what layout gives the replay: a scroll view's content size, a pager's pages, a toggle's and a slider's state")
    func laidOut() throws {
        func control(_ source: String) throws -> Control? {
            let root = try SourceScene.load("@State private var on = true\n@State private var v = 4.0\n" + source, file: "View.swift").views[0]
            return root.children.first?.control
        }
        guard case .scrollView(let scroll)? = try control(Self.samples["ScrollView"]!.source) else { Issue.record("not a ScrollView"); return }
        #expect(scroll.axes == .horizontal)
        #expect(scroll.contentSize == CGSize(width: 600, height: 763))
        guard case .list(let list)? = try control(Self.samples["List"]!.source) else { Issue.record("not a List"); return }
        #expect(list.contentSize == CGSize(width: 390, height: 763))
        guard case .pagedTabView(2, 0)? = try control(Self.samples["TabView"]!.source) else { Issue.record("not 2 pages"); return }
        guard case .toggle(true)? = try control(Self.samples["Toggle"]!.source) else { Issue.record("not on"); return }
        guard case .slider(4, 0...10, nil)? = try control(Self.samples["Slider"]!.source) else { Issue.record("not 4 in 0...10"); return }
    }

    @Test("a control only JSON scenes have is a located error in Swift, and its keys are its own")
    func jsonOnly() {
        #expect(SheetDefinition.swiftTypes.isEmpty)
        #expect(ControlDefinitions.owners["detents"] == ["Sheet"])
        #expect(ControlDefinitions.owners["disabled"] == ["Button", "Toggle", "Slider"])
        #expect(ControlDefinitions.owners["contentSize"] == ["ScrollView", "List"])
    }
}
