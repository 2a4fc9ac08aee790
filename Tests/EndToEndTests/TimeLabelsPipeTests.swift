import Testing

/// The binary reads dates without a year and times without a date by the run's clock (issue 40, points
/// 2 and 3): it took the clock's seconds for microseconds, so both were read as of 1970.
@Suite struct TimeLabelsPipeTests {
    /// A log across New Year: labelled with its year (`2026`, or whichever the clock says), never `1970`.
    @Test func syslogAcrossNewYearHasItsYear() async throws {
        let input = "Dec 31 22:00:01 host a: 5\nJan  1 02:00:02 host a: 6\nJan  1 06:00:02 host a: 7\n"
        let result = try await LivePlotBinary.run(["--once", "--width", "60", "--height", "8"], input: input, environment: ["TZ": "UTC"])
        #expect(result.status == 0)
        let axis = result.output.split(separator: "\n").dropLast().last.map(String.init) ?? ""
        let year = axis.split(separator: " ").compactMap { Int($0) }.first
        #expect(year.map { $0 >= 2026 } == true, "\(result.output)")
    }

    /// Times of day across midnight: times only, no weekday.
    @Test func timesOfDayHaveNoDate() async throws {
        let input = "10:00:01 5\n14:00:02 6\n23:00:02 7\n01:00:00 3\n"
        let result = try await LivePlotBinary.run(["--once", "--width", "60", "--height", "8"], input: input, environment: ["TZ": "UTC"])
        #expect(result.status == 0)
        let axis = result.output.split(separator: "\n").dropLast().last.map(String.init) ?? ""
        #expect(axis.split(separator: " ") == ["12:00", "15:00", "18:00", "21:00", "00:00"], "\(result.output)")
    }
}
