/// Runs the attached gestures of one path as separate recognizers, with UIKit's state machine
/// between them: the arena of the iOS 18 profile, and of the iOS 17 profile's controls and UIKit
/// recognizers beside its one composed SwiftUI gesture.
final class ArenaDriver: InstanceDriver {
    /// UIKit's view of a member: `possible`, then `began` (a continuous gesture became active) or
    /// straight to `ended` (recognized), or `failed`.
    enum Stage {
        case possible, began, ended, failed
        var isFinished: Bool { self == .ended || self == .failed }
    }

    /// The members' parts, apart: an update reads the recognizer and geometry of one member
    /// without copying (and retaining) the rest of it.
    private let recognizers: [GestureRecognizer<Void>]
    /// The members whose gestures keep timers (`GestureTraits.hasTimers`), the only ones asked
    /// for a deadline after each update.
    private let timed: [Int]
    private let geometries: [ViewGeometry]
    private let names: [String]
    private let order: [Int]
    private let longPressIsDependent: Bool
    /// Platform recognizers (UIKit's, a control's).
    private let isPlatform: [Bool]
    /// SwiftUI gestures that are active before they are recognized yet begin, for UIKit, only
    /// when recognized: iOS 18's long press, whose pressing does not stop a scroll view's pan
    /// (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider, proposed).
    private let beginsAtRecognition: [Bool]
    /// For each member, the members whose failure it requires.
    private let requirements: [[Int]]
    /// For each member, the members it may prevent.
    private let preventable: [[Int]]
    // Unchecked exclusivity, as in the engine: one thread, and no access is held across a call
    // out of the driver, so the runtime check would only cost time on every update.
    @exclusivity(unchecked) private var stages: [Stage]
    @exclusivity(unchecked) private var lastFailure: GestureFailure?
    /// Per update: the member that prevented each member.
    @exclusivity(unchecked) private var preventedBy: [Int?]

    /// Members related by the iOS 18 rules (`IOS18Arbitration`).
    convenience init(members: [IOS18Arbitration.Member], longPressIsDependent: Bool) {
        let requirements = members.indices.map { i in
            members.indices.filter { j in j != i && IOS18Arbitration.requiresFailure(members[i], of: members[j]) }
        }
        let preventable = members.indices.map { i in
            members.indices.filter { j in j != i && IOS18Arbitration.canPrevent(members[i], members[j]) }
        }
        self.init(members: members, requirements: requirements, preventable: preventable,
                  order: IOS18Arbitration.updateOrder(members, requirements: requirements), longPressIsDependent: longPressIsDependent)
    }

    /// Members with the relations another profile gives them: for each member, those whose
    /// failure it requires and those it may prevent, and the order they are updated in.
    /// `longPressIsDependent`: whether long presses wait like taps (iOS 18) or not (iOS 13–17).
    init(members: [IOS18Arbitration.Member], requirements: [[Int]], preventable: [[Int]], order: [Int],
         longPressIsDependent: Bool) {
        self.longPressIsDependent = longPressIsDependent
        self.isPlatform = members.map { $0.platform != nil }
        self.beginsAtRecognition = members.map { longPressIsDependent && $0.platform == nil && $0.hasDependency }
        self.recognizers = members.map(\.recognizer)
        self.timed = members.indices.filter { members[$0].recognizer.traits.hasTimers }
        self.geometries = members.map(\.geometry)
        self.names = members.map(\.name)
        self.requirements = requirements
        self.preventable = preventable
        self.order = order
        self.stages = Array(repeating: .possible, count: members.count)
        self.preventedBy = Array(repeating: nil, count: members.count)
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        switch recognizers.count {
        case 0: return .failed(GestureFailure(.disabled))
        case 1:
            // Alone on the path: nothing to arbitrate.
            if !stages[0].isFinished { updateMember(0, with: update) }
            return instanceState
        default: break
        }
        for index in preventedBy.indices { preventedBy[index] = nil }
        for index in order where !stages[index].isFinished {
            updateMember(index, with: update)
        }
        // Members updated before the one that prevented them fail now, in the same update.
        for index in order where preventedBy[index] != nil && isUndecidedForUIKit(index) {
            var cancel = update
            cancel.events = []
            updateMember(index, with: cancel)
        }
        return instanceState
    }

