import LivePlotText
import LivePlotStore
import LivePlotChart

/// Reads a span as people write one on a command line (`--window 30s`): a duration with its unit, or
/// a plain count of samples.
///
/// ```swift
/// SpanText.span("90s")    // .seconds(90)
/// SpanText.span("1.5h")   // .seconds(5400)
/// SpanText.span("500")    // .rows(500)
/// SpanText.span("5 min")  // nil
/// ```
enum SpanText {
    /// Seconds per unit: ms, s, m, h, d, w.
    static let secondsPerUnit: [String: Double] = ["ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86_400, "w": 604_800]

    /// The span `text` writes, nil for none (no unit known, not a positive finite amount).
    static func span(_ text: String) -> XSpan? {
        if let count = Int(text) { return count > 0 ? .rows(count) : nil }
        guard let unitStart = text.firstIndex(where: { $0.isLetter }), let unit = secondsPerUnit[String(text[unitStart...])],
              let amount = Double(text[..<unitStart]), amount > 0, amount.isFinite,
              text.first.map({ $0.isNumber || $0 == "." }) == true else { return nil }
        return .seconds(amount * unit)
    }

    /// The span `text` writes for `option`, or the usage error that names it and says what it expects.
    static func span(_ text: String, for option: String, expecting expected: String) throws(OptionsError) -> XSpan {
        guard let span = span(text) else {
            throw OptionsError("invalid span '\(TerminalText(text).string)' for '\(option)': \(expected)")
        }
        return span
    }
}
