import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotCommand
@testable import LivePlotChartTests

/// Totals and means of finite values near the largest Double, and values far beyond a fixed axis in a
/// picture: each of these trapped before (issue 40, "Unbreakable, third time").
@Suite struct ExtremeTotalTests {
    /// A bucket's mean of values near the largest Double is finite: their sum overflowed to inf before
    /// (`printf '1e308\n1e308\n' | liveplot --once --every 2` trapped). A sum beyond the largest Double,
    /// and a transformed value beyond it (`-c`, `-d`), stand at the edge of the range.
    @Test func aBucketsStatsAreAlwaysNumbers() {
        let largest = Double.greatestFiniteMagnitude
        let cases: [([Double], mean: Double, sum: Double)] = [
            ([1e308, 1e308], 1e308, largest),
            ([-1e308, -1e308], -1e308, -largest),
            ([largest, largest, largest], largest, largest),
            ([1e308, 1e308, -1e308], 1e308 / 3, 1e308),
            ([.leastNonzeroMagnitude, .leastNonzeroMagnitude], .leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude),
            ([.infinity, 1e308], largest / 2 + 1e308 / 2, largest),
            ([-.infinity, -.infinity], -largest, -largest),
            ([.infinity, -.infinity, 5], 5.0 / 3, 5),
        ]
        for (values, mean, sum) in cases {
            var bucket = BucketAccumulator(keepsValues: true)
            for value in values { bucket.add(value) }
            #expect(bucket.value(of: .mean) == mean, "\(values)")
            #expect(bucket.value(of: .sum) == sum, "\(values)")
            for stat in [BucketStat.min, .max, .percentile(99), .percentile(50)] {
                #expect(bucket.value(of: stat).isFinite, "\(values) \(stat)")
            }
            bucket.removeAll()
            bucket.add(3)
            #expect(bucket.value(of: .mean) == 3 && bucket.value(of: .sum) == 3, "emptied whole, the scale too")
        }
    }

    /// Property: the mean of random values of every magnitude, up to the largest, against the mean of the
    /// values scaled down by 2⁻⁶⁴ (exact: powers of two), summed in Float80-free Doubles that cannot
    /// overflow, then scaled back.
    @Test func aBucketsMeanAgreesWithAScaledReference() {
        var random = SplitMix64(seed: 40_2)
        for round in 0..<500 {
            let count = 1 + Int(random.next() % 20)
            let values = (0..<count).map { _ -> Double in
                let magnitude = [1e308, .greatestFiniteMagnitude, 1, 1e-308, 3e300][Int(random.next() % 5)]
                return magnitude * (Double(random.next() % 2001) / 1000 - 1)
            }
            var bucket = BucketAccumulator(keepsValues: false)
            for value in values { bucket.add(value) }
            let reference = values.reduce(0) { $0 + $1 * 0x1p-64 } / Double(count) * 0x1p64
            let actual = bucket.value(of: .mean)
            #expect(actual.isFinite, "round \(round): \(values)")
            let largest = values.map(abs).max()!
            // The reference loses what is below 2⁶⁴ × the least subnormal: terms of 1e-308 and less.
            #expect(abs(actual - reference) <= largest * 1e-14 + 1e-300, "round \(round): \(actual) vs \(reference)")
        }
    }

    /// A trailing mean (`--smooth`) of values near the largest Double is finite: the sum held overflowed
    /// to inf, and summed afresh stayed inf.
    @Test func aTrailingMeanNeverOverflows() {
        var mean = TrailingMean(span: .rows(2), maximumCount: 100)
        #expect(mean.add(1e308, at: 0) == 1e308)
        #expect(mean.add(1e308, at: 1) == 1e308)
        #expect(mean.add(-.greatestFiniteMagnitude, at: 2) == (1e308 - .greatestFiniteMagnitude) / 2)
        #expect(mean.add(-.greatestFiniteMagnitude, at: 3) == -.greatestFiniteMagnitude)
        #expect(mean.add(1, at: 4) == -.greatestFiniteMagnitude / 2)
        #expect(mean.add(3, at: 5) == 2, "the large ones gone, nothing of them left behind")
    }

