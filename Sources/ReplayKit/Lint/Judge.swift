import Recognizers
import TraceFormat
import SwiftSource

/// The rules, judged over a target's probe outcomes. Each finding names the probe that shows it
/// (the first, in probe order) and the profiles where it holds.
struct Judge {
    let scene: LintScene
    /// The profiles' names, as findings list them, and their settings.
    let profiles: [String]
    let settings: [GestureSettings]
    /// Each profile's platform: what a small target is too small for.
    let platforms: [ArbitrationProfile.Platform]
    let rules: Set<LintRule>
    /// The profiles themselves: the inputs each has (`input-sensitive`).
    let arbitrationProfiles: [ArbitrationProfile]
    private(set) var findings: [LintFinding] = []
    /// What VoiceOver and a keyboard reached, by view, per profile (`ProbeRunner.alternatives`).
    var alternatives: [Int: [AlternativeOutcome]] = [:]
    /// What reading the scene approximated, by place: what a finding rests on.
    let approximations: SceneApproximations
    /// Per view, the approximations written in it and every view under it (a bit per warning
    /// of `approximations`), and the first placeholder under it whose declaration could not be
    /// read: worked out once per scene, bottom up, on the first finding that asks.
    private var under: (warnings: [[UInt64]], placeholder: [Int?])?

    /// A tap's action this long after the lift waited for something (a double tap's 0.35 s, a
    /// long press's 0.5 s); shorter gaps are a frame's scheduling.
    static let delayedTapThreshold = 0.1

    init(scene: LintScene, profiles: [ArbitrationProfile], rules: Set<LintRule>, approximations: SceneApproximations = .none) {
        self.scene = scene
        self.approximations = approximations
        self.profiles = profiles.map(\.rawValue)
        self.settings = profiles.map(\.settings)
        self.platforms = profiles.map(\.platform)
        self.arbitrationProfiles = profiles
        self.rules = rules
    }

    private mutating func add(_ rule: LintRule, _ view: LintScene.View, at position: SourcePosition?, profiles: [String],
                              message: String, probe: LintProbe? = nil, alternative: (arguments: String, events: [TraceEvent])? = nil,
                              fix: String, severity: LintSeverity? = nil, alsoResting on: [Int] = [], restsOnWholeLayout: Bool = false) {
        guard rules.contains(rule) else { return }
        var finding = LintFinding(rule: rule, view: view.id, file: scene.file, position: position ?? view.position, profiles: profiles,
                                  message: message, probe: probe?.arguments ?? alternative?.arguments ?? "", fix: fix)
        if let severity { finding.severity = severity }
        if let index = scene.index(of: view.id) {
            finding.assumes = assumptions(of: [index] + on, wholeLayout: restsOnWholeLayout)
            // Only what was read proves a finger will meet it (docs/lint.md#what-a-finding-assumes).
            if !finding.assumes.isEmpty { finding.severity = .note }
        }
        finding.probeEvents = probe?.events ?? alternative?.events ?? []
        findings.append(finding)
    }

    /// What a finding about `views` rests on that was not read: the approximations written
    /// inside each view's source, and each placeholder around it — a view of another file or
    /// package, whose size, place, style and accessibility are unknown.
    mutating func assumptions(of views: [Int], wholeLayout: Bool = false) -> [LintAssumption] {
        var warnings: [Diagnostic] = wholeLayout ? approximations.ofLayout : []
        var extra: [LintAssumption] = []
        let under = self.under ?? Self.under(scene, approximations)
        self.under = under
        for index in views {
            // The view's source, and its descendants' — a custom view's body is written apart
            // from where it is used (a branch of it the reader left out is a warning there).
            for (word, bits) in under.warnings[index].enumerated() where bits != 0 {
                for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 { warnings.append(approximations[word * 64 + bit]) }
            }
            if let placeholder = under.placeholder[index] {
                // A view whose own declaration could not be read: said at the declaration, so
                // not inside its use; its size and content are unknown all the same.
                let view = scene.views[placeholder]
                extra.append(LintAssumption(kind: .placeholder, location: approximations.location(of: view.position),
                                            text: "'\(view.type ?? view.id)' is laid out as a placeholder: its declaration could not be read"))
            }
            let ancestors = scene.ancestors(of: index)
            // Written under `#if DEBUG`, it or a view around it: a developer's overlay, not what ships.
            for around in [index] + ancestors {
                if let debug = approximations.debugBranch(aroundViewAt: scene.views[around].position) {
                    warnings.append(debug)
                    break
                }
            }
            // `.buttonStyle(AppStyle())` above it: the style's own warning, at its name.
            if let style = scene.views[index].unreadStyle, let own = approximations.inside(viewAt: style).first { warnings.append(own) }
            for ancestor in ancestors where scene.views[ancestor].isPlaceholder {
                // The placeholder's own warning is the first written inside it, at its name.
                if let own = approximations.inside(viewAt: scene.views[ancestor].position).first { warnings.append(own) }
            }
        }
        var seen: Set<String> = []
        // An undecided condition is no guess about the view: lint probes each branch as a
        // variant, and a finding holds only where every layout that shows the view finds it.
        return (warnings.map(LintAssumption.init) + extra).filter { $0.kind != .undecidedBranch && seen.insert($0.location + "\u{1F}" + $0.text).inserted }
    }

