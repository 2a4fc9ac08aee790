import Testing
@testable import LivePlotCommand

/// The run mode, decided from the arguments and what the edge found about the descriptors: every way a
/// run goes (text, refusals, once, repeated, live; standard input or the demo; to standard output, the
/// terminal with --tee, or nowhere), and which refusal comes first.
@Suite struct RunModeTests {
    /// The mode of `arguments` in a terminal that moves its cursor (`TERM=xterm`), unless `environment`
    /// says otherwise.
    static func mode(_ arguments: [String], _ facts: RunFacts,
                     environment: [String: String] = ["TERM": "xterm", "LANG": "C.UTF-8"]) throws -> RunMode {
        try RunPlan(Options.parse(arguments), environment: environment).mode(in: facts)
    }

    /// `seq 9 | liveplot` in a terminal.
    static let piped = RunFacts(outputIsTerminal: true)

    static func chart(_ source: RunMode.Source, _ drawing: RunMode.Drawing, _ destination: RunMode.Destination = .standardOutput,
                      warning: String? = nil, failsUndrawn: Bool = false) -> RunMode {
        .plot(RunMode.Chart(source: source, drawing: drawing, destination: destination, warning: warning, failsUndrawn: failsUndrawn))
    }

    @Test func textAboutLiveplot() throws {
        #expect(try Self.mode(["--help"], Self.piped) == .text(Usage.text))
        #expect(try Self.mode(["--version"], Self.piped) == .text("liveplot \(Options.version)\n"))
        #expect(try Self.mode(["--man"], Self.piped) == .text(ManualPage.text))
        #expect(try Self.mode(["--generate-completion-script", "bash"], Self.piped) == .text(CompletionScript.text(for: .bash)))
        #expect(try Self.mode(["--help"], RunFacts(inputIsClosed: true, hasRoomToStart: false)) == .text(Usage.text),
                "nothing about the input or memory matters to text")
    }

    /// Live in a terminal; once when the output is no terminal or --once says so; charts one after
    /// another where the terminal cannot move its cursor.
    @Test func liveOnceOrRepeated() throws {
        #expect(try Self.mode([], Self.piped) == Self.chart(.standardInput, .live))
        #expect(try Self.mode([], RunFacts(outputIsTerminal: false)) == Self.chart(.standardInput, .once))
        #expect(try Self.mode(["--once"], Self.piped) == Self.chart(.standardInput, .once))
        #expect(try Self.mode([], Self.piped, environment: ["TERM": "dumb"])
            == Self.chart(.standardInput, .repeated(every: .seconds(5))))
        #expect(try Self.mode(["--once"], Self.piped, environment: ["TERM": "dumb"]) == Self.chart(.standardInput, .once))
    }

    /// The demo: live, once, or repeated, as standard input's run would be; its input may be a terminal,
    /// or closed.
    @Test func theDemo() throws {
        #expect(try Self.mode(["--demo"], RunFacts(inputIsTerminal: true, outputIsTerminal: true)) == Self.chart(.demo, .live))
        #expect(try Self.mode(["--demo"], RunFacts(inputIsClosed: true, outputIsTerminal: true)) == Self.chart(.demo, .live))
        #expect(try Self.mode(["--demo"], RunFacts()) == Self.chart(.demo, .once))
        #expect(try Self.mode(["--demo"], Self.piped, environment: ["TERM": "dumb"]) == Self.chart(.demo, .repeated(every: .seconds(5))))
    }

    /// --tee: the chart on the terminal, live; with no terminal, nowhere: said, and a chart asked for and
    /// not drawn fails the run unless -o saves it.
    @Test func tee() throws {
        let withTerminal = RunFacts(outputIsTerminal: false, hasTerminalForTee: true)
        #expect(try Self.mode(["--tee"], withTerminal) == Self.chart(.standardInput, .live, .terminal))
        #expect(try Self.mode(["--tee", "--once"], withTerminal) == Self.chart(.standardInput, .once, .terminal))
        let warning = "liveplot: --tee draws on the terminal, and there is none: the input is passed on, no chart drawn (-o FILE saves it)"
        #expect(try Self.mode(["--tee"], RunFacts()) == Self.chart(.standardInput, .once, .nowhere, warning: warning, failsUndrawn: true))
        #expect(try Self.mode(["--tee", "-o", "c.txt"], RunFacts()) == Self.chart(.standardInput, .once, .nowhere))
    }

    /// Refusals, each with its status, and the first that applies wins: closed input, then memory, then
    /// --tee onto the terminal, then a terminal for input.
    @Test func refusalsInTheirOrder() throws {
        let closed = RunMode.refusal("liveplot: standard input is closed: pipe numbers in (see 'liveplot --help')", status: 1)
        #expect(try Self.mode([], RunFacts(inputIsClosed: true, outputIsTerminal: true, hasRoomToStart: false)) == closed)
        let plan = RunPlan(Options(), environment: [:])
        let memory = RunMode.refusal("liveplot: not enough memory to start (\(plan.startingRoom >> 20) MB at least)", status: 1)
        #expect(try Self.mode(["--tee"], RunFacts(outputIsTerminal: true, hasRoomToStart: false)) == memory)
        let teeOnTerminal = RunMode.refusal("liveplot: --tee copies the input to standard output, which is the terminal "
            + "the chart is drawn on: send it on (liveplot --tee | cmd, or > file)", status: 2)
        #expect(try Self.mode(["--tee"], RunFacts(inputIsTerminal: true, outputIsTerminal: true)) == teeOnTerminal)
        let terminalInput = RunMode.refusal("liveplot: standard input is a terminal; pipe numbers in "
            + "(seq 1 100 | liveplot) or try 'liveplot --demo' (see 'liveplot --help')", status: 2)
        #expect(try Self.mode([], RunFacts(inputIsTerminal: true, outputIsTerminal: true)) == terminalInput)
        #expect(try Self.mode(["--once"], RunFacts(inputIsTerminal: true, outputIsTerminal: true)) == Self.chart(.standardInput, .once),
                "--once reads a terminal to its end")
        #expect(try Self.mode([], RunFacts(inputIsTerminal: true)) == Self.chart(.standardInput, .once), "output elsewhere: once")
    }

    /// The room asked for at the start grows with the history, up to its first block.
    @Test func theStartingRoomFollowsTheHistory() throws {
        #expect(try RunPlan(Options.parse(["-n", "10"]), environment: [:]).startingRoom == (8 << 20) + 10 * 16)
        #expect(try RunPlan(Options.parse(["-n", "1000000"]), environment: [:]).startingRoom == (8 << 20) + (1 << 17) * 16)
    }
}
