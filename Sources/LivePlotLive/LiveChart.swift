import LivePlotInput
import LivePlotStore
import LivePlotScreen
import LivePlotChart
import LivePlotText

/// Live mode as a pure state machine: samples, sizes and the time go in, the bytes of each frame come out.
/// The live layer's entry (`LivePlotLive`): what the live loop at the edge drives, with time passed in.
/// It draws only when something changed or the draw-in is moving, at most once per frame interval, and
/// then sends only the cells that differ from what the terminal shows.
///
/// ```swift
/// var chart = LiveChart(store: SeriesStore(capacity: 100_000), configuration: ChartConfiguration(),
///                       colors: .indexed, width: 100, height: 30)
/// chart.ingest(batch, at: now)
/// let bytes = chart.render(at: now)       // one write
/// let next = chart.wakeup(after: now)     // nil: sleep until the next event
/// ```
public struct LiveChart: Sendable {
    public private(set) var store: SeriesStore
    public private(set) var configuration: ChartConfiguration
    /// Whether the chart shows the unit the input's producer writes, when `-u` gives none (`RunPlan.adoptsInputUnit`).
    private let adoptsInputUnit: Bool
    public private(set) var width: Int
    public private(set) var height: Int
    private var drawIn: DrawIn
    /// The y axis's hysteresis and extrema, from frame to frame.
    private var axis: LiveAxes
    /// Min and max of the samples the live view shows, kept per sample: no frame rescans the window.
    var extrema: SlidingExtrema? { axis.extrema }
    private var pacer: FramePacer
    private var encoder: ANSIEncoder
    /// What the terminal shows now; nil after a resize or before the first frame.
    private var shown: CellGrid?
    private var isDirty = true
    /// Live or paused, zoom and cursor: what the keys have chosen.
    public private(set) var view = ViewState()
    /// Each series' figures when the view paused, which the status shows until it resumes; nil while live.
    private var heldFigures: [SeriesStatistics]?
    private var dotColumns = 0   // the plot's width in dots at the last frame, for the keys' steps
    /// The grid column where the plot began at the last frame, for the mouse.
    private var plotX = 0
    /// The y labels' width at the last frame, which the next lays out with first: one layout a frame,
    /// and the sliding extrema kept rather than rebuilt for a trial width.
    private var labelWidth = 1
    /// The y axis the last frame was drawn with: the range its rows stand for, which a reading of the
    /// chart (a test reading it back dot by dot) takes the rows' values from. Nil before the first frame.
    public private(set) var shownAxis: DisplayedAxis?
    /// The panels of `--split` the last frame drew, each with its own axis; empty for a chart of one axis.
    public private(set) var shownPanels: [DrawnPanel] = []
    private var panels = (count: 0, shown: 0)   // `--split`'s at the last frame: in all, and shown
    /// Input played at its own pace (`--replay`): rows wait here until their time comes.
    private var replay: Replay?
    /// Ring the bell at each crossing into the alert (`--bell`).
    private let rings: Bool
    /// The store's crossings into the alert the bell has rung for.
    private var rungCrossings = 0
    /// What the status line says first (`saved chart.svg`, `saving out.fifo`), from `notify` and `hold`.
    private var notice = StatusNotice()
    /// When the last frame was drawn: a notice that ended since needs a frame to go.
    private var lastFrame = Duration.zero
    /// Whether the input has gone quiet (`quiet 25s`): every line read is input, sample or not. With
    /// several sources, one watch each, which says too how each ended (`app ended`).
    private var quiet = QuietWatch()
    /// Several sources' batches made the chart's (`SourceMerge`); nil for one source.
    private var merge: SourceMerge?
    /// What the status calls each source (`SourceNames`), by its number.
    private var sourceNames = [""]
    /// The plots drawn as pixels (`--graphics`), and what the terminal shows of them; nil: in characters.
    private var pixels: PixelFrames?
    /// A heatmap's counts from the last frame, handed over to the next (not shared, so they change in place)
    /// to bring up to date (`HeatmapMemo`); nil: afresh. A frame that hands none back: the next counts afresh.
    var heatmap: HeatmapMemo? = HeatmapMemo()
    /// The status rows from the last frame, handed over as the heatmap's counts are (`StatusMemo`).
    private var status: StatusMemo? = StatusMemo()

