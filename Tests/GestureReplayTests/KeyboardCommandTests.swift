import Testing

/// Keys, focus and assistive technologies through the command line (issue 31): a Swift scene's
/// state moved by keys, the results read from the closures, and the errors of lines naming views.
@Suite("gesture-replay: keys, focus and a11y lines replayed through Swift scenes")
struct KeyboardCommandTests {
    static let form = """
        enum Field { case name, email }

        struct SignUp: View {
            @State private var name = ""
            @State private var email = ""
            @State private var presses = 0
            @State private var shift = CGSize.zero
            @FocusState private var field: Field?

            var body: some View {
                VStack(spacing: 20) {
                    TextField("Name", text: $name)
                        .focused($field, equals: .name)
                    TextField("Email", text: $email)
                        .focused($field, equals: .email)
                    Rectangle()
                        .frame(width: 100, height: 100)
                        .offset(shift)
                        .onTapGesture { }
                }
                .onKeyPress(.space) {
                    if presses < 2 {
                        presses += 1
                        return .handled
                    }
                    return .ignored
                }
                .onKeyPress(.downArrow) {
                    if field == .email {
                        shift.height += 100
                    }
                    return .handled
                }
            }
        }
        """

    private func scene() -> String {
        let directory = temporaryDirectory()
        writeFile(directory + "/Form.swift", Self.form)
        return directory
    }

