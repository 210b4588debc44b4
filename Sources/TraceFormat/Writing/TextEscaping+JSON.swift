/// JSON string literals, as records write them.
extension TextEscaping {
    /// `text` as a JSON string literal, quotes included: the bytes `OutputSink.appendJSONString`
    /// writes.
    public static func json(_ text: String) -> String {
        var sink = OutputSink(.memory)
        sink.appendJSONString(text)
        return sink.text
    }
}
