import LivePlotCore

/// Something the live loop reacts to.
public enum LoopEvent: Sendable {
    case samples(SampleBatch)
    case endOfInput
    case keys([Key])
    case signal(Int32)
    /// A timer the loop set for itself; `generation` tells a stale one from the current one.
    case wake(generation: UInt64)
}
