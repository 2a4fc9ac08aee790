#if canImport(LivePlotChart)
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
#endif

/// The histogram read back (issue 45, point 5): random values are drawn by `--once --hist` in every
/// style, at random sizes, a fifth on log bins; each bar's text is read back and held against a
/// brute-force binning of the same values by the edges its label states.
///
/// For every frame it checks that
/// - each bar's count is the number of values in its label's range (low ≤ v < high), and together they
///   are every value binned (`n=` in the status);
/// - the shares sum to 100% within their rounding;
/// - a longer bar never stands for a smaller count, and the largest count has the longest bar;
/// - p50, p90 and p99 are marked on the bars whose range holds the value of their nearest rank in a
///   sorted copy, and nowhere else.
///
/// ```swift
/// HistogramReadBack.run(seed: 7)  // [] when the bars show what they must
/// ```
enum HistogramReadBack {
    /// One bar as read from its row.
    struct Bar {
        var low: Double
        var high: Double
        var count: Int
        var share: Double
        var length: Int
        var marks: [String]
    }

    static func run(seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let values = ReadBackHarness.series(length: 1 + Int(random.next() % 3000), &random)
        let style = [PlotStyle.braille, .blocks, .ascii][Int(random.next() % 3)]
        let (width, height) = (30 + Int(random.next() % 170), 4 + Int(random.next() % 56))
        let logarithmic = random.next() % 5 == 0
        var store = SeriesStore(capacity: 100_000)
        store.append(SampleBatch(values: values))
        var configuration = ChartConfiguration(viewport: .fitAll, style: style)
        configuration.autoscaler.isLogarithmic = logarithmic
        configuration.showsHistogram = true
        let text = ChartRenderer.render(store, configuration: configuration, width: width, height: height).plainText()
        let context = "seed \(seed): \(values.count) values, \(style) \(width)×\(height)\(logarithmic ? " --log" : "")\n\(text)"
        return check(text, values: logarithmic ? values.filter { $0 > 0 } : values).map { $0 + "\n" + context }
    }

    /// What the frame `text` shows wrong about `values` (those a log scale can bin).
    static func check(_ text: String, values: [Double]) -> [String] {
        guard !values.isEmpty else { return [] }
        let bars = bars(of: text)
        guard !bars.isEmpty else { return ["no bars read"] }
        var failures: [String] = []
        for bar in bars {
            let counted = values.count(where: { bar.low <= $0 && $0 < bar.high })
            if counted != bar.count { failures.append("\(bar.low)–\(bar.high): \(bar.count) drawn, \(counted) in its range") }
        }
        if bars.map(\.count).reduce(0, +) != values.count { failures.append("the bars hold \(bars.map(\.count).reduce(0, +)) of \(values.count)") }
        if !text.contains("n=\(values.count) ") { failures.append("the status does not say n=\(values.count)") }
        let shares = bars.map(\.share).reduce(0, +)
        if abs(shares - 100) > 0.05 * Double(bars.count) + 1e-9 { failures.append("the shares sum to \(shares)%") }
        for a in bars {
            for b in bars where a.count < b.count && a.length > b.length {
                failures.append("a bar of \(a.count) is longer than one of \(b.count)")
            }
        }
        if let largest = bars.max(by: { $0.count < $1.count }), bars.contains(where: { $0.length > largest.length }) {
            failures.append("the largest count's bar is not the longest")
        }
        let sorted = values.sorted()
        for (name, fraction) in [("p50", 0.5), ("p90", 0.9), ("p99", 0.99)] {
            let value = sorted[LogSketch.nearestRank(fraction, count: sorted.count)]
            let marked = bars.indices.filter { bars[$0].marks.contains(name) }
            let holding = bars.indices.filter { bars[$0].low <= value && value < bars[$0].high }
            if marked != holding { failures.append("\(name) (\(value)) marked on bars \(marked), lies in \(holding)") }
        }
        return failures
    }

    /// The bars of a histogram's text: each row with a range, a separator and a count.
    static func bars(of text: String) -> [Bar] {
        text.split(separator: "\n").compactMap { line in
            guard let separator = line.firstIndex(where: { $0 == "│" || $0 == "|" }) else { return nil }
            let label = line[..<separator].split(separator: " ").first ?? ""  // a unit (`10–20 ms`) after it
            guard let range = range(String(label)) else { return nil }
            let right = line[line.index(after: separator)...]
            let barGlyphs: Set<Character> = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█", "#", "!"]
            let bar = right.prefix { barGlyphs.contains($0) }
            let length = bar.reduce(0) { $0 + (["█", "#", "!"].contains($1) ? 8 : 1 + ["▏", "▎", "▍", "▌", "▋", "▊", "▉"].firstIndex(of: $1)!) }
            let tokens = right.dropFirst(bar.count).split(separator: " ").map(String.init)
            guard tokens.count >= 2, let count = Int(tokens[0]), tokens[1].hasSuffix("%"),
                  let share = Double(tokens[1].dropLast()) else { return nil }
            return Bar(low: range.low, high: range.high, count: count, share: share, length: length,
                       marks: Array(tokens.dropFirst(3)))
        }
    }

    /// A label's range: `10–20`, `-5-0` in ASCII, `1.5k–2k`.
    static func range(_ label: String) -> (low: Double, high: Double)? {
        let characters = Array(label)
        guard let split = characters.indices.dropFirst().first(where: {
            (characters[$0] == "–" || characters[$0] == "-") && !"e-–".contains(characters[$0 - 1])
        }), let low = figure(String(characters[..<split])), let high = figure(String(characters[(split + 1)...])) else { return nil }
        return (low, high)
    }

    /// A figure as `ValueFormatter.figure` writes it (`12.5`, `-3`, `1.5k`, `250µ`, `1e-20`), as the Double
    /// nearest its decimal.
    static func figure(_ text: String) -> Double? {
        let prefixes: [Character: Int] = ["p": -12, "n": -9, "µ": -6, "u": -6, "m": -3, "k": 3, "M": 6, "G": 9, "T": 12, "P": 15]
        var text = Substring(text)
        var exponent = 0
        if let last = text.last, let power = prefixes[last] {
            exponent = power
            text = text.dropLast()
        }
        if let e = text.firstIndex(of: "e") {
            guard let power = Int(text[text.index(after: e)...]) else { return nil }
            exponent += power
            text = text[..<e]
        }
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        var digits = text
        if let point = text.firstIndex(of: ".") {
            exponent -= text.distance(from: point, to: text.endIndex) - 1
            digits = text[..<point] + text[text.index(after: point)...]
        }
        guard let mantissa = Int64(digits) else { return nil }
        return (negative ? -1 : 1) * DecimalPower.scale(Double(mantissa), by: exponent)
    }
}
