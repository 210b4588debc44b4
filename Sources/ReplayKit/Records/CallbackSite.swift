import TraceFormat

/// Where a callback sits: the view, which of its gesture modifiers, the path inside that
/// modifier's expression, and the canonical description of the gesture at that path.
package final class CallbackSite {
    package let view: String
    package let modifier: Int
    package let path: String
    package let gesture: String

    /// The control the view is, for a control's site (whose records have an `event`).
    package let control: String?

    package init(view: String, modifier: Int, path: String, gesture: String) {
        self.view = view
        self.modifier = modifier
        self.path = path
        self.gesture = gesture
        self.control = nil
    }

    /// The site of a built-in control's records: the view and the control it is.
    package init(view: String, control: String) {
        self.view = view
        self.modifier = -1
        self.path = ""
        self.gesture = control
        self.control = control
    }

    /// `,"view":…,"modifier":…,"path":…,"gesture":…` — the same in every record from this site,
    /// so it is encoded once.
    private(set) lazy var jsonFields: [UInt8] = {
        var sink = OutputSink(.memory)
        sink.append(literal: ",\"view\":")
        sink.appendJSONString(view)
        if let control {
            sink.append(literal: ",\"control\":")
            sink.appendJSONString(control)
            return sink.bytes
        }
        sink.append(literal: ",\"modifier\":")
        sink.append(String(modifier))
        sink.append(literal: ",\"path\":")
        sink.appendJSONString(path)
        sink.append(literal: ",\"gesture\":")
        sink.appendJSONString(gesture)
        return sink.bytes
    }()
}

extension CallbackKind {
    /// `,"callback":"onChanged"`, encoded once per kind.
    package var jsonField: [UInt8] { Self.jsonFields[self]! }
    private static let jsonFields: [CallbackKind: [UInt8]] = Dictionary(uniqueKeysWithValues:
        [CallbackKind.updating, .onChanged, .onEnded, .reset, .perform, .onPressingChanged].map {
            ($0, Array(",\"callback\":\"\($0.rawValue)\"".utf8))
        })
}
