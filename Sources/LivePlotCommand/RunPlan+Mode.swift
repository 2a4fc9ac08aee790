/// The run mode: the plan and the edge's facts → print, refuse, or plot, and how.
extension RunPlan {
    /// How often a terminal that cannot move its cursor gets a new chart while samples arrive.
    public static var cursorlessPeriod: Duration { .seconds(5) }

    /// Room for the reads, the batches and the history's first block, taken at once later; asked for
    /// first, so too little is a clear word at the start rather than a trap mid-run (`ulimit -v`).
    public var startingRoom: Int { (8 << 20) + min(history, 1 << 17) * MemoryLayout<Double>.stride * 2 }

    /// How this run goes, given `facts`. The checks come in the order their messages take precedence.
    ///
    /// ```swift
    /// plan.mode(in: RunFacts(outputIsTerminal: false))   // .plot: once, to standard output
    /// ```
    public func mode(in facts: RunFacts) -> RunMode {
        switch request {
        case .help: return .text(Usage.text)
        case .version: return .text("liveplot \(Options.version)\n")
        case .manual: return .text(ManualPage.text)
        case .completion(let shell): return .text(CompletionScript.text(for: shell))
        case .plot: break
        }
        if facts.inputIsClosed, readsStandardInput {
            return .refusal("liveplot: standard input is closed: pipe numbers in (see 'liveplot --help')", status: 1)
        }
        guard facts.hasRoomToStart else {
            return .refusal("liveplot: not enough memory to start (\(startingRoom >> 20) MB at least)", status: 1)
        }
        if explains {
            guard !facts.inputIsTerminal || !readsStandardInput else {
                return .refusal("liveplot: --explain reads standard input, which is a terminal: pipe the input in "
                    + "(iostat 1 | liveplot --explain)", status: 2)
            }
            return .explain
        }
        if tees, facts.outputIsTerminal {
            return .refusal("liveplot: --tee copies the input to standard output, which is the terminal "
                + "the chart is drawn on: send it on (liveplot --tee | cmd, or > file)", status: 2)
        }
        let destination: RunMode.Destination = !tees ? .standardOutput : facts.hasTerminalForTee ? .terminal : .nowhere
        let drawsOnTerminal = tees ? facts.hasTerminalForTee : facts.outputIsTerminal
        let once = self.once ?? !drawsOnTerminal
        if readsStandardInput, !once, facts.inputIsTerminal {
            return .refusal("liveplot: standard input is a terminal; pipe numbers in "
                + "(seq 1 100 | liveplot) or try 'liveplot --demo' (see 'liveplot --help')", status: 2)
        }
        let drawing: RunMode.Drawing = once ? .once : movesCursor ? .live : .repeated(every: Self.cursorlessPeriod)
        return .plot(RunMode.Chart(
            source: isDemo ? .demo : sources == [.standardInput] ? .standardInput : .sources, drawing: drawing, destination: destination,
            warning: destination == .nowhere && outputFile == nil
                ? "liveplot: --tee draws on the terminal, and there is none: the input is passed on, no chart drawn (-o FILE saves it)"
                : nil,
            failsUndrawn: destination == .nowhere && outputFile == nil && once && !isDemo))
    }
}
