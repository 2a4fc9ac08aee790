import LivePlotText

/// The live loop's saves (`s`, and `-o`'s at the run's end), as a pure state machine: each is
/// written on a thread of its own, since opening a FIFO waits for a reader and writing waits while its
/// pipe is full, and the loop must go on drawing and answering q, Ctrl-C and SIGTERM meanwhile. One is
/// written at a time; the run ends once it is ending (its input ended, or the person ended it) and every
/// save asked for is done.
///
/// ```swift
/// var saves = SaveQueue()
/// saves.save(to: "view.svg")                    // .start(path: "view.svg", isFinal: false)
/// saves.save(to: "view.svg")                    // .busy(path: "view.svg"): still writing the first
/// saves.ending(outputFile: "final.txt")         // .none: waits for the first
/// saves.saved()                                 // .start(path: "final.txt", isFinal: true)
/// saves.saved()                                 // .finish
/// ```
public struct SaveQueue: Sendable, Equatable {
    /// What the loop does next.
    public enum Action: Sendable, Equatable {
        /// Write a chart to `path` on a thread of its own: the end's final chart when `isFinal`, else the view.
        case start(path: String, isFinal: Bool)
        /// A save is still being written to `path`: say so, and start no other.
        case busy(path: String)
        /// The run is ending and nothing is left to write: it ends.
        case finish
        /// Nothing to do yet.
        case none
    }

    /// The file being written, if any.
    public private(set) var writing: String?
    /// The input's end: nil before it; then `-o`'s file still to be written, if any.
    private var ending: String??

    public init() {}

    /// `s`: the view to `path`, unless a save is under way.
    public mutating func save(to path: String) -> Action {
        if let writing { return .busy(path: writing) }
        writing = path
        return .start(path: path, isFinal: false)
    }

    /// The run is ending: its input ended (and the chart shows all of it), or the person ended it (q,
    /// Ctrl-C, a signal). The final chart to `outputFile`, after the save under way if there is one: with
    /// -o, `s` saves to the same file, which is to end holding the final chart. With no file, the run ends
    /// once nothing is being written.
    public mutating func ending(outputFile: String?) -> Action {
        guard ending == nil else { return .none }
        ending = .some(outputFile)
        return next()
    }

    /// The save under way is done, written or not.
    public mutating func saved() -> Action {
        writing = nil
        return next()
    }

    /// Said when the run ends before a save written aside is done (q before a FIFO's reader came):
    /// `liveplot: the chart was not saved to 'out.fifo': still waiting to be written`.
    public static func leftBehind(_ path: String) -> String {
        "liveplot: the chart was not saved to '\(TerminalText(path).string)': still waiting to be written"
    }

    private mutating func next() -> Action {
        guard writing == nil, case .some(let outputFile) = ending else { return .none }
        guard let outputFile else { return .finish }
        writing = outputFile
        ending = .some(nil)
        return .start(path: outputFile, isFinal: true)
    }
}
