import Foundation
import Testing

/// Every place the sources, tests and docs point a reader to — `docs/lint.md#whole-apps` in a
/// comment or a message, `(scene-format.md#swift-source)` in a page — names a file the clone has
/// and a heading (or an explicit `<a id>`) that file has, as GitHub renders its anchors.
@Suite struct DocLinkTests {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// GitHub's anchor of a heading: lower-cased, punctuation other than `-` and `_` dropped,
    /// spaces as hyphens.
    static func anchor(ofHeading heading: String) -> String {
        var anchor = ""
        for character in heading.lowercased() {
            if character == " " { anchor.append("-") }
            else if character == "-" || character == "_" || character.isLetter || character.isNumber { anchor.append(character) }
        }
        return anchor
    }

    /// The anchors of a Markdown page: its headings' (a repeated heading gets `-1`, `-2`, …) and
    /// its explicit `<a id="…">`s.
    static func anchors(ofPage text: String) -> Set<String> {
        var anchors: Set<String> = []
        var counts: [String: Int] = [:]
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix("#") {
                let heading = line.drop { $0 == "#" }.drop { $0 == " " }
                let base = anchor(ofHeading: String(heading))
                let seen = counts[base, default: 0]
                anchors.insert(seen == 0 ? base : "\(base)-\(seen)")
                counts[base] = seen + 1
            }
            var rest = line[...]
            while let range = rest.range(of: "<a id=\"") {
                let after = rest[range.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                anchors.insert(String(after[..<end]))
                rest = after[end...]
            }
        }
        return anchors
    }

    /// Each `docs/NAME.md#anchor` (anywhere) and, in a page under docs/, each `(NAME.md#anchor)`
    /// and `(#anchor)` link, with the file and line it is written on.
    static func links(in text: String, file: String) -> [(page: String, anchor: String, place: String)] {
        var found: [(String, String, String)] = []
        let inDocs = file.hasPrefix("docs/")
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let place = "\(file):\(number + 1)"
            var rest = line[...]
            while let hash = rest.firstIndex(of: "#") {
                let before = rest[..<hash]
                let after = rest[rest.index(after: hash)...]
                let anchor = String(after.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
                rest = after
                guard !anchor.isEmpty else { continue }
                let name = String(before.reversed().prefix { $0.isLetter || $0.isNumber || "-_./".contains($0) }.reversed())
                if name.hasSuffix(".md"), name.hasPrefix("docs/") {
                    found.append((name, anchor, place))
                } else if inDocs, before.hasSuffix("(") || (name.hasSuffix(".md") && before.dropLast(name.count).hasSuffix("(")) {
                    let page = name.isEmpty ? file : "docs/" + name
                    if name.isEmpty || !name.contains("/") { found.append((page, anchor, place)) }
                }
            }
        }
        return found
    }

    static func files(under folder: String, suffixes: [String]) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var files: [String] = []
        for case let path as String in enumerator where suffixes.contains(where: path.hasSuffix) {
            files.append(folder + "/" + path)
        }
        return files.sorted()
    }

    @Test("every docs/…#anchor in Sources, Tests, Fixtures, docs and the README resolves")
    func everyAnchorResolves() throws {
        let files = Self.files(under: "Sources", suffixes: [".swift"]) + Self.files(under: "Tests", suffixes: [".swift"])
            + Self.files(under: "Fixtures", suffixes: [".swift", ".md"]) + Self.files(under: "docs", suffixes: [".md", ".json"])
            + ["README.md", "Package.swift"]
        var pages: [String: Set<String>] = [:]
        var broken: [String] = []
        var count = 0
        for file in files where !file.hasSuffix("DocLinkTests.swift") {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            for link in Self.links(in: text, file: file) {
                count += 1
                if pages[link.page] == nil {
                    let page = Self.root.appendingPathComponent(link.page)
                    pages[link.page] = (try? String(contentsOf: page, encoding: .utf8)).map(Self.anchors(ofPage:)) ?? []
                }
                if pages[link.page]?.contains(link.anchor) != true { broken.append("\(link.place): \(link.page)#\(link.anchor)") }
            }
        }
        #expect(count > 100)
        #expect(broken == [])
    }

    @Test("nothing cites a file a clone lacks: the research notes are cited through docs/sources.md")
    func noCitationOutsideTheClone() throws {
        let missing = ["swiftui-gesture-semantics.md", "ios18-and-controls.md", "input-beyond-touch.md", "layout-metrics.md",
                       "measured-uikit.md", "cli-contract.md", "../shared"]
        let files = Self.files(under: "Sources", suffixes: [".swift"]) + Self.files(under: "Tests", suffixes: [".swift"])
            + Self.files(under: "docs", suffixes: [".md", ".json"]) + Self.files(under: "Fixtures", suffixes: [".md", ".swift"])
            + Self.files(under: "Scripts", suffixes: [".sh", ".py"]) + ["README.md", ".ci/run"]
        var found: [String] = []
        // This test names them, and ScriptsTests checks that benchmark.sh does not.
        for file in files where !file.hasSuffix("DocLinkTests.swift") && !file.hasSuffix("ScriptsTests.swift") {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            for name in missing where text.contains(name) { found.append("\(file): \(name)") }
        }
        #expect(found == [])
    }

    @Test("anchors are made as GitHub makes them")
    func githubAnchors() {
        #expect(Self.anchor(ofHeading: "What a finding assumes") == "what-a-finding-assumes")
        #expect(Self.anchor(ofHeading: "List rows: cells and content") == "list-rows-cells-and-content")
        #expect(Self.anchor(ofHeading: "`lint --fix` (0.22)") == "lint---fix-022")
        #expect(Self.anchors(ofPage: "# A\n## B\n## B\n<a id=\"c1-2\"></a>\n") == ["a", "b", "b-1", "c1-2"])
    }
}
