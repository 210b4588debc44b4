import Testing
@testable import TraceFormat

/// Trace format version 2's lines that are no pointer's (docs/trace-format.md#version-2-keys-focus-and-assistive-technologies): keys,
/// focus moves and assistive technologies' actions, their names kept as `TraceName`s.
@Suite("Trace format version 2: keydown, keyrepeat, keyup, focus and a11y lines")
struct KeyFocusAccessibilityLinesTests {
    @Test("each line reads into its event and writes back byte for byte")
    func roundTrip() {
        let text = [
            #"{"fullKeyboardAccess":true}"#,
            #"{"t":0,"phase":"keydown","key":"rightArrow"}"#,
            #"{"t":0.1,"phase":"keyrepeat","key":"rightArrow"}"#,
            #"{"t":0.2,"phase":"keyup","key":"rightArrow"}"#,
            #"{"t":0.3,"phase":"keydown","key":"S","characters":"s","mods":["shift","command"]}"#,
            #"{"t":0.4,"phase":"keyup","key":"S"}"#,
            #"{"t":0.5,"phase":"focus","view":"card \"one\""}"#,
            #"{"t":0.6,"phase":"focus","view":null}"#,
            #"{"t":0.7,"phase":"a11y","action":"activate","view":"like"}"#,
            #"{"t":0.8,"phase":"a11y","action":"named","view":"row","name":"Delete","via":"voiceControl"}"#,
            #"{"t":0.9,"phase":"a11y","action":"scroll","view":"list","edge":"bottom","via":"switchControl"}"#,
        ].joined(separator: "\n") + "\n"
        let (read, error) = readAll(text)
        #expect(error == nil)
        #expect(read.map(\.phase) == [.keydown, .keyrepeat, .keyup, .keydown, .keyup, .focus, .focus, .a11y, .a11y, .a11y])
        #expect(read.map(\.name.string) == ["rightArrow", "rightArrow", "rightArrow", "S", "S", "card \"one\"", "", "like", "row", "list"])
        #expect(read[3].secondName.string == "s" && read[3].modifiers == [.shift, .command])
        #expect(read[6].name.isNone)
        #expect(read[8].accessibilityAction == .named && read[8].secondName.string == "Delete" && read[8].assistiveTechnology == .voiceControl)
        #expect(read[9].accessibilityAction == .scroll && read[9].edge == .bottom && read[9].assistiveTechnology == .switchControl)
        #expect(read.allSatisfy { $0.isVersion2 })
        var writer = TraceWriter(.memory)
        for event in read { writer.write(event) }
        #expect(writer.sink.text == text.split(separator: "\n", maxSplits: 1)[1])
    }

