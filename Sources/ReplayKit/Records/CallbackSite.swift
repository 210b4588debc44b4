import TraceFormat

/// Where a record comes from: a view, and either one of its gesture modifiers (which one, the
/// path inside that modifier's expression) or the built-in control the view is.
package final class CallbackSite {
    package enum Kind: Hashable, Sendable {
        /// A gesture: the index of the view's gesture modifier and the path inside its expression.
        case gesture(modifier: Int, path: String)
        /// A built-in control's records (which have an `event`): the control's name.
        case control(String)
    }

    package let view: String
    package let kind: Kind
    /// The canonical description of the gesture at the site, or the control's name.
    package let gesture: String
    /// The gesture as the scene's source wrote it, where that is not `gesture`: a named
    /// gesture's use (`SwipeLeftGesture()`) or a convenience modifier (`.onTapGesture`).
    package let written: String?
    /// For the callbacks GestureRecorder's `.recorded("drag")` adds: the name, which the
    /// device's records carry too (docs/recording.md).
    package let recorded: String?

    package init(view: String, modifier: Int, path: String, gesture: String, written: String? = nil, recorded: String? = nil) {
        self.view = view
        self.kind = .gesture(modifier: modifier, path: path)
        self.gesture = gesture
        self.written = written
        self.recorded = recorded
    }

    /// The site of a built-in control's records: the view and the control it is.
    package init(view: String, control: String) {
        self.view = view
        self.kind = .control(control)
        self.gesture = control
        self.written = nil
        self.recorded = nil
    }

    /// The control the view is, for a control's site.
    package var control: String? { if case .control(let name) = kind { name } else { nil } }

    /// `,"view":…,"modifier":…,"path":…,"gesture":…` (a control's: `,"view":…,"control":…`) —
    /// the same in every record from this site, so it is encoded once.
    private(set) lazy var jsonFields: [UInt8] = {
        var sink = OutputSink(.memory)
        sink.append(literal: ",\"view\":")
        sink.appendJSONString(view)
        switch kind {
        case .control(let control):
            sink.append(literal: ",\"control\":")
            sink.appendJSONString(control)
        case .gesture(let modifier, let path):
            sink.append(literal: ",\"modifier\":")
            sink.append(String(modifier))
            sink.append(literal: ",\"path\":")
            sink.appendJSONString(path)
            sink.append(literal: ",\"gesture\":")
            sink.appendJSONString(gesture)
            if let written {
                sink.append(literal: ",\"written\":")
                sink.appendJSONString(written)
            }
            if let recorded {
                sink.append(literal: ",\"recorded\":")
                sink.appendJSONString(recorded)
            }
        }
        return sink.bytes
    }()
}

extension CallbackKind {
    /// `,"callback":"onChanged"`, encoded once per kind.
    package var jsonField: [UInt8] {
        // Cannot trap: the table has every case.
        Self.jsonFields[self]!
    }
    private static let jsonFields: [CallbackKind: [UInt8]] = Dictionary(uniqueKeysWithValues:
        allCases.map { ($0, Array(",\"callback\":\"\($0.rawValue)\"".utf8)) })
}
