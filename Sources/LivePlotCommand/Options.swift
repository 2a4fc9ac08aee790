import LivePlotInput
import LivePlotStore
import LivePlotChart

/// Everything the command line can say, with the contract's defaults.
///
/// ```swift
/// let options = try Options.parse(["-t", "Boiler", "-u", "°C"])
/// options.title  // "Boiler"
/// ```
public struct Options: Hashable, Sendable {
    public var demo = false
    /// `--once`: nil means "decide from whether stdout is a terminal".
    public var once: Bool?
    public var transform: SeriesTransform.Kind = .raw
    public var fixedMaximum: Double?
    public var fixedMinimum: Double?
    public var history = 100_000
    /// What the live view spans (`--window`); nil for one sample per dot column.
    public var window: XSpan?
    /// `--replay SPEED`: play timestamped input at its own pace × this; nil: as it comes.
    public var replay: Double?
    /// `--count`: plot events (lines; with `--match` matching ones, with `-f` ones with the field) per bucket.
    public var countsEvents = false
    /// `--every SPAN`: the buckets' span; nil: no buckets (or 1 s with `--count` or `--stat`).
    public var every: XSpan?
    /// `--smooth SPAN`: also draw each series' trailing mean over SPAN; nil: no smoothing.
    public var smooth: XSpan?
    /// `--stat LIST`: what each bucket shows of each series; empty: the mean.
    public var stats: [BucketStat] = []
    /// `--by FIELD`: a series per distinct value of FIELD (with `--count`, `--every` or `--stat`).
    public var by: GroupField?
    /// `--top K`: with `--by`, the values with the most lines that get a series of their own; the rest are `other`.
    public var top = 8
    /// Whether `--top` was given (it asks for `--by`).
    public var topGiven = false
    /// `--heatmap`: each series drawn as a heatmap of its values' bins over x buckets.
    public var heatmap = false
    /// `--hist`: the distribution of the values in view as a histogram (`h` toggles it live).
    public var histogram = false
    /// `--log`: a base-10 logarithmic y axis.
    public var logarithmic = false
    /// `--split`: a panel per input series, each with its own y axis.
    public var split = false
    /// `--hline V[,V…]`: reference lines at these values, which the axis always spans.
    public var referenceLines: [Double] = []
    /// `--alert [<|>]V`: the values beyond this threshold drawn in the alert colour, said in the status.
    public var alert: AlertThreshold?
    /// `--bell`: ring the terminal's bell once each time a series crosses into the alert.
    public var bell = false
    public var title = ""
    public var unit = ""
    public var color: ColorChoice = .auto
    /// `--graphics`: the plot area as pixels (kitty, sixel) where the terminal has them.
    public var graphics: GraphicsChoice = .auto
    public var framesPerSecond = 30
    /// Whether `--fps` was given: pictures (`--graphics`) are otherwise drawn at most
    /// `RunPlan.pictureFramesPerSecond` a second.
    public var framesPerSecondGiven = false
    public var animation = true
    /// `-f/--fields`: the fields to plot, each a series.
    public var fields: FieldSelection?
    /// `--match REGEX`, compiled when parsed (once: the run uses this one).
    public var match: SampleMatcher?
    /// `-s/--style`; nil means "from the locale" (`PlotStyle.automatic`).
    public var style: PlotStyle?
    /// `--time`: label the x axis with arrival times.
    public var timeAxis = false
    /// `-x`: where x comes from (default: timestamps found in the data).
    public var x: XSource = .auto
    /// `--utc`: times shown in UTC rather than local time.
    public var utc = false
    public var width: Int?
    public var height: Int?
    /// What to do: plot, or print the usage, the version, the manual or a completion script.
    public var request = Request.plot
    /// `--tee`: copy standard input to standard output, and draw on the terminal.
    public var tee = false
    /// `-o FILE`: also write the chart to FILE (SVG for `.svg`, else text).
    public var output: String?
    /// `--explain`: say how the input's first lines are read, then exit; no chart.
    public var explain = false
    /// The sources read side by side, in the order given: `FILE…` operands (`-` standard input) and
    /// `--exec` commands. Empty: standard input alone.
    public var sources: [InputSource] = []
    /// `-F/--follow`: follow the files by name after their end, as `tail -F` does.
    public var follow = false
    /// `--interval SPAN`: run each `--exec` command again this long after it ends; nil: once.
    public var interval: Duration?

    public init() {}

    /// What a run does: plot, or print something about liveplot itself.
    public enum Request: Hashable, Sendable {
        case plot
        case help
        case version
        /// `--man`: the manual page, in roff.
        case manual
        /// `--generate-completion-script SHELL`.
        case completion(CompletionShell)
    }

    /// The chart size for static output when the user gave none.
    public static let defaultStaticSize = (width: 80, height: 20)
    public static let version = "0.1.0"

    public var bounds: FixedBounds { FixedBounds(minimum: fixedMinimum, maximum: fixedMaximum) }
}