    /// `under`, worked out for every view from its children's, last view first (a view's
    /// children follow it in preorder).
    private static func under(_ scene: LintScene, _ approximations: SceneApproximations) -> (warnings: [[UInt64]], placeholder: [Int?]) {
        let words = (approximations.count + 63) / 64
        var warnings = [[UInt64]](repeating: [], count: scene.views.count)
        var placeholder = [Int?](repeating: nil, count: scene.views.count)
        for index in scene.views.indices.reversed() {
            let view = scene.views[index]
            var bits = [UInt64](repeating: 0, count: words)
            let own = approximations.indices(insideViewAt: view.position)
            for warning in own { bits[warning >> 6] |= 1 << UInt64(warning & 63) }
            if view.isPlaceholder, !own.contains(where: { LintAssumption.Kind(approximations[$0]) == .placeholder }) { placeholder[index] = index }
            var child = index + 1
            while child < view.subtreeEnd {
                for word in 0..<words { bits[word] |= warnings[child][word] }
                if placeholder[index] == nil { placeholder[index] = placeholder[child] }
                child = scene.views[child].subtreeEnd
            }
            warnings[index] = bits
        }
        return (warnings, placeholder)
    }

    /// Whether lint replays VoiceOver's and a keyboard's alternatives on the view: it is acted
    /// on with a custom gesture alone (`no-accessible-alternative`), or with any gesture under a
    /// Mac's profile (`keyboard-unreachable`); never a control's own view or a disabled one.
    func needsAlternatives(_ index: Int) -> Bool {
        let view = scene.views[index]
        guard !view.isControlTarget, !view.disabled, !view.gestures.isEmpty else { return false }
        return (rules.contains(.noAccessibleAlternative) && Self.gestureNeedingAnAlternative(view) != nil)
            || (rules.contains(.keyboardUnreachable) && platforms.contains(.mac))
    }

    /// The view's first gesture an assistive technology's activation cannot perform, when the view
    /// has no single tap that it can: what `no-accessible-alternative` judges.
    static func gestureNeedingAnAlternative(_ view: LintScene.View) -> ModifierSpec? {
        guard !view.gestures.contains(where: { LintGestureKinds($0.spec).singleTaps }) else { return nil }
        return view.gestures.first { needsAnAlternative(LintGestureKinds($0.spec)) }?.spec
    }

    /// A gesture or control of a target, as the rules see it.
    private struct Actor {
        var key: String
        var label: String
        var position: SourcePosition?
        var kinds: LintGestureKinds?
        /// A UIKit recognizer's: SwiftUI's priority modifiers do not apply to it.
        var isPlatform = false
    }

    private func actors(of index: Int) -> [Actor] {
        let view = scene.views[index]
        var actors = view.gestures.map { gesture in
            Actor(key: ProbeOutcome.key(view: view.id, modifier: gesture.record), label: Self.label(gesture.spec),
                  position: gesture.spec.position, kinds: LintGestureKinds(gesture.spec),
                  isPlatform: { if case .platformGesture = gesture.spec.kind { true } else { false } }())
        }
        if view.isControlTarget, let control = view.control {
            actors.append(Actor(key: ProbeOutcome.controlKey(view: view.id), label: "the \(control.name)'s action", position: nil, kinds: nil))
        }
        return actors
    }

    /// `.onTapGesture`, `.gesture(DragGesture())`: the modifier as `layout` lists it.
    static func label(_ spec: ModifierSpec) -> String {
        spec.listing ?? "." + spec.name
    }

    private func name(_ view: Int) -> String { "'\(scene.views[view].id)'" }

    /// A length for a message: to a tenth of a point.
    static func points(_ value: Double) -> String { NumberFormat.string((value * 10).rounded() / 10) }

