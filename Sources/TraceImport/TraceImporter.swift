import TraceFormat

/// Turns another tool's recording into traces, one per session. Importers read bytes and call
/// nothing; `ImportOptions.readFile` is the one way they reach another file (a device description).
public protocol TraceImporter {
    func sessions(of recording: [UInt8], file: String) throws(TraceError) -> [ImportedSession]
}

/// What every importer is given: how to scale, where sessions split, and how to read a file.
public struct ImportOptions {
    /// How device units become points; nil: the importer's default.
    public var scaling: EvdevScaling?
    /// A new session starts after this many seconds with no finger down.
    public var splitGap: Double
    /// A device description for recordings without one.
    public var devicePath: String?
    /// Reads a whole file, or nil when it cannot be read.
    public var readFile: (String) -> [UInt8]?
    /// A touchpad's fingers as a Mac's trackpad: cursor, scroll, magnify and rotate lines.
    public var trackpad: Bool

    public init(scaling: EvdevScaling? = nil, splitGap: Double = 1.0, devicePath: String? = nil, trackpad: Bool = false,
                readFile: @escaping (String) -> [UInt8]? = { _ in nil }) {
        self.scaling = scaling
        self.splitGap = splitGap
        self.devicePath = devicePath
        self.trackpad = trackpad
        self.readFile = readFile
    }
}

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
