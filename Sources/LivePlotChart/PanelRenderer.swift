import LivePlotText
import LivePlotStore
import LivePlotScreen

/// Draws `--split`: a panel per input series (`SeriesStore.inputGroups`), each with its own y axis and
/// legend row, stacked over one x axis; every panel's plot starts at the column of the widest labels,
/// so a column is the same instant in all of them, and the cursor reads each series in its legend.
///
/// ```swift
/// let frame = PanelRenderer.render(store, configuration: configuration, width: 80, height: 24,
///                                  axis: NiceAxis(autoscaler: configuration.autoscaler))
/// frame?.panels.count  // the panels shown
/// ```
///
/// - Complexity: O(width × height + samples shown): one visible window, filtered per panel.
enum PanelRenderer {
    /// The panels, or nil when not even one fits: the caller then draws every series on one axis.
    /// - Parameters:
    ///   - labelWidth: the width of the y labels to lay out with first (`ChartFrame.labelWidth`).
    ///   - axis: asked for each panel of each layout tried, with the panel's window
    ///     (`VisibleWindow.seriesShown` says which panel it is).
    static func render<Axis: AxisSource>(
        _ store: SeriesStore,
        configuration: ChartConfiguration,
        reveal: Reveal = .complete,
        overlay: ChartOverlay = ChartOverlay(),
        width: Int,
        height: Int,
        labelWidth: Int = 1,
        axis: Axis
    ) -> ChartFrame<Axis>? {
        let groups = store.inputGroups
        var layoutCount = 0
        func trial(labelWidth: Int) -> Trial<Axis>? {
            guard let layout = PanelLayout(width: width, height: height, hasTitle: !configuration.title.isEmpty,
                                           labelWidth: labelWidth, panelCount: groups.count, firstPanel: overlay.firstPanel)
            else { return nil }
            layoutCount += 1
            var source = axis
            let window = VisibleWindow(store: store, viewport: configuration.viewport,
                                       dotColumns: layout.panels[0].plotColumns * configuration.style.dotsPerCell.x,
                                       settling: reveal.newestSegment, columnGroup: configuration.columnGroup)
            let scenes = zip(layout.panels, groups[layout.firstPanel...]).map { panel, series in
                let shown = window.showing(series: series).hiding(series: configuration.hiddenSeries)
                return ChartScene(store: store, configuration: configuration, layout: panel, window: shown,
                                  axis: source.axis(for: shown, rows: panel.plotRows))
            }
            return Trial(layout: layout, scenes: scenes, source: source)
        }
        // The label width settles as a single chart's does (`LabelWidthSettling`), until every panel's
        // labels fit.
        guard let settled = LabelWidthSettling.settle(hint: labelWidth, trial: trial, wider: trial,
                                                      laidOut: { $0.layout.labelWidth }, needed: { $0.neededLabelWidth })?.trial
        else { return nil }

        var grid = CellGrid(width: width, height: height)
        var underCursor: [[Cell]] = []
        draw(settled, store: store, configuration: configuration, reveal: reveal, overlay: overlay, into: &grid, underCursor: &underCursor)
        configuration.style.drawer.finish(&grid)
        let layout = settled.layout
        var frame = ChartFrame(grid: grid, axisSource: settled.source, axis: settled.scenes.first?.axis,
                               labelWidth: layout.labelWidth, dotColumns: settled.scenes.first?.window.dotColumns,
                               layoutCount: layoutCount)
        frame.panels = zip(settled.scenes, groups[layout.firstPanel...]).map { scene, series in
            DrawnPanel(series: series, plotY: scene.layout.plotY, plotRows: scene.layout.plotRows, axis: scene.axis)
        }
        frame.panelCount = layout.panelCount
        frame.plotX = layout.panels[0].plotX
        frame.firstPanel = layout.firstPanel
        frame.scenes = settled.scenes
        frame.underCursor = underCursor
        return frame
    }

    /// One layout tried: its panels' scenes, and the axis source after giving their axes.
    private struct Trial<Axis> {
        let layout: PanelLayout
        let scenes: [ChartScene]
        let source: Axis

        /// The widest labels of any panel: what every panel's labels get, so their plots line up.
        var neededLabelWidth: Int { scenes.map(\.labelWidth).max() ?? 1 }
    }

    private static func draw<Axis>(_ trial: Trial<Axis>, store: SeriesStore, configuration: ChartConfiguration, reveal: Reveal,
                                   overlay: ChartOverlay, into grid: inout CellGrid, underCursor: inout [[Cell]]) {
        let layout = trial.layout
        if let row = layout.titleRow { ChartRenderer.drawTitle(configuration.title, row: row, width: layout.width, into: &grid) }
        let readout = ChartRenderer.readout(store, configuration: configuration, overlay: overlay,
                                            dotColumns: trial.scenes.first?.window.dotColumns ?? 0)
        for (scene, legendRow) in zip(trial.scenes, layout.legendRows) {
            let legend = StatusLine.legend(for: store, series: scene.window.seriesShown ?? [], unit: configuration.unit,
                                           width: layout.width, readout: readout, mark: configuration.style.frame.legend,
                                           hidden: configuration.hiddenSeries)
            ChartRenderer.write(legend, y: legendRow, into: &grid)
            underCursor.append([])
            // Each panel's heatmap is counted afresh: one memo holds one plot's columns.
            var afresh: HeatmapMemo?
            if let heat = ChartRenderer.drawPlot(scene, store: store, reveal: reveal, cursor: overlay.cursor, into: &grid,
                                                 underCursor: &underCursor[underCursor.count - 1], heatmap: &afresh) {
                HeatScaleField.write(heat, scene: scene, cursor: overlay.cursor, row: legendRow, into: &grid)
            }
            ChartAxes.drawY(scene, into: &grid)
        }
        if let bottom = trial.scenes.last { ChartAxes.drawX(bottom, into: &grid) }
        let status = StatusLine.panelStatus(for: store, width: layout.width, hiddenPanels: layout.hiddenCount,
                                            overlay: overlay.statusFields, readout: readout,
                                            alert: AlertStatus.field(store, configuration: configuration))
        ChartRenderer.write(status, y: layout.statusRow, into: &grid)
    }

}