    mutating func judge(_ target: SceneLinter.Target, hitTest: ProbeRunner) {
        let index = target.view
        let view = scene.views[index]
        staticRules(index)
        guard target.point != nil else {
            unreachableEverywhere(index, hitTest: hitTest)
            return
        }
        guard !target.probes.isEmpty, !target.outcomes.isEmpty else { return }
        let before = findings.count
        let outcomes = target.outcomes
        let probes = target.probes
        let ancestors = Set(scene.ancestors(of: index).map { scene.views[$0].id })
        for actor in actors(of: index) {
            let natural = actor.kinds?.naturalProbe(probes) ?? (probes.firstIndex { Self.controlAccepts(view.control, $0) } ?? 0)
            // Profiles where a probe of its kind completes it (a Button's is a tap).
            let accepted = probes.indices.filter { actor.kinds?.accepts(probes[$0]) ?? Self.controlAccepts(view.control, probes[$0]) }
            let reached = profiles.indices.filter { profile in accepted.contains { outcomes[profile][$0].completions.contains { $0.key == actor.key } } }
            if !reached.isEmpty { continue }
            if actor.kinds?.completes == false {
                // Nothing to complete (`updating` only): touched is as far as it goes.
                if profiles.indices.contains(where: { profile in outcomes[profile].contains { $0.touched.contains(actor.key) } }) { continue }
            }
            if view.disabled {
                noteDisabled(index, label: actor.label, at: actor.position, probe: probes[natural])
                continue
            }
            // No probe of its kind was made (a pan from the trailing edge): lint cannot say it never fires.
            if accepted.isEmpty { continue }
            // Who completed instead, under the first profile, in the natural probe.
            let winners = outcomes[0][natural].completions.filter { $0.key != actor.key }
            if let ancestor = winners.first(where: { ancestors.contains($0.view) }) {
                add(.swallowedGesture, view, at: actor.position, profiles: profiles,
                    message: "\(actor.label) on \(name(index)) never wins: \(ancestor.gesture) on its ancestor '\(ancestor.view)' takes \(probes[natural].name)",
                    probe: probes[natural], fix: swallowedFix(index, actor: actor, ancestor: ancestor))
                continue
            }
            // Beaten by a view of another branch of an `if` the reader could not decide: they never show together.
            if let winner = winners.first, let other = scene.index(of: winner.view), scene.neverTogether(index, other) { continue }
            var why = "no probe completes it"
            if let winner = winners.first { why = "it always loses to \(winner.gesture) on '\(winner.view)'" }
            else if let failure = outcomes[0][natural].failures[actor.key] { why = "it fails: \(failure)" }
            add(.unreachableGesture, view, at: actor.position, profiles: profiles,
                message: "\(actor.label) on \(name(index)) never fires: \(why)", probe: probes[natural],
                fix: winners.first.map { "combine it with .simultaneousGesture(…), or make \($0.gesture) require more (a count, a minimumDistance)" }
                    ?? "check the gesture's parameters against how people touch (minimumDistance, minimumDuration, count)")
        }
        blockedScroll(target)
        delayedTap(target)
        osSensitive(target, findingsBefore: before)
    }

    /// A disabled view's gesture that no probe fires is a note, not a conflict: `.disabled(true)`
    /// states intent; `.disabled(!isNameValid)` lasts until the user does something.
    private mutating func noteDisabled(_ index: Int, label: String, at position: SourcePosition?, probe: LintProbe) {
        let view = scene.views[index]
        if view.disabledByState {
            add(.unreachableGesture, view, at: position, profiles: profiles,
                message: "\(label) on \(name(index)) may never fire: " + Self.offByState.why,
                probe: probe, fix: Self.offByState.fix, severity: .note)
        } else {
            add(.unreachableGesture, view, at: position, profiles: profiles,
                message: "\(label) on \(name(index)) never fires: the view is disabled (.disabled(true))",
                probe: probe, fix: "nothing, if it is disabled on purpose; else remove .disabled(true), or the gesture", severity: .note)
        }
    }

    /// The probes that work a control: a tap for a Button or Toggle, a drag for a Slider.
    static func controlAccepts(_ control: Control?, _ probe: LintProbe) -> Bool {
        // Apple's controls are worked with one finger.
        probe.fingers == 1 && control?.lint.accepts(probe.kind) ?? false
    }

    /// The modifier of the gesture that completed, on its view.
    private func modifier(of completion: ProbeOutcome.Completion) -> ModifierSpec? {
        guard let index = scene.index(of: completion.view) else { return nil }
        return scene.views[index].gestures.first { ProbeOutcome.key(view: completion.view, modifier: $0.record) == completion.key }?.spec
    }

    private func ancestorModifierIsHighPriority(_ completion: ProbeOutcome.Completion) -> Bool {
        if case .gesture(_, .high, _)? = modifier(of: completion)?.kind { true } else { false }
    }

    /// The fix when an ancestor's gesture takes the view's: SwiftUI's modifiers, or for a UIKit
    /// recognizer (which has no `.simultaneousGesture` or `.highPriorityGesture`) its delegate.
    private func swallowedFix(_ index: Int, actor: Actor, ancestor: ProbeOutcome.Completion) -> String {
        let platform = { (spec: ModifierSpec?) in if case .platformGesture? = spec?.kind { true } else { false } }
        if platform(modifier(of: ancestor)) || actor.isPlatform {
            return "let the two recognize together: answer true to gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) in the coordinator "
                + "of the recognizer on '\(ancestor.view)', or have it wait for the other to fail (shouldRequireFailureOf)"
        }
        return ancestorModifierIsHighPriority(ancestor)
            ? "use .gesture(…) instead of .highPriorityGesture(…) on '\(ancestor.view)', or .simultaneousGesture(…) so both run"
            : "attach the gesture of '\(ancestor.view)' with .simultaneousGesture(…) so both run, or give \(name(index)) .highPriorityGesture(…)"
    }

    /// A view `.disabled(expression)` or `.opacity(expression)` turns off at rest: why, and the fix.
    static let offByState = (why: "it is off at rest: its .disabled or .opacity reads state that turns it off as the view starts",
                             fix: "nothing, if a callback turns it on (a Save button waiting for input, a control shown on hover)")