    /// - Parameters:
    ///   - store: an empty store, as the run keeps its history (recording arrivals for a time axis).
    ///   - framesPerSecond: the most frames drawn a second.
    ///   - animates: whether new samples draw in.
    ///   - replaySpeed: play the input at its own pace × this (`--replay`), nil: as it comes.
    ///   - rings: ring the bell when a series crosses into the store's alert (`--bell`).
    ///   - spanBounds: the widest the live view's span zooms out to (`--window`'s bounds).
    ///   - adoptsInputUnit: show the unit the input's producer writes (`SampleBatch.inputUnit`) when the
    ///     configuration has none.
    ///   - graphics: draw the plot as pixels this way (`--graphics`); nil: in characters.
    public init(store: SeriesStore, configuration: ChartConfiguration, colors: ColorDepth, width: Int, height: Int,
                framesPerSecond: Int = 30, animates: Bool = true, replaySpeed: Double? = nil, rings: Bool = false,
                spanBounds: SpanBounds? = nil, adoptsInputUnit: Bool = false, graphics: PixelGraphics? = nil) {
        self.store = store
        (self.adoptsInputUnit, self.rings) = (adoptsInputUnit, rings)
        self.configuration = configuration
        (self.width, self.height) = (width, height)
        drawIn = DrawIn(isEnabled: animates)
        axis = LiveAxes(autoscaler: configuration.autoscaler)
        encoder = ANSIEncoder(colors: colors)
        (pacer, pixels) = Self.pacing(framesPerSecond: framesPerSecond, graphics: graphics, colored: colors.hasColors)
        if case .recent(let span) = configuration.viewport { view = ViewState(span: span, spanBounds: spanBounds) }
        if configuration.showsHistogram { view = ViewState(span: view.span, spanBounds: spanBounds, showsHistogram: true) }
        replay = replaySpeed.map { Replay(speed: $0) }
    }

    /// Draws the plots as pixels from the first frame (the terminal answered after the input began).
    public mutating func drawPlots(as graphics: PixelGraphics, framesPerSecond: Int) {
        assert(pixels == nil, "the plots' form is decided once, before the first frame")
        (pacer, pixels) = Self.pacing(framesPerSecond: framesPerSecond, graphics: graphics, colored: encoder.colors.hasColors)
    }

    /// The chart reads these sources (`SourceNames`, by number), each batch made the chart's by `merge`
    /// (nil for one source): each is watched on its own, and how each ends is said while others go on.
    ///
    /// ```swift
    /// chart.readSources(named: ["app", "vmstat"], merge: SourceMerge(sourceNames: ["app", "vmstat"], placing: .arrival))
    /// ```
    public mutating func readSources(named names: [String], merge: SourceMerge?) {
        sourceNames = names
        quiet = QuietWatch(sourceNames: names)
        self.merge = merge
    }

    /// Takes in a batch read: into the chart now, or, replaying, when its rows' time comes.
    public mutating func ingest(_ batch: SampleBatch, at now: Duration) {
        // Input as it is read, replayed or not: a replay's rows come long after, and say nothing of it.
        if !batch.isEmpty, quiet.arrived(source: batch.source, at: now) { isDirty = true }
        if let failure = batch.runFailure {
            quiet.runFailed(source: batch.source, saying: failure.words(for: sourceNames[batch.source]))
            isDirty = true
        }
        // A source that ends while others go on is said; the last one's end is the input's.
        if let end = batch.sourceEnd,
           quiet.ended(source: batch.source, at: now, saying: sourceNames.count > 1 ? end.words(for: sourceNames[batch.source]) : nil) {
            isDirty = true
        }
        guard replay != nil else { return show(batch, at: now) }
        replay!.append(batch)
        releaseReplayed(at: now)
    }

    /// Shows the rows of the replay due at `now`.
    private mutating func releaseReplayed(at now: Duration) {
        if let due = replay?.release(at: now) { show(due, at: now) }
    }

    /// The input ended at `now`: it is done, not quiet.
    public mutating func inputEnded(at now: Duration) {
        if quiet.ended(at: now) { isDirty = true }
    }

