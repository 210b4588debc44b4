import Testing
@testable import ReplayKit
import Recognizers
import TraceFormat
@testable import SwiftSource

@Suite("SceneLinter: targets, probes, rules and determinism")
struct SceneLinterTests {
    static func findings(_ text: String, file: String = "View.swift", profiles: [ArbitrationProfile] = ArbitrationProfile.iPhone,
                         workers: Int? = nil) throws -> [LintFinding] {
        try SceneLinter(text: text, file: file, options: SceneLinter.Options(profiles: profiles, workers: workers)).run().findings
    }

    @Test("probes meet the gestures' own parameters: a 2 s press is held 2.3 s, a triple tap gets three taps, a pinch where a magnify is")
    func probesFitTheGestures() throws {
        let scene = LintScene(specs: try SourceScene.load("""
            Color.red
                .onLongPressGesture(minimumDuration: 2) { }
                .onTapGesture(count: 3) { }
                .gesture(MagnifyGesture())
            """, file: "View.swift").views, file: "View.swift", screen: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = scene.views.firstIndex { $0.id == "Root/Color" }!
        let probes = SceneLinter.factory(for: view, in: scene).probes(at: TracePoint(x: 100, y: 200)).map(\.arguments)
        #expect(probes.prefix(4) == ["tap --at 100,200", "double-tap --at 100,200",
                                     "tap --at 100,200 then tap --at 100,200 --after 0.1 then tap --at 100,200 --after 0.1",
                                     "long-press --at 100,200 --duration 2.3"])
        #expect(probes.contains("pinch --center 100,200 --start-spread 60 --end-spread 160"))
        #expect(!probes.contains { $0.hasPrefix("rotate") })
        // Drags stay on screen: 150 pt up from y 100 stops 1 pt below the top.
        let up = SceneLinter.factory(for: view, in: scene).probes(at: TracePoint(x: 100, y: 100)).first { $0.kind == .drag(.up, length: 150) }
        #expect(up?.arguments == "drag --from 100,100 --to 100,1")
    }

    @Test("a gesture that needs two fingers gets two-finger probes, within the view, and only they can complete it (issue 29)")
    func severalFingerProbes() throws {
        let scene = LintScene(specs: try SceneLoader.load(#"""
            {"views":[{"id":"Photo","frame":[0,100,120,400],
              "modifiers":".onTapGesture { }.gesture(UITapGestureRecognizer(numberOfTouchesRequired: 2))"}]}
            """#, file: "scene.json"), file: "scene.json", screen: CGRect(x: 0, y: 0, width: 390, height: 844))
        let probes = SceneLinter.factory(for: 0, in: scene).probes(at: TracePoint(x: 60, y: 300))
        let several = probes.filter { $0.fingers == 2 }
        // Half the 120-pt view apart, so both fingers land on it.
        #expect(several.map(\.arguments) == [
            "tap --at 60,300 --fingers 2 --spread 60", "double-tap --at 60,300 --fingers 2 --spread 60",
            "long-press --at 60,300 --duration 0.8 --fingers 2 --spread 60",
            "drag --from 60,300 --to 60,150 --fingers 2 --spread 60", "drag --from 60,300 --to 60,450 --fingers 2 --spread 60",
            "drag --from 60,300 --to 1,300 --fingers 2 --spread 60", "drag --from 60,300 --to 210,300 --fingers 2 --spread 60",
        ])
        #expect(several.first?.name == "a two-finger tap")
        #expect(several.first?.events.filter { $0.phase == .down }.map(\.x) == [30, 90])
        let twoFinger = LintGestureKinds(scene.views[0].gestures[1].spec)
        let oneFinger = LintGestureKinds(scene.views[0].gestures[0].spec)
        #expect(probes.filter(twoFinger.accepts).map(\.name) == ["a two-finger tap", "a two-finger double tap"])
        #expect(probes.filter(oneFinger.accepts).map(\.name) == ["a tap", "a double tap"])
        #expect(probes[twoFinger.naturalProbe(probes)].arguments == "tap --at 60,300 --fingers 2 --spread 60")
        // No gesture needs two fingers: no two-finger probes.
        let single = LintScene(specs: try SceneLoader.load(#"{"views":[{"id":"A","frame":[0,0,100,100],"modifiers":".onTapGesture { }"}]}"#,
                                                           file: "scene.json"), file: "scene.json", screen: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(!SceneLinter.factory(for: 0, in: single).probes(at: TracePoint(x: 50, y: 50)).contains { $0.fingers > 1 })
    }

    @Test("Apple's controls at their system sizes are not small targets: a Stepper's − and +, segments, a Picker's menu, bar items, a Toggle, a Slider")
    func systemSizedControls() throws {
        let findings = try Self.findings("""
            @State var n = 0
            @State var flavor = 0
            @State var on = false
            @State var level = 0.5
            NavigationStack {
                VStack {
                    Toggle("Wi-Fi", isOn: $on)
                    Slider(value: $level)
                    Stepper("Count", value: $n)
                    Picker("Flavor", selection: $flavor) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented)
                    Picker("Flavor", selection: $flavor) { Text("A").tag(0); Text("B").tag(1) }
                }
                .toolbar { HStack { Button("A") { }; Button("B") { } } }
            }
            """, profiles: [.ios18])
        #expect(findings.filter { $0.rule == .smallTarget }.map(\.view) == [])
        // The same Button written by the app is judged.
        let own = try Self.findings("Button(\"A\") { }", profiles: [.ios18])
        #expect(own.map(\.rule) == [.smallTarget])
        #expect(own.first?.fix == ".frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) on the Button's label")
    }

    @Test("small-target: a warning under the HIG's minimum control size, a note under its default, per platform: 28/44 pt for a finger, 20/28 pt for a Mac's pointer")
    func smallTargetPerProfile() throws {
        let text = """
            HStack {
                Image(systemName: "star").frame(width: 32, height: 32).contentShape(Rectangle()).onTapGesture { }
                Image(systemName: "heart").frame(width: 24, height: 24).contentShape(Rectangle()).onTapGesture { }
                Image(systemName: "bolt").frame(width: 18, height: 18).contentShape(Rectangle()).onTapGesture { }
            }
            """
        let findings = try Self.findings(text, profiles: [.ipados18, .macos15]).filter { $0.rule == .smallTarget }
        #expect(findings.map { "\($0.severity) \($0.view) \($0.profiles) \($0.message)" } == [
            "note Root/HStack/Image[0] [\"ipados18\"] 'Root/HStack/Image[0]' is hit on 32×32 pt, under the 44×44 pt default a finger needs (the HIG's default control size; its minimum, 28×28 pt, is met)",
            "warning Root/HStack/Image[1] [\"ipados18\"] 'Root/HStack/Image[1]' is hit on 24×24 pt, under the 28×28 pt minimum a finger needs (the HIG's minimum control size)",
            "warning Root/HStack/Image[2] [\"ipados18\", \"macos15\"] 'Root/HStack/Image[2]' is hit on 18×18 pt, under the 28×28 pt minimum a finger needs (the HIG's minimum control size) (macos15: 20×20 pt)",
        ])
        let mac = try Self.findings(text, profiles: [.macos15]).filter { $0.rule == .smallTarget }
        #expect(mac.map { "\($0.severity) \($0.message)" } == [
            "note 'Root/HStack/Image[1]' is hit on 24×24 pt, under the 28×28 pt default a pointer needs on a Mac (the HIG's default control size; its minimum, 20×20 pt, is met)",
            "warning 'Root/HStack/Image[2]' is hit on 18×18 pt, under the 20×20 pt minimum a pointer needs on a Mac (the HIG's minimum control size)",
        ])
        #expect(mac.first?.fix == ".frame(minWidth: 28, minHeight: 28).contentShape(Rectangle()) before .onTapGesture")
    }

    @Test("a Mac draws a Button with no style, or a bordered one, at the system's size: not judged; a plain one is its label at macOS's text size; the app's own style is an assumption")
    func macButtons() throws {
        let text = """
            VStack {
                Button("Save") { }
                Button("Plain") { }.buttonStyle(.plain)
                Button("Pill") { }.buttonStyle(PillStyle())
            }
            """
        // On a Mac window, as `lint --profiles macos15` lays a scene out.
        let window = SourceScene.Options(screen: Device.named(Device.macWindowName))
        let findings = try SceneLinter(text: text, file: "View.swift", sourceOptions: window, options: SceneLinter.Options(profiles: [.macos15])).run()
            .findings.filter { $0.rule == .smallTarget }
        #expect(findings.map(\.view) == ["Root/VStack/Button[1]", "Root/VStack/Button[2]"])
        // A plain Button is its 13-pt label, a 15.7-pt line, under the Mac's 20-pt minimum.
        #expect(findings.map(\.severity) == [.warning, .note])
        #expect(findings[0].message.hasPrefix("'Root/VStack/Button[1]' is hit on 32.7×15.7 pt, under the 20×20 pt minimum"))
        #expect(findings[0].assumes.isEmpty)
        #expect(findings[1].assumes.map(\.kind) == [.style])
        #expect(findings[1].assumes.map(\.text) == ["button style 'PillStyle()' is not read (its makeBody is the Buttons' look and hit area); the Buttons in it are laid out as their labels"])
    }

    @Test("a placeholder (a view defined elsewhere) takes no touch; one the file gives a gesture 'covers' only by assumption: nothing is said")
    func coveredByPlaceholder() throws {
        let bare = try Self.findings("""
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { }.accessibilityAddTraits(.isButton)
                FloatingButton()
            }
            """, profiles: [.ios18])
        #expect(bare.filter { $0.rule == .unreachableGesture }.isEmpty)
        let findings = try Self.findings("""
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { }.accessibilityAddTraits(.isButton)
                FloatingButton().onLongPressGesture { }
            }
            """, profiles: [.ios18])
        // Covered by a placeholder, which fills what it is offered: the assumption alone makes it, not said.
        #expect(findings.filter { $0.rule == .unreachableGesture }.isEmpty)
    }

    @Test("a row past its List's visible frame is reached by scrolling: not unreachable, though the view below the List covers its centre")
    func rowPastItsList() throws {
        let findings = try Self.findings("""
            VStack(spacing: 0) {
                List {
                    Text("Top").frame(height: 400)
                    Text("Row").onTapGesture { }.accessibilityAddTraits(.isButton)
                }
                .frame(height: 300)
                Color.gray.frame(height: 400)
            }
            """, profiles: [.ios18])
        #expect(findings.filter { $0.rule == .unreachableGesture }.isEmpty)
    }

    @Test("a stack of shapes under .opacity(0) is not hit: the reason says so, not 'a stack's empty space'")
    func hiddenStackReason() throws {
        let findings = try Self.findings("""
            ZStack {
                Rectangle()
                Rectangle().fill(.gray)
            }
            .opacity(0)
            .onTapGesture { }
            .accessibilityAddTraits(.isButton)
            """, profiles: [.ios18])
        #expect(findings.filter { $0.rule == .unreachableGesture }.map(\.message)
                == [".onTapGesture on 'Root/ZStack' never fires: the view is not hit (.allowsHitTesting(false), .hidden() or .opacity(0))"])
    }

    @Test("rows an ancestor turns hit testing off for (a loading placeholder) are a note, not an error")
    func placeholderRowsOff() throws {
        let findings = try Self.findings("""
            VStack {
                Text("Row").onTapGesture { }.accessibilityAddTraits(.isButton)
            }
            .redacted(reason: .placeholder)
            .allowsHitTesting(false)
            """, profiles: [.ios18])
        let unreachable = findings.filter { $0.rule == .unreachableGesture }
        #expect(unreachable.map(\.severity) == [.note])
        #expect(unreachable.map(\.message) == [".onTapGesture on 'Root/VStack/Text' may never fire: an ancestor turns hit testing off (.allowsHitTesting(false), .hidden() or .opacity(0)) where it is laid out"])
    }

    @Test("a Button disabled, or a control hidden, at rest by state (.disabled(!isValid), .opacity(hovered ? 1 : 0)) is a note: a callback turns it on")
    func offByState() throws {
        let findings = try Self.findings("""
            struct Form: View {
                @State var name = ""
                @State var hovered = false
                var body: some View {
                    VStack {
                        Button("Save") { }.disabled(name.isEmpty)
                        Button("Remove") { }.opacity(hovered ? 1 : 0)
                    }
                    .onHover { hovered = $0 }
                }
            }
            """, profiles: [.ios18])
        let unreachable = findings.filter { $0.rule == .unreachableGesture }
        #expect(unreachable.map(\.severity) == [.note, .note])
        #expect(unreachable.map(\.view) == ["Form/VStack/Button[0]", "Form/VStack/Button[1]"])
        #expect(unreachable.allSatisfy { $0.message.hasSuffix("it is off at rest: its .disabled or .opacity reads state that turns it off as the view starts") })
    }

    @Test("a Slider is probed on its thumb, which takes the touch; a control inside a package modifier's content is no error")
    func sliderThumbAndModifierContent() throws {
        let slider = try Self.findings("""
            struct Settings: View {
                @State var size = 0.25
                var body: some View {
                    Slider(value: $size, in: 0...1).padding()
                }
            }
            """, profiles: [.ios18])
        #expect(slider.filter { $0.rule == .unreachableGesture }.isEmpty)
        let modal = try Self.findings("""
            struct Row: View {
                @State var shown = false
                var body: some View {
                    Color.red.frame(width: 200, height: 200).onTapGesture { shown = true }
                        .customModal(isPresented: $shown) { Button("Close") { shown = false } }
                }
            }
            """, profiles: [.ios18])
        #expect(!modal.contains { $0.rule == .unreachableGesture && $0.severity == .error })
    }

    @Test("input-sensitive: a hover row a finger reaches another way (a context menu, swipe actions, a Button inside, an accessibility action) is no finding; the message names every profile")
    func hoverWithOtherPaths() throws {
        func inputSensitive(_ row: String) throws -> [String] {
            try Self.findings("List {\n" + row + "\n}", profiles: [.ios17, .ios18]).filter { $0.rule == .inputSensitive }.map(\.message)
        }
        #expect(try inputSensitive(#"Text("Sidebar").onHover { _ in }.contextMenu { Button("Rename") { } }"#) == [])
        #expect(try inputSensitive(#"Text("Sidebar").onHover { _ in }.swipeActions { Button("Delete") { } }"#) == [])
        #expect(try inputSensitive(#"HStack { Text("Sidebar"); Button("Open") { } }.onHover { _ in }"#) == [])
        #expect(try inputSensitive(#"Text("Sidebar").onHover { _ in }.accessibilityAction(named: "Open") { }"#) == [])
        // Under a Mac, a pinch alone cannot be performed with a mouse; one combined with a drag can.
        let mac = try Self.findings("Color.red.gesture(MagnifyGesture().onEnded { _ in })\n", profiles: [.macos15]).filter { $0.rule == .inputSensitive }
        #expect(mac.map(\.message) == [".gesture(MagnifyGesture()) on 'Root/Color' is reached by a trackpad's pinch only under macos15: with a mouse alone it cannot be performed"])
        let combined = try Self.findings("Color.red.gesture(MagnifyGesture().simultaneously(with: DragGesture()).onEnded { _ in })\n", profiles: [.macos15])
        #expect(combined.filter { $0.rule == .inputSensitive }.isEmpty)
        #expect(try inputSensitive(#"Text("Sidebar").onHover { _ in }"#)
                == ["'Root/List/Text' acts only on .onHover, which only a hovering pointer or Pencil runs: under ios17 and ios18 a finger never reaches it"])
    }

    @Test("a disabled view's gestures never fire, stated intent: a note naming .disabled; a JSON scene's finding points into its modifiers string")
    func disabledInJSON() throws {
        let json = """
            {"views": [{"id": "save", "frame": [100, 100, 200, 60], "modifiers": ".onTapGesture { }.disabled(true).accessibilityAddTraits(.isButton)"}]}
            """
        let findings = try Self.findings(json, file: "scene.json")
        #expect(findings.map(\.jsonLine) == [
            #"{"rule":"unreachable-gesture","severity":"note","view":"save","location":"scene.json:1:72","profiles":["ios17","ios18"],"message":".onTapGesture on 'save' never fires: the view is disabled (.disabled(true))","probe":"tap --at 200,130","fix":"nothing, if it is disabled on purpose; else remove .disabled(true), or the gesture"}"#,
        ])
    }

    @Test("a tap that waits for a long press is not delayed; one that waits for a double tap is, by 350 ms")
    func delayedTap() throws {
        let double = try Self.findings("Color.red.frame(width: 100, height: 100).onTapGesture(count: 2) { }.onTapGesture { }.accessibilityAddTraits(.isButton)")
        #expect(double.map(\.rule) == [.delayedTap])
        #expect(double.first?.message == "the tap on 'Root/Color' runs its action 350 ms after the finger lifts, while .onTapGesture(count: 2) waits for a second tap")
        let press = try Self.findings("Color.red.frame(width: 100, height: 100).onLongPressGesture { }.onTapGesture { }.accessibilityAddTraits(.isButton)")
        #expect(!press.contains { $0.rule == .delayedTap })
    }

    @Test("views from one ForEach are one target: one finding, at the first instance on screen")
    func forEachIsOneTarget() throws {
        let findings = try Self.findings("""
            VStack { ForEach(0..<30) { i in Image(systemName: "star").onTapGesture { }.accessibilityAddTraits(.isButton) } }
            """, profiles: [.ios18])
        #expect(findings.map { "\($0.rule.rawValue) \($0.view) \($0.location)" } == ["small-target Root/VStack/Image[0] View.swift:1:59"])
    }

    @Test("the same scene gives the same findings on one thread and on two, and on every run")
    func deterministic() throws {
        var rows = ""
        for row in 0..<40 {
            rows += "HStack { Image(systemName: \"heart\").onTapGesture { }.id(\"like\(row)\"); Spacer(); Text(\"Row \(row)\").onTapGesture(count: 2) { }.onTapGesture { }.id(\"row\(row)\") }\n"
        }
        let scene = "ScrollView { VStack {\n" + rows + "} }"
        let one = try Self.findings(scene, workers: 1)
        let two = try Self.findings(scene, workers: 2)
        #expect(!one.isEmpty)
        #expect(one == two)
        #expect(try Self.findings(scene, workers: 2) == two)
    }

    @Test("a baseline matches findings by rule, file, view and message, not by line, and absorbs one finding per entry")
    func baseline() throws {
        let finding = LintFinding(rule: .smallTarget, view: "heart", file: "V.swift", position: SourcePosition(line: 3, column: 5),
                                  profiles: ["ios18"], message: "'heart' is hit on 22×22 pt, under the 44×44 pt a finger needs", fix: "…")
        var moved = finding
        moved.position = SourcePosition(line: 9, column: 1)
        let baseline = try LintBaseline(text: finding.jsonLine + "\n", file: "baseline.jsonl")
        #expect(baseline.newFindings([moved]).isEmpty)
        #expect(baseline.newFindings([moved, moved]) == [moved])
        var other = finding
        other.view = "star"
        #expect(baseline.newFindings([other]) == [other])
        #expect(throws: Diagnostic.self) { try LintBaseline(text: "{\"rule\":\"small-target\"}\n", file: "baseline.jsonl") }
    }
}
