/// What the edge found about the run's descriptors, for `RunPlan.mode(in:)`: the command layer decides,
/// the edge only asks.
///
/// ```swift
/// RunFacts(inputIsTerminal: false, outputIsTerminal: true)   // `seq 9 | liveplot` in a terminal
/// ```
public struct RunFacts: Sendable, Equatable {
    /// Standard input was closed by whoever started liveplot.
    public var inputIsClosed: Bool
    public var inputIsTerminal: Bool
    public var outputIsTerminal: Bool
    /// Whether the room the run takes at its start (`RunPlan.startingRoom`) could be had.
    public var hasRoomToStart: Bool
    /// With `--tee`: whether the controlling terminal could be opened to draw on.
    public var hasTerminalForTee: Bool

    public init(inputIsClosed: Bool = false, inputIsTerminal: Bool = false, outputIsTerminal: Bool = false,
                hasRoomToStart: Bool = true, hasTerminalForTee: Bool = false) {
        self.inputIsClosed = inputIsClosed
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.hasRoomToStart = hasRoomToStart
        self.hasTerminalForTee = hasTerminalForTee
    }
}
