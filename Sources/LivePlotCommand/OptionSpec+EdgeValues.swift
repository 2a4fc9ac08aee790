/// The values at the edges of what an option takes: each bound, and just beyond it. The options fuzzer
/// (Tests/OptionsFuzzTests) draws from these, so the parser's bounds and the fuzzer's edges are read from
/// one place, the option table.
///
/// A placeholder: what today's cases say (an integer's range, a choice's words, the finite numbers of the
/// sample grammar); free text has no bounds to give yet, and gives none.
///
/// ```swift
/// OptionTable.named["--fps"]?.value?.edgeValues  // ["1", "240", "0", "241", "2", "239", "-1", …]
/// ```
extension OptionSpec.Value {
    /// The value at each bound and just beyond, as the user would write them; empty when there are none.
    public var edgeValues: [String] {
        switch self {
        case .integer(_, let range):
            let low = range.lowerBound
            let high = range.upperBound
            var values = [low, high]
            for (value, overflow) in [low.subtractingReportingOverflow(1), high.addingReportingOverflow(1),
                                      low.addingReportingOverflow(1), high.subtractingReportingOverflow(1)] where !overflow {
                values.append(value)
            }
            let words = values.map(String.init) + ["0", "-1", "\(Int.max)", "\(Int.min)", "9223372036854775808"]
            // A range starting at 1 has 0 just beyond it, already listed: each value once.
            return words.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        case .choice(_, let words):
            return words + ["", words.first.map { $0.uppercased() } ?? "X", (words.first ?? "") + "x"]
        case .list(_, let words):
            return words + [words.joined(separator: ","), "", ",", (words.first ?? "") + ",,"]
        case .number:
            return ["0", "-0", "1", "-1", "4.9e-324", "1e-300", "1e300", "-1e300", "1.7976931348623157e308",
                    "-1.7976931348623157e308", "1.8e308", "1e309", "inf", "-inf", "nan"]
        case .text, .file:
            return []
        }
    }
}
