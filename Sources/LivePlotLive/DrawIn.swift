import LivePlotChart

/// The draw-in animation: the line draws itself in from left to right when it first appears, and each new
/// segment eases in after it.
///
/// Time is a `Duration` since the start of the run, handed in by whoever owns the clock, so tests step it
/// exactly and never sleep.
///
/// ```swift
/// var drawIn = DrawIn()
/// drawIn.samplesArrived(at: .zero)
/// drawIn.reveal(at: .milliseconds(250)).fraction  // 0.875: eased out, so most of it is already in
/// ```
public struct DrawIn: Hashable, Sendable {
    /// How long the first draw-in takes.
    public static let introDuration = Duration.milliseconds(500)
    /// How long a new segment takes to ease in, at most: never longer than the gap between samples, so
    /// the animation never holds data back.
    public static let segmentDuration = Duration.milliseconds(150)

    public let isEnabled: Bool
    private var introStart: Duration?
    private var segmentStart: Duration?
    private var segmentLength = Duration.zero

    public init(isEnabled: Bool = true) {
        self.isEnabled = isEnabled
    }

    /// New samples arrived at `now`.
    public mutating func samplesArrived(at now: Duration) {
        guard isEnabled else { return }
        guard let introStart else {
            introStart = now
            return
        }
        guard now - introStart >= Self.introDuration else { return }
        let gap = segmentStart.map { now - $0 } ?? Self.segmentDuration
        segmentStart = now
        segmentLength = min(Self.segmentDuration, gap)
    }

    /// How much of the line to show at `now`.
    public func reveal(at now: Duration) -> Reveal {
        guard isEnabled, let introStart else { return .complete }
        let fraction = Easing.eased(progress(now - introStart, of: Self.introDuration))
        var segment = 1.0
        if let segmentStart, segmentLength > .zero {
            segment = Easing.eased(progress(now - segmentStart, of: segmentLength))
        }
        return Reveal(fraction: fraction, newestSegment: segment)
    }

    /// Whether the line is still drawing in at `now`, so more frames are due.
    public func isAnimating(at now: Duration) -> Bool { !reveal(at: now).isComplete }

    private func progress(_ elapsed: Duration, of total: Duration) -> Double {
        guard total > .zero else { return 1 }
        return max(0, min(1, elapsed / total))
    }
}
