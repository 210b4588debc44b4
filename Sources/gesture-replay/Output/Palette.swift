import ReplayKit

/// Terminal colours for diffs, as `git diff` uses them.
struct Palette {
    enum Role { case removed, added, context, failure, success, heading }

    init(enabled: Bool) { self.enabled = enabled }

    var enabled: Bool

    func paint(_ text: String, _ role: Role) -> String {
        guard enabled else { return text }
        let code = switch role {
        case .removed: "31"
        case .added: "32"
        case .context: "2"
        case .failure: "1;31"
        case .success: "32"
        case .heading: "1"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

extension Palette.Role {
    init(_ role: RecordDiff.Role) {
        self = switch role {
        case .removed: .removed
        case .added: .added
        case .context: .context
        }
    }
}
