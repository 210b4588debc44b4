import SwiftSource
import TraceFormat

/// Where the device and the replay part: a callback one ran and the other did not, or the same
/// callback at another time or with another value.
package struct Disagreement {
    package enum Kind: String, CaseIterable, Sendable {
        /// The device ran the callback; the replay did not.
        case missing
        /// The replay ran the callback; the device did not.
        case extra
        /// Both ran it, more than the time tolerance apart.
        case time
        /// Both ran it in time, with values further apart than the value tolerance.
        case value
    }

    package var kind: Kind
    package var recorded: String
    package var callback: String
    package var device: ObservedCallback?
    package var replay: ObservedCallback?
    /// What differs, in words: `translation.width is 13.75 on the device, 12 in the replay (tolerance 0.5)`.
    package var detail: String
    /// Why the replay did what it did: its `--explain` record for the gesture nearest the time.
    package var reason: String?

    /// The time it is reported at: the device's where it has one.
    package var t: Double { device?.t ?? replay?.t ?? 0 }
}

/// Sets a device's callbacks beside the replay's, name by name, in order.
package enum CallbackComparison {
    /// Above this many pairs of one name's callbacks, the alignment pairs them in order instead
    /// of searching for the best alignment (which takes time and memory in their product).
    static let alignmentLimit = 1_000_000
    /// Callbacks further apart than this never pair: seconds. Beyond it a device and a replay
    /// are not running the same callback late, they are running different ones.
    static let pairingWindow = 1.0

    /// The callbacks that agree, and the disagreements in the order of their time.
    package static func compare(device: [ObservedCallback], replay: [ObservedCallback], tolerance: ConformanceTolerance)
        -> (agreed: Int, disagreements: [Disagreement]) {
        var names: [String] = []
        var sides: [String: (device: [ObservedCallback], replay: [ObservedCallback])] = [:]
        for record in device {
            if sides[record.recorded] == nil { names.append(record.recorded) }
            sides[record.recorded, default: ([], [])].device.append(record)
        }
        for record in replay {
            if sides[record.recorded] == nil { names.append(record.recorded) }
            sides[record.recorded, default: ([], [])].replay.append(record)
        }
        var agreed = 0
        var disagreements: [Disagreement] = []
        for name in names {
            // Cannot fail: every name was entered above.
            let (a, b) = sides[name]!
            for step in align(a, b, tolerance: tolerance) {
                switch step {
                case .pair(let i, let j):
                    if let (kind, detail) = difference(a[i], b[j], tolerance: tolerance) {
                        disagreements.append(Disagreement(kind: kind, recorded: name, callback: a[i].callback, device: a[i], replay: b[j], detail: detail))
                    } else {
                        agreed += 1
                    }
                case .deviceOnly(let i):
                    disagreements.append(Disagreement(kind: .missing, recorded: name, callback: a[i].callback, device: a[i], replay: nil,
                                                      detail: "the device ran it; the replay did not"))
                case .replayOnly(let j):
                    disagreements.append(Disagreement(kind: .extra, recorded: name, callback: b[j].callback, device: nil, replay: b[j],
                                                      detail: "the replay ran it; the device did not"))
                }
            }
        }
        // Stable: a name's disagreements keep their order among equal times.
        let ordered = disagreements.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }.map(\.element)
        return (agreed, ordered)
    }

    enum Step: Equatable {
        case pair(Int, Int)
        case deviceOnly(Int)
        case replayOnly(Int)
    }

    /// What pairing two callbacks costs: nil when they cannot pair (different callbacks, or
    /// further apart than the pairing window), 0 when they agree, 1 when they disagree.
    static func pairCost(_ a: ObservedCallback, _ b: ObservedCallback, tolerance: ConformanceTolerance) -> UInt8? {
        guard a.callback == b.callback, abs(a.t - b.t) <= pairingWindow else { return nil }
        return agrees(a, b, tolerance: tolerance) ? 0 : 1
    }

    /// The alignment of least cost: a callback one side lacks costs 2, a pair that disagrees 1,
    /// one that agrees 0. Ties go to a pair, then to the device's callback, so the same records
    /// always align the same way. Each pair's cost is worked out once, without words.
    static func align(_ a: [ObservedCallback], _ b: [ObservedCallback], tolerance: ConformanceTolerance) -> [Step] {
        let n = a.count, m = b.count
        guard n.multipliedReportingOverflow(by: m).partialValue <= alignmentLimit, n <= alignmentLimit, m <= alignmentLimit else {
            return inOrder(a, b, tolerance: tolerance)
        }
        let width = m + 1
        var cost = [Int](repeating: 0, count: (n + 1) * width)
        // 255: the pair cannot be made.
        var pairs = [UInt8](repeating: 255, count: max(1, n * m))
        for i in 0...n { cost[i * width + m] = 2 * (n - i) }
        for j in 0...m { cost[n * width + j] = 2 * (m - j) }
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    var best = min(cost[(i + 1) * width + j], cost[i * width + j + 1]) + 2
                    if let pair = pairCost(a[i], b[j], tolerance: tolerance) {
                        pairs[i * m + j] = pair
                        best = min(best, cost[(i + 1) * width + j + 1] + Int(pair))
                    }
                    cost[i * width + j] = best
                }
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < n || j < m {
            let here = cost[i * width + j]
            if i < n, j < m, pairs[i * m + j] != 255, here == cost[(i + 1) * width + j + 1] + Int(pairs[i * m + j]) {
                steps.append(.pair(i, j)); i += 1; j += 1
            } else if i < n, here == cost[(i + 1) * width + j] + 2 {
                steps.append(.deviceOnly(i)); i += 1
            } else {
                steps.append(.replayOnly(j)); j += 1
            }
        }
        return steps
    }

    /// For very long takes: each callback pairs with the next of the same kind on the other
    /// side within the pairing window, in one pass.
    private static func inOrder(_ a: [ObservedCallback], _ b: [ObservedCallback], tolerance: ConformanceTolerance) -> [Step] {
        var steps: [Step] = []
        var used = [Bool](repeating: false, count: b.count)
        var next: [String: Int] = [:]
        for i in a.indices {
            var j = next[a[i].callback] ?? 0
            while j < b.count && (used[j] || b[j].callback != a[i].callback || b[j].t < a[i].t - pairingWindow) { j += 1 }
            if j < b.count, pairCost(a[i], b[j], tolerance: tolerance) != nil {
                used[j] = true
                next[a[i].callback] = j + 1
                steps.append(.pair(i, j))
            } else {
                next[a[i].callback] = j
                steps.append(.deviceOnly(i))
            }
        }
        for j in b.indices where !used[j] { steps.append(.replayOnly(j)) }
        return steps
    }

    /// Whether a pair agrees: `difference` without its words.
    static func agrees(_ device: ObservedCallback, _ replay: ObservedCallback, tolerance: ConformanceTolerance) -> Bool {
        abs(device.t - replay.t) <= tolerance.time + 1e-9
            && valuesAgree(device.value, replay.value, key: replay.rootKey ?? "", parent: nil, tolerance: tolerance)
    }

    /// Whether two values agree within the tolerances, part by part.
    static func valuesAgree(_ device: JSONNode?, _ replay: JSONNode?, key: String, parent: String?, tolerance: ConformanceTolerance) -> Bool {
        switch (device, replay) {
        case (nil, nil), (.null?, .null?), (nil, .null?), (.null?, nil):
            return true
        case (.number(let x, _)?, .number(let y, _)?):
            return abs(x - y) <= tolerance.limit(key: key, parent: parent) + 1e-9
        case (.object(let left, _)?, .object(let right, _)?):
            guard left.count == right.count else { return false }
            for member in left {
                guard let other = right.first(where: { $0.key == member.key }),
                      valuesAgree(member.value, other.value, key: member.key, parent: key, tolerance: tolerance) else { return false }
            }
            return true
        case (.array(let left, _)?, .array(let right, _)?):
            guard left.count == right.count else { return false }
            return zip(left, right).allSatisfy { valuesAgree($0, $1, key: key, parent: parent, tolerance: tolerance) }
        case (.string(let x, _)?, .string(let y, _)?):
            return x == y
        case (.bool(let x, _)?, .bool(let y, _)?):
            return x == y
        default:
            return false
        }
    }

    /// How a pair of the same callback disagrees, if it does: its time first, then its value.
    static func difference(_ device: ObservedCallback, _ replay: ObservedCallback, tolerance: ConformanceTolerance) -> (Disagreement.Kind, String)? {
        if abs(device.t - replay.t) > tolerance.time + 1e-9 {
            return (.time, "ran at \(seconds(device.t)) on the device, \(seconds(replay.t)) in the replay (tolerance \(seconds(tolerance.time)))")
        }
        if let detail = valueDifference(device.value, replay.value, path: "", root: replay.rootKey, parent: nil, tolerance: tolerance) {
            return (.value, detail)
        }
        return nil
    }

    /// The first part of two values that differs, in words, or nil when they agree.
    /// `root` names a value that is a bare number (`MagnificationGesture`'s, a `.map`'s), for
    /// its tolerance.
    static func valueDifference(_ device: JSONNode?, _ replay: JSONNode?, path: String, root: String? = nil, parent: String?,
                                tolerance: ConformanceTolerance) -> String? {
        let name = path.isEmpty ? "the value" : path
        switch (device, replay) {
        case (nil, nil), (.null?, .null?), (nil, .null?), (.null?, nil):
            return nil
        case (.number(let x, _)?, .number(let y, _)?):
            let key = path.isEmpty ? root ?? "" : path.split(separator: ".").last.map(String.init) ?? ""
            let limit = tolerance.limit(key: key, parent: parent)
            return abs(x - y) > limit + 1e-9
                ? "\(name) is \(NumberFormat.string(x)) on the device, \(NumberFormat.string(y)) in the replay (tolerance \(NumberFormat.string(limit)))"
                : nil
        case (.object(let left, _)?, .object(let right, _)?):
            let key = path.split(separator: ".").last.map(String.init)
            for member in left {
                let inner = path.isEmpty ? member.key : path + "." + member.key
                guard let other = right.first(where: { $0.key == member.key }) else {
                    return "\(inner) is on the device's value only"
                }
                if let detail = valueDifference(member.value, other.value, path: inner, parent: key, tolerance: tolerance) { return detail }
            }
            if let only = right.first(where: { member in !left.contains { $0.key == member.key } }) {
                return "\(path.isEmpty ? only.key : path + "." + only.key) is in the replay's value only"
            }
            return nil
        case (.array(let left, _)?, .array(let right, _)?):
            guard left.count == right.count else { return "\(name) has \(left.count) elements on the device, \(right.count) in the replay" }
            for index in left.indices {
                if let detail = valueDifference(left[index], right[index], path: path + "[\(index)]", parent: parent, tolerance: tolerance) { return detail }
            }
            return nil
        case (.string(let x, _)?, .string(let y, _)?) where x == y:
            return nil
        case (.bool(let x, _)?, .bool(let y, _)?) where x == y:
            return nil
        default:
            return "\(name) is \(device?.json ?? "absent") on the device, \(replay?.json ?? "absent") in the replay"
        }
    }

    /// `0.05 s`: a time as the report prints it.
    package static func seconds(_ t: Double) -> String { NumberFormat.string((t * 1e6).rounded() / 1e6) + " s" }
}
