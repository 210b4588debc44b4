import Testing
@testable import ReplayKit
@testable import gesture_replay
@testable import SwiftSource

/// `docs/output-schema.json` is the output contract in machine-readable form. Every golden file
/// must match it, and so must what the tool prints in the shapes no golden file holds: explained
/// phases, several traces in one run, and the combinators' values.
@Suite("Output schema: docs/output-schema.json describes every record the tool prints")
struct OutputSchemaTests {
    static let schemaPath = "docs/output-schema.json"

    private static func loadValidator() throws -> JSONSchemaValidator {
        let text = try #require(readFile(packageRoot + "/" + schemaPath), "\(schemaPath) is missing")
        return try JSONSchemaValidator(schemaText: text, file: schemaPath)
    }

    /// Each line of `output` that does not match, as `name:line: why`.
    private static func mismatches(in output: String, named name: String, validator: JSONSchemaValidator) -> [String] {
        var found: [String] = []
        for (index, line) in output.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            do {
                let record = try JSONParser.parse(String(line), file: name)
                for error in validator.errors(in: record) { found.append("\(name):\(index + 1): \(error)") }
            } catch {
                found.append("\(name):\(index + 1): not JSON: \(error)")
            }
        }
        return found
    }

    @Test("the schema uses only keywords the validator checks")
    func schemaKeywords() throws {
        #expect(try Self.loadValidator().unsupportedKeywords() == [])
    }

    @Test("every golden JSON file in Fixtures/traces matches the schema")
    func goldenFiles() throws {
        let validator = try Self.loadValidator()
        let goldens = FileSystem.files(under: packageRoot + "/Fixtures/traces") { $0.hasSuffix(".expected.jsonl") }
        #expect(goldens.count == goldenCases.count + sceneCases.count + 2 * profileCases.count + ios18OnlyCases.count
                + controlCasesAlikeUnderBothProfiles.count + sourceSceneCases.count + inputProfileCases.map(\.profiles.count).reduce(0, +))
        var records = 0
        for path in goldens {
            let text = try #require(readFile(path))
            records += text.split(separator: "\n").count
            #expect(Self.mismatches(in: text, named: path, validator: validator) == [])
        }
        #expect(records == 434)
    }

    @Test("explained records of every scene fixture match the schema", arguments: sceneCases + ios18OnlyCases + controlCases + controlCasesAlikeUnderBothProfiles)
    func explained(name: String) throws {
        let validator = try Self.loadValidator()
        let result = run(["Fixtures/traces/\(name).jsonl", "--format", "json", "--explain"])
        #expect(result.status == 0)
        // Nothing begins in these two: a disabled view and a mask of none.
        #expect(result.stdout.contains("\"phase\":") == !["scene-mask-none", "scene-disabled-view", "input-trackpad-and-wheel-scroll"].contains(name))
        #expect(Self.mismatches(in: result.stdout, named: name, validator: validator) == [])
    }

    @Test("records of several traces in one run carry the trace and match the schema")
    func severalTraces() throws {
        let validator = try Self.loadValidator()
        let result = run(["Fixtures/traces/drag.jsonl", "Fixtures/traces/tap.jsonl", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{\"trace\":\"Fixtures/traces/drag.jsonl\","))
        #expect(Self.mismatches(in: result.stdout, named: "drag+tap", validator: validator) == [])
    }

    @Test("the callbacks .recorded adds carry its name, their updating no state, and match the schema")
    func recordedRecords() throws {
        let validator = try Self.loadValidator()
        let result = run(["Fixtures/sessions/drag-card/take-001.jsonl", "--scene", "Fixtures/sessions/drag-card/ContentView.swift", "--format", "json", "--explain"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""recorded":"drag","callback":"updating","value":{"#))
        #expect(Self.mismatches(in: result.stdout, named: "drag-card", validator: validator) == [])
    }

    @Test("--compare-profiles records carry the profile and match the schema")
    func comparedProfiles() throws {
        let validator = try Self.loadValidator()
        let result = run(["Fixtures/traces/profiles-child-long-press-under-parent-drag.jsonl", "--compare-profiles", "--explain", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{\"profile\":\"ios17\",\"t\":0,"))
        #expect(Self.mismatches(in: result.stdout, named: "compare", validator: validator) == [])
    }

    static let combinatorRuns: [(trace: String, gesture: String, valueStart: String)] = [
        ("long-press-held", "LongPressGesture().sequenced(before: DragGesture()).onChanged { _ in }", "{\"second\":[true,null]}"),
        ("magnify", "MagnifyGesture().simultaneously(with: RotateGesture()).onChanged { _ in }", "{\"first\":{\"time\":"),
        ("double-tap", "TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { _ in }", "{\"first\":null}"),
        ("drag", "DragGesture().map(\\.translation).onChanged { _ in }", "{\"width\":"),
        ("drag", "DragGesture().map(\\.location.x).onEnded { _ in }", "120"),
        ("tap", "SpatialTapGesture().onEnded { _ in }", "{\"location\":{\"x\":"),
        ("rotate", "RotationGesture().onEnded { _ in }", "{\"radians\":"),
    ]

    @Test("combinators' and mapped values match the schema", arguments: combinatorRuns.indices)
    func combinatorValues(index: Int) throws {
        let validator = try Self.loadValidator()
        let (trace, gesture, valueStart) = Self.combinatorRuns[index]
        let result = run(["Fixtures/traces/\(trace).jsonl", "--format", "json", "--gesture", gesture])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"value\":" + valueStart))
        #expect(Self.mismatches(in: result.stdout, named: trace, validator: validator) == [])
    }

    /// Records one key or value away from right: the schema must reject each, or it checks nothing.
    static let wrongRecords: [(record: String, because: String)] = [
        (#"{"view":"V","modifier":0,"path":"","gesture":"TapGesture()","callback":"onEnded","value":null}"#, "the record: missing key t"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"TapGesture()","callback":"onEnd","value":null}"#, "not one of"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"TapGesture()","callback":"onEnded","value":null,"extra":1}"#, "unexpected key extra"),
        (#"{"t":-1,"view":"V","modifier":0,"path":"","gesture":"TapGesture()","callback":"onEnded","value":null}"#, "less than 0"),
        (#"{"t":0.1,"view":"V","modifier":0.5,"path":"","gesture":"TapGesture()","callback":"onEnded","value":null}"#, "expected integer"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"third","gesture":"TapGesture()","callback":"onEnded","value":null}"#, "does not match"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"TapGesture()","callback":"updating","value":true}"#, "missing key state"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"TapGesture()","callback":"onEnded","state":"s","value":null}"#, "not allowed"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"TapGesture()","callback":"reset","state":"s","value":null}"#, "not allowed"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"TapGesture()","callback":"onEnded"}"#, "missing key value"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"DragGesture()","callback":"onEnded","value":{"location":{"x":1,"y":2}}}"#, "value: missing key time"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"X()","callback":"onEnded","value":{"x":1}}"#, "none of the shapes"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"X()","callback":"onEnded","value":{"second":[true]}}"#, "none of the shapes"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"TapGesture()","callback":"onPressingChanged","value":1}"#, "expected boolean"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"TapGesture()","phase":"failed"}"#, "missing key reason"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"TapGesture()","phase":"began"}"#, "not one of"),
        (#"{"t":0.1,"view":"V","modifier":0,"path":"","gesture":"TapGesture()","phase":"ended","callback":"onEnded"}"#, "unexpected key"),
        (#"{"t":0.1,"view":"V","modifier":1,"path":"","gesture":"UITapGestureRecognizer()","recognizerState":"possible","value":{"location":{"x":1,"y":2},"numberOfTouches":1}}"#, "not one of"),
        (#"{"t":0.1,"view":"V","modifier":1,"path":"","gesture":"UITapGestureRecognizer()","recognizerState":"recognized","value":{"location":{"x":1,"y":2}}}"#, "missing key numberOfTouches"),
        (#"{"t":0.1,"view":"V","modifier":1,"path":"","gesture":"UIPinchGestureRecognizer()","recognizerState":"began","value":{"location":{"x":1,"y":2},"numberOfTouches":2,"magnification":1}}"#, "unexpected key magnification"),
        (#"{"t":0.1,"view":"V","modifier":1,"path":"","gesture":"TapGesture()","recognizerState":"recognized","value":{"location":{"x":1,"y":2},"numberOfTouches":1}}"#, "does not match"),
        (#"{"t":0.1,"view":"S","control":"ScrollView","event":"scrollPhase","value":"scrolling"}"#, "not one of"),
        (#"{"t":0.1,"view":"S","control":"ScrollView","event":"scrollEnd","value":{"x":1}}"#, "missing key y"),
        (#"{"t":0.1,"view":"B","control":"Button","event":"action","value":true}"#, "not allowed"),
        (#"{"t":0.1,"view":"B","control":"Button","event":"pressed"}"#, "missing key value"),
        (#"{"t":0.1,"view":"B","control":"Knob","event":"pressed","value":true}"#, "not one of"),
        (#"{"t":0.1,"view":"R","control":"List","event":"swipeActions","value":{"edge":"trailing","state":"open"}}"#, "not one of"),
        (#"{"t":0.1,"view":"S","control":"ScrollView","phase":"failed"}"#, "missing key reason"),
    ]

    @Test("a record that breaks the contract is rejected, with the reason", arguments: wrongRecords.indices)
    func rejects(index: Int) throws {
        let validator = try Self.loadValidator()
        let (record, because) = Self.wrongRecords[index]
        let errors = validator.errors(in: try JSONParser.parse(record, file: "record"))
        #expect(errors.contains { $0.contains(because) }, "\(record) gave \(errors)")
    }
}
