/// Writes pointer events in the trace format, one canonical line each:
/// `{"t":0.016,"id":1,"phase":"move","x":120.5,"y":80}`. What it writes, `TraceReader` reads back
/// to equal events.
public struct TraceWriter: ~Copyable {
    public var sink: OutputSink

    public init(_ destination: OutputSink.Destination) { sink = OutputSink(destination) }

    /// Writes the settings line; only valid before the first event. `sceneJSON` is written as
    /// given (a JSON object); `gesture` is SwiftUI source, written as a JSON string; `view` and
    /// `device` pick a Swift scene's root and screen.
    public mutating func writeHeader(profile: String?, gesture: String? = nil, sceneJSON: String? = nil,
                                     view: String? = nil, device: String? = nil) {
        sink.append("{")
        var separator = ""
        if let profile {
            sink.append("\"profile\":")
            sink.appendJSONString(profile)
            separator = ","
        }
        if let gesture {
            sink.append(separator + "\"gesture\":")
            sink.appendJSONString(gesture)
            separator = ","
        }
        if let sceneJSON {
            sink.append(separator + "\"scene\":")
            sink.append(sceneJSON)
            separator = ","
        }
        for (key, value) in [("view", view), ("device", device)] {
            guard let value else { continue }
            sink.append(separator + "\"" + key + "\":")
            sink.appendJSONString(value)
            separator = ","
        }
        sink.append("}\n")
        sink.flushIfFull()
    }

    public mutating func write(_ event: TraceEvent) {
        sink.append("{\"t\":")
        sink.appendTime(event.time)
        sink.append(",\"id\":")
        sink.append(String(event.pointer))
        sink.append(",\"phase\":\"")
        sink.append(event.phase.description)
        sink.append("\",\"x\":")
        sink.appendNumber(event.x)
        sink.append(",\"y\":")
        sink.appendNumber(event.y)
        // No `input` key until the reader reads one (input-beyond-touch.md §8(a)): every event
        // a trace holds is a touch.
        sink.append("}\n")
        sink.flushIfFull()
    }

    public mutating func flush() { sink.flush() }
}
