import SwiftSource
/// A callback of a scene read from SwiftUI source, as `gesture-replay` reports it: when, on which
/// view (its `.accessibilityIdentifier`, `.id` or path), which gesture, which callback.
public struct SceneCallback: Equatable, Sendable, CustomStringConvertible {
    public var time: TraceTime
    public var view: String
    public var gesture: String
    /// `onChanged`, `onEnded`, `updating`, `reset`, `perform`, `onPressingChanged`.
    public var callback: String
    /// For `updating` and `reset`, the `@GestureState` written.
    public var state: String?

    /// "0.25 card DragGesture() onEnded".
    public var description: String {
        "\(time) \(view) \(gesture) \(callback)" + (state.map { "($\($0))" } ?? "")
    }
}

/// Why a SwiftUI source could not be read as a scene: a compiler-style located error.
public struct SourceSceneError: Error, CustomStringConvertible {
    public let description: String
}

extension GestureReplay {
    /// Loads a scene from SwiftUI source, as `--scene ContentView.swift` does: the root view
    /// (`view`, else the one no other view uses) laid out on a `screen`-sized iPhone, hit-tested
    /// by shape, its gesture callbacks' simple assignments evaluated. Its callbacks are collected
    /// in `sceneCallbacks`.
    ///
    /// ```swift
    /// let replay = GestureReplay()
    /// try replay.load(swiftSource: """
    ///     Circle().frame(width: 100, height: 100).onTapGesture(count: 2) { }
    ///     """)
    /// var script = TouchScript()
    /// script.doubleTap(at: TracePoint(x: 195, y: 428.5))
    /// replay.replay(GestureTrace(script))
    /// #expect(replay.sceneCallbacks.map(\.callback) == ["perform"])
    /// ```
    public func load(swiftSource: String, view: String? = nil, screen: CGSize = GestureReplay.window.size,
                     file: String = "View.swift") throws {
        let scene: SourceScene
        do {
            scene = try SourceScene.load(swiftSource, file: file, options: SourceScene.Options(screen: Device.screen(of: screen), view: view))
        } catch {
            throw SourceSceneError(description: error.description)
        }
        let collector = SceneCallbackCollector()
        let recorder = Recorder(sink: collector)
        recorder.currentTime = { [unowned self] in GestureTime(nanoseconds: time.nanoseconds) }
        collector.onCallback = { [unowned self] in sceneCallbacks.append($0) }
        sceneRecorder = recorder
        try load(RecordedScene(scene.views, recorder: recorder, explain: false).views)
    }
}

/// Keeps the callback records of a source scene as `SceneCallback`s.
final class SceneCallbackCollector: RecordSink {
    var onCallback: (SceneCallback) -> Void = { _ in }

    func prepare(sites: [CallbackSite], callbackLabels: [String]) {}

    func write(_ record: ReplayRecord) {
        guard case .callback(let callback, let state) = record.event else { return }
        onCallback(SceneCallback(time: TraceTime(nanoseconds: record.time.nanoseconds), view: record.site.view,
                                 gesture: record.site.gesture, callback: callback.rawValue, state: state))
    }
}
