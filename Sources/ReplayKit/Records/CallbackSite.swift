import TraceFormat

/// Where a callback sits: the view, which of its gesture modifiers, the path inside that
/// modifier's expression, and the canonical description of the gesture at that path.
package final class CallbackSite {
    package let view: String
    package let modifier: Int
    package let path: String
    package let gesture: String

    package init(view: String, modifier: Int, path: String, gesture: String) {
        self.view = view
        self.modifier = modifier
        self.path = path
        self.gesture = gesture
    }

    /// `,"view":…,"modifier":…,"path":…,"gesture":…` — the same in every record from this site,
    /// so it is encoded once.
    private(set) lazy var jsonFields: [UInt8] = {
        var sink = OutputSink(.memory)
        sink.append(literal: ",\"view\":")
        sink.appendJSONString(view)
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