    /// Whether rows read wait for their time to come (`--replay`): the input has not ended for the chart
    /// until they are shown.
    public var isReplaying: Bool { replay?.isEmpty == false }

    /// Whether the loop may take input flooding in between frames: not while a replay holds all it may.
    public var takesFloods: Bool { replay?.hasRoom ?? true }

    private mutating func show(_ batch: SampleBatch, at now: Duration) {
        guard !batch.isEmpty else { return }
        // Each source's producer writes its own unit (ping's ms beside vmstat's counts): several take none.
        if adoptsInputUnit, merge == nil { configuration.takeInputUnit(batch.inputUnit) }
        keep(merge == nil ? batch : merge!.merge(batch, arrival: now / .seconds(1)), at: now)
    }

    private mutating func keep(_ batch: SampleBatch, at now: Duration) {   // rows, or none: the clock closes a bucket
        let before = store.rowCount
        store.append(batch, arrival: now / .seconds(1))
        // The newest segment draws in when a row is new: not for values that went into a bucket still
        // open, which would start its draw-in again at every batch and never let it finish.
        if store.rowCount > before { drawIn.samplesArrived(at: now) }
        // A paused view stays where it is, unless the rows it shows leave the history.
        view.clamp(extent)
        // A transform may plot fewer rows than the batch held (a delta's first line): count what came.
        axis.rowsAppended(store.rowCount - before, to: store)
        isDirty = true
    }

    /// The extent of the data and the plot, as the keys see it.
    var extent: ViewState.Extent {
        ViewState.Extent(rowCount: store.rowCount, keptRowCount: store.keptRowCount, dotColumns: dotColumns,
                         panelCount: panels.count, panelsShown: panels.shown, placesByRow: store.xs == nil)
    }

    /// A key from the keyboard, or the mouse, at `now`: pause, scroll, cursor, zoom. Quitting is the
    /// loop's business. A click or a turn of the wheel acts on the plot's column under the pointer, as
    /// the last frame laid it out; elsewhere it does nothing. A replay stands still while the view is paused.
    public mutating func press(_ key: Key, at now: Duration) {
        let changed: Bool
        switch key {
        case .click(let x, _):
            changed = plotDot(atColumn: x).map { view.placeCursor(atDot: $0, in: extent) } ?? false
        case .toggleSeries(let entry):
            // A key beyond the legend does nothing.
            let legend = StatusLine.legendSeries(of: store)
            changed = entry >= 1 && entry <= legend.count
            if changed { view.toggle(series: legend[entry - 1]) }
        case .wheel(let up, let x, _):
            // The pointer's cell holds a few dots: when the cursor is one of them, it is the one zoomed about.
            let across = configuration.style.dotsPerCell.x
            let dot = plotDot(atColumn: x).map { dot in view.cursor.map { $0 / across == dot / across ? $0 : dot } ?? dot }
            changed = dot.map { view.zoom(in: up, aboutDot: $0, in: extent) } ?? false
        default:
            changed = view.press(key, in: extent)
        }
        if changed { isDirty = true }
        replay?.setPaused(view.isPaused, at: now)
        // The figures as they were when the view paused: rows arriving while paused change none on screen.
        if !view.isPaused {
            heldFigures = nil
        } else if heldFigures == nil {
            heldFigures = store.series.map(\.statistics)
        }
    }

    /// The plot's dot column at grid column `x` (the cell's first dot), nil off the plot or before a frame.
    private func plotDot(atColumn x: Int) -> Int? {
        let dotsAcross = configuration.style.dotsPerCell.x
        guard dotColumns > 0, x >= plotX, x < plotX + dotColumns / dotsAcross else { return nil }
        return (x - plotX) * dotsAcross
    }

    /// The terminal changed size: the next frame is drawn whole, at once. `cell`: a cell's pixels as the
    /// terminal now says (a font changed), nil when it says nothing.
    public mutating func resize(width: Int, height: Int, cell: CellPixels? = nil) {
        (self.width, self.height) = (width, height)
        if let cell { pixels?.resize(cell: cell) }
        shown = nil
        encoder.invalidate()
        isDirty = true
    }

