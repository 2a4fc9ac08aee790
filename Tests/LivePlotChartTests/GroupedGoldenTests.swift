import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// Exact frames of `--count --by` (issue 45): a series per value, the legend by lines so far with `other`
/// last, `--split`'s panels in that order; from a store fed batches that carry each line's value, as the
/// decoder tags them (`SampleBatch.groups`).
@Suite struct GroupedGoldenTests {
    /// 2026-11-26T10:00:00Z.
    static let base = 1_795_514_400.0

    /// Thirty seconds of an access log's statuses, `--count --by status --top 3`: 200 steady, 404 now and
    /// then, 500 in a burst from second 18 that overtakes 404, and 301, 302, 503 a line here and there
    /// (in `other`); `(none)`-free.
    static func store(top: Int = 3) -> SeriesStore {
        let stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0, groupTop: top)
        var store = SeriesStore(capacity: 1_000, bucketing: stage)
        let names = ["200", "404", "301", "500", "302", "503"]
        var named = 0
        for second in 0..<30 {
            var groups: [Int32] = Array(repeating: 0, count: 6 + second % 4)
            if second % 3 == 0 { groups += [1, 1] }
            if second % 5 == 1 { groups.append(2) }
            if second >= 18 && second < 24 { groups += Array(repeating: 3, count: 5) }
            if second % 7 == 4 { groups.append(4) }
            if second == 27 { groups.append(5) }
            let xs = groups.indices.map { base + Double(second) + Double($0) / Double(groups.count + 1) }
            var batch = SampleBatch(values: Array(repeating: 1, count: groups.count), xs: xs)
            batch.groups = groups
            let newest = Int(groups.max()!)
            if newest >= named {
                batch.firstNewGroup = named
                batch.newGroupNames = Array(names[named...newest])
                named = newest + 1
            }
            store.append(batch)
        }
        store.finishInput()
        return store
    }

    static func frame(_ store: SeriesStore, _ width: Int, _ height: Int, split: Bool = false) -> String {
        var configuration = ChartConfiguration(title: "status", split: split)
        configuration.namesEverySeries = true
        return ChartRenderer.render(store, configuration: configuration, width: width, height: height).plainText().trimmingSuffixNewline()
    }

    /// The series in the order each first had a series, the legend by lines so far: 200 (223 lines), 500
    /// (30, from its burst on), 404 (20), and `other` last (302, 503, and 301, which retired when 500
    /// passed it by the margin in second 19: its history folded into `other`'s, its series left out).
    /// Every bucket's lines are in one series shown or `other`.
    @Test func aChartByStatusAt80x24() {
        let store = Self.store()
        #expect(store.series.map(\.name) == ["200", "404", "301", "other", "500"])
        #expect(store.legendOrder == [0, 4, 1, 3])
        #expect(store.retiredSeries == [2])
        var lines = 0.0
        for series in store.series { lines += series.history.filter { !$0.isNaN }.reduce(0, +) }
        // 200's 223 lines, 500's 30, 404's 20, 301's 6, 302's 4 and 503's 1.
        #expect(lines == 284)
        expectFrame(Self.frame(store, 80, 24), """
                                             status
        10┤· · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
          │
          │       ⢠•         •⡀        ⢠•         •⡀        ⢠•         •⡀        ⢠•
          │      ⡔⠁⠸⡀      ⢠⠊ ⢇       ⡔⠁⠸⡀      ⢠⠊ ⢇       ⡔⠁⠘⡄      ⢠⠊ ⢣       ⡔⠁⠘⡄
          │    ⡠•   ⢇    ⢀⠔•  ⠸⡀    ⡠•   ⢇     ⡔•  ⠸⡀    ⢠•   ⢣     ⡔•  ⠘⡄    ⢠•   ⢣
          │  •⠊     ⠸⡀ ⢀•⠁     ⢇  •⠊     ⠸⡀  •⠊     ⢇  ⢀•⠁    ⠈⡆  •⠊     ⢱  ⢀•⠁    ⠈⡆  •
          │⢀⠔⠁       ⢇⡠⠊       ⠸⣀⠔⠁       ⢇⢀⠎       ⠸⡀⡰⠁       ⢸⢀⠔⠁       ⡇⡠⠊       ⢸⢀⠔⠁
          │•         •⠁         •         •⠁         •    •     •         •⠁         •
         5┤· · · · · · · · · · · · · · · · · · · · · · · ·⡎⡆ •⣀⣀•⣀•⣀⣀•⣀• · · · · · · · ·
          │                                               ⡇⡇           ⠘⡄
          │                                              ⢰⠁⢱            ⢇
          │                                              ⢸ ⢸            ⢸
          │                                              ⡎  ⡇           ⠈⡆
          │•       •       •      •     • •       •      ⡇• ⡇     •      ⢣•       •
          │⠘⡄     ⡜⠘⡄     ⡜⠘⡄    ⢠⠃⢣   ⡜⠘⣤⠃⢣     ⢠⠃⢣    ⢸⢠⠃⢣⢸    ⢠⠃⢣     ⢸⡃⢣     ⡜⠘⡄
          │ ⢱•⢄  ⢰⠁ ⢱•⢄  ⡜⡠•⣱    ⡎  ⢣ ⢰⠁ ⣿  ⢣    ⡎ ⠈⡦•⡀ ⢸⡎ ⠈⣾    ⣎•⢌⡆   ⢠⠃⡇⠈⡦•⠒•⢲⠓•⡘⡄
         0┤⣠⣊⣣⣀⣑⣤⣃⣀⣠⣊⣣⣀⣣⣼⣊⣀•⣘⣧⣀⣀⣜⣀⣀⣀⣀⣣⣃⣀⣜⣀⣣⣀⣀⣣⣀⣀⣜⣀⣀⣔⣙⣄⣈⣢⡟· ·⠘⣇⣀⣀⡼⠊ ·⠻⣄⣀⣠⣃⣀⣱⣔⣙⣄⣀⣠⣃⣀•⣈⣺⣄⣀⣀
          └┬────────────┬────────────┬────────────┬─────────────┬────────────┬──────────
        10:00:00     10:00:05     10:00:10     10:00:15      10:00:20     10:00:25
        ● 200 last=7 min=6 max=9 avg=7.433 n=30
        ● 500 last=0 min=0 max=5 avg=0.8621 n=29
        ● 404 last=0 min=0 max=2 avg=0.6667 n=30
        ● other last=0 min=0 max=6 avg=0.5333 n=30
        """)
    }

    /// Narrow: the legend shrinks to `name=last`, still by volume, `other` last.
    @Test func aChartByStatusAt40x12() {
        expectFrame(Self.frame(Self.store(), 40, 12), """
                         status
        10┤· ·⣀⡄ · ⣀⡄· ·⣀⡄ · ⣀⡄· ·⣀⡄ · ⣀⡄· ·⣀⡄ ·
          │⢀⡠⠊ ⠸⣀⡠⠊ ⠸⣀⡠⠊ ⠸⣀⡠⠊ ⠸⣀⡠⠊ ⠸⣀⡠⠊ ⠸⣀⡠⠊ ⠸⣀⡠
          │⠁    ⠁    ⠁    ⠁    ⠁ ⡸⡄⠒⠓⠒⠒⠒⡆⠁    ⠁
          │⡀   ⡀  ⢀   ⢀  ⡀⡀   ⡀  ⣇⢣  ⢀  ⢸⡀   ⡀
         0┤⣨⣖⣄⣜⣸⣦⣄⣞⣵⣀⣠⣃⣣⣜⣸⣍⣆⣀⣜⣸⣦⣴⠏⠹⣄⡠⠗⢧⣀⣸⣯⣖⣒⣞⣺⣄⣀
          └┬───────────┬────────────┬───────────
        10:00:00    10:00:10     10:00:20
        ● 200 last=7 min=6 max=9 avg=7.433 n=30
        ● 500 last=0 min=0 max=5 avg=0.8621 n=29
        ● 404 last=0 min=0 max=2 avg=0.6667 n=30
        ● other last=0 min=0 max=6 n=30
        """)
    }

    /// `--split`: a panel per value, in the legend's order, `other` last.
    @Test func splitPanelsByVolume() {
        expectFrame(Self.frame(Self.store(), 80, 24, split: true), """
                                             status
        ● 200 last=7 min=6 max=9 avg=7.433 n=30
         │      ⢀⠔•        ⡠•⡄       ⢀⠤•⡄       ⢀⠔•        ⡠⠔•        ⡠•⡄       ⢀⠔•
        8┤· · ⣀•⠁ ⠈⡆· · ·⡠• ·⠸⡀ · ·⢀•⠁· ⢱ · · ⣀•⠁ ·⢇· · ·⡠• ·⠈⡆ · ·⢀⡠•· ⢱ · · ⢀•⠁ ·⢇· ·
         │  •⠊     ⠸⡀  •⠊     ⢱  ⢀•⠁     ⢇  •⠊     ⠈⡆  •⠊     ⠸⡀ ⢀•⠁     ⢇  ⢀•⠁    ⠈⡆  •
        6┤•⠊· · · · •⠔⠉ · · · ·•⠔⠁· · · ·⠘•⠊· · · · ⠘•⠊ · · · ·•⠔⠁· · · ·⠘•⠊⠁ · · · ⠘•⠊
        ● 500 last=0 min=0 max=5 avg=0.8621 n=29
        5┤· · · · · · · · · · · · · · · · · · · · · · · · · ·•⠉•⠉⠉•⠉⠉•⠉•⡄ · · · · · · ·
         │                                                              ⢱
         │                                                               ⢇
        0┤•⣀•⣀⣀•⣀⣀•⣀•⣀⣀•⣀⣀•⣀•⣀⣀•⣀⣀•⣀•⣀⣀•⣀⣀•⣀•⣀⣀•⣀⣀•⣀⣀•⣀•· · · · · · · · ·⠘•⣀⣀•⣀•⣀⣀•⣀⣀•⣀•
        ● 404 last=0 min=0 max=2 avg=0.6667 n=30
        2┤• · · ·⢠• · · ·⢠• · · ·⢠• · · ·⢠• · · ·⢠• · · ·⢠• · · ·⢠• · · ·⢠• · · ·⢠• · ·
         │⠈⡆     ⡎⠈⡆     ⡎⠈⡆     ⡎⠈⡆     ⡎⠈⡆     ⡎ ⢇     ⡎ ⢇     ⡎ ⢇     ⡎ ⢇     ⡎ ⢇
         │ ⠸⡀   ⡸  ⠸⡀   ⡸  ⠸⡀   ⡸  ⠸⡀   ⡸  ⠸⡀   ⡸  ⠈⡆   ⡸  ⠈⡆   ⡸  ⠈⡆   ⡸  ⠈⡆   ⡸  ⠈⡆
        0┤· •⣀⣀•⠃ · •⣀⣀•⠃ · •⣀⣀•⠃ · •⣀⣀•⠃ · •⣀⣀•⠃ · ⠘•⣀•⠃ · ⠘•⣀•⠃ · ⠘•⣀•⠃ · ⠘•⣀•⠃ · ⠘•⣀•
        ● other last=0 min=0 max=6 avg=0.5333 n=30
        5┤· · · · · · · · · · · · · · · · · · · · · · · ·⢠• · · · · · · · · · · · · · ·
         │                                               ⡎ ⢇
         │                             •⡀               ⡸  ⠈⡆
        0┤•⠔•⠒⠤•⣀⣀•⠔•⠒⠤•⠤⠒•⠢•⣀⣀•⣀⣀•⣀•⠔⠉ ⠈⠢•⣀•⣀⣀•⣀⣀•⠔⠊•⠢•⠃ · ⠘•⣀•⠤⠒•⠢⢄•⣀•⣀⣀•⠔⠊•⠉•⠉⠉•⠢⢄•⣀•
         └┬────────────┬────────────┬─────────────┬────────────┬─────────────┬──────────
        10:00:00    10:00:05     10:00:10      10:00:15     10:00:20      10:00:25

        """)
    }
}
