import LivePlotBasics
import LivePlotInput
import LivePlotStore
import LivePlotScreen
import LivePlotChart
import LivePlotLive

/// The options resolved once into what each stage takes: no stage below this one sees `Options`.
///
/// The defaults that depend on the environment are settled here (the style from the locale, the colours
/// from `NO_COLOR`/`TERM`/`COLORTERM`, whether the terminal moves its cursor); what depends on the
/// descriptors (is standard output a terminal?) is asked by the edge, which passes the answer in.
///
/// ```swift
/// let plan = RunPlan(try Options.parse(["-t", "Boiler", "--match", "t=(\\d+)"]),
///                    environment: ["LANG": "C.UTF-8"])
/// plan.chart.style         // .braille
/// plan.input.matcher       // compiled once, when the options were read
/// ```
public struct RunPlan: Sendable {
    /// What the reader needs: where the numbers are on a line, and whether to stamp arrivals.
    public struct Input: Sendable {
        public var matcher: SampleMatcher?
        public var selection: FieldSelection?
        /// A rate divides by the seconds between arrivals, so each batch carries its own.
        public var stampsArrivals: Bool
        /// Where x comes from (`-x`).
        public var x: XSource
        /// `--count`: a line is an event whether or not it holds a number (`SampleDecoder`).
        public var countsLines = false
        /// `--by`: the field whose value each row is tagged with (`SampleBatch.groups`); nil: none.
        public var groupField: GroupField?

        /// The JSON and pair keys that hold a line's time: the one `-x` names, else `TimeKeys.defaults` (the README's `-x` row).
        public var timeKeys: TimeKeys {
            if case .field(let name) = x { return TimeKeys([name]) }
            return .defaults
        }

        /// The field `-x` names where lines have positions or a header names them (`-x 1`, `-x date`).
        public var xField: XField? {
            if case .field(let name) = x { return XField(naming: name) }
            return nil
        }
    }

    /// What to do: plot, or print something about liveplot itself.
    public let request: Options.Request
    /// Plot the built-in demo signal rather than standard input.
    public let isDemo: Bool
    /// `--once`; nil: decided by the edge from whether standard output is a terminal.
    public let once: Bool?
    public let input: Input
    /// Looks, scale and style of the chart (viewport `.follow`; a one-off chart asks for another).
    public private(set) var chart: ChartConfiguration
    /// Rows kept per series (`keptHistory`), how they are transformed, and the bounds values are counted against.
    public let history: Int
    /// What `-n` asked: `history`, unless the run's series at most would keep too many values in all.
    public let askedHistory: Int
    /// The series the run can make at most, by its options: `--by`'s values, else one a field (not known
    /// before the input: bounded as one).
    let mostSeries: Int
    public let transform: SeriesTransform.Kind
    public let bounds: FixedBounds
    /// Whether the store counts values ≤ 0 apart (`--log`).
    let countsNonpositive: Bool
    /// The alert's threshold (`--alert`), which the store watches.
    public let alert: AlertThreshold?
    /// Ring the bell at each crossing into the alert (`--bell`): a live chart's.
    public let rings: Bool
    /// Label the x axis with arrival times: `--time`, or a span of time (`--window 30s`), which places
    /// input without times of its own by arrival.
    public let labelsTime: Bool
    /// Whether the chart shows the unit the input's producer writes its values in (ping's `ms`,
    /// `SampleBatch.inputUnit`): when `-u` gives none and some values plotted are in it, not only counts
    /// (`--count`, `--stat count`) or rates (`-r`). Beside other stats a count series takes no unit all
    /// the same (`SeriesStore.unit(_:ofSeries:)`).
    public let adoptsInputUnit: Bool
    /// What the live view spans (`--window`).
    public let window: XSpan?
    /// Play the input at its own pace × this (`--replay`); nil: as it comes.
    public let replaySpeed: Double?
    /// Rows gathered into buckets (`--every`, `--stat`, `--count`); nil: every row kept as it comes.
    public let buckets: (span: XSpan, measure: BucketStage.Measure)?
    /// `--by`'s values with a series of their own (`--top`), the rest summed as `other`; nil without `--by`.
    public let groupTop: Int?
    /// Each series' trailing mean drawn over it (`--smooth`); nil: none.
    public let smoothing: XSpan?
    /// Show times in UTC (`--utc`); else in the local zone, which the edge reads and hands to `zoned(_:)`.
    public let showsUTC: Bool
    public let framesPerSecond: Int
    /// Whether `--fps` was given.
    let framesPerSecondGiven: Bool
    /// The most frames a second with the plot as pictures, unless `--fps` says: a picture is tens of
    /// kilobytes to make and send where a frame of characters is a few hundred bytes (at 1,000 lines a
    /// second, 15 a second took 7% of a core and the whole 1.5 MB/s budget; 10 keep within 5% and 1 MB/s).
    static let pictureFramesPerSecond = 10
    public let animates: Bool
    /// The size the user fixed, each within the terminal's (or the static default).
    public let width: Int?
    public let height: Int?
    /// Whether the terminal takes cursor moves: if not, charts are printed one after another.
    public let movesCursor: Bool
    /// The size of a chart printed where there is no terminal to measure: `COLUMNS`×`LINES` when set
    /// (each a whole number the chart can be drawn at), else 80×20.
    public let staticSize: (width: Int, height: Int)
    /// `--tee`: standard input goes on to standard output, the chart to the terminal.
    public let tees: Bool
    /// `-o FILE`: where the chart is also written, as its name says (`ChartFileKind`).
    public let outputFile: String?
    /// `--explain`: say how the input is read, at most `explainLimits` of it, and draw nothing.
    public let explains: Bool
    /// What is read, side by side, in the order given: standard input alone when no FILE or `--exec`
    /// was (none for the demo).
    public let sources: [InputSource]
    /// `-F`: each file is followed by name after its end (`tail -F`).
    public let follows: Bool
    /// `--interval`: each command is run again this long after it ends; nil: once.
    public let interval: Duration?
    /// Whether standard input is read: no FILE or `--exec` was given, or `-` was.
    public var readsStandardInput: Bool { sources.contains(.standardInput) }
    public var explainLimits: (lines: Int, seconds: Int) { (OptionTable.explainLines, OptionTable.explainSeconds) }
    private let color: ColorChoice
    /// `--graphics`: whether the live chart's plot is drawn as pixels, asked of the terminal or forced.
    public let graphics: GraphicsChoice
    private let environment: [String: String]

