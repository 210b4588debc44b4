/// The order of every module's folders, lowest first: a file may use a type declared in its own
/// folder or in a folder listed before its own; never one listed after it, nor one declared in
/// the module's root files, which are its entry and sit above every folder. The one statement of the order: docs/architecture.md points here, and
/// `FolderOrderTests` holds the sources to it.
struct FolderOrder {
    let module: String
    let folders: [String]
    /// Pairs of folders that may use each other, each with the reason.
    var mutual: [(String, String, why: String)] = []

    static let all: [FolderOrder] = [
        FolderOrder(module: "TraceFormat", folders: ["Core", "Reading", "Writing", "Synthesis"]),
        FolderOrder(module: "TraceImport", folders: ["Sessions", "Evdev"]),
        FolderOrder(module: "Recognizers",
                    folders: ["Core", "Modifiers", "Gestures", "Composition", "Platform", "Views", "Controls", "Arbitration", "Engine"],
                    mutual: [("Views", "Controls", why: "a view holds its control, and a control's runtime answers for its view")]),
        FolderOrder(module: "SwiftSource",
                    folders: ["Syntax", "Model", "Reading", "Runtime", "Views", "Layout", "Scenes"]),
        FolderOrder(module: "ReplayKit", folders: ["Support", "Bridge", "Records", "Replay", "Lint", "Conformance"]),
        FolderOrder(module: "GestureTesting", folders: []),
        FolderOrder(module: "gesture-replay", folders: ["Output", "Arguments", "Commands"]),
    ]

    /// Whether a file in `user` may name a type declared in `used`.
    func allows(_ user: String, toUse used: String) -> Bool {
        guard !used.isEmpty else { return false }
        guard let u = folders.firstIndex(of: user), let d = folders.firstIndex(of: used) else { return false }
        return d <= u || mutual.contains { ($0.0 == user && $0.1 == used) || ($0.0 == used && $0.1 == user) }
    }
}
