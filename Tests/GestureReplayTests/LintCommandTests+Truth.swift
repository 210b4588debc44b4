import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a CI job gating on `lint` needs (docs/lint.md#what-a-finding-assumes, #whole-apps): a
/// finding that rests on a guess is a note that says so, standard error sums the guesses up,
/// one odd file stops nothing, `--strict` is about findings, and `--exclude` leaves files out.
@Suite("lint: findings that rest on what was read, quiet output, strict on findings")
struct LintTruthTests {
    /// A folder: a screen whose small plain-style button sits in a package's container, one
    /// small icon read whole, and a model file with a regex literal.
    private func app() -> String {
        let directory = temporaryDirectory()
        writeFile(directory + "/Screen.swift", """
            struct Screen: View {
                var body: some View {
                    VStack {
                        Image(systemName: "heart").onTapGesture { }.accessibilityAddTraits(.isButton)
                        SettingsSection {
                            Image(systemName: "star").onTapGesture { }.accessibilityAddTraits(.isButton)
                        }
                    }
                }
            }

            """)
        writeFile(directory + "/Parser.swift", ####"""
            struct Parser {
                let bullet = /\d+[-\.:\)]\s+/
                let optional = /a\)?/
                let raw = ###"a \"quoted\" \###(name) "## b"###
                let hashed = #/\(x\)/#
            }

            """####)
        return directory
    }

    @Test("a small target inside a package's container rests on the placeholder: a note with 'assumes'; one read whole stays a warning")
    func placeholderAssumption() {
        let directory = app()
        let result = run(["lint", directory, "--format", "json", "--profiles", "ios18"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("small-target") }
        #expect(lines.count == 2)
        #expect(lines[0].contains(#""severity":"warning","view":"Screen/VStack/Image""#))
        #expect(!lines[0].contains("assumes"))
        #expect(lines[1].contains(#""severity":"note","view":"Screen/VStack/SettingsSection/Image""#))
        #expect(lines[1].contains(#""assumes":[{"kind":"placeholder","location":"\#(directory)/Screen.swift:5:13","text":"'SettingsSection' is not defined in this file"#))
        // Text says what it assumed, up to the warning's first clause.
        let text = run(["lint", directory, "--format", "text", "--profiles", "ios18"])
        #expect(text.stdout.contains("    assumes: \(directory)/Screen.swift:5:13: 'SettingsSection' is not defined in this file\n"))
    }

    @Test("regex literals and extended-delimiter raw strings are read: the folder lints, exit 0, nothing said about the model file")
    func regexAndRawStrings() {
        let directory = app()
        let result = run(["lint", directory, "--format", "json", "--profiles", "ios18"])
        #expect(result.status == 0)
        #expect(!result.stderr.contains("Parser.swift"))
        #expect(run(["layout", directory, "--list"]).status == 0)
    }

    @Test("a file that cannot be parsed is left out with one warning naming it; the rest of the folder is linted")
    func brokenFileLeftOut() {
        let directory = app()
        writeFile(directory + "/Broken.swift", "struct Broken {\n    var x: Int\n}}\n")
        let result = run(["lint", directory, "--format", "json", "--profiles", "ios18"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Screen/VStack/Image"))
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1)
        #expect(warnings.first == "\(directory)/Broken.swift:3:2: warning: unexpected '}'; expected a view, a gesture or a declaration; the file is not read")
    }

    @Test("standard error sums the approximations up, one line per kind with its most frequent names; --verbose says each at its place")
    func quietSummary() {
        let directory = app()
        let result = run(["lint", directory, "--format", "json", "--profiles", "ios18"])
        #expect(result.stderr == "\(directory): note: 1 view laid out as a placeholder, most often 'SettingsSection' (1); pass the folders that define them (their packages' sources)\n"
            + "\(directory): note: findings that rest on these are notes that say so (\"assumes\"); '--verbose' lists each at its place\n")
        let verbose = run(["lint", directory, "--format", "json", "--profiles", "ios18", "--verbose"])
        #expect(verbose.stderr.hasPrefix("\(directory)/Screen.swift:5:13: warning: 'SettingsSection' is not defined in this file; laid out as a placeholder"))
        #expect(verbose.stdout == result.stdout)
        // SARIF carries the same summary as the run's tool-execution notifications.
        let sarif = run(["lint", directory, "--format", "sarif", "--profiles", "ios18"])
        #expect(sarif.stdout.contains(#""invocations":[{"executionSuccessful":true,"toolExecutionNotifications":[{"level":"note","message":{"text":"\#(directory): 1 view laid out as a placeholder, most often 'SettingsSection' (1); pass the folders that define them (their packages' sources)"}}"#))
    }

    @Test("--strict fails on findings only: with a baseline of today's findings it passes though the reader approximated; --strict-reading fails on the approximations")
    func strictMeansFindings() {
        let directory = app()
        let baseline = temporaryDirectory() + "/lint-baseline.jsonl"
        #expect(run(["lint", directory, "--profiles", "ios18", "--write-baseline", baseline]).status == 0)
        let strict = run(["lint", directory, "--profiles", "ios18", "--baseline", baseline, "--strict", "--format", "json"])
        #expect(strict.status == 0)
        #expect(strict.stdout == "")
        #expect(run(["lint", directory, "--profiles", "ios18", "--strict", "--format", "json"]).status == 1)
        let reading = run(["lint", directory, "--profiles", "ios18", "--baseline", baseline, "--strict-reading", "--format", "json"])
        #expect(reading.status == 65)
        #expect(reading.stderr.hasPrefix("\(directory)/Screen.swift:5:13: error: 'SettingsSection' is not defined in this file"))
    }

    @Test("--exclude leaves out the files its glob matches, from the folder or any '/' in the path")
    func exclude() {
        let directory = app()
        mkdir(directory + "/Tests", 0o755)
        writeFile(directory + "/Tests/ScreenTests.swift", "struct Probe: View {\n    var body: some View {\n        Image(systemName: \"bolt\").onTapGesture { }\n    }\n}\n")
        #expect(run(["lint", directory, "--format", "json", "--profiles", "ios18"]).stdout.contains("Probe/Image"))
        for glob in ["Tests/*", "*Tests.swift", "ScreenTests.swift"] {
            let result = run(["lint", directory, "--format", "json", "--profiles", "ios18", "--exclude", glob])
            #expect(!result.stdout.contains("Probe/Image"), "\(glob)")
            #expect(result.stdout.contains("Screen/VStack/Image"), "\(glob)")
        }
        #expect(run(["lint", directory, "--exclude"]).status == 64)
    }

    @Test("a hidden Button with a keyboard shortcut is a keyboard control, a hidden view VoiceOver skips is layout: neither is unreachable; .opacity(0) alone still is")
    func hiddenOnPurpose() {
        let scene = temporaryDirectory() + "/Keys.swift"
        writeFile(scene, """
            struct Keys: View {
                var body: some View {
                    VStack {
                        Button("Close") { }.keyboardShortcut(.cancelAction).opacity(0)
                        Button("Spacer") { }.hidden().accessibilityHidden(true)
                        Button("Lost") { }.opacity(0)
                    }
                }
            }

            """)
        let result = run(["lint", scene, "--format", "json", "--profiles", "ios18", "--rule", "unreachable-gesture"])
        #expect(result.status == 1)
        let views = result.stdout.split(separator: "\n").map { $0.components(separatedBy: "\"view\":\"")[1].prefix { $0 != "\"" } }
        #expect(views == ["Keys/VStack/Button[2]"])
    }

    @Test("a row view the module uses elsewhere, linted on its own because no root reached it, rests on that: its findings are notes")
    func rowLintedAlone() {
        let directory = temporaryDirectory()
        writeFile(directory + "/List.swift", """
            struct Inbox: View {
                @State var mails: [String] = []
                var body: some View {
                    List(mails, id: \\.self) { mail in MailRow(title: mail) }
                }
            }

            """)
        writeFile(directory + "/MailRow.swift", """
            struct MailRow: View {
                var title: String
                var body: some View {
                    HStack { Text(title); Image(systemName: "star").onTapGesture { }.accessibilityAddTraits(.isButton) }
                }
            }

            """)
        let result = run(["lint", directory, "--format", "json", "--profiles", "ios18", "--rule", "small-target"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""severity":"note","view":"MailRow/HStack/Image""#))
        #expect(result.stdout.contains(#""text":"'MailRow' is laid out on its own: no root laid it out where the module uses it (a row without its List, a part without its screen)"}]"#))
    }

    @Test("--probe-out on a folder writes traces whose header names the folder and the root: each replays, its --explain naming the finding's views")
    func probesOfAFolderReplay() {
        let app = "Fixtures/apps/Shop/Sources/Shop"
        let probes = temporaryDirectory() + "/probes"
        let lint = run(["lint", app, "--format", "json", "--define", "MOCK_SERVER", "--probe-out", probes])
        #expect(lint.status == 1)
        let swallowed = probes + "/Shop-001-swallowed-gesture-ShopScreen-VStack-ItemRow-0--Card-ios17.jsonl"
        let header = readFile(swallowed)?.split(separator: "\n").first.map(String.init)
        #expect(header?.hasPrefix("{\"profile\":\"ios17\",\"scene\":\"") == true)
        #expect(header?.hasSuffix("/Fixtures/apps/Shop/Sources/Shop\",\"view\":\"ShopScreen\"}") == true)
        // Replayed as written: the parent's drag ends, and the row's tap (the finding) does not.
        let replay = run([swallowed, "--format", "json"])
        #expect(replay.status == 0)
        #expect(replay.stdout.contains(#""view":"ShopScreen/VStack","modifier":0,"path":"","gesture":"DragGesture(minimumDistance: 0)","callback":"onEnded""#))
        #expect(!replay.stdout.contains("ItemRow[0]/Card\",\"modifier\""))
        // The second root's probe is numbered on, not written over the first's.
        #expect(readFile(probes + "/Shop-002-no-accessible-alternative-Basket-Badge-Text-ios17.jsonl")?.hasPrefix("{\"profile\":\"ios17\",") == true)
    }

    @Test("under a Mac's profiles the probes are a mouse's: 'click --at', and the trace replays in the Mac window its header names")
    func macProbesClick() {
        let directory = temporaryDirectory()
        let scene = directory + "/Mac.swift"
        writeFile(scene, """
            struct Mac: View {
                var body: some View {
                    ZStack {
                        Color.blue.frame(width: 200, height: 200).onTapGesture { }.accessibilityAddTraits(.isButton)
                        Color.black.opacity(0.2)
                    }
                }
            }

            """)
        let lint = run(["lint", scene, "--profiles", "macos15", "--format", "json", "--rule", "unreachable-gesture", "--probe-out", directory + "/probes"])
        #expect(lint.status == 1)
        #expect(lint.stdout.contains(#""probe":"click --at 400,328""#))
        let trace = directory + "/probes/Mac-001-unreachable-gesture-Mac-ZStack-Color-0--macos15.jsonl"
        #expect(readFile(trace)?.hasPrefix("{\"profile\":\"macos15\",\"scene\":\"\(scene)\",\"device\":\"mac-window\"}\n{\"t\":0,\"id\":") == true)
        #expect(readFile(trace)?.contains("\"input\":\"pointer\"") == true)
        let explained = run([trace, "--explain"])
        #expect(explained.status == 0)
        #expect(explained.stderr.contains("'Mac/ZStack/Color[1]'"))
        // synth, given the same scene and profile, lays it out in the Mac window and says so.
        let synth = run(["synth", "--scene", scene, "--profile", "macos15", "click", "--at", "400,328"])
        #expect(synth.stdout.hasPrefix("{\"profile\":\"macos15\",\"scene\":\"\(scene)\",\"device\":\"mac-window\"}\n"))
    }

    @Test("synth --scene FOLDER --view or --preview names the folder and the root in the header, and the trace replays")
    func synthOnAFolder() {
        let app = "Fixtures/apps/Shop/Sources/Shop"
        let view = run(["synth", "--scene", app, "--view", "Basket", "--define", "MOCK_SERVER", "tap", "--at", "100,100"])
        #expect(view.status == 0)
        #expect(view.stdout.hasPrefix("{\"profile\":\"ios18\",\"scene\":\"\(app)\",\"view\":\"Basket\"}\n"))
        let trace = temporaryDirectory() + "/row.jsonl"
        #expect(run(["synth", "--scene", app, "--preview", "One row", "--define", "MOCK_SERVER", "-o", trace, "tap", "--at", "100,100"]).status == 0)
        #expect(readFile(trace)?.split(separator: "\n").first?.hasSuffix("/Fixtures/apps/Shop/Sources/Shop\",\"preview\":\"One row\"}") == true)
        let replayed = run([trace, "--explain"])
        #expect(replayed.status == 0)
        #expect(replayed.stderr.contains("'Preview/ItemRow/Card'"))
    }

    @Test("--compare-profiles lays out the view --view names, not the file's first")
    func compareProfilesHonoursView() {
        let directory = temporaryDirectory()
        let scene = directory + "/Two.swift"
        writeFile(scene, readFile(packageRoot + "/Fixtures/lint/DragInScrollView.swift")! + """

            struct Plain: View {
                var body: some View { Color.red.frame(width: 300, height: 300).onTapGesture { } }
            }

            """)
        let trace = directory + "/drag.jsonl"
        #expect(run(["synth", "-o", trace, "drag", "--from", "195,200", "--to", "195,40", "--duration", "0.3"]).status == 0)
        let feed = run(["--scene", scene, "--view", "Feed", "--compare-profiles", trace, "--format", "json"])
        let plain = run(["--scene", scene, "--view", "Plain", "--compare-profiles", trace, "--format", "json"])
        #expect(feed.status == 0 && plain.status == 0)
        // The feed scrolls under iOS 17 and the card's drag takes the touch under iOS 18; the plain square differs in nothing.
        #expect(feed.stdout.contains("Feed/ScrollView"))
        #expect(!plain.stdout.contains("Feed/"))
        #expect(feed.stdout != plain.stdout)
    }

    @Test("a view used only in another platform's #if branch is that build's: not linted as a screen here, linted under its platform")
    func otherPlatformsView() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Toolbar.swift", """
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Text("Title")
                        #if os(macOS)
                        MoreMenu()
                        #endif
                    }
                }
            }

            """)
        writeFile(directory + "/MoreMenu.swift", """
            struct MoreMenu: View {
                var body: some View {
                    Image(systemName: "ellipsis").onTapGesture { }.accessibilityAddTraits(.isButton)
                }
            }

            """)
        let iPhone = run(["lint", directory, "--format", "json", "--profiles", "ios18", "--rule", "small-target"])
        #expect(iPhone.status == 0)
        #expect(iPhone.stdout == "")
        let mac = run(["lint", directory, "--format", "json", "--profiles", "macos15", "--rule", "small-target"])
        #expect(mac.stdout.contains(#""view":"Toolbar/HStack/MoreMenu/Image""#))
    }

    @Test("a developer overlay under #if DEBUG covering a button decides no error: the finding is a note that says debug-only")
    func debugOverlay() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Feed.swift", """
            struct Feed: View {
                var body: some View {
                    ZStack {
                        Color.blue.frame(width: 200, height: 200).onTapGesture { }.accessibilityAddTraits(.isButton)
                        #if DEBUG
                        Color.black.opacity(0.2)
                        #endif
                    }
                }
            }

            """)
        let result = run(["lint", directory, "--format", "json", "--profiles", "ios18", "--rule", "unreachable-gesture"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""severity":"note","view":"Feed/ZStack/Color[0]""#))
        #expect(result.stdout.contains(#""assumes":[{"kind":"debug-only","location":"\#(directory)/Feed.swift:5:13","text":"written under #if DEBUG: code of a debug build, which a shipping build does not have"}]"#))
        // The same overlay outside #if DEBUG covers it in every build: an error.
        let shipped = readFile(directory + "/Feed.swift")!.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("#if DEBUG") && !$0.contains("#endif") }
        writeFile(directory + "/Feed.swift", shipped.joined(separator: "\n"))
        #expect(run(["lint", directory, "--format", "json", "--profiles", "ios18", "--rule", "unreachable-gesture"]).status == 1)
    }

    @Test("a Swift file the folder's Xcode project does not build is left out with one note; a project of synchronized folders leaves nothing out")
    func unbuiltFileLeftOut() {
        let root = temporaryDirectory()
        mkdir(root + "/App", 0o755)
        mkdir(root + "/App.xcodeproj", 0o755)
        let small = "struct Stale: View {\n    var body: some View {\n        Image(systemName: \"bolt\").onTapGesture { }.accessibilityAddTraits(.isButton)\n    }\n}\n"
        writeFile(root + "/App/Screen.swift", "struct Screen: View {\n    var body: some View { Text(\"Hi\") }\n}\n")
        writeFile(root + "/App/Stale.swift", small)
        writeFile(root + "/App.xcodeproj/project.pbxproj", "/* Begin PBXFileReference section */\n\t\tA1 /* Screen.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Screen.swift; sourceTree = \"<group>\"; };\n")
        let result = run(["lint", root + "/App", "--format", "json", "--profiles", "ios18"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("\(root)/App: note: 1 file no target of App.xcodeproj builds left out: 'Stale.swift' (lint a file by its path to judge it)\n"))
        // Named on its own, it is linted.
        #expect(run(["lint", root + "/App/Stale.swift", "--format", "json", "--profiles", "ios18"]).stdout.contains("small-target"))
        // Xcode 16's synchronized folders build every file there: nothing is left out.
        writeFile(root + "/App.xcodeproj/project.pbxproj", "/* Begin PBXFileSystemSynchronizedRootGroup section */\n")
        #expect(run(["lint", root + "/App", "--format", "json", "--profiles", "ios18"]).stdout.contains("small-target"))
    }

    @Test("'unknown && false' is false: a Button behind 'Service.shared.canEdit && showButtons', with showButtons: false passed, is not laid out")
    func shortCircuitOfTheUnknown() {
        let scene = temporaryDirectory() + "/Row.swift"
        func write(_ show: Bool) {
            writeFile(scene, """
                struct Screen: View {
                    var body: some View { Row(showButtons: \(show)) }
                }
                struct Row: View {
                    let showButtons: Bool
                    var body: some View {
                        HStack {
                            Text("Code")
                            if Service.shared.canEdit && showButtons {
                                Button { } label: { Image(systemName: "trash") }
                            }
                        }
                    }
                }

                """)
        }
        write(false)
        #expect(run(["lint", scene, "--format", "json", "--profiles", "ios18", "--rule", "small-target"]).stdout == "")
        write(true)
        #expect(run(["lint", scene, "--format", "json", "--profiles", "ios18", "--rule", "small-target"]).stdout.contains(#""view":"Screen/Row/HStack/Button""#))
    }
}
