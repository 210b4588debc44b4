import Testing
@testable import ReplayKit
import Recognizers
import TraceFormat
@testable import SwiftSource

@Suite("ModuleLinter: a module's roots on many workers, the same bytes every run")
struct ModuleLinterTests {
    /// A module of `count` screens, each with a small icon and a covered tap, and one screen whose
    /// GeometryReader content cannot be read: an error met while laying it out.
    private static func module(screens count: Int) throws -> SourceModule {
        var files: [(path: String, text: String)] = []
        for index in 0..<count {
            files.append(("App/Screen\(index).swift", """
                struct Screen\(index): View {
                    var body: some View {
                        ZStack {
                            Color.blue.frame(width: \(100 + index), height: 100).onTapGesture { }.accessibilityAddTraits(.isButton)
                            Color.black.opacity(0.2)
                        }
                        .overlay(Image(systemName: "star").onTapGesture { }.accessibilityAddTraits(.isButton))
                    }
                }

                """))
        }
        files.append(("App/Broken.swift", """
            struct Broken: View {
                var body: some View {
                    GeometryReader { proxy in
                        for item in items { Color.red }
                    }
                }
            }

            """))
        return try SourceModule(files: files, origin: "App")
    }

    /// Every root's report as lint prints it: its name, then its findings' records or its failure.
    private static func lint(_ module: SourceModule, workers: Int) -> String {
        var linter = ModuleLinter(module: module, sourceOptions: SourceScene.Options(), options: SceneLinter.Options(profiles: [.ios18]))
        var out = ""
        linter.run(workers: workers) { report in
            out += report.root.name + "\n"
            if let failure = report.failure { out += "  not linted: " + failure.description + "\n" }
            for finding in report.findings { out += "  " + finding.jsonLine + "\n" }
        }
        return out
    }

    @Test("one root's layout error fails only that root, however the workers interleave; eight runs on eight workers print the same bytes as one worker")
    func sameBytesOnEveryWorkerCount() throws {
        let module = try Self.module(screens: 24)
        let serial = Self.lint(module, workers: 1)
        // The broken root alone is not linted; every screen reports its covered tap and its small star.
        #expect(serial.components(separatedBy: "not linted").count == 2)
        #expect(serial.contains("Broken\n  not linted: App/Broken.swift:4:13: error: 'for' is not supported in a view body yet"))
        #expect(serial.components(separatedBy: "\"rule\":\"unreachable-gesture\",\"severity\":\"error\"").count == 25)
        #expect(serial.components(separatedBy: "\"rule\":\"small-target\",\"severity\":\"warning\"").count == 25)
        for _ in 0..<8 {
            // A module is read once and shared by the workers, as `lint` shares it.
            #expect(Self.lint(module, workers: 8) == serial)
        }
    }
}
