import LivePlotBasics

/// One line of metric text, read as the Prometheus text exposition format (version 0.0.4) and Graphite's
/// plaintext protocol write them:
///
/// ```text
/// # HELP node_load1 1m load average.                     a comment: says nothing to plot
/// node_load1 0.29                                        a sample: name, value
/// http_requests_total{method="get",code="200"} 1027 1700000000000      labels, a timestamp (ms)
/// servers.web-01.cpu.user 12.5 1700000000                Graphite: path, value, timestamp (s)
/// ```
///
/// A sample's series is named by the metric with its labels as written (`http_requests_total{code="200"}`),
/// or by the Graphite path. Label values may hold anything, blanks and braces included, with `\\`, `\"`
/// and `\n` as their only escapes. A value is a decimal number, `NaN` or `±Inf` (a sample with no number
/// to plot); a timestamp is a number.
///
/// ```swift
/// MetricLine.read(Array(#"up{job="a b"} 1"#.utf8))   // .sample: name 0..<14, value 1, no timestamp
/// ```
///
/// - Complexity: O(n) in the bytes of the line; nothing is allocated.
public struct MetricLine: Sendable, Equatable {
    /// Where the series' name lies in the line: the metric with its labels, or the Graphite path.
    public var name: Range<Int>
    /// The value; NaN for `NaN` and `±Inf`, which the format allows and a chart cannot place.
    public var value: Double
    /// The timestamp as written: milliseconds since the epoch in Prometheus text, seconds in Graphite's.
    public var timestamp: Double?

    /// What a line of a metric stream is.
    public enum Reading: Sendable, Equatable {
        case sample(MetricLine)
        /// A `#` line (`# HELP`, `# TYPE`, any other) or a blank one: nothing to plot, nothing wrong.
        case comment
        /// Neither: a line the formats do not allow.
        case invalid
    }

    /// Reads one line (without its line feed).
    public static func read(_ line: UnsafeRawBufferPointer, powers: FastPowers = .shared) -> Reading {
        let count = line.count
        var index = 0
        skipBlanks(line, &index)
        guard index < count else { return .comment }
        if line[index] == UInt8(ascii: "#") { return .comment }
        let nameStart = index
        guard let (nameEnd, isPrometheusName) = endOfName(line, from: index) else { return .invalid }
        index = nameEnd
        guard skipBlanks(line, &index) > 0, let (value, valueEnd) = number(line, from: index, powers: powers) else { return .invalid }
        index = valueEnd
        var timestamp: Double?
        if skipBlanks(line, &index) > 0, index < count {
            guard let (stamp, stampEnd) = number(line, from: index, powers: powers), stamp.isFinite else { return .invalid }
            timestamp = stamp
            index = stampEnd
            skipBlanks(line, &index)
        }
        guard index == count else { return .invalid }
        // A Graphite path is not a Prometheus name; Graphite's protocol always has the timestamp.
        guard isPrometheusName || timestamp != nil else { return .invalid }
        return .sample(MetricLine(name: nameStart..<nameEnd, value: value, timestamp: timestamp))
    }

    public static func read(_ line: [UInt8]) -> Reading { line.withUnsafeBytes { read($0) } }

    /// Whether a stream whose first line is `line` is metric text: a `# HELP` or `# TYPE` line, a sample
    /// with labels, a Prometheus name and its value (`/proc/vmstat`'s `nr_free_pages 5`), or a name, a
    /// value and a timestamp of epoch seconds or milliseconds. A name ending in `:` is a `key: value`
    /// pair, and a word followed by two plain numbers (`eth0 12 34`) is columns, as they were before.
    public static func opensStream(_ line: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        skipBlanks(line, &index)
        let rest = UnsafeRawBufferPointer(rebasing: line[index...])
        if startsWith(rest, "# HELP ") || startsWith(rest, "# TYPE ") { return true }
        guard case .sample(let sample) = read(line) else { return false }
        let name = UnsafeRawBufferPointer(rebasing: line[sample.name])
        guard name.last != UInt8(ascii: ":") else { return false }
        if let timestamp = sample.timestamp {
            return timestamp.rounded() == timestamp && timestamp >= 1e9 && timestamp < 1e14
        }
        return true
    }

    // MARK: The grammar

