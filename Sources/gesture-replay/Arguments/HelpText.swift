/// A command's help and USAGE line, laid out from its declarations in swift-argument-parser's
/// shape: OVERVIEW, the discussion, USAGE, ARGUMENTS, OPTIONS (names in a column, the text
/// wrapped beside them), then EXIT STATUS and EXAMPLES.
enum HelpText {
    /// Where the text of an option or argument starts, and the width it wraps to.
    static let textColumn = 26
    static let width = 92

    static func render<C: Command>(_ command: C.Type) -> String {
        var text = "OVERVIEW: \(C.overview)\n"
        if !C.discussion.isEmpty { text += "\n" + C.discussion + "\n" }
        text += "\n" + C.usage + "\n"
        for section in C.sectionsBeforeArguments { text += "\n\(section.title):\n\(section.body)\n" }
        if !C.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in C.arguments { text += entry(argument.name, argument.help) }
        }
        text += "\nOPTIONS:\n"
        for option in C.optionHelp {
            text += entry(option.synopsis, option.help + (option.defaultValue.map { " (default: \($0))" } ?? ""))
        }
        for section in C.sectionsAfterOptions { text += "\n\(section.title):\n\(section.body)\n" }
        text += "\nEXIT STATUS:\n\(C.exitStatus)\n"
        if !C.examples.isEmpty { text += "\nEXAMPLES:\n" + C.examples.map { "  " + $0 + "\n" }.joined() }
        text.removeLast()
        return text
    }

    /// `  --name <value>          Text wrapped beside it,` and the lines after it, indented.
    static func entry(_ synopsis: String, _ help: String) -> String {
        let lead = "  " + synopsis
        let indent = String(repeating: " ", count: textColumn)
        let lines = wrap(help, width: width - textColumn)
        guard let first = lines.first else { return lead + "\n" }
        var text: String
        if lead.count <= textColumn - 2 {
            text = lead + String(repeating: " ", count: textColumn - lead.count) + first + "\n"
        } else {
            text = lead + "\n" + indent + first + "\n"
        }
        for line in lines.dropFirst() { text += indent + line + "\n" }
        return text
    }

    /// Words filled into lines of at most `width` characters (a longer word gets a line of its own).
    /// A quoted command line (`'--device list'`) is one word: it is never split across lines.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var words: [Substring] = []
        var openQuote: String.Index?
        for word in text.split(separator: " ") {
            if let start = openQuote {
                // The quote closes at a word ending in `'`, punctuation after it aside.
                guard word.reversed().first(where: { !",.;)".contains($0) }) == "'" else { continue }
                words.append(text[start..<word.endIndex])
                openQuote = nil
            } else if word.hasPrefix("'"), !word.dropFirst().contains("'") {
                openQuote = word.startIndex
            } else {
                words.append(word)
            }
        }
        if let start = openQuote { words.append(text[start...]) }
        for word in words {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `USAGE: gesture-replay lint [--profiles <p,…>] … <scene> ...`: every option in brackets,
    /// in the order declared; alternatives as `[a | b]`; an option that qualifies another inside
    /// that one's brackets.
    static func usage(name: String, options: [OptionHelp], arguments: [ArgumentHelp]) -> String {
        var words = ["USAGE: gesture-replay"]
        if !name.isEmpty { words.append(name) }
        words += groups(options.filter { $0.within == nil && !$0.required }, all: options)
        for argument in arguments {
            let word = argument.name + (argument.repeats ? " ..." : "")
            words.append(argument.optional ? "[\(word)]" : word)
        }
        // What must be given comes last, after the arguments, as `render <trace> -o <file.svg>`.
        words += options.filter(\.required).map(\.usage)
        return words.joined(separator: " ")
    }

    /// Each option, or each run of alternatives, bracketed, with what it qualifies inside.
    private static func groups(_ options: [OptionHelp], all: [OptionHelp]) -> [String] {
        var words: [String] = []
        var index = 0
        while index < options.count {
            var alternatives = [options[index]]
            if let group = options[index].oneOf {
                while index + alternatives.count < options.count, options[index + alternatives.count].oneOf == group {
                    alternatives.append(options[index + alternatives.count])
                }
            }
            index += alternatives.count
            words.append("[" + alternatives.map { option in
                ([option.usage] + groups(all.filter { $0.within == option.name }, all: all)).joined(separator: " ")
            }.joined(separator: " | ") + "]")
        }
        return words
    }
}
