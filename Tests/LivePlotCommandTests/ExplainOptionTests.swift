import Testing
@testable import LivePlotCommand

/// `--explain` (issue 42, point 3): its run mode, the options it makes no sense with (declared in the
/// option table), and where the help, the manual and the completions say it.
@Suite struct ExplainOptionTests {
    private func mode(_ arguments: [String], _ facts: RunFacts = RunFacts(outputIsTerminal: true)) throws -> RunMode {
        try RunPlan(Options.parse(arguments), environment: ["TERM": "xterm"]).mode(in: facts)
    }

    /// Piped in, to a terminal or not, with `--once` or not: explained, no chart.
    @Test func itExplainsWhateverTheOutput() throws {
        #expect(try mode(["--explain"]) == .explain)
        #expect(try mode(["--explain"], RunFacts(outputIsTerminal: false)) == .explain)
        #expect(try mode(["--explain", "--once", "-f", "cpu", "-x", "time", "--count"]) == .explain)
        #expect(try mode(["--explain", "--match", "t=(\\d+)"]) == .explain)
        #expect(try mode(["--explain", "--help"]) == .text(Usage.text), "help first, as with any option")
    }

    /// Standard input a terminal: nothing to explain but what is typed; closed: said as for a chart.
    @Test func itNeedsAnInput() throws {
        #expect(try mode(["--explain"], RunFacts(inputIsTerminal: true, outputIsTerminal: true))
            == .refusal("liveplot: --explain reads standard input, which is a terminal: pipe the input in (iostat 1 | liveplot --explain)", status: 2))
        guard case .refusal(_, 1) = try mode(["--explain"], RunFacts(inputIsClosed: true)) else {
            Issue.record("a closed input is refused")
            return
        }
    }

    /// Each option it makes no sense with is a usage error saying why, whichever comes first.
    @Test func whatMakesNoSenseWithItIsAUsageError() {
        let refused = [
            (["--explain", "--demo"], "'--explain' cannot be combined with '--demo': the demo has no input to explain"),
            (["--tee", "--explain"], "'--explain' cannot be combined with '--tee': both write to standard output"),
            (["--explain", "-o", "chart.svg"], "'--explain' cannot be combined with '--output': it draws no chart to save"),
            (["--explain", "--replay", "2"], "'--explain' cannot be combined with '--replay': it reads the input's start at once, not at its pace"),
        ]
        for (arguments, message) in refused {
            #expect(throws: OptionsError(message), "\(arguments)") { try Options.parse(arguments) }
        }
    }

    /// The table declares it and its bounds; the help, the manual and every completion script say it.
    @Test func theHelpTheManualAndCompletionsSayIt() {
        let option = OptionTable.named["--explain"]
        #expect(option?.excludes.map(\.flag) == ["--demo", "--tee", "-o", "--replay"])
        #expect(OptionTable.explainLines == 1_000 && OptionTable.explainSeconds == 10)
        #expect(Usage.text.contains("\n      --explain         say how the input is read, then exit: format, separator"))
        #expect(Usage.text.contains("1000 lines, for at most 10 s (Ctrl-C: at once)"))
        #expect(ManualPage.text.contains(".B liveplot \\-\\-explain\n") && ManualPage.text.contains("\\fB\\-\\-explain\\fR\nsay how"))
        for shell in CompletionShell.allCases { #expect(CompletionScript.text(for: shell).contains("explain"), "\(shell)") }
    }
}