    public func needsFrame(at now: Duration) -> Bool {
        // A paused view shows no draw-in (`grid(at:)`): rows arriving start one, which must not ask for frames.
        isDirty || notice.ended(since: lastFrame, by: now) || replay?.nextDue(after: now).map { $0 <= now } == true
            || (!view.isPaused && drawIn.isAnimating(at: now)) || shown == nil || axis.nextChange(after: now).map { $0 <= now } == true
            || quiet.nextChange(after: lastFrame).map { $0 <= now } == true || store.bucketing?.closesByClock(at: now / .seconds(1)) == true
    }

    /// The chart as it looks at `now`: the draw-in's reveal, and the axis as the hysteresis holds it.
    public mutating func grid(at now: Duration) -> CellGrid { drawn(at: now).grid }

    /// The chart at `now` (`grid(at:)`), with its plots in vector form when they are drawn as pixels.
    private mutating func drawn(at now: Duration) -> (grid: CellGrid, plots: [VectorPlot]) {
        var configuration = shownConfiguration
        configuration.viewport = view.viewport(rowCount: store.rowCount)
        let overlay = self.overlay(at: now)
        // A paused view does not draw in: what it shows is already there.
        let reveal = view.isPaused ? Reveal.complete : drawIn.reveal(at: now)
        axis.hide(store.hidden(byKeys: view.hiddenSeries))
        let keepsHeatmap = heatmap != nil
        let frame = ChartRenderer.render(
            heldFigures.map { store.holdingFigures($0) } ?? store, configuration: configuration, reveal: reveal, overlay: overlay,
            width: width, height: height, labelWidth: labelWidth,
            axis: axis.frame(store: store, isPaused: view.isPaused, at: now), heatmap: heatmap.take(), status: status.take())
        axis = frame.axisSource.state
        if keepsHeatmap { heatmap = frame.heatmap ?? HeatmapMemo() }
        status = frame.status ?? StatusMemo()
        labelWidth = frame.labelWidth
        if let drawn = frame.axis { shownAxis = drawn }
        shownPanels = frame.panels
        if frame.dotColumns != nil { plotX = frame.plotX }
        let drawnPanels = (count: frame.panelCount, shown: frame.panels.count)
        if let columns = frame.dotColumns, columns != dotColumns || drawnPanels != panels {
            dotColumns = columns
            panels = drawnPanels
            let drawn = view
            view.clamp(extent)
            // The new width allows less zoom or scroll than the frame was drawn with: draw it again with
            // the view as it now is, or the screen would show a view the keys no longer act on.
            if view != drawn { return self.drawn(at: now) }
        }
        return (frame.grid, pixels == nil ? [] : frame.plots(reveal: reveal, cursor: overlay.cursor))
    }

    /// The configuration with what the keys chose to show: the histogram or the chart (`h`), and the
    /// series hidden (`1 … 9`).
    var shownConfiguration: ChartConfiguration {
        var configuration = configuration
        configuration.showsHistogram = view.showsHistogram
        configuration.hiddenSeries = view.hiddenSeries
        return configuration
    }

    /// What the keys and notices add to the chart at `now`: a notice cut to the width, not left out.
    func overlay(at now: Duration) -> ChartOverlay {
        ChartOverlay(cursor: view.cursor, pausedFor: view.isPaused ? store.rowCount - view.rowsAtPause : nil,
                     replaySpeed: replay?.speed, firstPanel: view.firstPanel,
                     notice: notice.text(at: now).map { TerminalText($0).clipped(toWidth: width).string }, quiet: quiet.fields(at: now))
    }

    /// Says `text` in the status line, first, for a few seconds (`StatusNotice.time`).
    public mutating func notify(_ text: String, at now: Duration) {
        notice.say(text, at: now)
        isDirty = true
    }

    /// Says whether the keys are liveplot's (`KeysNotice`): their loss first at length, then in short for
    /// as long as it lasts; their return for a few seconds.
    public mutating func sayKeys(available: Bool, at now: Duration) {
        notify(available ? KeysNotice.back : KeysNotice.unavailable, at: now)
        hold(available ? nil : KeysNotice.held, as: .keys)
    }

    /// Says `text` in the status line, when no passing notice is said, until `cause` holds another
    /// (nil: nothing): a save waiting for a FIFO's reader says so all along, and keys away.
    mutating func hold(_ text: String?, as cause: StatusNotice.Cause) {
        notice.hold(text, as: cause)
        isDirty = true
    }

