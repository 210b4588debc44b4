import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every command in README.md and docs/ that runs on the repository's own files runs as
/// written (issue 29 §5): it succeeds, and where the docs show its output (`$ gesture-replay …`
/// followed by lines) or its count (`# 52 passed, 0 failed`), it prints that.
@Suite("The docs' commands run as pasted")
struct DocsCommandTests {
    struct Command: CustomTestStringConvertible {
        var file: String
        var line: Int
        var arguments: [String]
        var expectedOutput: String?
        var expectedCount: String?
        var testDescription: String { "\(file):\(line): gesture-replay \(arguments.joined(separator: " "))" }
    }

    /// The commands of the fenced blocks of `README.md` and `docs/*.md` that can run here: no
    /// pipe or redirection, no line continuation, no file that writes or that is not in the
    /// repository (`trace.jsonl`, `ContentView.swift` stand for the reader's own).
    static let commands: [Command] = {
        var found: [Command] = []
        let docs = ["README.md"] + ["architecture", "ci", "lint", "output-format", "performance", "recording", "reliability",
                                    "scene-format", "semantics", "trace-format"].map { "docs/\($0).md" }
        for file in docs {
            guard let text = readFile(packageRoot + "/" + file) else { continue }
            let lines = text.components(separatedBy: "\n")
            var inBlock = false, shell = false
            var index = 0
            while index < lines.count {
                let line = lines[index]
                index += 1
                let fence = line.trimmingPrefixSpaces
                if fence.hasPrefix("```") {
                    inBlock.toggle()
                    // Commands are in shell blocks, and after `$ ` in text blocks (with their output).
                    shell = inBlock && ["sh", "bash", "shell", "console", "text"].contains(String(fence.dropFirst(3)))
                    continue
                }
                guard inBlock, shell else { continue }
                var command = line.trimmingPrefixSpaces
                let shown = command.hasPrefix("$ ")
                if shown { command.removeFirst(2) }
                for prefix in ["swift run gesture-replay ", "gesture-replay "] where command.hasPrefix(prefix) {
                    command.removeFirst(prefix.count)
                    var comment: String?
                    if let hash = command.firstRange(of: "  #") ?? command.firstRange(of: " # ") {
                        comment = String(command[hash.upperBound...]).trimmingPrefixSpaces
                        command = String(command[..<hash.lowerBound])
                    }
                    var expected: String?
                    if shown {
                        var output: [String] = []
                        while index < lines.count, !lines[index].trimmingPrefixSpaces.hasPrefix("```"), !lines[index].hasPrefix("$ ") {
                            output.append(lines[index])
                            index += 1
                        }
                        expected = output.map { $0 + "\n" }.joined()
                    }
                    guard let arguments = Self.words(command), Self.runsHere(arguments) else { break }
                    // `# 52 passed, 0 failed`: what `check` prints.
                    let count = comment.flatMap { $0.firstMatch(of: /^\d+ passed, \d+ failed/).map { String($0.output) } }
                    found.append(Command(file: file, line: index, arguments: arguments, expectedOutput: expected, expectedCount: count))
                    break
                }
            }
        }
        return found
    }()

    /// Shell words with single and double quotes; nil for what a shell would do more with.
    static func words(_ command: String) -> [String]? {
        if command.hasSuffix("\\") || command.contains("|") || command.contains(">") || command.contains("<")
            || command.contains("$(") || command.contains("*") || command.contains("…") { return nil }
        var words: [String] = [], current = "", quote: Character?, inWord = false
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current); current = ""; inWord = false }
            } else {
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil else { return nil }
        if inWord { words.append(current) }
        return words
    }

    /// No file it names is missing, and it writes none.
    static func runsHere(_ arguments: [String]) -> Bool {
        if arguments.contains(where: { ["-o", "--output", "--junit", "--write-baseline", "--probe-out", "--update"].contains($0) }) { return false }
        for argument in arguments where !argument.hasPrefix("-") {
            let looksLikePath = argument.contains("/") || [".jsonl", ".json", ".swift", ".yml", ".events", ".xml", ".svg"].contains { argument.hasSuffix($0) }
            if looksLikePath, access(packageRoot + "/" + argument, F_OK) != 0 { return false }
        }
        return true
    }

    @Test("there are commands to run: the README's newcomer commands among them")
    func found() {
        #expect(Self.commands.count >= 12)
        #expect(Self.commands.contains { $0.file == "README.md" && $0.arguments.first == "Fixtures/traces/drag.jsonl" })
    }

    @Test("each runs, and prints what the docs show", arguments: commands)
    func runs(_ command: Command) {
        // What the docs show is what a terminal gets; the test's standard output is a pipe.
        let terminal = command.expectedOutput != nil && !command.arguments.contains("--format") ? ["--format", "text"] : []
        let result = run(command.arguments + terminal)
        // `lint` exits 1 when it finds something, which is what the docs show it doing.
        #expect(result.status == 0 || (command.arguments.first == "lint" && result.status == 1), "\(result.stderr)")
        #expect(!result.stderr.contains("error:"), "\(result.stderr)")
        if let expected = command.expectedOutput { #expect(result.stdout == expected) }
        if let count = command.expectedCount { #expect(result.stdout.contains(count), "\(result.stdout.suffix(200))") }
    }
}

private extension String {
    var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