    public init(_ options: Options, environment: [String: String]) {
        request = options.request
        isDemo = options.demo
        once = options.once
        input = Input(matcher: options.match, selection: options.fields, stampsArrivals: options.transform == .rate, x: options.x,
                      countsLines: options.countsEvents, groupField: options.by)
        // The demo names itself when the user gave it no title.
        let title = options.demo && options.title.isEmpty ? "liveplot demo" : options.title
        // The alert's threshold is a reference line too: drawn, labelled and spanned by the axis.
        let lines = options.referenceLines + (options.alert.map { [$0.value] } ?? []).filter { !options.referenceLines.contains($0) }
        chart = ChartConfiguration(
            title: title, unit: options.unit, autoscaler: Autoscaler(options.bounds, referenceLines: lines), viewport: .follow,
            style: options.style ?? PlotStyle.automatic(environment: environment), split: options.split)
        alert = options.alert
        rings = options.bell
        chart.autoscaler.isLogarithmic = options.logarithmic
        chart.heatmap = options.heatmap
        chart.drawsStatLines = !options.stats.isEmpty
        chart.showsHistogram = options.histogram
        countsNonpositive = options.logarithmic
        askedHistory = options.history
        mostSeries = options.by == nil ? 1 : SeriesCatalog.maximumCount
        history = Self.keptHistory(asked: options.history, mostSeries: mostSeries)
        transform = options.transform
        bounds = options.bounds
        window = options.window ?? (options.heatmap && options.every == nil && options.stats.isEmpty ? Self.heatmapWindow : nil)
        replaySpeed = options.replay
        if options.every != nil || options.countsEvents || !options.stats.isEmpty {
            buckets = (options.every ?? .seconds(1),
                       options.countsEvents ? .events : .stats(options.stats.isEmpty ? [.mean] : options.stats))
        } else {
            buckets = nil
        }
        groupTop = options.by == nil ? nil : options.top
        smoothing = options.smooth
        adoptsInputUnit = options.unit.isEmpty && options.transform != .rate && !options.countsEvents
            && (options.stats.isEmpty || options.stats.contains { $0 != .count })
        if case .seconds = window { labelsTime = true } else { labelsTime = options.timeAxis }
        showsUTC = options.utc
        framesPerSecond = options.framesPerSecond
        framesPerSecondGiven = options.framesPerSecondGiven
        animates = options.animation
        width = options.width
        height = options.height
        movesCursor = TerminalAbility.movesCursor(environment: environment)
        staticSize = (Self.size(environment["COLUMNS"], at: ChartLayout.minimumWidth) ?? Options.defaultStaticSize.width,
                      Self.size(environment["LINES"], at: ChartLayout.minimumHeight) ?? Options.defaultStaticSize.height)
        tees = options.tee
        outputFile = options.output
        explains = options.explain
        sources = options.demo ? [] : options.sources.isEmpty ? [.standardInput] : options.sources
        // A series of `--by` is a value's: named even when it is the only one (`200`).
        chart.namesEverySeries = sources.count > 1 || options.by != nil
        follows = options.follow
        interval = options.interval
        color = options.color
        // An explicit style asks for those characters: pixels only when forced.
        graphics = options.style != nil && options.graphics == .auto ? .none : options.graphics
        self.environment = environment
    }

    /// What a live heatmap without buckets (`--every`) spans unless `--window` says: a column of a view of
    /// a sample a dot column holds two values, no distribution; a minute over the width holds a column's
    /// worth of them at any rate a log is read at (140 lines a second: some 80 a column at 100 columns).
    static let heatmapWindow = XSpan.seconds(60)

