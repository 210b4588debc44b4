import Testing

/// Each command's USAGE line, OPTIONS section, parser, completions and manual page say the same
/// options: they are made from one declaration per option, and this holds them to it from the
/// outside, as a user meets them.
@Suite("Every command's usage, options, parser and completions agree")
struct OptionsConsistencyTests {
    /// The replay (no word) and every subcommand, as the replay's SUBCOMMANDS section lists them.
    static let commands: [String] = {
        let help = run(["--help"]).stdout
        let section = help.split(separator: "\nSUBCOMMANDS:\n").last.map { $0.split(separator: "\n\n").first ?? "" } ?? ""
        let names = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            let word = line.dropFirst(2).prefix { $0 != " " }
            return word == "help" || word == "See" ? nil : String(word)
        }
        return [""] + names
    }()

    /// The long options written in the USAGE line, in order.
    static func usageOptions(_ help: String) -> [String] {
        guard let line = help.split(separator: "\n").first(where: { $0.hasPrefix("USAGE: ") }) else { return [] }
        return longOptions(in: line)
    }

    /// The long options the OPTIONS section lists, in order.
    static func listedOptions(_ help: String) -> [String] {
        var options: [String] = []
        var inOptions = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " " { inOptions = line.hasPrefix("OPTIONS:") }
            guard inOptions, line.hasPrefix("  -") else { continue }
            options += longOptions(in: line.split(separator: "  ").first ?? "")
        }
        return options
    }

    static func longOptions(in text: Substring) -> [String] {
        var found: [String] = []
        for word in text.split(whereSeparator: { " ,[]|=".contains($0) }) where word.hasPrefix("--") {
            let name = String(word.prefix { $0 == "-" || $0.isLetter || $0.isNumber })
            if name.count > 2, !found.contains(name) { found.append(name) }
        }
        return found
    }

    static func arguments(_ command: String) -> [String] { command.isEmpty ? [] : [command] }

    @Test("the subcommands are found")
    func subcommandsFound() {
        #expect(Self.commands == ["", "check", "synth", "validate", "import", "render", "layout", "lint", "conformance"])
    }

    @Test("USAGE names every option OPTIONS lists, --help and --version aside", arguments: commands)
    func usageMatchesOptions(command: String) {
        let help = run(Self.arguments(command) + ["--help"]).stdout
        let listed = Self.listedOptions(help)
        #expect(listed.suffix(2) == ["--version", "--help"], "\(command)")
        #expect(Self.usageOptions(help).sorted() == listed.dropLast(2).sorted(), "\(command)")
        // The one-line usage a usage error prints is the help's.
        let usage = help.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }.map(String.init) ?? ""
        #expect(run(Self.arguments(command) + ["--no-such-option"]).stderr.contains("\n" + usage + "\n"), "\(command)")
    }

    @Test("the parser takes every option OPTIONS lists, and offers each when it is mistyped", arguments: commands)
    func parserTakesEveryOption(command: String) {
        let help = run(Self.arguments(command) + ["--help"]).stdout
        // Values and arguments name files in a folder of their own: an option that writes
        // (`--junit`, `-o`) writes there.
        let folder = temporaryDirectory()
        for option in Self.listedOptions(help) where option != "--help" && option != "--version" {
            let given = run(Self.arguments(command) + [option, folder + "/x", folder + "/y"])
            #expect(!given.stderr.contains("unknown option"), "\(command) \(option): \(given.stderr)")
            // The name without its last letter is nearest to the option itself.
            let typo = String(option.dropLast())
            guard typo.count > 5 else { continue }
            let mistyped = run(Self.arguments(command) + [typo, folder + "/x"])
            #expect(mistyped.status == 64, "\(command) \(typo)")
            // `--profile` is a name lint takes for its `--profiles`, and replay's own option.
            guard mistyped.stderr.contains("unknown option") else { continue }
            #expect(mistyped.stderr.hasPrefix("error: unknown option '\(typo)'; did you mean '"), "\(command) \(typo): \(mistyped.stderr)")
        }
        let unknown = run(Self.arguments(command) + ["--no-such-option"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: unknown option '--no-such-option'"), "\(command)")
    }

    @Test("each shell's completions offer exactly the options help lists", arguments: commands)
    func completionsMatchOptions(command: String) {
        let help = run(Self.arguments(command) + ["--help"]).stdout
        let listed = Self.listedOptions(help)
        let bash = run(["--generate-completion-script", "bash"]).stdout
        let words: [String]
        if command.isEmpty {
            let line = bash.split(separator: "\n").first { $0.contains("*) words=\"") } ?? ""
            words = line.split(separator: "\"").dropFirst().first.map { $0.split(separator: " ").map(String.init) } ?? []
        } else {
            let line = bash.split(separator: "\n").first { $0.hasPrefix("        \(command)) words=") } ?? ""
            words = line.split(separator: "\"").dropFirst().first.map { $0.split(separator: " ").map(String.init) } ?? []
        }
        #expect(words == listed, "\(command)")
        let fish = run(["--generate-completion-script", "fish"]).stdout
        for option in listed where !command.isEmpty {
            #expect(fish.contains("__fish_seen_subcommand_from \(command)' -l \(option.dropFirst(2))"), "\(command) \(option)")
        }
        let page = run(["--generate-manual"]).stdout
        for option in listed { #expect(page.contains(option.replacing("-", with: "\\-")), "\(command) \(option)") }
    }
}
