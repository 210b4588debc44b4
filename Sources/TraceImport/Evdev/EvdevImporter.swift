import TraceFormat

/// Linux input recordings — evemu's `.events` text and libinput's `libinput record` YAML — turned
/// into traces: the kernel's evdev events grouped by `SYN_REPORT`, contacts followed by the
/// tracker of the device's protocol (B, A or single touch), device units scaled to points, and one
/// trace per session.
public struct EvdevImporter: TraceImporter {
    public var format: EvdevRecordingFormat
    public var options: ImportOptions

    public init(format: EvdevRecordingFormat, options: ImportOptions) {
        self.format = format
        self.options = options
    }

    /// Points per millimetre when the device reports its resolution and no scaling is given: 163
    /// points per inch, an iPhone's.
    public static let defaultPointsPerMillimetre = 163 / 25.4

    public func sessions(of recording: [UInt8], file: String) throws(TraceError) -> [ImportedSession] {
        var parsed = try EvdevRecording(text: recording, format: format, file: file)
        if parsed.device.axes.isEmpty {
            // evemu sometimes keeps the device apart: `Device.desc` beside `Device.gesture.events`.
            let directory = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) + "/" : ""
            let base = file.split(separator: "/").last.map(String.init) ?? file
            let sibling = directory + (base.split(separator: ".").first.map(String.init) ?? base) + ".desc"
            let description = options.devicePath ?? sibling
            guard let descriptionBytes = options.readFile(description) else {
                throw TraceError(file: file, line: 0, column: 0,
                                 message: "the recording describes no device (no 'A:' lines) and \(description) cannot be read; give the evemu-describe output with --device FILE")
            }
            parsed.device = try EvdevRecording.device(from: descriptionBytes, file: description)
        }
        let scaling = options.scaling ?? .millimetres(pointsPerMillimetre: Self.defaultPointsPerMillimetre)
        return try Self.sessions(parsed.events, device: parsed.device, scaling: scaling, splitGap: options.splitGap, file: file)
    }

    /// The sessions of a device's events, in order.
    public static func sessions(_ events: [EvdevEvent], device: EvdevDevice, scaling: EvdevScaling, splitGap: Double,
                                file: String) throws(TraceError) -> [ImportedSession] {
        var builder = SessionBuilder(transform: try scaling.transform(for: device, file: file), splitGap: splitGap)
        var tracker: any ContactTracker = switch device.touchProtocol {
        case .b: ProtocolBTracker()
        case .a: ProtocolATracker()
        case .singleTouch: SingleTouchTracker()
        }
        for event in events {
            if event.type == Evdev.evSyn && event.code == Evdev.synReport {
                let before = tracker.contactsDown
                builder.beginFrame(at: event.nanoseconds, contactsDown: before)
                for action in tracker.synReport() { builder.apply(action, at: event.nanoseconds, line: event.line) }
                builder.endFrame(at: event.nanoseconds, contactsDownBefore: before, contactsDown: tracker.contactsDown)
                continue
            }
            if event.type == Evdev.evSyn && event.code == Evdev.synDropped {
                throw TraceError(file: file, line: event.line, column: 1,
                                 message: "SYN_DROPPED: the kernel dropped events while recording, so contacts cannot be followed past here; record again")
            }
            for action in tracker.receive(event) { builder.apply(action, at: event.nanoseconds, line: event.line) }
        }
        // A recording that stops with fingers down did not see them lift: they are cancelled at
        // its last event, as UIKit cancels touches it stops tracking.
        if let last = events.last {
            for action in tracker.contactsStillDown() { builder.apply(action, at: last.nanoseconds, line: last.line) }
        }
        return builder.finish()
    }
}
