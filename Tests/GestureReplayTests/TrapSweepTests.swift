import Testing

/// Every input the 0.8 sweep of ReplayKit and the command line found reaching a trap, a stack
/// overflow or a hang (issue 25): each now ends in a located error with its exit status, or in
/// the output a user would expect.
@Suite("Inputs that reached a trap, a stack overflow or a hang: each a located error or a result")
struct TrapSweepTests {
    private func swiftView(_ body: String, properties: String = "@State private var v = 0.0") -> String {
        "struct V: View {\n    \(properties)\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    private func file(_ name: String, _ text: String) -> String {
        let path = temporaryDirectory() + "/" + name
        writeFile(path, text)
        return path
    }

    private let tapTrace = #"{"t":0,"id":1,"phase":"down","x":195,"y":422}"# + "\n" + #"{"t":0.05,"id":1,"phase":"up","x":195,"y":422}"# + "\n"

    @Test("render draws a trace spanning 1e9 s, and one at the top of the time range, on an axis that saturates")
    func renderSpans() {
        for (first, last) in [("0", "1000000000"), ("9223371940", "9223372035"), ("-9000000000", "9000000000")] {
            let trace = file("span.jsonl", #"{"t":\#(first),"id":1,"phase":"down","x":1,"y":1}"# + "\n" + #"{"t":\#(last),"id":1,"phase":"up","x":1,"y":1}"# + "\n")
            let result = run(["render", trace, "--gesture", "TapGesture().onEnded { }", "-o", trace + ".svg"])
            #expect(result.status == 0, "\(first)…\(last): \(result.stderr)")
            #expect(readFile(trace + ".svg")?.hasPrefix("<svg") == true)
        }
    }

    @Test("validate: a gap past Int64 nanoseconds is a warning in seconds; a huge --max-gap is accepted")
    func validateGaps() {
        let trace = file("wide.jsonl", #"{"t":-9000000000,"id":1,"phase":"down","x":1,"y":1}"# + "\n" + #"{"t":9000000000,"id":1,"phase":"up","x":2,"y":1}"# + "\n")
        let wide = run(["validate", trace])
        #expect(wide.status == 0)
        #expect(wide.stdout.hasPrefix("\(trace):2:1: warning: no event for 18000000000 s (since line 1), longer than --max-gap 0.75 s"))
        let huge = run(["validate", "Fixtures/traces/drag.jsonl", "--max-gap", "1e300"])
        #expect(huge.status == 0)
        #expect(huge.stdout == "Fixtures/traces/drag.jsonl: 6 events, 0 errors, 0 warnings\n")
    }

    @Test("synth refuses a script whose times add up past 1e9 s")
    func synthTotal() {
        let result = run(["synth", "--start", "999999999", "tap", "--at", "1,1", "--hold", "999999", "--after", "999999"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: the script lasts past 1e9 s, the limit of a trace's times; shorten its --after, --hold and --duration values\n"))
    }

    @Test("a paged scroll view with 1e300 pt of content pages from its first pages")
    func hugePagedContent() {
        let scene = file("paged.json", #"{"views":[{"id":"S","frame":[0,0,390,844],"control":"ScrollView","contentSize":[390,1e300],"paging":true}]}"#)
        let fling = run(["synth", "fling", "--from", "200,600", "--velocity", "0,-2000"]).stdout
        let trace = file("fling.jsonl", fling)
        let result = run([trace, "--scene", scene, "--format", "text"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("0.4       S  ScrollView  page               1\n"))
    }

    @Test("lint makes no probe longer than 60 s or of more than 10 taps; a computed infinite duration is an error at its place")
    func lintExtremes() {
        let long = run(["lint", file("Long.swift", swiftView("Color.red.frame(width: 100, height: 100).onLongPressGesture(minimumDuration: 1e10) { }")), "--rule", "unreachable-gesture"])
        #expect(long.status == 0)
        #expect(long.stdout.hasSuffix("no findings in 1 scene\n") || long.stdout == "")
        let taps = run(["lint", file("Taps.swift", swiftView("Color.red.frame(width: 100, height: 100).onTapGesture(count: 100000) { }")), "--rule", "unreachable-gesture"])
        #expect(taps.status == 0)
        let infinite = file("Infinite.swift", swiftView("Color.red.frame(width: 100, height: 100).onLongPressGesture(minimumDuration: .infinity) { }"))
        let result = run(["lint", infinite])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(infinite):4:86: error: '.infinity' is infinity here; use a finite number\n"))
    }

    @Test("Swift source nested past 128 levels is a located error: operators, parentheses, #if conditions, views, callbacks",
          arguments: [
            ("if " + String(repeating: "!", count: 3000) + "true { Text(\"a\") }", 4, 137),
            ("if " + String(repeating: "(", count: 3000) + "true" + String(repeating: ")", count: 3000) + " { Text(\"a\") }", 4, 137),
            (String(repeating: "VStack {\n", count: 500) + "Text(\"a\")" + String(repeating: "\n}", count: 500), 130, 1),
            ("Color.red.frame(width: 100, height: 100).onTapGesture { " + String(repeating: "if true { ", count: 300) + "v = 1"
                + String(repeating: " }", count: 300) + " }", 4, 1353),
            ("Color.red.frame(width: 100, height: 100).onTapGesture { " + String(repeating: "withAnimation { ", count: 300) + "v = 1"
                + String(repeating: " }", count: 300) + " }", 4, 2127),
          ])
    func deepSource(body: String, line: Int, column: Int) {
        let path = file("Deep.swift", swiftView(body))
        for command in [["layout", path], [file("tap.jsonl", tapTrace), "--scene", path]] {
            let result = run(command)
            #expect(result.status == 65)
            #expect(result.stderr.hasPrefix("\(path):\(line):\(column): error: the source is nested more than 128 levels deep, the limit (docs/reliability.md#limits)"),
                    "\(result.stderr.prefix(300))")
        }
    }

    @Test("the review's cases: a chain of 50,000 operators, parentheses nested in values 30,000 deep, 128 Groups of 256 modifiers")
    func reviewCases() {
        let chain = file("Chain.swift", swiftView("let x = 1" + String(repeating: " + 1", count: 50_000) + "\n        Text(\"a\")"))
        let chained = run(["layout", "--format", "text", chain])
        #expect(chained.status == 65)
        #expect(chained.stderr.contains("error: the source is nested more than 128 levels deep"))
        let parentheses = file("Parens.swift", swiftView("if " + String(repeating: "(1 + ", count: 30_000) + "1" + String(repeating: ")", count: 30_000) + " == 1 { Text(\"a\") }"))
        let nested = run(["layout", "--format", "text", parentheses])
        #expect(nested.status == 65)
        #expect(nested.stderr.contains("error: the source is nested more than 128 levels deep"))
        var groups = "Text(\"a\")"
        for _ in 0..<100 { groups = "Group {\n\(groups)\n}" + String(repeating: ".padding()", count: 200) }
        let grouped = run(["layout", "--format", "text", file("Groups.swift", swiftView(groups))])
        #expect(grouped.status == 65)
        #expect(grouped.stderr.contains("error: the view has more than 256 modifiers, the limit"))
    }

    @Test("#if conditions nested past the limit, in a file, in --gesture and in a trace header's gesture")
    func deepConditions() {
        let path = file("If.swift", "#if " + String(repeating: "!", count: 3000) + "DEBUG\n#endif\n" + swiftView("Text(\"a\")"))
        let layout = run(["layout", "--format", "text", path])
        #expect(layout.status == 65)
        #expect(layout.stderr.hasPrefix("\(path):1:133: error: the source is nested more than 128 levels deep"))
        let gesture = "let a = " + String(repeating: "!", count: 5000) + "true\nDragGesture().onEnded { _ in }"
        let option = run([file("tap.jsonl", tapTrace), "--gesture", gesture])
        #expect(option.status == 64)
        #expect(option.stderr.hasPrefix("--gesture:1:136: error: the source is nested more than 128 levels deep"))
        let header = file("header.jsonl", #"{"gesture":"let a = \#(String(repeating: "!", count: 5000))true\nDragGesture().onEnded { _ in }"}"# + "\n" + tapTrace)
        let fromHeader = run([header])
        #expect(fromHeader.status == 65)
        #expect(fromHeader.stderr.contains("error: the source is nested more than 128 levels deep"))
    }

    @Test("long chains are walked in loops: 5,000 'else if' in a body and in skipped code; 300 modifiers is a located error")
    func longChains() {
        let elseIf = file("ElseIf.swift", swiftView("if false { Text(\"a\") }" + String(repeating: " else if false { Text(\"b\") }", count: 5000) + " else { Text(\"c\") }"))
        #expect(run(["layout", "--format", "text", elseIf]).status == 0)
        let skipped = file("Skipped.swift", "#if os(macOS)\nfunc f() {}\n#endif\nfunc g() { if a { }" + String(repeating: " else if b { }", count: 5000) + " }\n" + swiftView("Text(\"a\")"))
        #expect(run(["layout", "--format", "text", skipped]).status == 0)
        let padded = file("Padded.swift", swiftView("Text(\"a\")" + String(repeating: ".padding()", count: 300)))
        let result = run(["layout", "--format", "text", padded])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(padded):4:2579: error: the view has more than 256 modifiers, the limit (docs/reliability.md#limits)"))
    }

    @Test("a range of more than 1,000,000 elements is an error; a Slider's range needs only its bounds")
    func ranges() {
        let forEach = file("Rows.swift", swiftView("VStack { ForEach(0..<100000000) { i in Text(\"a\") } }"))
        let rows = run(["layout", "--format", "text", forEach])
        #expect(rows.status == 65)
        #expect(rows.stderr.hasPrefix("\(forEach):4:27: error: the range 0..<100000000 has more than 1000000 elements, the limit (docs/reliability.md#limits)"))
        let infinite = file("Infinite.swift", swiftView("VStack { ForEach(0..<CGFloat.infinity) { i in Text(\"a\") } }"))
        #expect(run(["layout", "--format", "text", infinite]).stderr.contains("error: the range 0..<infinity has more than 1000000 elements"))
        let slider = file("Slider.swift", swiftView("Slider(value: $v, in: 0...1e308)"))
        #expect(run(["layout", "--format", "text", slider]).status == 0)
    }

    @Test("a directory whose symbolic links loop is listed once: links to directories are not followed")
    func symbolicLinkLoop() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Tap.swift", swiftView("Color.red.frame(width: 100, height: 100).onTapGesture { }"))
        #expect(symlink(".", directory + "/a") == 0)
        #expect(symlink(".", directory + "/b") == 0)
        let result = run(["lint", directory, "--format", "text"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("in 1 scene\n"))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
