import Testing
@testable import ReplayKit
import TraceFormat
@testable import gesture_replay

@Suite("JUnitReport: the XML CI systems display")
struct JUnitReportTests {
    @Test("escapes the five entities and drops what XML 1.0 cannot carry")
    func escaping() {
        #expect(TextEscaping.escape("a<b & \"c\" 'd'>\u{1B}[31m\n", .xml) == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;[31m\n")
    }

    @Test("the directory becomes a dotted class name")
    func classNames() {
        #expect(JUnitReport.split("Fixtures/traces/drag.jsonl") == ("Fixtures.traces", "drag.jsonl"))
        #expect(JUnitReport.split("./drag.jsonl") == (".", "drag.jsonl"))
        #expect(JUnitReport.split("drag.jsonl") == (".", "drag.jsonl"))
    }

    @Test("an all-passing report, exactly")
    func passing() {
        let report = JUnitReport(cases: [.init(path: "a/x.jsonl", outcome: .passed)])
        #expect(report.xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="gesture-replay check" tests="1" failures="0" errors="0">
              <testsuite name="gesture-replay check" tests="1" failures="0" errors="0" skipped="0">
                <testcase classname="a" name="x.jsonl" file="a/x.jsonl"/>
              </testsuite>
            </testsuites>

            """)
    }
}
