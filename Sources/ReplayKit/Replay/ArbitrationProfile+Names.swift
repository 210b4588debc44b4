import Recognizers
import TraceFormat

/// A profile as the command line and headers name it: the names, the list messages give, and the
/// error for a name this version does not replay.
extension ArbitrationProfile {
    package static let names = ArbitrationProfile.allCases.map(\.rawValue)

    package static var nameList: String {
        // Grouped by platform: 'ios17', 'ios18' (iPhone), 'ipados17', 'ipados18' (iPad) or 'macos15' (Mac).
        var groups: [String] = []
        for platform in ArbitrationProfile.Platform.allCases {
            let names = ArbitrationProfile.allCases.filter { $0.platform == platform }.map { "'\($0.rawValue)'" }
            groups.append(names.joined(separator: ", ") + " (\(platform.rawValue))")
        }
        return groups.dropLast().joined(separator: ", ") + " or " + groups.last!
    }

    /// The error for a profile name this version does not replay, header or option alike.
    package static func unknownMessage(_ name: String, option: String? = nil) -> String {
        var message = "unknown profile '\(name)'" + (option.map { " for '\($0)'" } ?? "") + "; this version replays \(nameList)"
        if let suggestion = Suggestion.nearest(to: name, among: names) { message += " (did you mean '\(suggestion)'?)" }
        return message
    }

}
