import TraceFormat

/// What a shell offers after an option or for an argument.
enum Completion: Equatable, Sendable {
    /// Nothing in particular: a number, a name, an expression.
    case none
    /// A path.
    case file
    /// One of these words.
    case values([String])
}

/// An option as everything but its parser sees it: help, usage, completions, the manual page and
/// "did you mean" all read this, so none of them can disagree with another.
struct OptionHelp: Sendable {
    /// The names shown, short first (`-g`, `--gesture`); the last is the option's own name.
    var names: [String]
    /// Names also accepted and never shown (`--profile` for lint's `--profiles`, `-D`).
    var aliases: [String] = []
    /// The value's placeholder (`<file>`); nil for a flag. Several words for an option that takes
    /// several values (`<width> <height>`).
    var value: String?
    var help: String
    /// What the option is when it is not given, for `(default: …)`.
    var defaultValue: String?
    var completion: Completion = .none
    /// Whether it may be given more than once (usage writes `…` after it).
    var repeats = false
    /// Written in USAGE inside the brackets of this option (`--force` inside `--update`'s).
    var within: String?
    /// Options with the same group that follow one another are alternatives: `[a | b]`.
    var oneOf: String?
    /// Whether the command cannot run without it (USAGE writes it without brackets).
    var required = false

    var name: String { names[names.count - 1] }
    /// Every name the parser accepts.
    var accepted: [String] { names + aliases }
    /// `-g, --gesture <expression>`, as OPTIONS lists it.
    var synopsis: String { names.joined(separator: ", ") + (value.map { " " + $0 } ?? "") }
    /// `--gesture <expression>`, as USAGE writes it.
    var usage: String { name + (value.map { " " + $0 } ?? "") + (repeats ? "…" : "") }
}

/// A positional argument, as help and completions show it.
struct ArgumentHelp: Sendable {
    /// `<trace>`.
    var name: String
    var help: String
    var repeats = false
    var optional = false
    var completion: Completion = .file
}

/// One option of a command, declared once: its help and how it changes the command. Parsing,
/// USAGE, OPTIONS, completions and the manual page all come from the command's list of these
/// (swift-argument-parser's model, without the dependency).
struct CommandOption<C>: Sendable {
    var help: OptionHelp
    /// Reads the option's value, if it has one, from the scanner and sets it on the command.
    let parse: @Sendable (inout C, inout ArgumentScanner) throws(UsageError) -> Void

    /// A flag: `set` runs when it is given.
    static func flag(_ names: [String], aliases: [String] = [], help: String, within: String? = nil,
                     _ set: @escaping @Sendable (inout C) throws(UsageError) -> Void) -> CommandOption {
        CommandOption(help: OptionHelp(names: names, aliases: aliases, value: nil, help: help, within: within)) { (command: inout C, _: inout ArgumentScanner) throws(UsageError) in
            try set(&command)
        }
    }

    /// An option with one value: `set` gets the text after it (or after its `=`).
    static func value(_ names: [String], _ placeholder: String, aliases: [String] = [], help: String, default defaultValue: String? = nil,
                      completion: Completion = .none, repeats: Bool = false, within: String? = nil, oneOf: String? = nil, required: Bool = false,
                      _ set: @escaping @Sendable (inout C, String) throws(UsageError) -> Void) -> CommandOption {
        let help = OptionHelp(names: names, aliases: aliases, value: placeholder, help: help, defaultValue: defaultValue,
                              completion: completion, repeats: repeats, within: within, oneOf: oneOf, required: required)
        return CommandOption(help: help) { (command: inout C, scanner: inout ArgumentScanner) throws(UsageError) in
            try set(&command, try scanner.value(for: help.name))
        }
    }

    /// The same option on a command that holds `C` at `path` (the flags several commands share).
    func lifted<Outer>(_ path: WritableKeyPath<Outer, C> & Sendable) -> CommandOption<Outer> {
        let parse = self.parse
        return CommandOption<Outer>(help: help) { (outer: inout Outer, scanner: inout ArgumentScanner) throws(UsageError) in
            try parse(&outer[keyPath: path], &scanner)
        }
    }

    /// The same option with other help, or shown inside another option's brackets.
    func with(help text: String? = nil, default defaultValue: String? = nil, within: String? = nil, oneOf: String? = nil) -> CommandOption {
        var copy = self
        if let text { copy.help.help = text }
        if let defaultValue { copy.help.defaultValue = defaultValue }
        if let within { copy.help.within = within }
        if let oneOf { copy.help.oneOf = oneOf }
        return copy
    }
}

/// A value of an option, checked: each reads the text an option was given and says, naming the
/// option, what was expected when it is not that.
enum OptionValue {
    static func invalid(_ text: String, _ option: String, expected: String) -> UsageError {
        UsageError(message: "invalid value '\(text)' for '\(option)'; expected \(expected)")
    }

    static func number(_ text: String, _ option: String, _ what: String = "a number", where valid: (Double) -> Bool = { $0.isFinite }) throws(UsageError) -> Double {
        guard let number = Double(text), number.isFinite, valid(number) else { throw invalid(text, option, expected: what) }
        return number
    }

    static func integer(_ text: String, _ option: String, _ what: String = "an integer", where valid: (Int) -> Bool = { _ in true }) throws(UsageError) -> Int {
        guard let number = Int(text), valid(number) else { throw invalid(text, option, expected: what) }
        return number
    }

    /// One of a closed set of words (a format, a colour choice), with the nearest when it is none.
    static func choice<T: RawRepresentable & CaseIterable>(_ text: String, _ option: String) throws(UsageError) -> T where T.RawValue == String {
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        var message = "invalid value '\(text)' for '\(option)'; expected " + OptionValue.list(names)
        if let suggestion = Suggestion.nearest(to: text, among: names) { message += " (did you mean '\(suggestion)'?)" }
        throw UsageError(message: message)
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}