    /// The store's bucket of two 1e308 is drawn with its figures; a sum past the largest Double stands at
    /// the edge of the range; a smoothed line of them is their mean.
    @Test func bucketsNearTheLargestDoubleAreDrawn() {
        let mean = ChartPictureTests.picture(["--every", "2"], rows: [[1e308], [1e308]], names: ["a"], width: 60, height: 8)
        #expect(ExtremeValueTests.statusLine(mean.text) == ("last=1e308 min=1e308 max=1e308 avg=1e308 n=1"), "\(mean.text)")
        let sum = ChartPictureTests.picture(["--every", "2", "--stat", "sum"], rows: [[1e308], [1e308]], names: ["a"], width: 60, height: 8)
        #expect(ExtremeValueTests.statusLine(sum.text) == ("last=1.79769e308 min=1.79769e308 max=1.79769e308 n=1"), "\(sum.text)")
        #expect(sum.svg.hasSuffix("</svg>\n"))
        let smooth = ChartPictureTests.picture(["--smooth", "2"], rows: [[1e308], [1e308]], names: ["a"], width: 60, height: 8)
        #expect(ExtremeValueTests.statusLine(smooth.text) == ("last=1e308 min=1e308 max=1e308 avg=1e308 n=2"), "\(smooth.text)")
        #expect(smooth.svg.hasSuffix("</svg>\n"))
    }

    /// Every point a picture draws lies within its plot's rows, whatever the values and the fixed bounds:
    /// a value beyond a fixed bound stands at the edge, as the chart's dots do (a value of 1e18 over
    /// `-M 100` was a coordinate no `Int` holds, and the SVG trapped). The alert's threshold beyond the
    /// axis stays beyond it, within a plot's height.
    @Test func everyPointStandsWithinThePlot() {
        let values: [Double] = [1e18, -1e30, 1e308, -.greatestFiniteMagnitude, .greatestFiniteMagnitude, 0, 1, .leastNonzeroMagnitude, -1e-308]
        let boundsCases: [[String]] = [["-m", "100"], ["-M", "0"], ["-M", "1e-100"], ["-M", "1e-300"], ["-m", "-1e300"],
                                       ["-M", "-1e-300", "-m", "1e-300"], ["--log", "-M", "1e-300"], ["--log", "-m", "1e300"],
                                       ["-m", "100", "--alert", "1e300"], ["-M", "0", "--alert", "<-1e300"], ["-m", "1", "--smooth", "2"],
                                       ["-m", "1", "--stat", "p10,p90", "--every", "2"]]
        for bounds in boundsCases {
            for value in values {
                let rows = [[1], [value], [0], [value], [2]]
                let picture = ChartPictureTests.picture(bounds, rows: rows, names: ["a"], width: 50, height: 10)
                for plot in picture.plots {
                    let top = Double(plot.y)
                    let bottom = Double(plot.y + plot.rows)
                    for path in plot.paths {
                        for point in path.runs.joined() {
                            #expect(point.y >= top && point.y <= bottom, "\(bounds) \(value): \(point.y) beyond \(top)...\(bottom)")
                        }
                        if let beyond = path.beyond {
                            #expect(beyond.y >= top - Double(plot.rows) && beyond.y <= bottom + Double(plot.rows), "\(bounds) \(value)")
                        }
                    }
                }
                #expect(picture.svg.hasSuffix("</svg>\n"), "\(bounds) \(value)")
            }
        }
    }

    /// A coordinate to tenths of a pixel, for any Double: beyond ±10¹² pixels, at that distance (it trapped
    /// converting to `Int` past ±9.2·10¹⁷ tenths).
    @Test func anyCoordinateIsWritten() {
        #expect(SVGDocument.number(12.5) == "12.5")
        #expect(SVGDocument.number(-3.25) == "-3.3" || SVGDocument.number(-3.25) == "-3.2")
        #expect(SVGDocument.number(1e300) == "1000000000000")
        #expect(SVGDocument.number(-.infinity) == "-1000000000000")
        #expect(SVGDocument.number(.greatestFiniteMagnitude) == "1000000000000")
    }
}
