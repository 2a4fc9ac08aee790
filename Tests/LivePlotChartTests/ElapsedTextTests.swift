import Testing
@testable import LivePlotChart

/// A time gone by as the status counts it: short, rounded down, its smaller unit in two digits, and
/// changing exactly as often as its text does.
@Suite struct ElapsedTextTests {
    @Test func writtenInItsTwoLargestUnits() {
        let cases: [(Duration, String)] = [
            (.zero, "0s"), (.milliseconds(999), "0s"), (.milliseconds(59_999), "59s"), (.seconds(60), "1m 00s"),
            (.seconds(185), "3m 05s"), (.seconds(3_599), "59m 59s"), (.seconds(3_600), "1h 00m"),
            (.seconds(7_530), "2h 05m"), (.seconds(86_399), "23h 59m"), (.seconds(86_400), "1d 00h"),
            (.seconds(3 * 86_400 + 4 * 3_600 + 59), "3d 04h"), (.seconds(400 * 86_400), "400d 00h"),
            (.seconds(-5), "0s"),
        ]
        for (elapsed, text) in cases {
            #expect(ElapsedText.written(elapsed) == text, "\(elapsed)")
        }
    }

    /// The step is the smaller unit written: within it the text does not change, at its end it does.
    @Test func theStepIsTheSmallerUnit() {
        for (elapsed, step) in [(Duration.seconds(25), Duration.seconds(1)), (.seconds(185), .seconds(1)),
                                (.seconds(3_600), .seconds(60)), (.seconds(90_000), .seconds(3_600))] {
            #expect(ElapsedText.step(after: elapsed) == step)
            #expect(ElapsedText.written(elapsed + step - .milliseconds(1)) == ElapsedText.written(elapsed))
            #expect(ElapsedText.written(elapsed + step) != ElapsedText.written(elapsed))
        }
    }
}
