/// What a stream's lines are, as `FormatSniffer` decides from its first lines: the reader every line
/// then goes to (`FieldRowReader`'s one switch).
///
/// ```swift
/// FormatSniffer.format(of: Array(#"{"cpu":12}"#.utf8), after: .undecided, context: &context)   // .jsonLines
/// ```
enum StreamFormat: Hashable, Sendable {
    /// No line of several fields yet: lines are read as aligned columns (a number alone, a word).
    case undecided
    /// Blank-aligned columns, and lines of pairs among them (`AlignedColumnsReader`, `PairsReader`).
    case alignedColumns
    /// Delimited text split at this byte (`DelimitedTextReader`).
    case delimited(UInt8)
    /// One JSON object a line (`JSONLinesReader`).
    case jsonLines
    /// Prometheus or Graphite text (`MetricLinesReader`).
    case metricLines
    /// Prometheus's HTTP API responses, one a line (`PrometheusAPIReader`).
    case prometheusAPI

    /// Whether the lines are fields split by blanks or a delimiter (aligned columns, pairs, delimited
    /// text), or not yet decided.
    var readsFields: Bool {
        switch self {
        case .undecided, .alignedColumns, .delimited: true
        case .jsonLines, .metricLines, .prometheusAPI: false
        }
    }

    /// Whether a later line may still decide otherwise, while the stream's data has not begun: a
    /// banner or a header before JSON or metric lines (`Server listening on :8080`) decides nothing for
    /// good. JSON, metric text and the API's responses, once decided, are kept.
    var mayChange: Bool { readsFields }

    /// The byte that alone separates fields, in delimited text.
    var delimiter: UInt8? {
        if case .delimited(let byte) = self { byte } else { nil }
    }
}
