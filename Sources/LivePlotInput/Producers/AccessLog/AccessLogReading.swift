/// What an access log's fields are and which are plotted by default, decided from the stream's first
/// line: the `key=value` pairs its `log_format` adds that hold the request's time (nginx's
/// `rt=$request_time urt=$upstream_response_time`, a table below) when it has any, else `bytes`. The
/// status is a label (`--count --by status`), never a measurement; the referer, the user agent and the
/// path are words, whatever digits they hold.
///
/// ```swift
/// let reading = AccessLogReading(firstLine: line)   // … "curl/8.5" rt=0.016 urt=0.016
/// reading.defaults      // ["rt", "urt"]
/// reading.numbers       // ["status", "bytes", "rt", "urt"]
/// ```
struct AccessLogReading: Sendable, Equatable {
    /// The keys of pairs that hold a request's time, and its unit: nginx's variables (seconds, with
    /// milliseconds) and the short names its documentation's `log_format` gives them.
    static let timingKeys: [(key: String, unit: String)] = [
        ("rt", "s"), ("urt", "s"), ("uct", "s"), ("uht", "s"),
        ("request_time", "s"), ("upstream_response_time", "s"), ("upstream_connect_time", "s"), ("upstream_header_time", "s"),
    ]

    /// `combined` or `common`, as `--explain` says it.
    let format: String
    /// The keys of the first line's pairs, in order.
    let pairKeys: [String]
    /// Every field's name, in the line's order: the fixed ones (`AccessLogField`), then the pairs' keys.
    var names: [String] { AccessLogField.allCases.map(\.rawValue) + pairKeys }
    /// The fields a series may take: the status, the bytes and the pairs.
    var numbers: [String] { AccessLogField.numbers.map(\.rawValue) + pairKeys }
    /// The fields plotted by default: the pairs of the request's time, else the bytes.
    let defaults: [String]

    init(firstLine line: UnsafeRawBufferPointer, fields: AccessLogLine) {
        format = fields.isCombined ? "combined" : "common"
        var keys: [String] = []
        fields.forEachPair(in: line) { key, _ in
            let key = String(decoding: line[key], as: UTF8.self)
            if !keys.contains(key) { keys.append(key) }
        }
        pairKeys = keys
        let timing = keys.filter { key in Self.timingKeys.contains { $0.key == key } }
        defaults = timing.isEmpty ? [AccessLogField.bytes.rawValue] : timing
    }

    /// The unit of a field's values: seconds for the timing pairs, bytes for `bytes`; nil for the status.
    static func unit(of name: String) -> String? {
        if name == AccessLogField.bytes.rawValue { return "B" }
        return timingKeys.first { $0.key == name }?.unit
    }

    /// Whether `-f` names only fields of this log: then its reading plots them; else the stream is read
    /// as any other, `-f` deciding (`ProducerReading.serves`).
    func serves(_ selection: FieldSelection?) -> Bool {
        guard let selection else { return true }
        return selection.fields.allSatisfy { field in
            switch field {
            case .position: false
            case .name(let name): numbers.contains(name)
            case .pattern(let pattern): numbers.contains { pattern.matches(Array($0.utf8)) }
            }
        }
    }

    /// The fields plotted: those `selection` names (a pattern, those it matches), else the defaults.
    func plotted(by selection: FieldSelection?) -> [String] {
        guard let selection else { return defaults }
        return numbers.filter { name in
            selection.fields.contains { chosen in
                switch chosen {
                case .position: false
                case .name(let chosen): chosen == name
                case .pattern(let pattern): pattern.matches(Array(name.utf8))
                }
            }
        }
    }
}
