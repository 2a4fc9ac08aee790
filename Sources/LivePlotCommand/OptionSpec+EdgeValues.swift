import LivePlotStore

extension OptionSpec.Value {
    /// Values at each bound of this value and just beyond it, in the value's own grammar: what an options
    /// fuzzer gives each option, so every bound the table declares is tried from both sides. Those
    /// within the bounds must run; those beyond must be usage errors (exit 2), never a trap or a hang.
    ///
    /// ```swift
    /// OptionSpec.Value.integer("N", 1...240).edgeValues   // ["0", "1", "240", "241", "-1"]
    /// ```
    public var edgeValues: [String] {
        var values: [String]
        switch self {
        case .text:
            values = ["", "x", String(repeating: "x", count: 4096)]
        case .number(_, let range):
            values = [range.lowerBound, range.upperBound, range.lowerBound.nextDown, range.upperBound.nextUp]
                .filter(\.isFinite).map { "\($0)" } + ["0", "-1", "1e309", "-1e309", "nan", "inf"]
        case .numbers(_, let most):
            let finite = "\(Double.greatestFiniteMagnitude)"
            values = [finite, "-" + finite, "1e309", "", (1...most).map(String.init).joined(separator: ","),
                      (1...most + 1).map(String.init).joined(separator: ",")]
        case .threshold:
            let finite = "\(Double.greatestFiniteMagnitude)"
            values = [">" + finite, "<-" + finite, finite, "1e309", "<1e309", ">", "<<5"]
        case .integer(_, let range):
            values = [range.lowerBound, range.upperBound].map(String.init)
                + [range.lowerBound.subtractingReportingOverflow(1), range.upperBound.addingReportingOverflow(1)]
                    .filter { !$0.overflow }.map { String($0.partialValue) }
                + ["-1"]
        case .span(_, let bounds):
            let shortest = SpanText.written(seconds: bounds.seconds.lowerBound)
            let longest = SpanText.written(seconds: bounds.seconds.upperBound)
            values = [shortest, longest, "\(bounds.seconds.lowerBound * 500)ms", Self.oneMore(longest),
                      String(bounds.rows.lowerBound), String(bounds.rows.upperBound),
                      String(bounds.rows.lowerBound - 1), String(bounds.rows.upperBound + 1), "-1"]
        case .duration(_, let seconds):
            let longest = SpanText.written(seconds: seconds.upperBound)
            values = [SpanText.written(seconds: seconds.lowerBound), longest, "\(seconds.lowerBound * 500)ms", Self.oneMore(longest), "1", "-1s"]
        case .field(_, let positions, let words):
            values = [positions.lowerBound, positions.upperBound, positions.lowerBound - 1, positions.upperBound + 1]
                .map(String.init) + words + ["9223372036854775807", "99999999999999999999", "-1"]
        case .choice(_, let words):
            values = words + ["unknown"]
        case .file:
            values = ["", "/nonexistent-directory/chart.txt"]
        case .list(_, let words, let most):
            // Beyond the words listed, a list takes others (percentiles, pNN): as many distinct as it may
            // hold, and one more.
            var distinct = words
            for percent in 0...100 where distinct.count <= most && !distinct.contains("p\(percent)") { distinct.append("p\(percent)") }
            values = words + ["unknown", distinct.prefix(most).joined(separator: ","), distinct.prefix(most + 1).joined(separator: ",")]
        }
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// A span's text with its amount one more: `3650d` → `3651d`.
    private static func oneMore(_ written: String) -> String {
        guard let unit = written.firstIndex(where: \.isLetter), let amount = Int(written[..<unit]) else { return written }
        return "\(amount + 1)\(written[unit...])"
    }
}
