import LivePlotStore

/// The status's word on the alert (`--alert`): since when a series has stood beyond the threshold, at
/// the earliest onset of those beyond it now. By the data's own time (`alert since 10:04:07`), by arrival
/// on a time axis (`--time`), else by sample number (`alert since #1234`).
///
/// ```swift
/// AlertStatus.field(store, configuration: configuration)  // "alert since 10:04:07", nil when none is beyond
/// ```
enum AlertStatus {
    static func field(_ store: SeriesStore, configuration: ChartConfiguration) -> String? {
        guard let onset = store.series.compactMap(\.alertOnset).min(by: { $0.row < $1.row }) else { return nil }
        return StatusLine.alertLead + when(onset, store: store, configuration: configuration)
    }

    private static func when(_ onset: AlertOnset, store: SeriesStore, configuration: ChartConfiguration) -> String {
        guard let x = onset.x else { return "#\(onset.row)" }
        if store.xs != nil {
            guard !store.xsArePlain else { return "#\(onset.row)" }
            // The date too when the alert began on another day than the newest row's (times of day have none).
            let newest = store.xs?.last ?? x
            return TimeAxis.instant(x, zone: configuration.zone, withDate: !store.xsAreTimesOfDay && newest - x >= 86_400)
        }
        guard let timeAxis = configuration.timeAxis else { return "#\(onset.row)" }
        return timeAxis.label(atSecondsSinceStart: x)
    }
}
