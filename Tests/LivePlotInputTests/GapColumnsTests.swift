import Testing
import LivePlotBasics
@testable import LivePlotInput

/// A short line's gaps (`GapColumns.insertPositions`): the series at the positions past its last field.
@Suite struct GapColumnsTests {
    /// Against the brute-force model, a walk of every position up to the catalog's last, on random
    /// catalogs of series by position, some with x reserved far out (`-x 524288` leaves every line short;
    /// the walk took a second a thousand lines). Mutation: `position >= last` for `>` — fails.
    @Test func aShortLinesGapsAreTheSeriesPastItsEnd() {
        var random = SplitMix64(seed: 51)
        for _ in 0..<2_000 {
            var catalog = SeriesCatalog()
            if random.next() % 2 == 0 { catalog.reserveForX(position: Int(random.next() % 600) + 1) }
            for _ in 0..<Int(random.next() % 12) { _ = catalog.series(atPosition: Int(random.next() % 40) + 1) }
            let last = Int(random.next() % 45)
            var gaps = GapColumns()
            gaps.insertPositions(after: last, of: catalog)
            let model = stride(from: last + 1, through: catalog.positionCount, by: 1).compactMap { catalog.existingSeries(atPosition: $0) }
            #expect((0..<SeriesCatalog.maximumCount).filter(gaps.contains) == model.sorted(), "after \(last)")
        }
    }
}