    /// No point of the view reaches it: covered, not hit, or disabled.
    private mutating func unreachableEverywhere(_ index: Int, hitTest: ProbeRunner) {
        let view = scene.views[index]
        let center = CGPoint(x: view.hitRect.midX, y: view.hitRect.midY)
        // A row past the screen's edge, or past its List's or ScrollView's visible frame (which
        // clips it), is reached by scrolling to it.
        if let scroller = scene.scrollAncestor(of: index), !scene.screen.contains(center) || !scene.views[scroller].frame.contains(center) { return }
        // A NavigationLink in a List row is reached by a tap anywhere in its cell, hidden or not.
        if view.reachedThroughCell { return }
        let probe = ProbeFactory(screen: scene.screen, pointer: platforms.allSatisfy { $0 == .mac }).probe(.tap(count: 1), at: TracePoint(x: center.x, y: center.y))
        var why: String
        var fix: String
        var severity: LintSeverity?
        /// Other views whose layout the verdict rests on (docs/lint.md#what-a-finding-assumes).
        var resting: [Int] = []
        var offScreen = false
        if view.notHit, view.hasKeyboardShortcut || view.isAccessibilityHidden {
            // A hidden Button with a `.keyboardShortcut` is a keyboard control; a hidden view
            // assistive technologies skip too is layout (a spacer balancing a row): both on purpose.
            return
        } else if view.disabled, !view.disabledByState {
            severity = .note
            why = "the view is disabled (.disabled(true))"
            fix = "nothing, if it is disabled on purpose; else remove .disabled(true)"
        } else if view.notHit, view.disabledByState {
            severity = .note
            (why, fix) = Self.offByState
        } else if view.notHit, view.hitTestingOffByAncestor {
            // A state's placeholder (`.redacted(…).allowsHitTesting(false)` rows while loading) or
            // a hidden overlay: turned off on purpose where it is; another state may turn it on.
            severity = .note
            why = "an ancestor turns hit testing off (.allowsHitTesting(false), .hidden() or .opacity(0)) where it is laid out"
            fix = "nothing, if that state is a placeholder or hidden on purpose; else remove what turns it off"
        } else if view.notHit {
            why = "the view is not hit (.allowsHitTesting(false), .hidden() or .opacity(0))"
            fix = "remove .allowsHitTesting(false), or move the gesture to a view that is hit"
        } else if let top = hitTest.viewID(at: center), let cover = scene.index(of: top), scene.neverTogether(index, cover) {
            // Covered by a view of another branch of an `if` the reader could not decide: the two never show together.
            return
        } else if let top = hitTest.viewID(at: center), !scene.contains(index, scene.index(of: top) ?? -1) {
            // A placeholder fills what it is offered, so "covered" by one (or by anything inside
            // one) is made by the assumption alone: not said.
            if let covering = scene.index(of: top), ([covering] + scene.ancestors(of: covering)).contains(where: { scene.views[$0].isPlaceholder }) { return }
            // Where the two are, one against the other, is laid out up to their nearest common
            // ancestor: the verdict rests on every view on the way up from either.
            if let cover = scene.index(of: top) { resting = scene.paths(from: index, and: cover) }
            why = "it is covered by '\(top)'"
            fix = "add .allowsHitTesting(false) to '\(top)', or move \(name(index)) above it (.zIndex(1))"
        } else if !scene.screen.contains(center) {
            why = "it is off screen"
            // Where it is rests on the whole screen's layout: every view above and before it.
            offScreen = true
            fix = "lay it out on screen, or inside a ScrollView"
            if scene.views.contains(where: { !$0.alternatives.isEmpty }) {
                // Both branches of an undecided `if` are laid out: the screen is taller than any real one.
                severity = .note
                why = "it is off screen, in a layout that holds both branches of an if the reader could not decide (see the warnings)"
            }
        } else {
            why = "no point of it is hit (a stack's empty space, a clear shape)"
            fix = "add .contentShape(Rectangle()) before the gesture"
        }
        for actor in actors(of: index) {
            add(.unreachableGesture, view, at: actor.position, profiles: profiles,
                message: "\(actor.label) on \(name(index)) \(severity == nil ? "never fires" : "may never fire"): \(why)", probe: probe, fix: fix, severity: severity,
                alsoResting: resting, restsOnWholeLayout: offScreen)
        }
    }

    // MARK: - blocked-scroll