    private func updateMember(_ index: Int, with update: GestureUpdate) {
        let state: RecognizerState
        if requirements[index].isEmpty, preventedBy[index] == nil, update.inherited == .failed,
           update.geometry == geometries[index] {
            // Nothing to wait for, nothing preventing it, on the bound view itself (a gesture alone
            // on its view, the commonest path): the update as it came, without a copy.
            state = recognizers[index].update(update)
        } else {
            var own = update
            own.geometry = geometries[index]
            own.inherited = .failed
            // What it waits for being recognized says more than that gesture also preventing it.
            // A long press that is only pressing is not recognized yet: what waits for it keeps
            // waiting, and is decided when it fails or is recognized (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18).
            if let recognized = requirements[index].first(where: { isRecognizedForUIKit($0) }) {
                own.cancellation = GestureFailure(.requiredGestureRecognized)
                own.competitor = names[recognized]
                own.inherited = []
            } else if let preventer = preventedBy[index] {
                own.cancellation = GestureFailure(.prevented)
                own.competitor = names[preventer]
                // Paused, so a recognition held back until now is cancelled rather than released.
                own.inherited = []
            } else if let waitingFor = requirements[index].first(where: { isUndecidedForUIKit($0) }) {
                own.inherited = []
                own.competitor = names[waitingFor]
            }
            state = recognizers[index].update(own)
        }
        let wasPossible = stages[index] == .possible
        let wasPressing = stages[index] == .began && beginsAtRecognition[index]
        switch state {
        case .possible: break
        case .active: if wasPossible { stages[index] = .began }
        case .ended: stages[index] = .ended
        case .failed(let failure):
            stages[index] = .failed
            lastFailure = failure
        }
        let began = wasPossible && (stages[index] == .began || stages[index] == .ended)
        if began || (wasPressing && stages[index] == .ended) {
            for other in preventable[index] where preventedBy[other] == nil {
                // A long press that is only pressing has not begun for UIKit: it prevents no
                // platform recognizer yet, and a platform recognizer may still prevent it.
                if stages[index] == .began && beginsAtRecognition[index] && isPlatform[other] { continue }
                let undecided = stages[other] == .possible || (isPlatform[index] && isUndecidedForUIKit(other))
                if undecided { preventedBy[other] = index }
            }
        }
    }

    /// Ended, or began other than as a long press that is only pressing.
    private func isRecognizedForUIKit(_ index: Int) -> Bool {
        stages[index] == .ended || (stages[index] == .began && !beginsAtRecognition[index])
    }

    /// Possible, or (for a platform recognizer's view of it) a long press that is only pressing.
    private func isUndecidedForUIKit(_ index: Int) -> Bool {
        stages[index] == .possible || (stages[index] == .began && beginsAtRecognition[index])
    }

    /// The instance as a whole: active while any member has begun and not finished, terminal once
    /// every member is.
    private var instanceState: RecognizerState {
        var anyBegan = false
        var allFinished = true
        var anyEnded = false
        for stage in stages {
            switch stage {
            case .possible: allFinished = false
            case .began: anyBegan = true; allFinished = false
            case .ended: anyEnded = true
            case .failed: break
            }
        }
        if allFinished { return anyEnded ? .ended : .failed(lastFailure ?? GestureFailure(.disabled)) }
        return anyBegan ? .active : .possible
    }

    override func reset() {
        for recognizer in recognizers { recognizer.reset() }
        for index in stages.indices { stages[index] = .possible }
        lastFailure = nil
    }

    override var hasTimers: Bool { !timed.isEmpty }

    override var deadline: GestureTime? {
        var next: GestureTime?
        for index in timed where !stages[index].isFinished {
            next = earliest(next, recognizers[index].deadline)
        }
        return next
    }
}
