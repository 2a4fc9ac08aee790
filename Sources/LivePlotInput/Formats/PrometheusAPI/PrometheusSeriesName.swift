/// A series' name as Prometheus writes it, from a result's `metric` object: the metric's `__name__`,
/// then its labels sorted by name in braces, each value quoted with `\`, `"` and a line feed escaped
/// (`\\`, `\"`, `\n`), as the text exposition format writes them (`MetricLine` reads the same names):
///
/// ```text
/// {"__name__":"up","job":"node","instance":"web1:9100"}   up{instance="web1:9100",job="node"}
/// {"cpu":"0","mode":"idle"}                               {cpu="0",mode="idle"}
/// {"__name__":"up"}                                       up
/// {}                                                      {}
/// ```
///
/// ```swift
/// var name = PrometheusSeriesName()
/// name.read(&cursor)          // at the metric's `{`
/// name.write(to: &bytes)      // `up{instance="web1:9100",job="node"}`
/// ```
///
/// - Complexity: O(n + k log k) for n bytes and k labels; no allocation once the buffers have grown.
struct PrometheusSeriesName {
    /// The metric's keys and values, decoded, one after another.
    private var text: [UInt8] = []
    /// Each label's key and value in `text`; the `__name__`'s apart.
    private var labels: [(key: Range<Int>, value: Range<Int>)] = []
    private var metricName: Range<Int>?

    init() {}

    /// Reads a metric object at `cursor`; false when it is not an object of strings.
    mutating func read(_ cursor: inout JSONCursor) -> Bool {
        text.removeAll(keepingCapacity: true)
        labels.removeAll(keepingCapacity: true)
        metricName = nil
        guard cursor.take(JSONLeaves.objectOpens) else { return false }
        if cursor.take(JSONLeaves.objectCloses) { return true }
        while true {
            let keyStart = text.count
            guard cursor.string(into: &text), cursor.take(UInt8(ascii: ":")) else { return false }
            let valueStart = text.count
            guard cursor.string(into: &text) else { return false }
            let key = keyStart..<valueStart, value = valueStart..<text.count
            if text[key].elementsEqual(Self.nameLabel.utf8) {
                metricName = value
            } else {
                labels.append((key, value))
            }
            guard let isClosed = cursor.closesOrGoesOn(closing: JSONLeaves.objectCloses) else { return false }
            if isClosed { break }
        }
        let text = text
        labels.sort { text[$0.key].lexicographicallyPrecedes(text[$1.key]) }
        return true
    }

    /// Appends the name read to `output`, and where each of its labels (`instance="web1:9100"`) lies
    /// in it to `labelRanges`.
    func write(to output: inout [UInt8], labelRanges: inout [Range<Int>]) {
        if let metricName { output.append(contentsOf: text[metricName]) }
        guard !labels.isEmpty || metricName == nil else { return }
        output.append(UInt8(ascii: "{"))
        for (index, label) in labels.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            let start = output.count
            defer { labelRanges.append(start..<output.count) }
            output.append(contentsOf: text[label.key])
            output.append(contentsOf: "=\"".utf8)
            for byte in text[label.value] {
                switch byte {
                case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
                case 0x0A: output.append(contentsOf: #"\n"#.utf8)
                default: output.append(byte)
                }
            }
            output.append(UInt8(ascii: "\""))
        }
        output.append(UInt8(ascii: "}"))
    }

    /// The label that holds the metric's name.
    private static let nameLabel = "__name__"
}
