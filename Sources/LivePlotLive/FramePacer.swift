/// Caps redraws at a frame rate: a frame may be drawn once a frame interval has passed since the last,
/// and, with a byte budget (pictures, `--graphics`), once the last frame's bytes have had their time.
///
/// ```swift
/// var pacer = FramePacer(framesPerSecond: 30, bytesPerSecond: 1_500_000)
/// pacer.frameDrawn(at: .zero, bytes: 100_000)
/// pacer.earliestNextFrame  // 66.666… ms: 100 KB at 1.5 MB/s, longer than a frame interval
/// ```
public struct FramePacer: Hashable, Sendable {
    public let interval: Duration
    /// The most bytes a second the frames may take (`frameDrawn(at:bytes:)`); nil: no budget.
    public let bytesPerSecond: Int?
    private var nextFrame: Duration?

    public init(framesPerSecond: Int, bytesPerSecond: Int? = nil) {
        precondition(framesPerSecond > 0, "frame rate")
        precondition(bytesPerSecond.map { $0 > 0 } ?? true, "byte budget")
        interval = .seconds(1) / framesPerSecond
        self.bytesPerSecond = bytesPerSecond
    }

    /// The earliest time the next frame may be drawn.
    public var earliestNextFrame: Duration { nextFrame ?? .zero }

    public func mayDraw(at now: Duration) -> Bool { now >= earliestNextFrame }

    /// A frame was drawn at `now`, `bytes` of it counted against the budget: the next waits a frame
    /// interval, or as long as the budget takes to pay for those bytes, whichever is longer.
    public mutating func frameDrawn(at now: Duration, bytes: Int = 0) {
        let paid = bytesPerSecond.map { Duration.seconds(Double(bytes) / Double($0)) } ?? .zero
        nextFrame = now + max(interval, paid)
    }
}
