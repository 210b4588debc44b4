import Recognizers
import TraceFormat
import SwiftSource

/// Finds the gesture conflicts of a scene the way a user would: every view with a gesture or a
/// control is probed with synthesized touches (`LintProbe`), replayed in-process under every
/// profile asked for, and the outcomes are judged by the rules (`Judge.swift`).
/// Probes run on as many threads as the machine has cores, each thread with its own copy of
/// the scene; the findings do not depend on which thread ran what.
package struct SceneLinter {
    package struct Options {
        package var profiles: [ArbitrationProfile]
        package var rules: Set<LintRule>
        /// Threads that replay probes; nil: one per core, up to `maximumWorkers`.
        package var workers: Int?

        package init(profiles: [ArbitrationProfile] = ArbitrationProfile.iPhone, rules: Set<LintRule> = Set(LintRule.allCases),
                     workers: Int? = nil) {
            self.profiles = profiles
            self.rules = rules
            self.workers = workers
        }
    }

    /// A scene as loaded, with the screen its fingers stay on (nil: the roots' bounds).
    package struct Loaded {
        package var specs: [SceneSpec]
        package var screen: CGRect?
        /// What reading the scene approximated (`file:line:column: warning: …`).
        package var warnings: [String]
        /// The same by place: what findings rest on.
        package var approximations: SceneApproximations
        package init(specs: [SceneSpec], screen: CGRect?, warnings: [String] = [], approximations: SceneApproximations = .none) {
            self.specs = specs
            self.screen = screen
            self.warnings = warnings
            self.approximations = approximations
        }
    }

    package struct Report {
        package var findings: [LintFinding] = []
        /// Profiles that could not replay the scene, and why.
        package var notes: [String] = []
    }

    package static let maximumWorkers = 8

    /// The scene's file, as findings locate it.
    package let file: String
    /// Loads a fresh copy of the scene: each thread replays its own.
    package let load: @Sendable () throws(Diagnostic) -> Loaded
    /// The scene already loaded, if the caller has it: the run starts from it instead of a load.
    package var loaded: Loaded?
    package var options: Options

    package init(file: String, options: Options = Options(), loaded: Loaded? = nil, load: @escaping @Sendable () throws(Diagnostic) -> Loaded) {
        self.file = file
        self.options = options
        self.loaded = loaded
        self.load = load
    }

    /// A linter for the scene in `text`: Swift source or JSON by the file's extension, unless
    /// `isSwift` says (standard input has no extension).
    package init(text: String, file: String, isSwift: Bool? = nil, sourceOptions: SourceScene.Options = SourceScene.Options(), options: Options = Options()) {
        let swift = isSwift ?? SourceScene.isSource(file)
        self.init(file: file, options: options) { () throws(Diagnostic) in
            if swift {
                let scene = try SourceScene.load(text, file: file, options: sourceOptions)
                return Loaded(specs: scene.views, screen: CGRect(x: 0, y: 0, width: sourceOptions.screen.size.width, height: sourceOptions.screen.size.height),
                              warnings: scene.warnings.map(\.description), approximations: scene.approximations)
            }
            return Loaded(specs: try SceneLoader.load(text, file: file), screen: nil)
        }
    }

    /// A view worth probing: the group of views made from one place in the source, the instance
    /// probed, the point probed and the probes.
    struct Target {
        var group: [Int]
        /// The instance probed and where; nil when no point of any instance reaches it.
        var view: Int
        var point: CGPoint?
        var probes: [LintProbe] = []
        /// Per profile, per probe.
        var outcomes: [[ProbeOutcome]] = []
    }

    package func run() throws(Diagnostic) -> Report {
        let loaded: Loaded
        if let already = self.loaded { loaded = already } else { loaded = try load() }
        let scene = LintScene(specs: loaded.specs, file: file, screen: loaded.screen)
        var report = Report()
        report.notes = loaded.warnings
        // Outcomes are indexed by the profiles that can replay the scene, and only by those:
        // the rules read them beside the runners' profiles.
        var runners: [ProbeRunner] = []
        var skipped: [String] = []
        for profile in options.profiles {
            let runner = ProbeRunner(specs: loaded.specs, profile: profile)
            if let reason = runner.unavailable {
                report.notes.append("\(file): note: \(profile.rawValue) skipped: \(reason)")
                skipped.append("\(profile.rawValue): \(reason)")
            } else {
                runners.append(runner)
            }
        }
        guard let hitTest = runners.first else {
            // Where the scene needs another profile: its first UIKit recognizer's class name, where
            // a replay under ios17 points too.
            let platform = SceneSpec.firstPlatformRecognizer(in: loaded.specs)
            let others = ArbitrationProfile.iPhone.filter { !options.profiles.contains($0) }.map(\.rawValue)
            throw Diagnostic(file: file, position: platform?.unavailableUnderIOS17.position ?? SourcePosition(line: 1, column: 1),
                             message: "no profile asked for can replay the scene: " + skipped.joined(separator: "; ")
                                + (others.isEmpty ? "" : "; lint it with '--profiles \(others.joined(separator: ","))'"))
        }
        var targets = scene.targets().map { group in Self.aim(group, scene: scene, hitTest: hitTest) }
        let needsProbes = !options.rules.isDisjoint(with: [.unreachableGesture, .swallowedGesture, .blockedScroll, .delayedTap, .osSensitive])
        if needsProbes {
            for index in targets.indices {
                guard let point = targets[index].point else { continue }
                targets[index].probes = Self.factory(for: targets[index].view, in: scene, pointer: pointerOnly(runners))
                    .probes(at: TracePoint(x: point.x, y: point.y))
            }
            let outcomes = replay(targets, runners: runners)
            for index in targets.indices { targets[index].outcomes = outcomes[index] }
        }
        var judge = Judge(scene: scene, profiles: runners.map(\.profile), rules: options.rules, approximations: loaded.approximations)
        if !options.rules.isDisjoint(with: [.noAccessibleAlternative, .keyboardUnreachable]) {
            // What VoiceOver and a keyboard reach, replayed: per view that needs it, per profile.
            for target in targets where judge.needsAlternatives(target.view) {
                let chain = ([target.view] + scene.ancestors(of: target.view)).map { scene.views[$0].id }
                let named = scene.namedActions(onPathTo: target.view)
                let candidates = scene.focusCandidates(around: target.view)
                judge.alternatives[target.view] = runners.map { $0.alternatives(chain: chain, namedActions: named, focusCandidates: candidates) }
            }
        }
        for target in targets { judge.judge(target, hitTest: hitTest) }
        judge.inputSensitive()
        report.findings = judge.findings
        return report
    }

    /// Replays every target's probes under every profile, spread over the workers; worker 0
    /// uses `runners`, the others load their own scene.
    private func replay(_ targets: [Target], runners: [ProbeRunner]) -> [[[ProbeOutcome]]] {
        let jobs: [(target: Int, profile: Int)] = targets.indices.filter { !targets[$0].probes.isEmpty }
            .flatMap { index in runners.indices.map { (index, $0) } }
        let probeCount = jobs.reduce(0) { $0 + targets[$1.target].probes.count }
        // A thread costs a scene load; below a few dozen replays one thread is as fast.
        let workers = probeCount < 64 ? 1 : min(options.workers ?? ParallelWork.workerCount(limit: Self.maximumWorkers), jobs.count)
        let profiles = runners.map(\.profile)
        let load = self.load
        // Worker 0 runs on this thread with the runners already loaded; the others load their own.
        let work = { @Sendable (worker: Int, runners: [ProbeRunner?]) -> [(Int, [ProbeOutcome])] in
            var own = runners
            var specs: [SceneSpec]?
            var done: [(Int, [ProbeOutcome])] = []
            for (jobIndex, job) in jobs.enumerated() where jobIndex % workers == worker {
                if own[job.profile] == nil {
                    if specs == nil { specs = (try? load())?.specs ?? [] }
                    // Cannot trap: `specs` is set on the line above; `own[job.profile]` just below it.
                    own[job.profile] = ProbeRunner(specs: specs!, profile: profiles[job.profile])
                }
                let runner = own[job.profile]!
                done.append((jobIndex, targets[job.target].probes.map(runner.run)))
            }
            return done
        }
        let results = ParallelWork.run(workers: workers, onThisThread: { work(0, runners) }) { worker in
            work(worker, Array(repeating: nil, count: profiles.count))
        }
        var outcomes = targets.map { _ in Array(repeating: [ProbeOutcome](), count: runners.count) }
        for list in results {
            for (jobIndex, probeOutcomes) in list { outcomes[jobs[jobIndex].target][jobs[jobIndex].profile] = probeOutcomes }
        }
        return outcomes
    }

    /// Picks the instance and point to probe: the first instance on screen with a point that a
    /// finger would bind to the view itself, else to something inside it.
    static func aim(_ group: [Int], scene: LintScene, hitTest: ProbeRunner) -> Target {
        let screen = scene.screen.insetBy(dx: LintProbe.Constants.screenInset, dy: LintProbe.Constants.screenInset)
        // Best: the view itself. Then something inside it with no gesture or control of its own
        // on the way (its background, a Text), so the probe tries the view's gestures, not a
        // child's. Last: anything inside it.
        for pass in 0..<3 {
            for instance in group.prefix(Self.instancesTried) {
                let rect = pass == 0 ? scene.views[instance].hitRect : scene.views[instance].frame
                // A control tried at a point of its own first (a Slider takes a touch on its thumb only).
                let view = scene.views[instance]
                for point in (view.control?.lint.firstPoints(view.frame) ?? []) + Self.candidates(in: rect) where screen.contains(point) {
                    guard let hit = hitTest.viewID(at: point).flatMap(scene.index(of:)), scene.contains(instance, hit) else { continue }
                    let chosen = switch pass {
                    case 0: hit == instance
                    case 1: !([hit] + scene.ancestors(of: hit)).prefix { $0 != instance }.contains {
                        !scene.views[$0].gestures.isEmpty || scene.views[$0].control != nil
                    }
                    default: true
                    }
                    if chosen { return Target(group: group, view: instance, point: point) }
                }
            }
        }
        return Target(group: group, view: group[0], point: nil)
    }

    /// Instances of one source place tried before calling it unreachable.
    static let instancesTried = 64

    /// The center first, then a 3×3 and a 5×5 grid of cell centers, on the half-point grid so
    /// probes read well as `synth` arguments.
    static func candidates(in rect: CGRect) -> [CGPoint] {
        func half(_ value: Double) -> Double { (value * 2).rounded() / 2 }
        var points = [CGPoint(x: half(rect.midX), y: half(rect.midY))]
        for n in [3, 5] {
            for row in 0..<n {
                for column in 0..<n {
                    points.append(CGPoint(x: half(rect.minX + rect.width * (Double(column) + 0.5) / Double(n)),
                                          y: half(rect.minY + rect.height * (Double(row) + 0.5) / Double(n))))
                }
            }
        }
        return points
    }

    /// Probes sized to the gestures that can receive them: the view's and its ancestors'.
    /// Whether every profile replayed is a Mac's, whose probes a mouse and a trackpad make; a
    /// run that mixes a Mac with a touch screen probes with fingers, which every profile replays.
    private func pointerOnly(_ runners: [ProbeRunner]) -> Bool {
        runners.allSatisfy { $0.profile.platform == .mac }
    }

    static func factory(for view: Int, in scene: LintScene, pointer: Bool = false) -> ProbeFactory {
        var factory = ProbeFactory(screen: scene.screen, pointer: pointer)
        // The fingers of a several-finger probe land on the view, around its aim point.
        factory.fingerSpread = min(LintProbe.Constants.fingerSpread, scene.views[view].hitRect.width / 2)
        for index in [view] + scene.ancestors(of: view) {
            for gesture in scene.views[index].gestures {
                let kinds = LintGestureKinds(gesture.spec)
                let most = LintProbe.Constants.self
                if let count = kinds.tapCounts.max() { factory.tapCount = min(max(factory.tapCount, count), most.mostTaps) }
                if let duration = kinds.longPressDuration {
                    factory.longPressDuration = min(max(factory.longPressDuration, duration + most.longPressMargin), most.longestPress)
                }
                if let distance = kinds.dragDistance { factory.longDrag = min(max(factory.longDrag, distance + 50), most.longestDrag) }
                factory.pinches = factory.pinches || kinds.magnifies
                factory.rotates = factory.rotates || kinds.rotates
                factory.sequences = factory.sequences || kinds.sequence
                factory.edgeSwipes = factory.edgeSwipes || kinds.edgePans
                if kinds.touches > 1 { factory.touchCounts.insert(kinds.touches) }
            }
            if scene.views[index].control?.lint.needsEdgeSwipes == true { factory.edgeSwipes = true }
        }
        return factory
    }
}
