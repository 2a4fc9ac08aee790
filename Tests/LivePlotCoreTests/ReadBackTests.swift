import Foundation
import Testing
@testable import LivePlotCore

/// The chart read back dot by dot (issue "The chart never lies"): for random series the `--once` braille
/// chart shows each sample's dot in the dot row its value maps to on the axis (the nearest dot), each label
/// in its value's row, and a column of many samples reaches exactly their lowest and highest (the envelope
/// hides nothing). Every style (a block bar stands as high as the highest of its column), `--once` only
/// so far: live views, zoom and several series are the rest of that issue.
@Suite struct ReadBackTests {
    static func series(_ random: inout SplitMix64) -> [Double] {
        let count = 1 + Int(random.next() % 3000)
        let base = Double(Int64(bitPattern: random.next()) % 1000)
        let scale = [0.01, 1, 100, 1e6][Int(random.next() % 4)]
        return (0..<count).map { index in
            switch random.next() % 20 {
            case 0: return base + scale * 50  // a spike
            case 1: return base - scale * 20
            default: return base + scale * sin(Double(index) / 9) * 5
            }
        }
    }

    @Test func samplesStandWhereTheAxisSaysAndEnvelopesHideNothing() {
        var random = SplitMix64(seed: 1414)
        var failures: [String] = []
        var checked = 0
        for round in 0..<600 {
            let style = PlotStyle.allCases[round % PlotStyle.allCases.count]
            let values = Self.series(&random)
            let width = 20 + Int(random.next() % 180)
            let height = 8 + Int(random.next() % 50)
            var store = SeriesStore(capacity: 100_000)
            store.append(SampleBatch(values: values))
            let grid = ChartRenderer.render(store, configuration: ChartConfiguration(viewport: .fitAll, style: style),
                                            width: width, height: height)
            guard let reader = FrameReader(grid, style: style) else { continue }
            checked += 1
            let columns = reader.plotColumns * reader.dotsAcross
            // The axis as the autoscaler makes it for these values over the rows the frame gives the plot.
            let axis = Autoscaler().axis(low: values.min(), high: values.max(), rows: reader.plotRows)
            let dots = reader.plotRows * reader.dotsDown
            // Dots count from the top; a value's dot is its fraction of the axis, rounded to the nearest dot.
            func dotRow(_ value: Double) -> Double {
                Double(dots - 1) - (AxisTicks.fraction(of: value, lower: axis.lower, upper: axis.upper) * Double(dots - 1)).rounded()
            }
            // Each label stands in the row of its value.
            for (value, label) in zip(axis.values, ValueFormatter.labels(for: axis)) where value >= axis.lower && value <= axis.upper {
                let row = reader.plotY + Int(dotRow(value).rounded()) / reader.dotsDown
                var text = ""
                for x in 0..<reader.axisX where !grid[x, row].isContinuation { text.unicodeScalars.append(grid[x, row].scalar) }
                if text.trimmingCharacters() != label {
                    failures.append("round \(round) \(style): label \(label) not in row \(row) (\(text)) axis \(axis.lower)…\(axis.upper) \(axis.integers) rows \(reader.plotRows)\n\(grid.plainText())")
                }
            }
            func near(_ value: Double, column: Int) -> Bool {
                reader.isSet(x: column, y: Int(dotRow(value)))
            }
            if values.count <= columns {
                let spread = values.count == 1 ? 0 : Double(columns - 1) / Double(values.count - 1)
                for (index, value) in values.enumerated() {
                    let x = values.count == 1 ? columns - 1 : Int((Double(index) * spread).rounded())
                    if !near(value, column: x) { failures.append("round \(round) \(style): sample \(index) (\(value)) not at its row in column \(x)") }
                }
            } else {
                for column in 0..<columns {
                    let slice = values[(column * values.count / columns)..<((column + 1) * values.count / columns)]
                    guard let low = slice.min(), let high = slice.max() else { continue }
                    if !near(low, column: column) || !near(high, column: column) {
                        failures.append("round \(round) \(style): column \(column) does not reach its min \(low) and max \(high)")
                    }
                }
            }
            if failures.count > 5 { break }
        }
        #expect(checked > 500)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
