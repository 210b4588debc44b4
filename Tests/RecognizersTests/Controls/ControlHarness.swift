@testable import Recognizers
import TraceFormat

/// Logs a control's events as "0.2 S scrollPhase interacting", beside the gesture callbacks.
func logControls(_ replayer: GestureReplayer, _ log: CallbackLog) {
    replayer.onControlEvent = { event in log("\(event.view) \(describe(event.kind))") }
}

func describe(_ kind: ControlEvent.Kind) -> String {
    func n(_ value: Double) -> String { NumberFormat.string((value * 100).rounded() / 100) }
    switch kind {
    case .action: return "action"
    case .pressed(let pressed): return "pressed \(pressed)"
    case .scrollPhase(let phase): return "scrollPhase \(phase.rawValue)"
    case .contentOffset(let p): return "contentOffset (\(n(p.x)), \(n(p.y)))"
    case .scrollEnd(let p): return "scrollEnd (\(n(p.x)), \(n(p.y)))"
    case .page(let page): return "page \(page)"
    case .swipeActions(let edge, let revealed): return "swipeActions \(edge.rawValue) \(revealed ? "revealed" : "closed")"
    case .swipeAction(let title): return "swipeAction \(title)"
    case .navigationPop(let depth): return "navigationPop depth \(depth)"
    case .sheetDismiss: return "sheetDismiss"
    case .contextMenuPresented: return "contextMenu presented"
    case .toggle(let isOn): return "toggle \(isOn)"
    case .sliderValue(let value): return "sliderValue \(n(value))"
    case .recognizerBegan(let reason): return "began: \(reason)"
    case .recognizerFailed(let failure, let competitor): return "failed: \(failure)" + (competitor.map { " (\($0))" } ?? "")
    }
}

/// A vertical swipe of `distance` points at `speed` points per second, in 10 pt steps at 60 Hz
/// (600 pt/s) — the reference swipe (132 pt at 600 pt/s, docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider).
func swipe(from start: CGPoint, dx: Double = 0, dy: Double, at t0: Double = 0.1, steps: Int? = nil) -> [Line] {
    let count = steps ?? Int((max(abs(dx), abs(dy)) / 10).rounded(.up))
    var lines: [Line] = [down(t0, start.x, start.y)]
    for step in 1...count {
        let share = Double(step) / Double(count)
        lines.append(move(t0 + Double(step) / 60, start.x + dx * share, start.y + dy * share))
    }
    let last = lines.last!
    lines.append(up(last.t + 1.0 / 60, last.x, last.y))
    return lines
}

/// Replays `lines` on `views` and returns the log of callbacks and control events.
func replayScene(_ views: [SceneView], _ lines: [Line], profile: ArbitrationProfile, log: CallbackLog = CallbackLog(),
                 offsets: Bool = false, explain: Bool = false) -> [String] {
    replay(log: log, lines, profile: profile) { replayer in
        logControls(replayer, log)
        replayer.reportsContentOffsets = offsets
        replayer.explainsControls = explain
        try replayer.load(views)
    }
}

/// Loads the views `scene` makes (with the log their callbacks write to) under `profile`, lets
/// `drive` send what it likes — frames, hovers, scrolls —, lets the timers fire, and returns the
/// log of callbacks and control events.
func replayScene(profile: ArbitrationProfile, explain: Bool = false, _ scene: (CallbackLog) -> [SceneView],
                 drive: (GestureReplayer) -> Void) -> [String] {
    let log = CallbackLog()
    let replayer = GestureReplayer(profile: profile)
    log.replayer = replayer
    logControls(replayer, log)
    replayer.explainsControls = explain
    _ = try? replayer.load(scene(log))
    drive(replayer)
    replayer.finish()
    return log.entries
}

/// A window-sized vertical ScrollView S of 3000 pt of content, with a row R at y 100…200.
func scrollScene(row: (SceneView) -> SceneView, scroll: (SceneView) -> SceneView = { $0 }) -> [SceneView] {
    let rowView = row(SceneView("R", frame: CGRect(x: 0, y: 100, width: 390, height: 100)))
    return [scroll(SceneView("S", frame: CGRect(x: 0, y: 0, width: 390, height: 844), children: [rowView])
        .control(.scrollView(ScrollViewConfiguration(contentSize: CGSize(width: 390, height: 3000)))))]
}