    private mutating func blockedScroll(_ target: SceneLinter.Target) {
        let index = target.view
        let view = scene.views[index]
        guard !view.gestures.isEmpty, !view.isControlTarget, let scroller = scene.scrollAncestor(of: index) else { return }
        let scrollView = scene.views[scroller]
        guard let axes = Self.scrollableAxes(scrollView) else { return }
        var blocked: [Int] = []
        var shown: (probe: Int, taker: String?)?
        for profile in profiles.indices {
            let along = target.probes.indices.filter { probe in
                if case .drag(let direction, let length) = target.probes[probe].kind, length > LintProbe.Constants.shortDrag, target.probes[probe].fingers == 1 {
                    return direction.isVertical ? axes.vertical : axes.horizontal
                }
                return false
            }
            guard !along.isEmpty, !along.contains(where: { target.outcomes[profile][$0].scrolled.contains(scrollView.id) }) else { continue }
            blocked.append(profile)
            if shown == nil {
                let outcome = target.outcomes[profile][along[0]]
                let taker = outcome.completions.first { scene.contains(index, scene.index(of: $0.view) ?? -1) }?.gesture
                    ?? outcome.touched.sorted().first.flatMap { key in view.gestures.first { ProbeOutcome.key(view: view.id, modifier: $0.record) == key } }
                        .map { Self.label($0.spec) }
                shown = (along[0], taker)
            }
        }
        guard let shown, !blocked.isEmpty else { return }
        let position = view.gestures.first { LintGestureKinds($0.spec).dragDistance != nil || LintGestureKinds($0.spec).longPressDuration != nil }?.spec.position
            ?? view.gestures[0].spec.position
        add(.blockedScroll, view, at: position, profiles: blocked.map { profiles[$0] },
            message: "'\(scrollView.id)' does not scroll when \(target.probes[shown.probe].name) starts on \(name(index))"
                + (shown.taker.map { ": \($0) takes the touch" } ?? ""),
            probe: target.probes[shown.probe],
            fix: "attach the drag with .simultaneousGesture(DragGesture(minimumDistance: 20)), or start it after a long press: LongPressGesture().sequenced(before: DragGesture())")
    }

    /// The axes along which the scroll view has somewhere to go.
    static func scrollableAxes(_ view: LintScene.View) -> (vertical: Bool, horizontal: Bool)? {
        view.control?.scrollableAxes(frame: view.frame)
    }

    // MARK: - delayed-tap

    private mutating func delayedTap(_ target: SceneLinter.Target) {
        let index = target.view
        let view = scene.views[index]
        guard let tap = target.probes.firstIndex(where: { $0.kind == .tap(count: 1) && $0.fingers == 1 }) else { return }
        let probe = target.probes[tap]
        var delayed: [(profile: Int, delay: Double, completion: ProbeOutcome.Completion, wait: String?)] = []
        for profile in profiles.indices {
            let outcome = target.outcomes[profile][tap]
            // The view's own single-tap gestures and its Button.
            let own = outcome.completions.filter { completion in
                completion.view == view.id && (completion.key == ProbeOutcome.controlKey(view: view.id) || view.gestures.contains { gesture in
                    ProbeOutcome.key(view: view.id, modifier: gesture.record) == completion.key && LintGestureKinds(gesture.spec).tapCounts.contains(1)
                })
            }
            guard let first = own.first else { continue }
            let delay = Double(first.time.nanoseconds - probe.liftTime.nanoseconds) / 1e9
            if delay >= Self.delayedTapThreshold { delayed.append((profile, delay, first, outcome.waits[first.key])) }
        }
        guard let first = delayed.first else { return }
        let milliseconds = Int((first.delay * 1000).rounded())
        let position = view.gestures.first { ProbeOutcome.key(view: view.id, modifier: $0.record) == first.completion.key }?.spec.position
        var message = "the tap on \(name(index)) runs its action \(milliseconds) ms after the finger lifts"
        // What it waits for: a gesture of the view or an ancestor that needs more taps or a hold.
        let chain = [index] + scene.ancestors(of: index)
        let competitor = chain.flatMap { scene.views[$0].gestures }.first { (LintGestureKinds($0.spec).tapCounts.max() ?? 1) > 1 }
        if let competitor { message += ", while \(Self.label(competitor.spec)) waits for a second tap" }
        else if let wait = first.wait { message += " (\(wait))" }
        add(.delayedTap, view, at: position, profiles: delayed.map { profiles[$0.profile] }, message: message, probe: probe,
            fix: "if the tap must answer at once, attach it with .simultaneousGesture(TapGesture().onEnded { … }) (it then also fires on the first tap of a double tap), or drop the competing gesture")
    }

    // MARK: - os-sensitive

    private mutating func osSensitive(_ target: SceneLinter.Target, findingsBefore: Int) {
        guard profiles.count > 1 else { return }
        let view = scene.views[target.view]
        // A finding of another rule that holds under some profiles only already says it.
        if findings[findingsBefore...].contains(where: { $0.profiles.count < profiles.count }) { return }
        for probe in target.probes.indices {
            let signatures = profiles.indices.map { target.outcomes[$0][probe].signature(relativeTo: view.id) }
            guard Set(signatures).count > 1 else { continue }
            let outcomes = profiles.indices.map { profile in
                "under \(profiles[profile]) " + (signatures[profile].isEmpty ? "nothing fires" : signatures[profile].joined(separator: ", "))
            }
            add(.osSensitive, view, at: view.gestures.first?.spec.position, profiles: profiles,
                message: "\(target.probes[probe].name) on \(name(target.view)) differs by OS: " + outcomes.joined(separator: "; "),
                probe: target.probes[probe],
                fix: "decide which should win and say so: .highPriorityGesture(…) or .simultaneousGesture(…) behave the same on iOS 17 and 18")
            return
        }
    }

