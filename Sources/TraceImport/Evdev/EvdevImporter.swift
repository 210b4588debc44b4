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
        if parsed.device.positionAxes == nil, parsed.events.contains(where: { $0.type == Evdev.evRel }) {
            // A mouse: relative motion has no axes to scale; its counts are points in a box.
            let box = switch options.scaling {
            case .fit(let width, let height)?: (width, height)
            default: Self.defaultPointerBox
            }
            var builder = SessionBuilder(transform: PointTransform(scaleX: 1, scaleY: 1, minimumX: 0, minimumY: 0), splitGap: options.splitGap)
            // A box larger than Int32 holds is held at its largest (`--fit` takes any size).
            var tracker = MouseTracker(width: Int32(min(box.0, Double(Int32.max)).rounded(.down)), height: Int32(min(box.1, Double(Int32.max)).rounded(.down)))
            return try Self.track(parsed.events, with: &tracker, into: &builder, file: file)
        }
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
        if options.trackpad {
            let transform = try scaling.transform(for: parsed.device, file: file)
            var builder = SessionBuilder(transform: transform, splitGap: options.splitGap)
            var tracker = TrackpadTracker(fingers: Self.fingerTracker(for: parsed.device), device: parsed.device, transform: transform)
            return try Self.track(parsed.events, with: &tracker, into: &builder, file: file)
        }
        return try Self.sessions(parsed.events, device: parsed.device, scaling: scaling, splitGap: options.splitGap, file: file)
    }

    /// The sessions of a device's events, in order.
    public static func sessions(_ events: [EvdevEvent], device: EvdevDevice, scaling: EvdevScaling, splitGap: Double,
                                file: String) throws(TraceError) -> [ImportedSession] {
        var builder = SessionBuilder(transform: try scaling.transform(for: device, file: file), splitGap: splitGap)
        var tracker: any ContactTracker = if events.contains(where: { $0.type == Evdev.evKey && Evdev.penTools.contains($0.code) }) {
            PenTracker(device: device)
        } else {
            fingerTracker(for: device)
        }
        return try track(events, with: &tracker, into: &builder, file: file)
    }

    /// The tracker of the device's touch protocol.
    private static func fingerTracker(for device: EvdevDevice) -> any ContactTracker {
        switch device.touchProtocol {
        case .b: ProtocolBTracker()
        case .a: ProtocolATracker()
        case .singleTouch: SingleTouchTracker()
        }
    }

    /// The screen a mouse's cursor moves in when `--fit` gives none, points: a 13-inch Mac's.
    public static let defaultPointerBox = (1280.0, 800.0)

    /// Feeds `events` frame by frame to `tracker` and its actions to `builder`.
    private static func track<Tracker: ContactTracker>(_ events: [EvdevEvent], with tracker: inout Tracker, into builder: inout SessionBuilder,
                                                       file: String) throws(TraceError) -> [ImportedSession] {
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
