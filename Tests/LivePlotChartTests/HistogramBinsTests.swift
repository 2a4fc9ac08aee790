import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotChart

/// `--hist`'s bins: nice edges (widths 1, 2, 5 × 10ⁿ; log steps within a decade), as many as the rows
/// allow up to 40 and at least 15 when they allow 40, every value in exactly one bin.
@Suite struct HistogramBinsTests {
    @Test func niceWidthsAsTheRowsAllow() {
        // 3…97 in 40 rows: width 2 would take 49 bins, 5 takes 20.
        #expect(HistogramBins.linear(low: 3, high: 97, most: 40).edges == stride(from: 0.0, through: 100, by: 5).map { $0 })
        // In 12 rows: 10 bins of 10.
        #expect(HistogramBins.linear(low: 3, high: 97, most: 12).edges == stride(from: 0.0, through: 100, by: 10).map { $0 })
        // A value on an edge opens the next bin: 100 is in 100–105.
        #expect(HistogramBins.linear(low: 0, high: 100, most: 40).edges.last == 105)
        // Tenths: each edge the Double its label reads as.
        let tenths = HistogramBins.linear(low: 0.1, high: 0.9, most: 40)
        #expect(tenths.edges.first == 0.1 && tenths.edges.contains(0.3) && tenths.edges.contains(0.7))
        // One value: one bin holding it.
        let one = HistogramBins.linear(low: 42, high: 42, most: 40)
        #expect(one.count == 1 && one.bin(of: 42) == 0)
        // Negative values: the edges go below 0 as they do above.
        #expect(HistogramBins.linear(low: -7, high: 7, most: 40).edges.first == -7)
    }

    @Test func logarithmicBinsSplitDecades() {
        // 1…1000 in 40 rows: three decades of 1-1.5-2-3-5-7 (18 bins; 1.2…8 would take 30, 10 a decade).
        let bins = HistogramBins.logarithmic(low: 1, high: 999, most: 40)
        #expect(bins.isLogarithmic)
        #expect(bins.edges.prefix(7) == [1, 1.2, 1.5, 2, 2.5, 3, 4])
        // In 10 rows: 1-2-5 would take 9.
        #expect(HistogramBins.logarithmic(low: 1, high: 999, most: 10).edges == [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000])
        // Twelve decades in 6 rows: a bin every other decade.
        #expect(HistogramBins.logarithmic(low: 1e-6, high: 5e5, most: 6).edges == [1e-6, 1e-4, 1e-2, 1, 100, 1e4, 1e6])
    }

    /// Random ranges × rows: every value of the range in exactly one bin, the bins nice, as many as the
    /// rows allow (15…40 where they allow 40).
    @Test func everyValueInExactlyOneNiceBin() {
        var random = SplitMix64(seed: 45)
        for _ in 0..<2000 {
            let scale = DecimalPower.value(Int(random.next() % 24) - 12)
            let a = (random.nextUnit() * 2 - 1) * scale * 100
            let b = a + random.nextUnit() * scale * Double(1 + random.next() % 1000)
            let most = 1 + Int(random.next() % 45)
            let bins = HistogramBins.linear(low: a, high: b, most: most)
            let context = "\(a)…\(b) in \(most) rows: \(bins.edges)"
            // A range across 0 takes two bins at least: no bin of nice edges holds both signs.
            #expect(bins.count <= max(min(most, 40), a < 0 && b >= 0 ? 2 : 1), "\(context)")
            if most >= 40, b > a { #expect(bins.count >= 15, "\(context)") }
            #expect(zip(bins.edges, bins.edges.dropFirst()).allSatisfy { $0 < $1 }, "\(context)")
            #expect(Self.isNice(bins.edges[1] - bins.edges[0]), "\(context)")
            for value in [a, b, (a + b) / 2, a + (b - a) * random.nextUnit()] {
                let holding = bins.edges.indices.dropLast().filter { bins.edges[$0] <= value && value < bins.edges[$0 + 1] }
                #expect(holding.count == 1 && holding.first == bins.bin(of: value), "\(value): \(context)")
            }
        }
    }

    @Test func everyPositiveValueInExactlyOneLogBin() {
        var random = SplitMix64(seed: 46)
        for _ in 0..<2000 {
            let a = DecimalPower.value(Int(random.next() % 20) - 10) * (1 + random.nextUnit() * 9)
            let b = a * DecimalPower.value(Int(random.next() % 8)) * (1 + random.nextUnit() * 9)
            let most = 1 + Int(random.next() % 45)
            let bins = HistogramBins.logarithmic(low: a, high: b, most: most)
            let context = "\(a)…\(b) in \(most) rows: \(bins.edges)"
            #expect(bins.count <= min(most, 40), "\(context)")
            #expect(zip(bins.edges, bins.edges.dropFirst()).allSatisfy { $0 < $1 }, "\(context)")
            for value in [a, b, a + (b - a) * random.nextUnit()] {
                let holding = bins.edges.indices.dropLast().filter { bins.edges[$0] <= value && value < bins.edges[$0 + 1] }
                #expect(holding.count == 1 && holding.first == bins.bin(of: value), "\(value): \(context)")
            }
        }
    }

    /// One row for a range of a few decades: one bin of its decades, not a search for ever (a multiple of
    /// 2,000 decades put the first edge at 0, and 0–1, 1–inf were never one bin: a hang, with `--hist --log`).
    @Test func oneBinOfSeveralDecades() {
        #expect(HistogramBins.logarithmic(low: 0.07451105428723974, high: 13.741148120785398, most: 1).edges == [0.01, 100])
        let widest = HistogramBins.logarithmic(low: 1e-300, high: 1e300, most: 1).edges
        #expect(widest.count == 2 && widest[0] <= 1e-300 && widest[1] > 1e300)
        #expect(HistogramBins.logarithmic(low: 3, high: 3, most: 1).edges.count == 2)
    }

    /// Counts per bin, and the percentiles' bins by the nearest rank of a sorted copy.
    @Test func countsAndPercentileMarks() {
        let values: [Double] = (1...100).map(Double.init) + [1000]
        let histogram = Histogram(values: values.shuffled(), most: 40)
        #expect(histogram.counts.reduce(0, +) == 101)
        #expect(histogram.range! == (1, 1000))
        // Nearest rank: p50 is the 51st of 101 (51), p90 the 91st (91), p99 the 100th (100); bins of 50.
        #expect(histogram.marks.map(\.value) == [51, 91, 100])
        #expect(histogram.marks.map { histogram.bins!.edges[$0.bin] } == [50, 50, 100])
        // On a log scale, what is at or below 0 is counted apart.
        let log = Histogram(values: [-1, 0, 1, 10, 100], most: 40, logarithmic: true)
        #expect(log.total == 3 && log.nonpositive == 2)
        #expect(Histogram(values: [], most: 40).bins == nil)
    }

    /// A width 1, 2 or 5 × 10ⁿ, within rounding.
    static func isNice(_ width: Double) -> Bool {
        let power = DecimalPower.value(DecimalPower.floorLog10(width * (1 + 1e-9)))
        return [1.0, 2, 5, 10].contains { abs(width / power - $0) < 1e-6 }
    }
}
