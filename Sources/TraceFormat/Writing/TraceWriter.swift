/// Writes trace events in the trace format, one line each — a finger's as the canonical line
/// `{"t":0.016,"id":1,"phase":"move","x":120.5,"y":80}`, version 2's with their keys after it.
/// What it writes, `TraceReader` reads back to equal events.
public struct TraceWriter: ~Copyable {
    public var sink: OutputSink

    public init(_ destination: OutputSink.Destination) { sink = OutputSink(destination) }

    /// Writes the settings line; only valid before the first event. `sceneJSON` is written as
    /// given (a JSON object); `gesture` is SwiftUI source, written as a JSON string; `view` and
    /// `device` pick a Swift scene's root and screen, `preview` a preview as its root.
    public mutating func writeHeader(profile: String?, gesture: String? = nil, sceneJSON: String? = nil,
                                     view: String? = nil, device: String? = nil, fullKeyboardAccess: Bool = false, preview: String? = nil) {
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
        if fullKeyboardAccess {
            sink.append(separator + "\"fullKeyboardAccess\":true")
            separator = ","
        }
        if let preview {
            sink.append(separator + "\"preview\":")
            sink.appendJSONString(preview)
        }
        sink.append("}\n")
        sink.flushIfFull()
    }

    public mutating func write(_ event: TraceEvent) {
        // The reader hands out a mouse's move once per button it holds; the trace has one line.
        if event.phase == .move && event.button != 0 && event.buttonsDown & ((1 << UInt16(event.button)) - 1) != 0 { return }
        sink.append("{\"t\":")
        sink.appendTime(event.time)
        let phase = event.phase
        if phase.isPointer || (phase == .scroll && event.pointer != 0) {
            sink.append(",\"id\":")
            sink.append(String(event.pointer))
        }
        sink.append(",\"phase\":\"")
        sink.append(phase.description)
        sink.append("\"")
        // A leave may say where the pointer left; a squeeze and a double tap have no place.
        if phase.isPointer ? !(phase == .leave && event.x.isNaN) : phase.hasPosition {
            sink.append(",\"x\":")
            sink.appendNumber(event.x)
            sink.append(",\"y\":")
            sink.appendNumber(event.y)
        }
        // A finger's line is version 1's, key for key; what version 2 adds is written only when
        // the event has it (docs/trace-format.md#writing-traces).
        if event.isVersion2 || !phase.isContact { writeVersion2Keys(of: event) }
        sink.append("}\n")
        sink.flushIfFull()
    }

    private mutating func writeVersion2Keys(of event: TraceEvent) {
        let phase = event.phase
        switch phase {
        case .scroll:
            number("dx", event.dx)
            number("dy", event.dy)
            if event.inLines { sink.append(",\"unit\":\"line\"") }
            if event.stage != .none { name("scroll", event.stage.description) }
            if event.momentum != .none { name("momentum", event.momentum.description) }
        case .magnify, .rotate:
            number("delta", event.dx)
            name("gesture", event.stage.description)
        case .squeeze:
            name("state", event.stage.description)
            if event.pointer != TraceEvent.anyPencil { sink.append(",\"pencil\":" + String(event.pointer)) }
        case .pencilDoubleTap:
            if event.pointer != TraceEvent.anyPencil { sink.append(",\"pencil\":" + String(event.pointer)) }
        case .keydown, .keyrepeat, .keyup:
            text("key", event.name)
            if !event.secondName.isNone { text("characters", event.secondName) }
        case .focus:
            if event.name.isNone { sink.append(",\"view\":null") } else { text("view", event.name) }
        case .a11y:
            name("action", event.accessibilityAction.description)
            text("view", event.name)
            if !event.secondName.isNone { text("name", event.secondName) }
            if event.edge != .none { name("edge", event.edge.description) }
            if event.assistiveTechnology != .voiceOver { name("via", event.assistiveTechnology.description) }
        case .down, .move, .up, .cancel, .hover, .leave, .smartMagnify:
            if event.input != .touch { name("input", event.input.description) }
            if event.button != 0, phase == .down || phase == .up || phase == .cancel {
                // Buttons past the middle are numbers.
                if event.button > 2 { sink.append(",\"button\":" + String(event.button)) } else { name("button", TraceReader.buttonName(event.button)) }
            }
            if event.input == .pointer, event.clicks != 0 { sink.append(",\"clicks\":" + String(event.clicks)) }
            if event.hand != .unknown { name("hand", event.hand.description) }
            if let pinch = event.pinch { sink.append(pinch ? ",\"pinch\":true" : ",\"pinch\":false") }
        }
        if !event.modifiers.isEmpty, phase.isPointer || phase.isKey || phase.hasPosition {
            sink.append(",\"mods\":[")
            sink.append(event.modifiers.names.map { "\"\($0)\"" }.joined(separator: ","))
            sink.append("]")
        }
        if phase.isPointer {
            for (key, value) in [("pressure", event.pressure), ("altitude", event.altitude), ("azimuth", event.azimuth),
                                 ("roll", event.roll), ("zOffset", event.zOffset), ("z", event.z)] where !value.isNaN {
                number(key, value)
            }
        }
    }

    private mutating func number(_ key: String, _ value: Double) {
        sink.append(",\"" + key + "\":")
        sink.appendNumber(value)
    }

    private mutating func text(_ key: String, _ value: TraceName) {
        sink.append(",\"" + key + "\":")
        sink.appendJSONString(value.string)
    }

    private mutating func name(_ key: String, _ value: String) {
        sink.append(",\"" + key + "\":\"" + value + "\"")
    }

    public mutating func flush() { sink.flush() }
}