    /// The end of the name at `start`, and whether it is a Prometheus metric name (`[a-zA-Z_:][a-zA-Z0-9_:]*`)
    /// with its optional `{labels}`, not a Graphite path (any bytes but blanks, quotes and braces, not
    /// starting as a number does): one pass over the name's bytes.
    private static func endOfName(_ line: UnsafeRawBufferPointer, from start: Int) -> (end: Int, isPrometheusName: Bool)? {
        let count = line.count
        guard isNameStart(line[start]) else { return nil }
        var index = start + 1
        while index < count, isNameByte(line[index]) { index += 1 }
        if index < count, line[index] == UInt8(ascii: "{") { return endOfLabels(line, from: index + 1).map { ($0, true) } }
        let metricNameEnd = index
        // The rest of a Graphite path: dots, dashes, tags (`;dc=eu`), any byte a blank does not end.
        while index < count, !ByteClasses.isSpaceTabOrReturn(line[index]) {
            let byte = line[index]
            guard byte != UInt8(ascii: "\""), byte != UInt8(ascii: "{"), byte != UInt8(ascii: "}") else { return nil }
            index += 1
        }
        return (index, index == metricNameEnd)
    }

    /// The end of a label set whose `{` is just before `start`: `name="value"` pairs separated by commas,
    /// a trailing comma allowed, blanks between the tokens.
    private static func endOfLabels(_ line: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let count = line.count
        var index = start
        while true {
            skipBlanks(line, &index)
            guard index < count else { return nil }
            if line[index] == UInt8(ascii: "}") { return index + 1 }
            guard isLabelStart(line[index]) else { return nil }
            index += 1
            while index < count, isLabelByte(line[index]) { index += 1 }
            skipBlanks(line, &index)
            guard index < count, line[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            skipBlanks(line, &index)
            guard index < count, line[index] == UInt8(ascii: "\""), let end = endOfLabelValue(line, from: index + 1) else { return nil }
            index = end
            skipBlanks(line, &index)
            guard index < count else { return nil }
            if line[index] == UInt8(ascii: ",") {
                index += 1
            } else if line[index] != UInt8(ascii: "}") {
                return nil
            }
        }
    }

    /// The index after the closing quote of a label value that starts at `start`; nil for an escape the
    /// format does not have (only `\\`, `\"` and `\n`) or a value never closed.
    private static func endOfLabelValue(_ line: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let count = line.count
        var index = start
        while index < count {
            switch line[index] {
            case UInt8(ascii: "\""):
                return index + 1
            case UInt8(ascii: "\\"):
                guard index + 1 < count else { return nil }
                let escaped = line[index + 1]
                guard escaped == UInt8(ascii: "\\") || escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "n") else { return nil }
                index += 2
            default:
                index += 1
            }
        }
        return nil
    }

    /// A value or timestamp at `start`, up to the next blank: a decimal number, or `NaN`, `Inf`, `+Inf`,
    /// `-Inf` (as NaN: nothing to plot). Nil for anything else.
    @inline(__always)
    private static func number(_ line: UnsafeRawBufferPointer, from start: Int, powers: FastPowers) -> (Double, Int)? {
        if let (value, end) = SampleParser.plainNumber(in: line, from: start, powers: powers), end == line.count || ByteClasses.isSpaceTabOrReturn(line[end]) {
            return (value, end)
        }
        var end = start
        while end < line.count, !ByteClasses.isSpaceTabOrReturn(line[end]) { end += 1 }
        let token = UnsafeRawBufferPointer(rebasing: line[start..<end])
        if let value = SampleParser.decimalNumber(in: token) { return (value, end) }
        return isNotANumber(token) ? (.nan, end) : nil
    }

    /// `NaN`, `Inf`, `+Inf`, `-Inf`, in any case, as the format's writers spell them.
    private static func isNotANumber(_ token: UnsafeRawBufferPointer) -> Bool {
        var body = token
        if let first = body.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { body = UnsafeRawBufferPointer(rebasing: body.dropFirst()) }
        for word in ["nan", "inf", "infinity"] where body.count == word.utf8.count {
            if zip(body, word.utf8).allSatisfy({ $0 | 0x20 == $1 }) { return word != "nan" || body.count == token.count }
        }
        return false
    }

    private static func startsWith(_ bytes: UnsafeRawBufferPointer, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return UnsafeRawBufferPointer(start: prefix.utf8Start, count: count).elementsEqual(bytes.prefix(count))
    }

    @inline(__always)
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    @inline(__always)
    private static func isNameStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") }

    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || byte &- UInt8(ascii: "0") < 10 }

    @inline(__always)
    private static func isLabelStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == UInt8(ascii: "_") }

    @inline(__always)
    private static func isLabelByte(_ byte: UInt8) -> Bool { isLabelStart(byte) || byte &- UInt8(ascii: "0") < 10 }

    /// Skips blanks from `index` (spaces and tabs, and the CR of a CRLF line ending); returns how many.
    @discardableResult
    @inline(__always)
    private static func skipBlanks(_ line: UnsafeRawBufferPointer, _ index: inout Int) -> Int {
        let start = index
        while index < line.count, ByteClasses.isSpaceTabOrReturn(line[index]) { index += 1 }
        return index - start
    }
}