    // MARK: - Rules without probes

    private mutating func staticRules(_ index: Int) {
        let view = scene.views[index]
        let kinds = view.gestures.map { LintGestureKinds($0.spec) }
        let isButton = view.isControlTarget
        let chain = [index] + scene.ancestors(of: index)
        let accessibility = chain.flatMap { scene.views[$0].accessibility }
        let hasAction = accessibility.contains { $0.isAction }
        let hasButtonTrait = accessibility.contains { if case .addTraits(let traits) = $0 { traits.contains("isButton") } else { false } }
        let tapped = kinds.contains { $0.taps || $0.longPressDuration != nil }

        // A view not hit at all is `unreachable-gesture`'s, however large it would be.
        if tapped || view.isControlTarget, !view.systemSized, !view.reachedThroughCell, !view.notHit {
            smallTarget(index)
        }
        guard !isButton else { return }
        keyboardUnreachable(index)
        if let custom = Self.gestureNeedingAnAlternative(view) {
            // Replayed: the profiles where neither VoiceOver's actions nor a focused view's keys
            // reach a callback of the view (issue 31 §4); read statically when not replayed.
            let outcomes = alternatives[index]
            // Actions built in `.accessibilityActions { }` are not read: the view has some.
            let builtActions = accessibility.contains { if case .actions = $0 { true } else { false } }
            let failing = builtActions ? []
                : outcomes.map { outcomes in profiles.indices.filter { !outcomes[$0].accessibilityResponds && !outcomes[$0].keyboardResponds } }
                ?? (hasAction ? [] : Array(profiles.indices))
            guard let first = failing.first else { return }
            let tried = outcomes?[first]
            var message = "the only way to act on \(name(index)) is \(Self.label(custom)); "
            if let tried {
                let named = scene.namedActions(onPathTo: index).map { "\"\($0)\"" }
                if accessibility.contains(where: { if case .hidden(true) = $0 { true } else { false } }) {
                    message += "assistive technologies do not see it (.accessibilityHidden(true))"
                } else {
                    let requests = ProbeRunner.accessibilityRequests.map(\.1)
                    message += "VoiceOver's " + Self.list(requests)
                        + (named.isEmpty ? "" : " and its actions " + named.joined(separator: ", ")) + " reach no callback of it"
                }
                message += ", and " + Self.keyboardWords(tried, subject: "it")
            } else {
                message += "VoiceOver and Switch Control users cannot perform it"
            }
            add(.noAccessibleAlternative, view, at: custom.position, profiles: failing.map { profiles[$0] }, message: message,
                alternative: tried.map { ($0.arguments, $0.events) },
                fix: !LintGestureKinds(custom).isCustom
                    ? ".accessibilityAction { … } doing what \(Self.label(custom)) does: VoiceOver's activation taps once"
                    : kinds.contains { $0.dragDistance != nil }
                    ? ".accessibilityAdjustableAction { direction in … } or .accessibilityAction(named: \"…\") { … } doing what the gesture does"
                    : ".accessibilityAction(named: \"…\") { … } doing what the gesture does")
        } else if hasAction {
            return
        } else if let tap = view.gestures.first(where: { LintGestureKinds($0.spec).taps }), !hasButtonTrait {
            add(.noAccessibleAlternative, view, at: tap.spec.position, profiles: profiles,
                message: "\(name(index)) is tapped (\(Self.label(tap.spec))) but VoiceOver does not announce it as a button",
                fix: "use Button { … } instead, or add .accessibilityAddTraits(.isButton)", severity: .note)
        }
    }

    /// `small-target`: a warning under the HIG's minimum control size of a profile's platform
    /// (iOS and iPadOS 28, macOS 20, visionOS 28 pt), a note under its default (44, 28, 60 pt).
    private mutating func smallTarget(_ index: Int) {
        let view = scene.views[index]
        let rect = view.hitRect
        func under(_ size: (GestureSettings) -> Double) -> [Int] {
            profiles.indices.filter { rect.width < size(settings[$0]) || rect.height < size(settings[$0]) }
        }
        let belowMinimum = under(\.minimumTargetSize)
        let belowDefault = under(\.defaultTargetSize)
        let (listed, size, severity): ([Int], (GestureSettings) -> Double, LintSeverity)
        if !belowMinimum.isEmpty {
            (listed, size, severity) = (belowMinimum, { $0.minimumTargetSize }, .warning)
        } else if !belowDefault.isEmpty {
            (listed, size, severity) = (belowDefault, { $0.defaultTargetSize }, .note)
        } else {
            return
        }
        let first = listed[0]
        let needs = switch platforms[first] {
        case .mac: "a pointer needs on a Mac"
        case .vision: "a look and a pinch need on Apple Vision Pro"
        case .iPhone, .iPad: "a finger needs"
        }
        let threshold = Self.points(size(settings[first]))
        let minimum = Self.points(settings[first].minimumTargetSize)
        let what = severity == .warning ? "the \(threshold)×\(threshold) pt minimum" : "the \(threshold)×\(threshold) pt default"
        let which = severity == .warning ? "the HIG's minimum control size" : "the HIG's default control size; its minimum, \(minimum)×\(minimum) pt, is met"
        let others = listed.dropFirst().filter { size(settings[$0]) != size(settings[first]) }
            .map { "\(profiles[$0]): \(Self.points(size(settings[$0])))×\(Self.points(size(settings[$0]))) pt" }
        // The largest default asked for, so the fix passes under every profile listed.
        let largest = Self.points(listed.map { settings[$0].defaultTargetSize }.max() ?? settings[first].defaultTargetSize)
        let position = view.gestures.first { LintGestureKinds($0.spec).taps || LintGestureKinds($0.spec).longPressDuration != nil }?.spec.position
        add(.smallTarget, view, at: position, profiles: listed.map { profiles[$0] },
            message: "\(name(index)) is hit on \(Self.points(rect.width))×\(Self.points(rect.height)) pt, under \(what) \(needs) (\(which))"
                + (others.isEmpty ? "" : " (" + others.joined(separator: ", ") + ")"),
            fix: ".frame(minWidth: \(largest), minHeight: \(largest)).contentShape(Rectangle()) "
                + (view.gestures.isEmpty ? "on the \(view.control?.name ?? "control")'s label" : "before " + Self.label(view.gestures[0].spec)),
            severity: severity)
    }

