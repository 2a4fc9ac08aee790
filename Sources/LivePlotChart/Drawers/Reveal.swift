/// How much of the line the draw-in animation shows: the renderer is handed this and nothing else of time.
///
/// ```swift
/// Reveal(fraction: 0.5)  // the left half of the line
/// Reveal.complete        // all of it
/// ```
public struct Reveal: Hashable, Sendable {
    /// The part of the line's span shown, from its left end: 0 … 1.
    public var fraction: Double
    /// The part of the newest segment shown: 0 … 1.
    public var newestSegment: Double

    public init(fraction: Double = 1, newestSegment: Double = 1) {
        precondition((0...1).contains(fraction) && (0...1).contains(newestSegment), "reveal out of 0…1")
        self.fraction = fraction
        self.newestSegment = newestSegment
    }

    public static let complete = Reveal()
    public var isComplete: Bool { fraction == 1 && newestSegment == 1 }
}
