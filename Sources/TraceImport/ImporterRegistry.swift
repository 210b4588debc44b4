import TraceFormat

/// The importers by format name, as `gesture-replay import FORMAT` takes them. Adding a format is
/// one entry here and one importer type.
public enum ImporterRegistry {
    public struct Entry: Sendable {
        /// The name on the command line.
        public let name: String
        /// What it reads, for `--help`.
        public let summary: String
        public let make: @Sendable (ImportOptions) -> any TraceImporter
    }

    public static let entries: [Entry] = [
        Entry(name: EvdevRecordingFormat.evemu.rawValue, summary: "evemu-record's .events files",
              make: { EvdevImporter(format: .evemu, options: $0) }),
        Entry(name: EvdevRecordingFormat.libinputRecord.rawValue, summary: "libinput record YAML",
              make: { EvdevImporter(format: .libinputRecord, options: $0) }),
    ]

    public static var names: [String] { entries.map(\.name) }

    public static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }
}
