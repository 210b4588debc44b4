/// Writes pointer events in the trace format, one canonical line each:
/// `{"t":0.016,"id":1,"phase":"move","x":120.5,"y":80}`. What it writes, `TraceReader` reads back
/// to equal events.
public struct TraceWriter: ~Copyable {
    public var sink: OutputSink

    public init(_ destination: OutputSink.Destination) { sink = OutputSink(destination) }

    /// Writes the settings line; only valid before the first event.
    public mutating func writeHeader(profile: String?, sceneJSON: String?) {
        sink.append("{")
        var first = true
        if let profile {
            sink.append("\"profile\":")
            sink.appendJSONString(profile)
            first = false
        }
        if let sceneJSON {
            if !first { sink.append(",") }
            sink.append("\"scene\":")
            sink.append(sceneJSON)
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
        sink.append("}\n")
        sink.flushIfFull()
    }

    public mutating func flush() { sink.flush() }
}
