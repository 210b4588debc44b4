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