    @Test("mistakes are located errors that say what is expected")
    func errors() {
        func error(_ lines: String...) -> String? { readAll(lines.joined(separator: "\n") + "\n").error }
        #expect(error(#"{"t":0,"phase":"keydown","key":"upArow"}"#)?.hasPrefix(
            "trace.jsonl:1:33: error: unknown key 'upArow'; a key is one character (\"a\", \"A\", \"1\") or a KeyEquivalent name: upArrow, downArrow") == true)
        #expect(error(#"{"t":0,"phase":"keydown","key":"upArow"}"#)?.hasSuffix("(did you mean 'upArrow'?)") == true)
        #expect(error(#"{"t":0,"phase":"keydown","key":"a"}"#, #"{"t":0.1,"phase":"keydown","key":"a"}"#)
                == "trace.jsonl:2:34: error: key 'a' goes down while it is already down (since line 1); a held key repeats with 'keyrepeat' lines and comes up with 'keyup'")
        #expect(error(#"{"t":0,"phase":"keyup","key":"a"}"#)
                == "trace.jsonl:1:30: error: key 'a' comes up but is not down; a 'keydown' line for it comes first")
        #expect(error(#"{"t":0,"phase":"keyrepeat","key":"a"}"#)
                == "trace.jsonl:1:34: error: key 'a' repeats but is not down; a 'keydown' line for it comes first")
        #expect(error(#"{"t":0,"phase":"keydown"}"#) == "trace.jsonl:1:1: error: missing key \"key\"; a 'keydown' line needs t, phase and key")
        #expect(error(#"{"t":0,"phase":"keydown","key":"a","id":1}"#) == "trace.jsonl:1:1: error: 'id' does not belong on a 'keydown' line")
        #expect(error(#"{"t":0,"phase":"focus"}"#)
                == "trace.jsonl:1:1: error: missing key \"view\"; a 'focus' line needs t, phase and view (the id of a view of the scene, or null)")
        #expect(error(#"{"t":0,"phase":"a11y","action":"activate","view":null}"#)
                == "trace.jsonl:1:1: error: an 'a11y' line acts on one view; \"view\": null is for a 'focus' line")
        #expect(error(#"{"t":0,"phase":"a11y","action":"named","view":"v"}"#)
                == "trace.jsonl:1:32: error: a 'named' action needs its \"name\", the name `.accessibilityAction(named:)` gives it")
        #expect(error(#"{"t":0,"phase":"a11y","action":"scroll","view":"v"}"#)?.hasPrefix("trace.jsonl:1:32: error: a 'scroll' action needs its \"edge\"") == true)
        #expect(error(#"{"t":0,"phase":"a11y","action":"activate","view":"v","edge":"top"}"#)
                == "trace.jsonl:1:61: error: 'edge' is for action 'scroll'; this line's action is 'activate'")
        #expect(error(#"{"t":0,"phase":"a11y","action":"activte","view":"v"}"#)?.hasSuffix("(did you mean 'activate'?)") == true)
        #expect(error(#"{"t":0,"phase":"a11y","action":"activate","view":"v","via":"voiceover"}"#)?.hasSuffix("(did you mean 'voiceOver'?)") == true)
        #expect(error(#"{"t":0,"id":1,"phase":"down","x":0,"y":0,"view":"v"}"#)
                == "trace.jsonl:1:1: error: 'view' does not belong on a 'down' line; it is for 'focus' and 'a11y' lines, and the header")
        #expect(error(#"{"view":null}"#) == "trace.jsonl:1:1: error: \"view\": null belongs on a 'focus' line; a header's view names a Swift scene's root view")
        let long = String(repeating: "x", count: TraceName.longest + 1)
        #expect(error(#"{"t":0,"phase":"focus","view":""# + long + #""}"#)
                == "trace.jsonl:1:31: error: a name is at most 256 bytes; this one has 257")
    }

    @Test("the empty string is a name, not none; a key has one spelling; the assistive tap's id is refused; names are escaped in messages")
    func names() {
        let text = [
            #"{"t":0,"phase":"focus","view":""}"#,
            #"{"t":0.1,"phase":"keydown","key":" ","characters":""}"#,
            #"{"t":0.2,"phase":"keyup","key":"space"}"#,
            #"{"t":0.3,"phase":"a11y","action":"named","view":"v","name":""}"#,
        ].joined(separator: "\n") + "\n"
        let (read, error) = readAll(text)
        #expect(error == nil)
        #expect(!read[0].name.isNone && read[0].name.string == "")
        #expect(read[1].name.string == "space" && !read[1].secondName.isNone && read[1].secondName.string == "")
        var writer = TraceWriter(.memory)
        for event in read { writer.write(event) }
        #expect(writer.sink.text == """
            {"t":0,"phase":"focus","view":""}
            {"t":0.1,"phase":"keydown","key":"space","characters":""}
            {"t":0.2,"phase":"keyup","key":"space"}
            {"t":0.3,"phase":"a11y","action":"named","view":"v","name":""}

            """)
        #expect(readAll(#"{"t":0,"id":-9223372036854775806,"phase":"down","x":1,"y":1}"# + "\n").error
                == "trace.jsonl:1:13: error: pointer -9223372036854775806 would share event stream -9223372036854775806 with the tap an assistive technology's activation synthesizes; use another id")
        #expect(readAll(#"{"t":0,"phase":"keyup","key":"\n"}"# + "\n").error == "trace.jsonl:1:30: error: key '\\n' comes up but is not down; a 'keydown' line for it comes first")
        #expect(TraceName.escaped("a\nb'c\u{F700}") == "a\\nb\\'c\\u{f700}")
        #expect(readAll(#"{"t":0,"phase":"keydown","key":"enter"}"# + "\n").error?.hasSuffix("(did you mean 'return'?)") == true)
    }

    @Test("a key's characters decode JSON's escapes; a named key's character is AppKit's")
    func characters() {
        let (read, error) = readAll(#"{"t":0,"phase":"keydown","key":"tab","characters":"\t\u00e9"}"# + "\n")
        #expect(error == nil)
        #expect(read.first?.secondName.string == "\t\u{E9}")
        #expect(KeyNames.character(of: "upArrow") == "\u{F700}" && KeyNames.character(of: "a") == "a" && KeyNames.character(of: "ab") == nil)
        #expect(KeyNames.name(of: "\r") == "return" && KeyNames.name(of: "x") == "x")
        #expect(JSONText.decode(#""a\ud83d\ude00b""#) == "a\u{1F600}b" && JSONText.decode(#""\ud83d""#) == nil)
    }
}
