import LivePlotLive

/// Something the live loop reacts to.
public enum LoopEvent: Sendable {
    /// Samples are held for the loop (`LoopEvents.takeHeldSamples`).
    case samples
    /// The input ended, at its end or on an error reading it.
    case endOfInput(SampleStream.ReadError?)
    case keys([Key])
    case signal(Int32)
    /// The time the loop set itself to wait has passed.
    case wake
}
