/// Caps redraws at a frame rate: a frame may be drawn once a frame interval has passed since the last.
///
/// ```swift
/// var pacer = FramePacer(framesPerSecond: 30)
/// pacer.frameDrawn(at: .zero)
/// pacer.earliestNextFrame  // 33.333… ms
/// ```
public struct FramePacer: Hashable, Sendable {
    public let interval: Duration
    private var lastFrame: Duration?

    public init(framesPerSecond: Int) {
        precondition(framesPerSecond > 0, "frame rate")
        interval = .seconds(1) / framesPerSecond
    }

    /// The earliest time the next frame may be drawn.
    public var earliestNextFrame: Duration { lastFrame.map { $0 + interval } ?? .zero }

    public func mayDraw(at now: Duration) -> Bool { now >= earliestNextFrame }

    public mutating func frameDrawn(at now: Duration) {
        lastFrame = now
    }
}
