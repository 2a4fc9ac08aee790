/// What reading the input found wrong with the options, said where the user looks: the status line
/// live, standard error with `--once` (`-x` then ends the run with status 2).
///
/// ```swift
/// InputNotice.xNotTimeOrNumber(field: "Date", value: "01.11.2026").message
/// // -x Date: "01.11.2026" is not a time or a number
/// InputNotice.fieldsNotFound(names: ["%usr"], fields: ["CPU", "%user"]).message
/// // -f %usr: no such field (fields: CPU %user)
/// InputNotice.fieldsNotFound(names: ["%cpu"], fields: ["%usr", "%CPU"]).message
/// // -f %cpu: no such field (did you mean %CPU? fields: %usr %CPU)
/// InputNotice.positionsNotFound(positions: [2, 5], timestampFields: 0, fieldCount: 1).message
/// // -f 2,5: no such fields (the line has 1 field)
/// InputNotice.groupFieldNotFound(field: "statuz", fields: ["remote", "status"]).message
/// // --by statuz: no such field (fields: remote status)
/// InputNotice.rateWithoutTimes.message
/// // rate: no times, per line
/// InputNotice.queryFailed(type: "bad_data", error: "invalid parameter \"query\": 1:6: parse error").message
/// // query: bad_data: invalid parameter "query": 1:6: parse error
/// InputNotice.historyBounded(asked: 10_000_000, kept: 156_250, series: 64, values: 10_000_000).message
/// // -n 10000000 keeps 156250 rows a series: 10000000 values at most over up to 64 series
/// ```
public enum InputNotice: Hashable, Sendable {
    /// `-x FIELD` whose value, in the first row, is no time and no number (shown with its escapes visible).
    case xNotTimeOrNumber(field: String, value: String)
    /// `-x FIELD` that names no field of the first rows (no header's name, no key, a position past their
    /// fields), and the fields there are.
    case xFieldNotFound(field: String, fields: [String])
    /// `-f` names (or positions, or patterns) that name no field after the input's first block, and
    /// the fields there are (a header's names); no names: every one is found now.
    case fieldsNotFound(names: [String], fields: [String])
    /// `-f` positions that no line has, or that lie within the timestamp the lines lead with (x), every
    /// field `-f` names not found being one: what a line too short for them has, `fieldCount` fields, the
    /// first `timestampFields` its timestamp's.
    case positionsNotFound(positions: [Int], timestampFields: Int, fieldCount: Int)
    /// `--by FIELD` whose field no line of the input's first block had (no header's name, no key, no
    /// JSON path, no access log's field), and the fields there are; no fields and an empty name: a line
    /// had it since.
    case groupFieldNotFound(field: String, fields: [String])
    /// `--by` with `--stat`/`--every` on lines of several series: the first (`split`) is split by value,
    /// the others are not drawn; `-f` picks the one.
    case groupSplitsOneSeries(split: String, others: [String])
    /// `-r` on lines that have no times and were read together (`ArrivalTiming`): the rates are the
    /// difference per line, not per second.
    case rateWithoutTimes
    /// An error a Prometheus query answered: its `errorType` and `error`, escapes visible. Both empty:
    /// a later answer succeeded, and the error is no longer said.
    case queryFailed(type: String, error: String)
    /// `-n asked` keeps `kept` rows a series: the run can make up to `series` series, and the values kept
    /// over them all are bounded (`values`), whatever `-n` asks.
    case historyBounded(asked: Int, kept: Int, series: Int, values: Int)

    /// The most characters of the fields listed: a status line's room, and a line of standard error.
    static let fieldsLength = 50

    /// The notice in a line a person reads; empty for `fieldsNotFound` with no names.
    public var message: String {
        switch self {
        case .xNotTimeOrNumber(let field, let value):
            return "-x \(field): \"\(value)\" is not a time or a number"
        case .xFieldNotFound(let field, let fields):
            return "-x \(field): no such field " + Self.among(fields, askedFor: [field])
        case .fieldsNotFound(let names, let fields):
            guard !names.isEmpty else { return "" }
            return "-f \(names.joined(separator: ",")): " + (names.count == 1 ? "no such field " : "no such fields ")
                + Self.among(fields, askedFor: names)
        case .positionsNotFound(let positions, let timestampFields, let fieldCount):
            return Self.positionsMessage(positions, timestampFields: timestampFields, fieldCount: fieldCount)
        case .groupFieldNotFound(let field, let fields):
            guard !field.isEmpty else { return "" }
            return "--by \(field): no such field " + Self.among(fields, askedFor: [field])
        case .groupSplitsOneSeries(let split, let others):
            let rest = others.joined(separator: ", ")
            return "--by splits one series, the first: \(split) (\(rest.count > Self.fieldsLength ? String(rest.prefix(Self.fieldsLength)) + "…" : rest) "
                + "not drawn; -f picks the one)"
        case .rateWithoutTimes:
            return "rate: no times, per line"
        case .queryFailed(let type, let error):
            guard !type.isEmpty || !error.isEmpty else { return "" }
            return "query: " + (type.isEmpty ? error : type + ": " + error)
        case .historyBounded(let asked, let kept, let series, let values):
            return "-n \(asked) keeps \(kept) rows a series: \(values) values at most over up to \(series) series"
        }
    }

    /// Whether `--once` ends with it at once, a usage error: a field of values that are no x. A field
    /// not found is said after the chart, as `-f`'s are.
    public var endsAOnceRun: Bool {
        if case .xNotTimeOrNumber = self { return true }
        return false
    }

    /// `-f 1: field 1 is the timestamp (x); the values are fields 2–4`, `-f 2,5: no such fields (the
    /// line has 1 field)`: positions count a line's fields as awk's `$N` does, its timestamp's among them.
    private static func positionsMessage(_ positions: [Int], timestampFields: Int, fieldCount: Int) -> String {
        let said = "-f \(positions.map(String.init).joined(separator: ",")): "
        let fields = { (first: Int, last: Int) in first == last ? "field \(first)" : "fields \(first)–\(last)" }
        let timestamp = (timestampFields == 1 ? "field 1 is" : fields(1, timestampFields) + " are") + " the timestamp (x); "
            + (fieldCount > timestampFields ? "the values are " + fields(timestampFields + 1, fieldCount) : "no values follow it")
        if timestampFields > 0, positions.allSatisfy({ $0 <= timestampFields }) { return said + timestamp }
        let line = "the line has \(fieldCount) field" + (fieldCount == 1 ? "" : "s") + (timestampFields > 0 ? ": " + timestamp : "")
        return said + (positions.count == 1 ? "no such field (" : "no such fields (") + line + ")"
    }

    /// `(fields: CPU %user %nice)`, or that no header names them; led by the fields `names` spell but
    /// for their case, when there are (`-f %cpu`: `(did you mean %CPU? fields: … %CPU)`).
    static func among(_ fields: [String], askedFor names: [String] = []) -> String {
        guard !fields.isEmpty else { return "(no header names the fields)" }
        let meant = names.compactMap { name in fields.first { $0 != name && $0.lowercased() == name.lowercased() } }
        return "(" + (meant.isEmpty ? "" : "did you mean \(meant.joined(separator: ", "))? ") + "fields: \(listed(fields)))"
    }

    /// `fields` separated by blanks, as many as fit in `fieldsLength`, then `…`.
    static func listed(_ fields: [String]) -> String {
        var text = ""
        for field in fields {
            let next = text.isEmpty ? field : text + " " + field
            guard next.count <= fieldsLength else { return text.isEmpty ? "…" : text + " …" }
            text = next
        }
        return text
    }
}
