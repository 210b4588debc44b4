import TraceFormat

/// JUnit XML, the report format CI systems (GitHub Actions reporters, GitLab, Jenkins) display:
/// one `<testcase>` per trace, a `<failure>` for a difference and an `<error>` for a trace that
/// could not be replayed. No timestamps or durations, so the same results give the same file.
struct JUnitReport {
    struct Case {
        enum Outcome {
            case passed
            case failed(message: String, detail: String)
            case error(message: String, detail: String)
        }
        var path: String
        var outcome: Outcome
    }

    var suiteName = "gesture-replay check"
    var cases: [Case] = []

    var xml: String {
        let failures = cases.filter { if case .failed = $0.outcome { true } else { false } }.count
        let errors = cases.filter { if case .error = $0.outcome { true } else { false } }.count
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"\(TextEscaping.escape(suiteName, .xml))\" \(counts)>\n"
        text += "  <testsuite name=\"\(TextEscaping.escape(suiteName, .xml))\" \(counts) skipped=\"0\">\n"
        for testCase in cases {
            let (directory, name) = Self.split(testCase.path)
            let attributes = "classname=\"\(TextEscaping.escape(directory, .xml))\" name=\"\(TextEscaping.escape(name, .xml))\" file=\"\(TextEscaping.escape(testCase.path, .xml))\""
            switch testCase.outcome {
            case .passed:
                text += "    <testcase \(attributes)/>\n"
            case .failed(let message, let detail), .error(let message, let detail):
                let element = if case .failed = testCase.outcome { "failure" } else { "error" }
                let type = element == "failure" ? "difference" : "replay"
                text += "    <testcase \(attributes)>\n"
                text += "      <\(element) message=\"\(TextEscaping.escape(message, .xml))\" type=\"\(type)\">\(TextEscaping.escape(detail, .xml))</\(element)>\n"
                text += "    </testcase>\n"
            }
        }
        text += "  </testsuite>\n</testsuites>\n"
        return text
    }

    /// The directory as a dotted class name (`Fixtures.traces`) and the file name.
    static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = path[..<slash].split(separator: "/").filter { $0 != "." }.joined(separator: ".")
        return (directory.isEmpty ? "." : directory, String(path[path.index(after: slash)...]))
    }
}
