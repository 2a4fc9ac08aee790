import LivePlotLive

/// Something the live loop reacts to.
public enum LoopEvent: Sendable {
    /// Samples are held for the loop (`LoopEvents.takeHeldSamples`).
    case samples
    /// The input ended, at its end or on an error reading it.
    case endOfInput(SampleStream.ReadError?)
    case keys([Key])
    case signal(Int32)
    /// A save written on a thread of its own (`ChartFile.saveAside`) is done: nil when it all went, else why not.
    case saved(path: String, failure: String?)
    /// The time the loop set itself to wait has passed.
    case wake
}