    /// A size from the environment (`COLUMNS=120`): a whole number from `minimum` to the largest the
    /// options take (`OptionTable.largestSize`), else nil.
    static func size(_ text: String?, at minimum: Int) -> Int? {
        guard let text, let size = Int(text), size >= minimum, size <= OptionTable.largestSize else { return nil }
        return size
    }

    /// This plan with times shown in `local`, the zone the edge read, unless `--utc` says UTC.
    public func zoned(_ local: ZoneOffsets) -> RunPlan {
        var plan = self
        plan.chart.zone = showsUTC ? .utc : local
        return plan
    }

    /// The colours to send to an output that is, or is not, a terminal.
    public func colors(outputIsTerminal: Bool) -> ColorDepth {
        color.depth(outputIsTerminal: outputIsTerminal, environment: environment)
    }

    /// The rows a series keeps: `-n`'s (`asked`), or fewer where `mostSeries` series of that many would
    /// keep more than `OptionTable.mostKeptValues` values in all.
    ///
    /// ```swift
    /// RunPlan.keptHistory(asked: 10_000_000, mostSeries: 64)   // 156250
    /// RunPlan.keptHistory(asked: 100_000, mostSeries: 64)      // 100000: within the bound
    /// ```
    static func keptHistory(asked: Int, mostSeries: Int) -> Int {
        precondition(asked > 0 && mostSeries > 0, "rows and series")
        return Swift.min(asked, Swift.max(1, OptionTable.mostKeptValues / mostSeries))
    }

    /// An empty store for the run's history.
    ///
    /// - Parameters:
    ///   - recordsArrivals: keep each row's arrival time, for a time axis.
    ///   - summarizesRanges: keep range summaries, for views that zoom, and the open bucket as it fills (live mode).
    ///   - arrivalEpoch: the wall-clock time of arrival 0, by which buckets gather input without times.
    public func store(recordsArrivals: Bool, summarizesRanges: Bool = true, arrivalEpoch: Double = 0) -> SeriesStore {
        let stage = buckets.map {
            var stage = BucketStage(span: $0.span, measure: $0.measure, transform: transform, arrivalEpoch: arrivalEpoch,
                                    maximumFill: history, groupTop: groupTop)
            // A heatmap bins the buckets' values, which their stats do not keep.
            if chart.heatmap { stage.heat = HeatRecord(capacity: history) }
            return stage
        }
        var store = SeriesStore(capacity: history, transform: transform, bounds: bounds, recordsArrivals: recordsArrivals,
                                summarizesRanges: summarizesRanges, bucketing: stage, smoothing: smoothing,
                                tracksOpenBucket: summarizesRanges, countsNonpositive: countsNonpositive, alert: alert)
        // Said from the start, live in the status line, after the chart with `--once`.
        if history < askedHistory {
            store.take(.historyBounded(asked: askedHistory, kept: history, series: mostSeries, values: OptionTable.mostKeptValues))
        }
        return store
    }

    /// The chart's configuration shown in `viewport`, with arrival times from `timeAxis`'s start.
    public func configuration(viewport: ChartViewport, timeAxis: TimeAxis? = nil) -> ChartConfiguration {
        var configuration = chart
        configuration.viewport = viewport
        configuration.timeAxis = timeAxis
        return configuration
    }

    /// The live chart of this run, `width`×`height` cells, with arrival times from `timeAxis`'s start.
    /// - Parameter arrivalEpoch: the wall-clock time of the loop's time 0, by which buckets gather input
    ///   without times.
    /// - Parameter graphics: the plot as pixels, as the terminal was found to show them (`--graphics`).
    public func liveChart(colors: ColorDepth, width: Int, height: Int, timeAxis: TimeAxis? = nil, arrivalEpoch: Double = 0,
                          graphics: PixelGraphics? = nil) -> LiveChart {
        LiveChart(store: store(recordsArrivals: timeAxis != nil, arrivalEpoch: arrivalEpoch), configuration: configuration(viewport: window.map { .recent($0) } ?? .follow, timeAxis: timeAxis),
                  colors: colors, width: width, height: height, framesPerSecond: framesPerSecond(drawing: graphics),
                  animates: animates,
                  replaySpeed: replaySpeed, rings: rings, spanBounds: OptionTable.spans, adoptsInputUnit: adoptsInputUnit,
                  graphics: graphics)
    }

    /// The most frames a second a live chart draws: `--fps`, or with pictures (`graphics`) at most
    /// `pictureFramesPerSecond` unless `--fps` was given.
    public func framesPerSecond(drawing graphics: PixelGraphics?) -> Int {
        graphics == nil || framesPerSecondGiven ? framesPerSecond : min(framesPerSecond, Self.pictureFramesPerSecond)
    }

    /// What the live loop's decisions take from this run: `-o`, the fixed size, the finished chart's
    /// colours, and where `s` saves without -o (`timestampedName`, from the edge's wall clock).
    public func liveLoopSettings(finalColors: ColorDepth, timestampedName: @escaping @Sendable () -> String) -> LiveLoopSettings {
        LiveLoopSettings(outputFile: outputFile, width: width, height: height, finalColors: finalColors,
                         timestampedName: timestampedName)
    }
}
