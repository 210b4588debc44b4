// Apple glue: NOT compiled by gesture-replay's CI, which runs on Linux. Its logic is
// compile-checked there against a stand-in of the UIKit and SwiftUI API it uses
// (Tests/GestureRecorderGlueTests); everything it hands numbers to is GestureRecorderCore.
#if canImport(UIKit)
import UIKit
#endif
import Foundation
import Observation
@_exported import GestureRecorderCore

#if canImport(UIKit) || GESTURE_RECORDER_STAND_IN

/// Records the touches of every event the app delivers and the callbacks of gestures marked
/// `.recorded(_:)`, into a session directory of takes for `gesture-replay conformance`.
/// Observable, so the badge shows a session that stopped itself (at its size limit, or when
/// a write failed) as stopped.
@MainActor @Observable public final class GestureRecorder {
    public static let shared = GestureRecorder()

    /// The session being recorded, or the last one, stopped.
    public private(set) var session: RecordingSession?
    /// Where the session's files are.
    public private(set) var directory: URL?
    /// The recorded view, from `.recordingGestures(of:)`: its type, source file and frame.
    var view: (name: String, source: String)?
    var viewFrame: CGRect?
    /// The badge's frame: its touches are not the app's, and are not recorded.
    var badgeFrame: CGRect?
    private var screenKnown = false
    /// Whether the session is recording: the session's own state, copied here because SwiftUI
    /// observes this class, not the session, and the badge must redraw when a session stops itself.
    public private(set) var isRecording = false

    /// Starts a session in `directory`, by default `Documents/GestureRecordings/<date>`.
    public func start(in directory: URL? = nil) {
        stop()
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions.insert(.withFractionalSeconds)
        let stamp = formatter.string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let folder = directory ?? documents.appendingPathComponent("GestureRecordings/Session-" + stamp)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let storage = DirectoryTakeStorage(directory: folder.path) else { return }
        let device = UIDevice.current
        let platform: RecordingHeader.Platform = switch device.userInterfaceIdiom {
        case .pad: .iPad
        case .vision: .vision
        case .mac: .mac
        default: .iPhone
        }
        let header = RecordingHeader(platform: platform, systemName: device.systemName, systemVersion: device.systemVersion,
                                     model: Self.model(), sdk: Bundle.main.infoDictionary?["DTSDKName"] as? String,
                                     screenWidth: 0, screenHeight: 0, scale: 1,
                                     view: view?.name, source: view?.source)
        session = RecordingSession(storage: storage, header: header, prefix: "take-" + stamp + "-")
        self.directory = folder
        screenKnown = false
        refreshRecording()
    }

    public func stop() {
        session?.stop()
        refreshRecording()
    }

    /// Copies the session's state into `isRecording`, only when it changed: every write tells
    /// the observers, and this runs after every event.
    private func refreshRecording() {
        let recording = session.map { !$0.isStopped } ?? false
        if recording != isRecording { isRecording = recording }
    }

    /// The session's files, for a share sheet: each take's trace and device records.
    public var files: [URL] {
        guard let directory, let session else { return [] }
        return session.fileNames.map { directory.appendingPathComponent($0) }
    }

    /// `uname`'s machine: `iPhone16,1` (the simulator's is the Mac's, `arm64`).
    static func model() -> String {
        var system = utsname()
        uname(&system)
        return withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Before UIKit delivers `event`: its time and touches, with the samples coalesced into
    /// them, so the callbacks that run while it is delivered have their take and time.
    func willSend(_ event: UIEvent) {
        guard let session, event.type == .touches || event.type == .hover else { return }
        session.clock.sample(uptime: ProcessInfo.processInfo.systemUptime, wall: Date().timeIntervalSinceReferenceDate)
        session.excludedFrames = badgeFrame.map { [(Double($0.minX), Double($0.minY), Double($0.width), Double($0.height))] } ?? []
        let touches = (event.allTouches ?? []).sorted { $0.timestamp < $1.timestamp }
        if !screenKnown, let window = touches.first?.window {
            screenKnown = true
            session.header.screenWidth = Double(window.bounds.width)
            session.header.screenHeight = Double(window.bounds.height)
            session.header.scale = Double(window.traitCollection.displayScale)
            #if !os(visionOS)
            session.header.maximumFramesPerSecond = window.windowScene?.screen.maximumFramesPerSecond
            #endif
            if let frame = viewFrame { session.header.viewFrame = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init) }
        }
        var samples: [TouchSample] = []
        for touch in touches {
            var sample = Self.sample(touch, identity: UInt64(UInt(bitPattern: ObjectIdentifier(touch).hashValue)))
            // The last coalesced touch is a copy of the touch itself.
            sample.coalesced = (event.coalescedTouches(for: touch) ?? []).dropLast().map {
                TouchSample.Coalesced(timestamp: $0.timestamp, x: Double($0.location(in: nil).x), y: Double($0.location(in: nil).y))
            }
            samples.append(sample)
        }
        session.beginEvent(uptime: event.timestamp, samples: samples.sorted { $0.timestamp < $1.timestamp })
    }

    /// After UIKit delivered `event`: its touches into the take.
    func didSend(_ event: UIEvent) {
        guard event.type == .touches || event.type == .hover else { return }
        session?.endEvent()
        refreshRecording()
    }

    static func sample(_ touch: UITouch, identity: UInt64) -> TouchSample {
        let location = touch.location(in: nil)
        let kind: TouchSample.Kind = switch touch.type {
        case .pencil: .pencil
        case .indirectPointer: .indirectPointer
        case .indirect: .indirect
        default: .direct
        }
        let samplePhase: TouchSample.Phase = switch touch.phase {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        case .regionEntered: .hoverEntered
        case .regionMoved: .hoverMoved
        case .regionExited: .hoverExited
        default: .stationary
        }
        var sample = TouchSample(touch: identity, phase: samplePhase, timestamp: touch.timestamp,
                                 x: Double(location.x), y: Double(location.y), kind: kind)
        if touch.maximumPossibleForce > 0 { sample.pressure = Double(touch.force / touch.maximumPossibleForce) }
        if kind == .pencil {
            sample.altitude = Double(touch.altitudeAngle)
            sample.azimuth = Double(touch.azimuthAngle(in: nil))
            if #available(iOS 17.5, visionOS 1.2, *) { sample.roll = Double(touch.rollAngle) }
        }
        return sample
    }
}

/// The application class that lets GestureRecorder see every event: UIKit's documented way
/// to observe events is a `UIApplication` subclass whose `sendEvent(_:)` calls `super`. Name
/// it in Info.plist as `NSPrincipalClass` = `GestureRecorder.RecordingApplication`
/// (docs/recording.md). It changes nothing: the event goes to `super` as it came.
open class RecordingApplication: UIApplication {
    open override func sendEvent(_ event: UIEvent) {
        MainActor.assumeIsolated { GestureRecorder.shared.willSend(event) }
        super.sendEvent(event)
        MainActor.assumeIsolated { GestureRecorder.shared.didSend(event) }
    }
}
#endif
