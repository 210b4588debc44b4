import Testing

@Suite("Completions and the manual page, generated from --help")
struct HelpDerivedTests {
    private let commands = ["check", "synth", "validate", "import", "render"]

    @Test("each shell's script offers every command and the options each command's help lists", arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) {
        let result = run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        for command in commands { #expect(result.stdout.contains(command)) }
        // From check's, synth's and the replay's OPTIONS sections.
        for option in ["update", "junit", "jitter", "keep-going", "max-gap"] { #expect(result.stdout.contains(option)) }
    }

    @Test("the bash script is valid bash and completes check's options")
    func bashCompletes() {
        let script = run(["--generate-completion-script", "bash"]).stdout
        let path = temporaryDirectory() + "/gesture-replay.bash"
        writeFile(path, script)
        let completed = run(["-c", #"source "$0"; COMP_WORDS=(gesture-replay check --up); COMP_CWORD=2; _gesture_replay; echo "${COMPREPLY[@]}""#, path],
                            program: "/bin/bash")
        #expect(completed == RunResult(status: 0, stdout: "--update\n", stderr: ""))
        let first = run(["-c", #"source "$0"; COMP_WORDS=(gesture-replay ch); COMP_CWORD=1; _gesture_replay; echo "${COMPREPLY[@]}""#, path],
                        program: "/bin/bash")
        #expect(first.stdout == "check\n")
    }

    @Test("after an option with a list of values the scripts offer them: profiles, devices, rules, formats; synth's kinds and import's formats before files")
    func values() {
        let path = temporaryDirectory() + "/gesture-replay.bash"
        writeFile(path, run(["--generate-completion-script", "bash"]).stdout)
        func complete(_ words: String) -> String {
            let count = words.split(separator: " ").count
            return run(["-c", "source \"$0\"; COMP_WORDS=(\(words)); COMP_CWORD=\(count - 1); _gesture_replay; echo \"${COMPREPLY[@]}\"", path],
                       program: "/bin/bash").stdout
        }
        #expect(complete("gesture-replay lint x --profiles io") == "ios17 ios18\n")
        #expect(complete("gesture-replay layout x --device iphone-17") == "iphone-17-pro iphone-17-pro-max\n")
        #expect(complete("gesture-replay lint x --rule small") == "small-target\n")
        #expect(complete("gesture-replay synth dou").hasPrefix("double-tap"))
        // Before a kind, only kinds (no file names, whatever options came first); after one, files.
        #expect(complete("gesture-replay synth --profile ios18 d") == "double-tap drag double-click\n")
        #expect(complete("gesture-replay synth t") == "tap trackpad-pinch trackpad-rotate type\n")
        #expect(complete("gesture-replay synth drag then lo") == "long-press\n")
        #expect(complete("gesture-replay synth tap Package.sw") == "Package.swift\n")
        #expect(complete("gesture-replay import lib").hasPrefix("libinput-record"))
        #expect(run(["--generate-completion-script", "zsh"]).stdout.contains("'--profile[]:value:(ios17 ios18 ipados17 ipados18 macos15 visionos2)'"))
        #expect(run(["--generate-completion-script", "fish"]).stdout.contains("-l profile -xa 'ios17 ios18 ipados17 ipados18 macos15 visionos2'"))
    }

    @Test("every command's help says its exit statuses, as swift-argument-parser's tools do")
    func exitStatusSections() {
        for command in commands + ["lint", "layout"] {
            let help = run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("\nEXIT STATUS:\n  0 "), "\(command)")
        }
        #expect(run(["--help"]).stdout.contains("\nEXIT STATUS:\n"))
    }

    @Test("an unknown shell is a usage error that names the shells")
    func unknownShell() {
        #expect(run(["--generate-completion-script", "tcsh"]) == RunResult(status: 64, stdout: "", stderr:
            "error: '--generate-completion-script' takes one shell: bash, zsh, fish\n  Example: gesture-replay --generate-completion-script zsh > _gesture-replay\n"))
    }

    @Test("the manual page has a section per command, with its help text unfilled and escaped for roff")
    func manual() {
        let page = run(["--generate-manual"]).stdout
        #expect(page.hasPrefix(".TH GESTURE-REPLAY 1 \"\" \"gesture-replay 0.22.0\" \"User Commands\"\n.SH NAME\ngesture-replay \\- Replay recorded touch traces through SwiftUI's gesture recognizers.\n.SH DESCRIPTION\n.nf\n"))
        for command in commands { #expect(page.contains("\n.SH gesture-replay \(command.uppercased())\n")) }
        #expect(page.contains("\n.SS EXAMPLES\n.nf\n  gesture\\-replay check Fixtures/traces\n"))
        // No help line may start a roff request by accident.
        for line in page.split(separator: "\n") where line.hasPrefix(".") {
            #expect([".TH", ".SH", ".SS", ".nf", ".fi"].contains(String(line.prefix(3))), "\(line)")
        }
    }
}
