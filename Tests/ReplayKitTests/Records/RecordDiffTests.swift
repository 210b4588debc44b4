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
    }

    @Test("extra and missing records are named with the counts")
    func counts() throws {
        #expect(try #require(RecordDiff.first(expected: ["{}"], actual: ["{}", "{}", "{}"])).summary
                == "record 2 is new: the replay produced 3 records, 1 expected")
        #expect(try #require(RecordDiff.first(expected: ["{}", "{}"], actual: [])).summary
                == "record 1 is missing: the replay produced 0 records, 2 expected")
    }
}
