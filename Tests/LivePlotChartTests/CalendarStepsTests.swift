import Foundation
import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotChart

/// Nice steps at every scale (issue 40, point 4): from a second to ten million years, 1, 2 or 5 of a unit
/// (or 15 and 30 of seconds and minutes, 3, 6 and 12 hours, a week, 3 and 6 months), even, each label
/// distinct and in order. Over centuries the steps had stopped at 100 years: the labels that fit were
/// drawn, at uneven distances (`100 700 1400 2300`), and `--time --window 10000000d` labelled every
/// tick `00:00`.
@Suite struct CalendarStepsTests {
    @Test func everySpanStepsEvenlyWithDistinctLabels() {
        var random = SplitMix64(seed: 40)
        for round in 0..<4_000 {
            // Spans log-uniform from a second to twenty million years, anywhere within the bound.
            let span = pow(10, Double(random.next() % 14_500) / 1000)
            let center = (Double(random.next() % 1_000_000) / 1_000_000 * 2 - 1) * (TimeAxis.maximumSeconds - span / 2)
            let (first, last) = (max(-TimeAxis.maximumSeconds, center - span / 2), min(TimeAxis.maximumSeconds, center + span / 2))
            let columns = 12 + Int(random.next() % 300)
            let ticks = TimeAxis.ticks(from: first, to: last, columns: columns, zone: .utc)
            let step = TimeAxis.step(from: first, to: last, columns: columns)
            let what = "round \(round): \(first)…\(last) over \(columns): \(step)"
            #expect(ticks.count <= columns / (step.labelWidth + 2) + 1, "\(what)")
            // Neighbours differ at every scale (the day, month or year comes where it changes).
            #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.label != $1.label }, "\(what): \(ticks.map(\.label))")
            #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.seconds < $1.seconds }, "\(what)")
            // A span wider than twice the step has a tick, whatever the scale.
            if last - first > 2 * step.approximateSeconds { #expect(!ticks.isEmpty, "\(what)") }
            guard step.unit == .year else { continue }
            // Years: distinct, each a multiple of the step, one step apart; the step 1, 2 or 5 × 10ⁿ.
            let years = ticks.compactMap { Int($0.label) }
            #expect(years.count == ticks.count, "\(what): \(ticks.map(\.label))")
            #expect(years.allSatisfy { $0 % step.count == 0 }, "\(what): \(years)")
            #expect(zip(years, years.dropFirst()).allSatisfy { $1 - $0 == step.count }, "\(what): \(years)")
            var mantissa = step.count
            while mantissa % 10 == 0 { mantissa /= 10 }
            #expect([1, 2, 5].contains(mantissa), "\(what)")
        }
    }

    /// Timestamps that jump by centuries, from year 1 to 9999, over 60 columns: a step of 2000 years.
    @Test func millennia() {
        let first = Double(CivilCalendar.days(year: 1, month: 1, day: 1)) * 86_400
        let last = Double(CivilCalendar.days(year: 9999, month: 6, day: 1)) * 86_400
        #expect(TimeAxis.ticks(from: first, to: last, columns: 60, zone: .utc).map(\.label) == ["2000", "4000", "6000", "8000"])
    }
}
