import Testing
@testable import ReplayKit

@Suite("RecordDiff: the first differing record and what changed inside it")
struct RecordDiffTests {
    @Test("equal records: no difference")
    func equal() {
        #expect(RecordDiff.first(expected: ["{\"a\":1}", "{\"b\":2}"], actual: ["{\"a\":1}", "{\"b\":2}"]) == nil)
    }

    @Test("fields are compared by path: nested objects, arrays, keys only on one side")
    func fieldChanges() throws {
        let diff = try #require(RecordDiff.first(
            expected: [#"{"t":0.1,"callback":"onChanged","value":{"location":{"x":1,"y":2},"list":[1,2]},"gone":true}"#],
            actual: [#"{"t":0.1,"callback":"onEnded","value":{"location":{"x":1,"y":3},"list":[1,5]},"new":null}"#]))
        #expect(diff.index == 0)
        #expect(diff.summary == "record 1 differs")
        #expect(diff.fieldChanges.map { "\($0.path): \($0.old) → \($0.new)" } == [
            #"callback: "onChanged" → "onEnded""#,
            "value.location.y: 2 → 3",
            "value.list[1]: 2 → 5",
            "gone: true → (absent)",
            "new: (absent) → null",
        ])
    }

    @Test("a record that is not JSON differs as a whole line, with no field list")
    func notJSON() throws {
        let diff = try #require(RecordDiff.first(expected: ["{\"a\":1}", "garbage"], actual: ["{\"a\":1}", "{\"a\":2}"]))
        #expect(diff.index == 1)
        #expect(diff.fieldChanges.isEmpty)
        #expect(diff.render { text, _ in text } == "       1 {\"a\":1}\n  -    2 garbage\n  +    2 {\"a\":2}")
        #expect(diff.summary == "record 2 missing; 1 record added")
    }

    @Test("extra and missing records are named with the counts")
    func counts() throws {
        #expect(try #require(RecordDiff.first(expected: ["{}"], actual: ["{}", "{}", "{}"])).summary
                == "2 records added; 3 records replayed, 1 expected")
        #expect(try #require(RecordDiff.first(expected: ["{}", "{}"], actual: [])).summary
                == "records 1–2 missing; 0 records replayed, 2 expected")
    }

    @Test("three dropped onChanged records read as three missing, and the records after them as the same, not as changed")
    func aligned() throws {
        func record(_ t: Double, _ callback: String, _ x: Int) -> Substring {
            Substring(#"{"t":\#(t),"view":"card","modifier":0,"callback":"\#(callback)","value":{"x":\#(x)}}"#)
        }
        let expected = (0..<8).map { record(Double($0) / 10, "onChanged", $0) } + [record(0.8, "onEnded", 8)]
        var actual = expected
        actual.removeSubrange(3...5)
        actual[actual.count - 1] = record(0.8, "onEnded", 9)
        let diff = try #require(RecordDiff.first(expected: expected, actual: actual))
        #expect(diff.steps == [.missing(expected: 3), .missing(expected: 4), .missing(expected: 5), .same(expected: 6, actual: 3),
                               .same(expected: 7, actual: 4), .changed(expected: 8, actual: 5)])
        #expect(diff.summary == "records 4–6 (onChanged) missing; record 9 differs; 6 records replayed, 9 expected")
        #expect(diff.render { text, _ in text }.hasSuffix("  changed in record 9:\n    value.x: 8 → 9"))
        // A record added among the same ones: one record, named with its callback.
        let added = try #require(RecordDiff.first(expected: Array(expected.prefix(3)), actual: [expected[0], record(0.05, "onChanged", 5), expected[1], expected[2]]))
        #expect(added.summary == "1 record added (onChanged); 4 records replayed, 3 expected")
    }
}