    /// A gesture an assistive technology's activation cannot perform: a drag, a long press, a
    /// pinch, a rotation, a swipe — or taps that need more than one (activation taps once).
    static func needsAnAlternative(_ kinds: LintGestureKinds) -> Bool {
        kinds.isCustom || (kinds.taps && !kinds.singleTaps)
    }

    /// What a keyboard user met, in words: no focus, handlers that ignore the keys, or nothing.
    private static func keyboardWords(_ outcome: AlternativeOutcome, subject: String) -> String {
        if !outcome.focusable { return "no key reaches \(subject): neither it nor a view around it takes focus" }
        if !outcome.ignoredKeys.isEmpty { return "its .onKeyPress returns .ignored for " + outcome.ignoredKeys.joined(separator: ", ") }
        let focus = outcome.focusedItself ? "it" : "'\(outcome.focusTarget ?? "")', the nearest view that takes it"
        return "with focus on \(focus), the arrow keys, Space and Return run no callback of \(subject)"
    }

    /// `keyboard-unreachable`, under the Mac's profiles: a view acted on with a gesture that no
    /// key reaches — Tab lands on it or an ancestor (full keyboard access on) and the arrow keys,
    /// Space and Return with focus there run none of its callbacks. iPadOS's Full Keyboard Access
    /// activates accessibility elements as VoiceOver does, which `no-accessible-alternative`
    /// checks; a Mac's keyboard navigation moves among focusable views and controls only.
    private mutating func keyboardUnreachable(_ index: Int) {
        guard let outcomes = alternatives[index] else { return }
        let view = scene.views[index]
        let failing = profiles.indices.filter { platforms[$0] == .mac && !outcomes[$0].keyboardResponds }
        guard let first = failing.first, let gesture = view.gestures.first else { return }
        // A Button or Toggle around it takes Tab and Space.
        if scene.ancestors(of: index).contains(where: { scene.views[$0].isControlTarget }) { return }
        add(.keyboardUnreachable, view, at: gesture.spec.position, profiles: failing.map { profiles[$0] },
            message: Self.keyboardWords(outcomes[first], subject: "\(Self.label(gesture.spec)) on \(name(index))")
                + "; a keyboard user cannot do what it does",
            alternative: outcomes[first].keyboardProbe,
            fix: outcomes[first].focusedItself
                ? "add .onKeyPress(.space) { …; return .handled } doing what the gesture does, or make it a Button"
                : "make it a Button (keyboard navigation lands on it and Space acts), or add .focusable() and .onKeyPress(.space) { …; return .handled } doing what the gesture does")
    }