    @Test("@FocusState with equals: follows focus; a key up the chain reads it; the result is the return the replay reaches")
    func focusStateAndResults() {
        let directory = scene()
        writeFile(directory + "/t.jsonl", """
            {"profile":"ipados18","scene":"Form.swift"}
            {"t":0,"phase":"focus","view":"SignUp/VStack/TextField[0]"}
            {"t":0.1,"phase":"keydown","key":"downArrow"}
            {"t":0.2,"phase":"keyup","key":"downArrow"}
            {"t":0.3,"phase":"focus","view":"SignUp/VStack/TextField[1]"}
            {"t":0.4,"phase":"keydown","key":"downArrow"}
            {"t":0.5,"phase":"keyup","key":"downArrow"}
            {"t":0.6,"phase":"keydown","key":"space"}
            {"t":0.7,"phase":"keyup","key":"space"}
            {"t":0.8,"phase":"keydown","key":"space"}
            {"t":0.9,"phase":"keyup","key":"space"}
            {"t":1,"phase":"keydown","key":"space"}
            {"t":1.1,"phase":"keyup","key":"space"}
            {"t":1.5,"id":1,"phase":"down","x":195,"y":568}
            {"t":1.6,"id":1,"phase":"up","x":195,"y":568}

            """)
        let result = run([directory + "/t.jsonl", "--format", "json"])
        #expect(result.status == 0 && result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Focus moves from one field to the other: the field losing it first.
        #expect(lines.filter { $0.contains(#""callback":"focus""#) }.map { $0.contains(#""value":true"#) } == [true, false, true])
        // Three spaces: the closure's `if` returns .handled twice, then its last line .ignored.
        #expect(lines.filter { $0.contains(#""key":"space""#) }.map { $0.contains(#""result":"handled""#) ? "handled" : "ignored" }
                == ["handled", "handled", "ignored"])
        // The down arrow moved the square only while the email field had focus: 100 pt, so the
        // tap at y 568 (below its frame at rest, 418.8…518.8) hits it.
        #expect(lines.last == #"{"t":1.6,"view":"SignUp/VStack/Rectangle","modifier":0,"path":"","gesture":"TapGesture()","callback":"perform"}"#)
    }

    @Test("a line naming no view is an error with the nearest id, exit 65, or skipped with --keep-going; a view that takes no focus is a warning")
    func views() {
        let directory = scene()
        writeFile(directory + "/bad.jsonl", """
            {"profile":"ios18","scene":"Form.swift"}
            {"t":0,"phase":"a11y","action":"activate","view":"SignUp/VStack/Rectangl"}
            {"t":0.1,"phase":"focus","view":"SignUp/VStack/Rectangle"}
            {"t":0.2,"phase":"a11y","action":"activate","view":"SignUp/VStack/Rectangle"}

            """)
        let strict = run([directory + "/bad.jsonl", "--format", "json"])
        #expect(strict.status == 65 && strict.stdout == "")
        #expect(strict.stderr == "\(directory)/bad.jsonl:2:1: error: no view 'SignUp/VStack/Rectangl' in the scene; an 'a11y' line names a view by its id, as 'gesture-replay layout' lists them (did you mean 'SignUp/VStack/Rectangle'?)\n")
        let going = run([directory + "/bad.jsonl", "--format", "json", "--keep-going", "--explain"])
        #expect(going.status == 0)
        #expect(going.stderr.contains("bad.jsonl:3:1: warning: view 'SignUp/VStack/Rectangle' takes no focus: it has no .focusable(), or takes focus only with \"fullKeyboardAccess\": true in the header (a Button, a Toggle, .focusable(interactions: .activate)), or it is disabled; focus stays on no view\n"))
        #expect(going.stderr.contains("bad.jsonl:4:1: note: activate on 'SignUp/VStack/Rectangle' taps at its activation point (195, 468.8333333333333) for 0.05 s, through its gestures (proposed, docs/semantics.md#keys-focus-and-assistive-technologies)\n"))
        #expect(going.stdout.hasSuffix(#"{"t":0.25,"view":"SignUp/VStack/Rectangle","modifier":0,"path":"","gesture":"TapGesture()","callback":"perform"}"# + "\n"))
    }

    @Test("--explain says why a key reached nothing: no focus, or no handler took it and no shortcut matched")
    func explainKeys() {
        let directory = scene()
        writeFile(directory + "/keys.jsonl", """
            {"profile":"ios18","scene":"Form.swift"}
            {"t":0,"phase":"keydown","key":"x"}
            {"t":0.1,"phase":"keyup","key":"x"}
            {"t":0.2,"phase":"focus","view":"SignUp/VStack/TextField[0]"}
            {"t":0.3,"phase":"keydown","key":"x","mods":["command"]}
            {"t":0.4,"phase":"keydown","key":"tab"}

            """)
        let result = run([directory + "/keys.jsonl", "--format", "json", "--explain"])
        #expect(result.stderr == """
            \(directory)/keys.jsonl:2:1: note: key 'x' reaches nothing: no view has focus (onKeyPress needs a focused view), and no keyboard shortcut matches
            \(directory)/keys.jsonl:5:1: note: key 'x' reaches nothing: no .onKeyPress of the focused view or its ancestors takes it (or each returned .ignored), and no keyboard shortcut matches
            \(directory)/keys.jsonl:6:1: note: key 'tab' reaches nothing: no .onKeyPress of the focused view or its ancestors takes it (or each returned .ignored), and no keyboard shortcut matches; Tab moves focus only with "fullKeyboardAccess": true in the header

            """)
    }

    @Test("a key press reaches the action's statements (its characters, key and modifiers); an escape handler that clears @FocusState ends focus")
    func keyPressValue() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Search.swift", """
            struct Search: View {
                @State private var query = ""
                @State private var shift = CGSize.zero
                @FocusState private var searching: Bool
                var body: some View {
                    TextField("Search", text: $query)
                        .focused($searching)
                        .onKeyPress(phases: .down) { press in
                            if press.characters == "/" || press.key == .upArrow {
                                return .handled
                            }
                            if press.modifiers.contains(.command) { return .handled }
                            return .ignored
                        }
                        .onKeyPress(.escape) {
                            searching = false
                            return .handled
                        }
                }
            }
            """)
        writeFile(directory + "/t.jsonl", """
            {"profile":"ipados18","scene":"Search.swift"}
            {"t":0,"phase":"focus","view":"Search/TextField"}
            {"t":0.1,"phase":"keydown","key":"/"}
            {"t":0.2,"phase":"keydown","key":"upArrow"}
            {"t":0.3,"phase":"keydown","key":"a"}
            {"t":0.4,"phase":"keydown","key":"escape"}
            {"t":0.5,"phase":"keydown","key":"b"}

            """)
        let result = run([directory + "/t.jsonl", "--format", "text"])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: " ").filter { !$0.isEmpty }.joined(separator: " ") }
        #expect(rows == [
            "0 Search/TextField .focused($searching) focus true",
            "0.1 Search/TextField #1 .onKeyPress(phases: .down) action key / characters / modifiers [] phase down result handled",
            "0.2 Search/TextField #1 .onKeyPress(phases: .down) action key upArrow characters \\u{F700} modifiers [] phase down result handled",
            "0.3 Search/TextField #1 .onKeyPress(phases: .down) action key a characters a modifiers [] phase down result ignored",
            "0.4 Search/TextField #1 .onKeyPress(phases: .down) action key escape characters \\u{1B} modifiers [] phase down result ignored",
            "0.4 Search/TextField #2 .onKeyPress(.escape) action key escape characters \\u{1B} modifiers [] phase down result handled",
            "0.4 Search/TextField .focused($searching) focus false",
        ])
        #expect(result.stderr == "")
    }

    @Test("validate checks the views a line names; a path from another root is suggested by its end; a condition the replay cannot decide leaves the result assumed")
    func validateAndUndecided() {
        let directory = scene()
        writeFile(directory + "/v.jsonl", """
            {"profile":"ios18","scene":"Form.swift"}
            {"t":0,"phase":"focus","view":"Nope"}
            {"t":0.1,"phase":"a11y","action":"activate","view":"Root/SignUp/VStack/Rectangle"}

            """)
        let validated = run(["validate", directory + "/v.jsonl"])
        #expect(validated.status == 65)
        #expect(validated.stdout.contains("v.jsonl:2:1: error: no view 'Nope' in the scene; a 'focus' line names a view by its id, as 'gesture-replay layout' lists them"))
        #expect(validated.stdout.contains("v.jsonl:3:1: error: no view 'Root/SignUp/VStack/Rectangle' in the scene; an 'a11y' line names a view by its id, as 'gesture-replay layout' lists them (did you mean 'SignUp/VStack/Rectangle'?)"))
        writeFile(directory + "/Odd.swift", """
            struct Odd: View {
                var body: some View {
                    Rectangle().frame(width: 100, height: 100).focusable()
                        .onKeyPress { press in
                            if press.modifiers.first == .command { return .handled }
                            return .ignored
                        }
                }
            }
            """)
        let odd = run(["-", "--scene", directory + "/Odd.swift", "--format", "json"], stdin: """
            {"t":0,"phase":"focus","view":"Odd/Rectangle"}
            {"t":0.1,"phase":"keydown","key":"x"}

            """)
        #expect(odd.stdout.contains(#""result":"assumed-handled""#))
    }

    @Test("lint: escape, magic tap, scroll and accessibilityActions are alternatives; a named action is no key; the probe's trace says keyboard navigation is on")
    func lintAlternatives() {
        let directory = temporaryDirectory()
        func card(_ name: String, _ modifier: String) -> String {
            writeFile(directory + "/\(name).swift", """
                struct Card: View {
                    var body: some View {
                        RoundedRectangle(cornerRadius: 16)
                            .frame(width: 300, height: 400)
                            .gesture(DragGesture().onEnded { _ in })
                            \(modifier)
                    }
                }
                """)
            return directory + "/\(name).swift"
        }
        for (name, modifier) in [("Escape", ".accessibilityAction(.escape) { }"), ("MagicTap", ".accessibilityAction(.magicTap) { }"),
                                 ("Scroll", ".accessibilityScrollAction { _ in }"), ("Actions", ".accessibilityActions { Button(\"Dismiss\") { } }")] {
            #expect(!run(["lint", card(name, modifier), "--format", "json"]).stdout.contains("no-accessible-alternative"), "\(name)")
        }
        let named = run(["lint", card("Named", ".accessibilityAction(named: \"Dismiss\") { }"), "--profiles", "macos15", "--format", "json"])
        #expect(named.stdout.contains(#""rule":"keyboard-unreachable""#) && !named.stdout.contains("no-accessible-alternative"))
        let ignored = run(["lint", card("Ignored", ".focusable(interactions: .activate).onKeyPress { _ in .ignored }"), "--format", "json",
                           "--probe-out", directory + "/probes"])
        #expect(ignored.stdout.contains("no-accessible-alternative"))
        let probe = readFile(directory + "/probes/Ignored-001-no-accessible-alternative-Card-RoundedRectangle-ios17.jsonl") ?? ""
        #expect(probe.hasPrefix(#"{"profile":"ios17","scene":"\#(directory)/Ignored.swift","fullKeyboardAccess":true}"#))
        // Replayed as lint judged it: the .activate-only card takes focus, and each key is ignored.
        let replayed = run([directory + "/probes/Ignored-001-no-accessible-alternative-Card-RoundedRectangle-ios17.jsonl", "--format", "json"])
        #expect(replayed.status == 0 && replayed.stderr == "")
        #expect(replayed.stdout.split(separator: "\n").count == 6)
    }

    @Test("a keyboard shortcut on a view that is no Button or Toggle is said; a TextField takes the offered width; synth writes fullKeyboardAccess")
    func readingAndSynth() {
        let directory = temporaryDirectory()
        writeFile(directory + "/K.swift", """
            struct K: View {
                @State private var name = ""
                var body: some View {
                    VStack {
                        Text("Save").onTapGesture { }.keyboardShortcut("s")
                        TextField("Name", text: $name)
                    }
                }
            }
            """)
        let layout = run(["layout", directory + "/K.swift"])
        #expect(layout.stderr.contains("K.swift:5:43: warning: '.keyboardShortcut' acts only on a Button or Toggle; on Text it is not applied"))
        #expect(layout.stdout.contains(#"{"id":"K/VStack/TextField","type":"TextField","depth":2,"frame":[0,"#))
        #expect(run(["layout", directory + "/K.swift", "--strict"]).status == 65)
        #expect(run(["synth", "--full-keyboard-access", "key", "--key", "tab"]).stdout.hasPrefix(#"{"profile":"ios18","fullKeyboardAccess":true}"#))
    }

    @Test("the second review's cases: keys compared as characters, Space with a modifier, shortcuts under Caps Lock, focus assigned by a tap left alone, a combined element's actions")
    func secondReview() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Keys.swift", """
            struct Keys: View {
                @State private var tapped = false
                @FocusState private var field: Int?
                var body: some View {
                    VStack {
                        RoundedRectangle(cornerRadius: 16)
                            .frame(width: 200, height: 120)
                            .focusable()
                            .focused($field, equals: 1)
                            .onKeyPress { press in
                                if press.key == " " || press.key == "\\r" || press.key == .tab { return .handled }
                                if press.modifiers.contains([.command, .shift]) { return .handled }
                                return .ignored
                            }
                        Color.red.frame(width: 100, height: 100)
                            .onTapGesture { field = 2 }
                        TextField("Two", text: .constant(""))
                            .focused($field, equals: 2)
                        Button("Save") { }.keyboardShortcut("s")
                        HStack {
                            Text("A").accessibilityAction(named: "Secret") { }.accessibilityHidden(true)
                            HStack { Text("B").accessibilityAction(named: "Deep") { } }.accessibilityElement(children: .ignore)
                            Text("C").accessibilityAction(named: "Shown") { }
                        }
                        .accessibilityElement(children: .combine)
                        .accessibilityIdentifier("row")
                    }
                }
            }
            """)
        let trace = """
            {"t":0,"phase":"focus","view":"Keys/VStack/RoundedRectangle"}
            {"t":0.1,"phase":"keydown","key":"space"}
            {"t":0.2,"phase":"keydown","key":"return"}
            {"t":0.3,"phase":"keydown","key":"tab"}
            {"t":0.4,"phase":"keydown","key":"x","mods":["shift","command"]}
            {"t":0.5,"phase":"keydown","key":"y","mods":["command"]}
            {"t":0.6,"id":1,"phase":"down","x":195,"y":410}
            {"t":0.65,"id":1,"phase":"up","x":195,"y":410}
            {"t":0.7,"phase":"keydown","key":"S","mods":["capsLock","command"]}
            {"t":0.8,"phase":"a11y","action":"named","name":"Secret","view":"row"}
            {"t":0.9,"phase":"a11y","action":"named","name":"Deep","view":"row"}
            {"t":1,"phase":"a11y","action":"named","name":"Shown","view":"row"}

            """
        let result = run(["-", "--scene", directory + "/Keys.swift", "--format", "json", "--explain"], stdin: trace)
        let results = result.stdout.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: #""result":""#, maxSplits: 1, omittingEmptySubsequences: false)
            return parts.count == 2 ? String(parts[1].prefix { $0 != "\"" }) : nil
        }
        #expect(results == ["handled", "handled", "handled", "handled", "ignored", "ignored"])
        // The tap's `field = 2` moved no focus, and the shortcut after it did not either: the focus
        // record of the card losing it never comes.
        #expect(result.stdout.split(separator: "\n").filter { $0.contains(#""callback":"focus""#) }.count == 1)
        #expect(result.stdout.contains(#"{"t":0.7,"view":"Keys/VStack/Button","control":"Button","event":"action","via":"keyboardShortcut"}"#))
        #expect(result.stdout.contains(#""name":"Shown""#) && !result.stdout.contains(#""name":"Secret""#) && !result.stdout.contains(#""name":"Deep""#))
        #expect(result.stderr.contains(#"note: named on 'row' reaches nothing: no .accessibilityAction(named: "Secret")"#))
    }

    @Test("the second review's readings: a Spacer shares with a TextField; validate skips views without a scene; JSON shortcuts and steps are checked")
    func secondReviewReadings() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Row.swift", """
            struct Row: View {
                @State private var name = ""
                var body: some View {
                    HStack { Text("Name"); Spacer(); TextField("Required", text: $name) }
                }
            }
            """)
        let layout = run(["layout", directory + "/Row.swift"]).stdout
        let spacer = layout.split(separator: "\n").first { $0.contains(#""type":"Spacer""#) } ?? ""
        let field = layout.split(separator: "\n").first { $0.contains(#""type":"TextField""#) } ?? ""
        // Both flexible: an equal share of what the label leaves.
        #expect(spacer.contains(#""frame":[34,428.5,178,0]"#) && field.contains(#""frame":[212,418.3333333333333,178,20.333333333333332]"#))
        writeFile(directory + "/f.jsonl", #"{"fullKeyboardAccess":true}"# + "\n" + #"{"t":0,"phase":"focus","view":"Any/View"}"# + "\n")
        #expect(run(["validate", directory + "/f.jsonl"]).status == 0)
        writeFile(directory + "/s.json", #"{"views":[{"id":"Card","frame":[0,0,100,100],"modifiers":".keyboardShortcut(\"s\")"},{"id":"S","frame":[0,200,300,30],"control":"Slider","step":-1}]}"#)
        let json = run(["-", "--scene", directory + "/s.json"], stdin: #"{"t":0,"phase":"keydown","key":"s"}"# + "\n")
        #expect(json.status == 65 && json.stderr.contains("'.keyboardShortcut' acts only on a Button or Toggle; view 'Card' is no control (add \"control\": \"Button\")"))
        writeFile(directory + "/s2.json", #"{"views":[{"id":"S","frame":[0,200,300,30],"control":"Slider","step":-1}]}"#)
        #expect(run(["-", "--scene", directory + "/s2.json"], stdin: #"{"t":0,"phase":"keydown","key":"s"}"# + "\n").stderr.contains(#"a Slider's "step" is a finite number more than 0"#))
    }

    @Test("real files' patterns: a list whose container takes the arrow keys while its search field has focus; Space on a Button inside a cell that takes Space")
    func realPatterns() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Picker.swift", """
            struct Picker: View {
                @State private var search = ""
                @State private var selected = 0
                var body: some View {
                    VStack {
                        TextField("Search", text: $search)
                        ForEach(0..<3) { row in
                            Text("Row").frame(width: 300, height: 44).contentShape(Rectangle()).onTapGesture { selected = row }
                        }
                    }
                    .onKeyPress(.downArrow) {
                        selected += 1
                        return .handled
                    }
                }
            }
            """)
        // The rows are reached from the keyboard: focus on the search field, keys up to the VStack.
        #expect(!run(["lint", directory + "/Picker.swift", "--profiles", "macos15", "--format", "json"]).stdout.contains("keyboard-unreachable"))
        writeFile(directory + "/Cell.swift", """
            struct Cell: View {
                var body: some View {
                    VStack {
                        Button("+3") { }
                    }
                    .frame(width: 200, height: 200)
                    .focusable(true)
                    .onKeyPress(.space) { .handled }
                }
            }
            """)
        let result = run(["-", "--scene", directory + "/Cell.swift", "--format", "json"], stdin: """
            {"fullKeyboardAccess":true}
            {"t":0,"phase":"focus","view":"Cell/VStack/Button"}
            {"t":0.1,"phase":"keydown","key":"space"}
            {"t":0.2,"phase":"keyup","key":"space"}
            {"t":0.3,"phase":"focus","view":"Cell/VStack"}
            {"t":0.4,"phase":"keydown","key":"space"}

            """)
        #expect(result.stdout == """
            {"t":0.1,"view":"Cell/VStack/Button","control":"Button","event":"action","via":"fullKeyboardAccess"}
            {"t":0.4,"view":"Cell/VStack","modifier":0,"path":"","gesture":".onKeyPress(.space)","callback":"action","value":{"key":"space","characters":" ","modifiers":[],"phase":"down","result":"handled"}}

            """)
    }

    @Test("the docs pass's cases: a sibling's focus is no path to a view; a keyboard probe replays as synth arguments; a double tap alone has no alternative")
    func docsPass() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Photo.swift", """
            struct Photo: View {
                @State private var liked = false
                var body: some View {
                    VStack {
                        Image(systemName: "photo").resizable().frame(width: 200, height: 200)
                            .onTapGesture(count: 2) { liked.toggle() }
                        Button("Save") { }
                        RoundedRectangle(cornerRadius: 8).frame(width: 200, height: 60)
                            .gesture(DragGesture())
                            .focusable()
                            .onKeyPress { _ in .ignored }
                    }
                }
            }
            """)
        let lint = run(["lint", directory + "/Photo.swift", "--profiles", "ios18,macos15", "--format", "json"]).stdout
        let lines = lint.split(separator: "\n")
        // The double tap: activation taps once, so it has no alternative; the sibling Button's focus is no path to it.
        #expect(lines.contains { $0.contains(#""view":"Photo/VStack/Image""#) && $0.contains(#""rule":"no-accessible-alternative","severity":"warning""#)
                && $0.contains("neither it nor a view around it takes focus") && $0.contains("VoiceOver's activation taps once") })
        let keyboard = lines.first { $0.contains(#""view":"Photo/VStack/RoundedRectangle""#) && $0.contains("no-accessible-alternative") } ?? ""
        #expect(keyboard.contains(#"then --full-keyboard-access focus --target Photo/VStack/RoundedRectangle then key --key leftArrow"#))
        // The probe, pasted into synth, replays as lint judged it: focus lands, each key is ignored.
        let probe = String(keyboard.split(separator: #""probe":""#, maxSplits: 1).last?.prefix { $0 != "\"" } ?? "")
        let arguments = ["synth", "--scene", directory + "/Photo.swift", "--profile", "ios18"] + probe.split(separator: " ").map(String.init)
        let trace = run(arguments)
        #expect(trace.status == 0)
        let replayed = run(["-", "--format", "json"], stdin: trace.stdout)
        #expect(replayed.stderr == "" && replayed.stdout.split(separator: "\n").filter { $0.contains(#""result":"ignored""#) }.count == 6)
    }

    /// Issue 49: an arrow key's `characters` (U+F700, private use) printed raw in text.
    @Test("text output writes a function key's private-use characters escaped, as Swift does; JSON keeps the character")
    func privateUseEscaped() {
        let trace = """
            {"profile":"ios18","scene":{"views":[{"id":"V","frame":[0,0,200,200],"modifiers":".focusable().onKeyPress(.upArrow) { .handled }"}]}}
            {"t":0,"phase":"focus","view":"V"}
            {"t":0.1,"phase":"keydown","key":"upArrow"}
            {"t":0.2,"phase":"keyup","key":"upArrow"}

            """
        #expect(run(["-", "--format", "text"], stdin: trace).stdout
            == "0.1       V  .onKeyPress(.upArrow)  action             key upArrow  characters \\u{F700}  modifiers []  phase down  result handled\n")
        #expect(run(["-", "--format", "json"], stdin: trace).stdout.contains("\"characters\":\"\u{F700}\""))
    }
}
