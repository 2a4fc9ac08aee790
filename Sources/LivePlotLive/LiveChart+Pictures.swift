import LivePlotStore
import LivePlotChart

extension LiveChart {
    /// The view as a picture to save (`s`): the rows the screen shows, placed as it places them (across
    /// the width while they are fewer than its dot columns, as `--once` spreads them), on the axis
    /// `--once` gives them rather than the one the hysteresis holds, fully drawn in; with the cursor and
    /// its reading, which the person chose to look at, and without the notice.
    public func picture(at now: Duration) -> ChartPicture {
        var configuration = shownConfiguration
        configuration.viewport = view.viewport(rowCount: store.rowCount)
        var overlay = overlay(at: now)
        // A saved chart is the data's: not what the screen says of the moment (a notice, a quiet input).
        overlay.notice = nil
        overlay.quiet = []
        return ChartRenderer.picture(store, configuration: configuration, overlay: overlay, width: width, height: height)
    }

    /// The finished chart, fully drawn, to leave on the normal screen (`ANSIEncoder.staticText`) and save
    /// (`-o`): the chart `--once` draws of the history kept (`.fitAll`, its nice axis), one row short of
    /// the terminal, so the shell's prompt does not scroll its top away.
    public func finalPicture() -> ChartPicture {
        var store = store
        store.finishInput()
        var configuration = shownConfiguration
        configuration.viewport = .fitAll
        // The panels the person was looking at, when they do not all fit.
        return ChartRenderer.picture(store, configuration: configuration, overlay: ChartOverlay(firstPanel: view.firstPanel),
                                     width: width, height: max(1, height - 1))
    }
}
