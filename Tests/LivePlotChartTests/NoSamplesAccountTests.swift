import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// A chart with no samples accounts for every line read, by why, live and at the end (issue 42, point 4);
/// the input's notices (`-f`, `-x`) are in the status line.
@Suite struct NoSamplesAccountTests {
    private func store(_ text: String, fields: FieldSelection? = nil) -> SeriesStore {
        var store = SeriesStore(capacity: 10)
        store.append(decoded(text, fields: fields, times: TimeResolver(zone: .utc, now: 0)))
        return store
    }

    private func frame(_ store: SeriesStore, final: Bool = true) -> String {
        let configuration = ChartConfiguration(viewport: final ? .fitAll : .follow)
        return ChartRenderer.render(store, configuration: configuration, width: 66, height: 6).plainText().trimmingSuffixNewline()
    }

    @Test func everyLineReadIsAccountedFor() {
        // Words after a timestamp are a log's line, not names.
        expectFrame(frame(store("name value\nunits ms\n2026-11-22T10:00:01Z started\n")), """


            no samples: 3 lines, 2 taken as headers, 1 without a number


        n=0 skipped=1
        """)
    }

    /// Live, the same account, until a sample comes.
    @Test func liveTooAndOneReasonIsSaidOnce() {
        expectFrame(frame(store("\n\n  \n"), final: false), """


                          no samples: 3 lines, all blank


        n=0
        """)
    }

    /// The status says what `-f` did not find, before the figures, cut to the width when it is wider.
    @Test func theStatusSaysAFieldNotFound() {
        let said = store("CPU %user %nice\nall 1 2\n", fields: FieldSelection([.name("%usr"), .name("%nice")]))
        let status = frame(said).split(separator: "\n", omittingEmptySubsequences: false).suffix(2).joined(separator: "\n")
        expectFrame(status, """
            -f %usr: no such field (fields: %user %nice)
            ● %usr=–    ● %nice=2
            """)
    }
}
