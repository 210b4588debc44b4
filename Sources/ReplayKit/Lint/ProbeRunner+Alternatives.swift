import Recognizers
import TraceFormat
import SwiftSource

/// What an assistive technology and a keyboard reach on a view (`no-accessible-alternative`,
/// `keyboard-unreachable`; issue 31 §4): whether a request or a key ran a callback of the view or
/// an ancestor, where the keyboard's focus landed, and the probes that show it.
package struct AlternativeOutcome: Sendable {
    /// Whether one of VoiceOver's requests, or one of the keys, ran a callback on the chain.
    package var accessibilityResponds = false
    package var keyboardResponds = false
    /// Whether Tab's focus lands on the view or an ancestor (with full keyboard access).
    package var focusable: Bool { focusTarget != nil }
    /// Where the keyboard's focus landed: the view, an ancestor, or a view inside one.
    package var focusTarget: String?
    /// Whether that is the view itself.
    package var focusedItself = false
    /// The keys' handlers on the chain that ran and returned `.ignored`.
    package var ignoredKeys: [String] = []
    /// What a VoiceOver user tried, then what a keyboard user did, as `synth` arguments and as
    /// the trace `--probe-out` writes.
    package var accessibilityProbe = (arguments: "", events: [TraceEvent]())
    package var keyboardProbe = (arguments: "", events: [TraceEvent]())

    /// Both probes, one after the other.
    package var arguments: String { [accessibilityProbe.arguments, keyboardProbe.arguments].filter { !$0.isEmpty }.joined(separator: " then ") }
    package var events: [TraceEvent] {
        guard let last = accessibilityProbe.events.last, !keyboardProbe.events.isEmpty else { return accessibilityProbe.events }
        // The keyboard's lines start 0.3 s after VoiceOver's last.
        let shift = last.time.nanoseconds + TraceTime(seconds: 0.3).nanoseconds - keyboardProbe.events[0].time.nanoseconds
        return accessibilityProbe.events + keyboardProbe.events.map { var event = $0; event.time.nanoseconds += shift; return event }
    }
}

extension ProbeRunner {
    /// What a VoiceOver user tries on an element, with how messages name it: activation, the
    /// rotor's adjustment, the two-finger scrub and double tap, a three-finger swipe.
    static let accessibilityRequests: [(AccessibilityRequest, String)] = [
        (.activate, "activate"), (.increment, "increment"), (.decrement, "decrement"), (.escape, "escape"),
        (.magicTap, "magic tap"), (.scroll(.bottom), "scroll"),
    ]

    /// The keys a keyboard user tries on a focused view, with how messages name them.
    static let alternativeKeys: [(key: String, words: String)] = [
        ("leftArrow", "the left arrow key"), ("rightArrow", "the right arrow key"), ("upArrow", "the up arrow key"),
        ("downArrow", "the down arrow key"), ("space", "the space bar"), ("return", "the return key"),
    ]

    /// Tries on the view at the start of `chain` (else on the first of its ancestors, the rest of
    /// `chain`, the request reaches) what a VoiceOver user would — `accessibilityRequests` and the
    /// named actions of the actions rotor — and what a keyboard user would: focus on the first of
    /// `focusCandidates` that takes it (full keyboard access on), then `alternativeKeys`. Each
    /// request and each key runs on a fresh load of the scene. It responds when a callback of a
    /// view on the chain runs (an `.onKeyPress` that returns `.ignored` does not).
    package func alternatives(chain: [String], namedActions: [String], focusCandidates: [String]) -> AlternativeOutcome {
        var outcome = AlternativeOutcome()
        guard unavailable == nil, let view = chain.first else { return outcome }
        var script = TouchScript()
        let requests = Self.accessibilityRequests.map(\.0) + namedActions.map(AccessibilityRequest.named)
        var arguments: [String] = []
        for request in requests where !outcome.accessibilityResponds {
            let responds = replayFresh { replayer in
                // The view, else the first ancestor the request reaches: one request does one thing
                // (a second activation would tap again, and two taps make a double tap).
                for id in chain {
                    switch replayer.accessibility(request, view: id, time: Self.start) {
                    case .handler: return true
                    case .nothing, .unknownView: continue
                    case .control, .synthesizedTap: return false
                    }
                }
                return false
            } reached: { records in records.contains { chain.contains($0.site.view) && !Self.isExplanation($0) } }
            outcome.accessibilityResponds = responds
        }
        script.accessibility(.activate, view: view)
        script.wait(0.3)
        script.adjust(view, up: true)
        script.wait(0.3)
        script.adjust(view, up: false)
        outcome.accessibilityProbe = ("voiceover-activate --target \(view) then adjust --target \(view) --direction increment then adjust --target \(view) --direction decrement",
                                      script.events)
        script = TouchScript()
        // The keyboard: focus on the nearest view of the chain that takes it, then each key.
        var focusTarget: String?
        _ = replayFresh { replayer in
            replayer.fullKeyboardAccess = true
            focusTarget = focusCandidates.first { if case .moved = replayer.focus($0, time: Self.start) { true } else { false } }
            return false
        } reached: { _ in false }
        outcome.focusTarget = focusTarget
        outcome.focusedItself = focusTarget == view
        if let focusTarget {
            script.focus(focusTarget)
            arguments.append("focus --target \(focusTarget)")
            for (key, words) in Self.alternativeKeys {
                var ignored = false
                // Cannot trap: every key of `alternativeKeys` is a `KeyNames` name.
                let character = KeyNames.character(of: key)!
                let responds = replayFresh { replayer in
                    replayer.fullKeyboardAccess = true
                    replayer.focus(focusTarget, time: Self.start)
                    let press = KeyPress(key: KeyEquivalent(character), characters: String(character), phase: .down)
                    replayer.key(press, time: Self.start + 0.1)
                    return false
                } reached: { records in
                    let answered = records.filter { chain.contains($0.site.view) && !Self.isFocusRecord($0) && !Self.isExplanation($0) }
                    ignored = !answered.isEmpty && answered.allSatisfy(Self.isIgnoredKey)
                    return answered.contains { !Self.isIgnoredKey($0) }
                }
                if responds { outcome.keyboardResponds = true } else if ignored { outcome.ignoredKeys.append(words) }
                script.wait(0.3)
                script.key(key)
                arguments.append("key --key \(key)")
            }
        }
        // Judged with keyboard navigation on: the probe says so, as `synth` takes it.
        outcome.keyboardProbe = (arguments.isEmpty ? "" : "--full-keyboard-access " + arguments.joined(separator: " then "), script.events)
        return outcome
    }

    private static let start = GestureTime(nanoseconds: 0)

    /// An `--explain` phase record: a gesture that began or failed did nothing yet.
    private static func isExplanation(_ record: ReplayRecord) -> Bool {
        if case .phase = record.event { true } else { false }
    }

    private static func isFocusRecord(_ record: ReplayRecord) -> Bool {
        if case .callback(.focus, _) = record.event { true } else { false }
    }

    /// An `.onKeyPress` record whose action returned `.ignored`.
    private static func isIgnoredKey(_ record: ReplayRecord) -> Bool {
        guard case .callback(.action, _) = record.event, case .fields(let keys, let values)? = record.value,
              let index = keys.firstIndex(of: "result") else { return false }
        return values[index] == .text("ignored")
    }
}
