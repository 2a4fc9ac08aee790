/// How a run goes, decided once by the command layer (`RunPlan.mode(in:)`) from the options and what the
/// edge found about its descriptors: print text, refuse, or plot, and then how.
///
/// ```swift
/// let plan = RunPlan(try Options.parse(["--once"]), environment: [:])
/// plan.mode(in: RunFacts(outputIsTerminal: true))
/// // .plot(Chart(source: .standardInput, drawing: .once, destination: .standardOutput))
/// ```
public enum RunMode: Sendable, Equatable {
    /// Print this on standard output and end (help, version, manual, completions).
    case text(String)
    /// Say this on standard error and end with `status`.
    case refusal(String, status: Int32)
    case plot(Chart)
    /// Say how standard input's first lines are read (`--explain`), then end: no chart.
    case explain

    /// Where the numbers come from.
    public enum Source: Sendable, Equatable {
        case standardInput
        /// Files and commands (`RunPlan.sources`), standard input among them or not: anything but
        /// standard input alone.
        case sources
        /// The built-in demo signal (`--demo`).
        case demo
    }

    /// How the chart is drawn.
    public enum Drawing: Sendable, Equatable {
        /// One chart of the whole input, at its end (`--once`, or output that is no terminal).
        case once
        /// Charts printed one after another this often while samples arrive, and at the end: a terminal
        /// that cannot move its cursor (an Emacs shell, a CI log), never control codes.
        case repeated(every: Duration)
        /// The live chart on the alternate screen.
        case live
    }

    /// Where the chart goes.
    public enum Destination: Sendable, Equatable {
        case standardOutput
        /// The controlling terminal (`--tee`: standard output carries the input on).
        case terminal
        /// Nowhere (`--tee` and no terminal): only to -o's file, if any.
        case nowhere
    }

    /// A plot's way.
    public struct Chart: Sendable, Equatable {
        public var source: Source
        public var drawing: Drawing
        public var destination: Destination
        /// Said on standard error first; the run goes on.
        public var warning: String?
        /// Whether a status 0 becomes 1: the chart asked for was drawn nowhere (`--tee --once`, no
        /// terminal, no -o), though the input went on.
        public var failsUndrawn = false

        public init(source: Source, drawing: Drawing, destination: Destination, warning: String? = nil,
                    failsUndrawn: Bool = false) {
            self.source = source
            self.drawing = drawing
            self.destination = destination
            self.warning = warning
            self.failsUndrawn = failsUndrawn
        }
    }
}