    /// The bytes of the frame due at `now`: empty when nothing changed or the frame interval has not passed.
    public mutating func render(at now: Duration) -> [UInt8] {
        guard needsFrame(at: now), pacer.mayDraw(at: now) else { return [] }
        releaseReplayed(at: now)
        // A quiet input's bucket closes when the clock passes its end: the chart then ends at it, as `last=` does.
        if store.bucketing?.closesByClock(at: now / .seconds(1)) == true { keep(SampleBatch(), at: now) }
        var bytes: [UInt8]
        var pictureBytes = 0
        if pixels == nil {
            let grid = grid(at: now)
            bytes = encoder.encode(GridDiff(from: shown, to: grid), of: grid)
            shown = grid
        } else {
            (bytes, pictureBytes) = pixelFrame(at: now)
        }
        // One ring for the crossings since the last frame: a bell per frame at most, never while every
        // series stays in the alert.
        if rings, store.alertCrossings > rungCrossings {
            bytes += EscapeSequence.bell
            rungCrossings = store.alertCrossings
        }
        isDirty = false
        lastFrame = now
        // A frame counts even when it changed no cell: otherwise a still animation would ask for the next
        // one at once, and spin.
        pacer.frameDrawn(at: now, bytes: pictureBytes)
        return bytes
    }

    /// The frame at `now` with its plots as pictures: the text with the plots' cells blank, then the
    /// pictures that changed, in one synchronized update; and the pictures' bytes, which the pacing counts.
    private mutating func pixelFrame(at now: Duration) -> (bytes: [UInt8], pictureBytes: Int) {
        let (grid, plots) = drawn(at: now)
        let text = PixelFrames.text(of: grid, covering: plots)
        if pixels!.needsFullRedraw(for: plots) {
            shown = nil
            encoder.invalidate()
        }
        let diff = GridDiff(from: shown, to: text)
        let textBytes = encoder.encode(diff, of: text)
        shown = text
        let pictures = PixelFrames.bytes(of: pixels!.update(plots: plots, after: diff, gridWidth: text.width), text: text, encoder: &encoder,
                                          tile: pixels!.sixelTile)
        return (PixelFrames.joined(text: textBytes, pictures: pictures), pictures.count)
    }

    /// Draws the plots' pictures with `rasterize` rather than `PlotRasterizer` (a test's pictures).
    mutating func drawPictures(with rasterize: @escaping PixelFrames.Rasterize) {
        pixels?.rasterize = rasterize
    }

    /// The plots the frame at `now` draws as pictures (none without graphics), for a test to place them.
    mutating func drawnPlots(at now: Duration) -> [VectorPlot] { drawn(at: now).plots }

    /// Whether input should be taken at `now`: only when a frame may be drawn, so rows that arrive between
    /// frames are taken together.
    public func takesSamples(at now: Duration) -> Bool { pacer.mayDraw(at: now) && takesFloods }

    /// The earliest time the next frame may be drawn: from then on input is taken (`takesSamples`).
    public var earliestNextFrame: Duration { pacer.earliestNextFrame }

    /// When to wake for input held back between frames: the next frame time, or sooner if a frame or a
    /// rescale is due before it. Not for input while a replay holds all it may: then only when a frame is
    /// due (nil: nothing until the next event).
    public func wakeupForInput(after now: Duration) -> Duration? {
        guard takesFloods else { return wakeup(after: now) }
        return min(wakeup(after: now) ?? pacer.earliestNextFrame, pacer.earliestNextFrame)
    }

    /// When `render` should next be called, or nil when nothing will change until the next event.
    public func wakeup(after now: Duration) -> Duration? {
        // A pending narrowing of the axis needs a frame at its time even if no data comes; so does a row
        // of the replay, a quiet input's count, and the clock's close of a bucket.
        let noticeEnds = notice.nextChange(after: now)
        let due = needsFrame(at: now) ? now : [axis.nextChange(after: now), replay?.nextDue(after: now), noticeEnds, quiet.nextChange(after: now),
                                               store.bucketing?.clockCloseArrival.map { Duration.seconds($0) }].compactMap { $0 }.min()
        return due.map { max($0, pacer.earliestNextFrame) }
    }
}
