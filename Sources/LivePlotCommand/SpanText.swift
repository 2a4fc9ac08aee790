import LivePlotStore

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

    /// `seconds` as the span grammar writes it, in the largest unit that holds it whole: `3650d`, `1ms`;
    /// else in seconds (`1.5s`).
    static func written(seconds: Double) -> String {
        for (unit, perUnit) in secondsPerUnit.sorted(by: { $0.value > $1.value }) {
            let amount = seconds / perUnit
            if amount >= 1, amount == amount.rounded(), amount < 1e15 { return "\(Int(amount))\(unit)" }
        }
        return "\(seconds)s"
    }
}
