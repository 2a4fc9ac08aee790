import Testing
@testable import LivePlotStore
@testable import LivePlotCommand

/// `--man` and `--generate-completion-script`: made from the option table, so they name every flag the
/// parser knows. (That each renders cleanly, loads in its shell and completes is `UnixCitizenTests`.)
@Suite struct ManualAndCompletionTests {
    /// Every name of every option, each in bold as a tag of the OPTIONS section, in the table's order;
    /// every section of a manual page; every key.
    @Test func theManualListsEveryFlagAndKey() throws {
        let page = ManualPage.text
        var searchFrom = try #require(page.range(of: "\n.SH OPTIONS\n")).upperBound
        for option in OptionTable.options {
            for name in option.names {
                let tag = "\\fB" + RoffText.escaped(name) + "\\fR"
                let found = try #require(page.range(of: tag, range: searchFrom..<page.endIndex), "\(name), in order")
                searchFrom = found.upperBound
            }
        }
        var sectionFrom = page.startIndex
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "FORMATS", "EXAMPLES", "EXIT STATUS",
                        "ENVIRONMENT", "SEE ALSO"] {
            let found = try #require(page.range(of: "\n.SH \(section)\n", range: sectionFrom..<page.endIndex), "\(section), in order")
            sectionFrom = found.upperBound
        }
        for (keys, _) in KeyHelp.keys { #expect(page.contains(".B " + RoffText.escaped(keys) + "\n")) }
    }

    /// The page is ASCII, every line of text is text (none starts with a dot or a quote unless it is a
    /// request the page means), and options keep their minus signs (`\-`).
    @Test func theManualIsSafeRoff() {
        let requests: Set<String> = [".TH", ".SH", ".SS", ".PP", ".TP", ".B", ".br", ".RS", ".RE", ".EX", ".EE", ".nh", ".\\\""]
        for line in ManualPage.text.split(separator: "\n") {
            #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "\(line)")
            if line.hasPrefix(".") || line.hasPrefix("'") {
                #expect(requests.contains(String(line.prefix { $0 != " " })), "\(line)")
            }
            #expect(line.hasPrefix(".\\\"") || !line.contains(" --"), "an unescaped option: \(line)")
        }
        #expect(RoffText.escaped(".start") == "\\&.start")
        #expect(RoffText.escaped("a\\b -c ≤ ⁿ 😀") == "a\\eb \\-c \\(<= ^n \\[u1F600]")
    }

    /// Each shell's script names every flag, completes the words of `--style`, `--color` and `--stat`, and
    /// file names for `-o` only.
    @Test func everyScriptNamesEveryFlag() {
        for shell in CompletionShell.allCases {
            let script = CompletionScript.text(for: shell)
            for option in OptionTable.options {
                for name in option.allNames {
                    let spelled = shell == .fish ? (name.hasPrefix("--") ? "-l " + name.dropFirst(2) : "-s " + name.dropFirst()) : name
                    #expect(script.contains(spelled), "\(shell): \(name)")
                }
            }
            for word in ["braille", "blocks", "ascii", "auto", "always", "never"] + BucketStat.usual.map(\.name) {
                #expect(script.contains(word), "\(shell): \(word)")
            }
        }
        #expect(CompletionScript.bash.components(separatedBy: "compgen -f").count == 3, "files for -o and the FILE operands")
        #expect(CompletionScript.zsh.components(separatedBy: ":_files").count == 4, "-o, --output and the FILE operands")
        #expect(CompletionScript.fish.components(separatedBy: " -F ").count == 2)
    }
}