    /// `ios17`, `ios17 and ios18`, `ios17, ios18 and ipados18`.
    static func list(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// `input-sensitive`, over every view once: an interaction only some inputs reach under a
    /// profile (docs/semantics.md#input-beyond-touch; issue 30 §5). Hover callbacks run for a pointer or a
    /// Pencil only, never on an iPhone; a Pencil's squeeze and double tap for a Pencil only;
    /// SwiftUI's pinch and rotation take no trackpad before iOS 18 (proposed) and no mouse;
    /// a UIKit recognizer that needs several fingers, none on a Mac. A view's findings repeat
    /// for no other instance of the same source place.
    mutating func inputSensitive() {
        guard rules.contains(.inputSensitive) else { return }
        var seen = Set<String>()
        for index in scene.views.indices {
            let view = scene.views[index]
            guard !view.disabled else { continue }
            // Hover or a Pencil as the view's only interaction: no gesture, control, context menu,
            // swipe actions or accessibility action of its own, and none inside it.
            if view.gestures.isEmpty, !view.isControlTarget, !view.touchMenus, !view.accessibility.contains(where: \.isHandler),
               !scene.views[(index + 1)..<view.subtreeEnd].contains(where: { !$0.gestures.isEmpty || $0.isControlTarget || $0.touchMenus }),
               let callback = view.inputCallbacks.first {
                let pencil = { if case .pencil = callback.kind { true } else { false } }()
                // On Apple Vision Pro only an attached pointer hovers: a look and a pinch never do.
                let missing = arbitrationProfiles.indices.filter { profile in
                    !view.inputCallbacks.contains { spec in
                        if case .pencil = spec.kind { arbitrationProfiles[profile].inputs.contains(.pencil) }
                        else { arbitrationProfiles[profile].hasHover && arbitrationProfiles[profile].platform != .vision }
                    }
                }
                if !missing.isEmpty, seen.insert("\(callback.position.map { "\($0.line):\($0.column)" } ?? view.id) callbacks").inserted {
                    let label = Self.label(callback)
                    let platform = arbitrationProfiles[missing[0]].platform.rawValue
                    // Every profile it holds under, by name: "under ios17 and ios18".
                    let under = Self.list(missing.map { profiles[$0] })
                    add(.inputSensitive, view, at: callback.position, profiles: missing.map { profiles[$0] },
                        message: pencil
                            ? "\(name(index)) acts only on \(label), which only an Apple Pencil runs: under \(under) nothing reaches it"
                            : arbitrationProfiles[missing[0]].platform == .vision
                                ? "\(name(index)) acts only on \(label), which only a hovering pointer or Pencil runs: under \(under) (\(platform)) only an attached trackpad or mouse does; a look and a pinch never do"
                                : "\(name(index)) acts only on \(label), which only a hovering pointer or Pencil runs: under \(under) a finger never reaches it",
                        fix: pencil
                            ? "give the same action a Button or a gesture; a squeeze or double tap is a shortcut (HIG: Apple Pencil)"
                            : "give touch the same action (.onTapGesture or a Button), or keep hover for previews (HIG: avoid using hover to initiate an action)")
                }
            }
            for gesture in view.gestures {
                let kinds = LintGestureKinds(gesture.spec)
                let isPlatform = { if case .platformGesture = gesture.spec.kind { true } else { false } }()
                let key = gesture.spec.position.map { "\($0.line):\($0.column)" } ?? "\(view.id) \(gesture.record)"
                if kinds.touches > 1 {
                    // A mouse has one pointer; a trackpad's contacts reach pinch and rotation only.
                    let none = arbitrationProfiles.indices.filter { !arbitrationProfiles[$0].inputs.contains(.directTouch) && !arbitrationProfiles[$0].inputs.contains(.pencil) }
                    if !none.isEmpty, seen.insert(key).inserted {
                        add(.inputSensitive, view, at: gesture.spec.position, profiles: none.map { profiles[$0] },
                            message: "\(Self.label(gesture.spec)) on \(name(index)) needs \(kinds.touches) fingers at once; under \(profiles[none[0]]) (\(arbitrationProfiles[none[0]].platform.rawValue)) there are none, and a mouse is one pointer",
                            fix: "give the action a control or a one-pointer gesture under #if os(macOS)")
                    }
                } else if (kinds.magnifies || kinds.rotates) && !isPlatform {
                    let what = kinds.magnifies ? "pinch" : "rotation"
                    let fingersOnly = arbitrationProfiles.indices.filter {
                        arbitrationProfiles[$0].inputs.contains(.pointer) && arbitrationProfiles[$0].inputs.contains(.directTouch)
                            && !arbitrationProfiles[$0].settings.transformsReachSwiftUIGestures
                    }
                    let trackpadOnly = arbitrationProfiles.indices.filter { !arbitrationProfiles[$0].inputs.contains(.directTouch) }
                    if !fingersOnly.isEmpty, seen.insert(key + " fingers").inserted {
                        add(.inputSensitive, view, at: gesture.spec.position, profiles: fingersOnly.map { profiles[$0] },
                            message: "\(Self.label(gesture.spec)) on \(name(index)) is reached by fingers only under \(profiles[fingersOnly[0]]): a trackpad's \(what) reaches no SwiftUI gesture before iOS 18 (proposed)",
                            fix: "a UIPinchGestureRecognizer in a representable takes the trackpad's \(what); or accept it from iPadOS 18", severity: .note)
                    }
                    // A combined gesture with a half one pointer performs (a drag, a tap, a press) can be performed.
                    let onePointerHalf = !kinds.tapCounts.isEmpty || kinds.dragDistance != nil || kinds.longPressDuration != nil
                    if !trackpadOnly.isEmpty, !onePointerHalf, seen.insert(key + " trackpad").inserted {
                        add(.inputSensitive, view, at: gesture.spec.position, profiles: trackpadOnly.map { profiles[$0] },
                            message: "\(Self.label(gesture.spec)) on \(name(index)) is reached by a trackpad's \(what) only under \(profiles[trackpadOnly[0]]): with a mouse alone it cannot be performed",
                            fix: "add buttons or keyboard commands (⌘+ and ⌘−) doing the same", severity: .note)
                    }
                }
            }
        }
    }
}
