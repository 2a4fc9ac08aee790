import LivePlotScreen

/// What the live loop's decisions take from the run's options, resolved by the command layer.
///
/// ```swift
/// let settings = LiveLoopSettings(outputFile: nil, width: 60, height: nil, finalColors: .none) { "liveplot-1.txt" }
/// settings.chartSize(terminalWidth: 100, terminalHeight: 30)   // (60, 30)
/// ```
public struct LiveLoopSettings: Sendable {
    /// `-o FILE`: where `s` saves, and the finished chart goes.
    public var outputFile: String?
    /// The size the user fixed, each within the terminal's.
    public var width: Int?
    public var height: Int?
    /// The colours of the finished chart left on the normal screen.
    public var finalColors: ColorDepth
    /// Where `s` saves without -o: a new file named by the time (the wall clock is the edge's).
    public var timestampedName: @Sendable () -> String

    public init(outputFile: String?, width: Int?, height: Int?, finalColors: ColorDepth,
                timestampedName: @escaping @Sendable () -> String) {
        self.outputFile = outputFile
        self.width = width
        self.height = height
        self.finalColors = finalColors
        self.timestampedName = timestampedName
    }

    /// The chart's size in a terminal of this size: the one the options give, within it.
    public func chartSize(terminalWidth: Int, terminalHeight: Int) -> (width: Int, height: Int) {
        (min(width ?? terminalWidth, terminalWidth), min(height ?? terminalHeight, terminalHeight))
    }
}
