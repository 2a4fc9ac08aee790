import LivePlotBasics

/// One response of Prometheus's HTTP API (`/api/v1/query`, `/api/v1/query_range`), as curl prints it on
/// one line, read into its series (named as Prometheus writes them: `PrometheusSeriesName`) and their
/// samples, each at its own timestamp:
///
/// ```text
/// {"status":"success","data":{"resultType":"vector","result":[{"metric":{"__name__":"up",…},"value":[1764138000.123,"1"]}]}}
/// {"status":"success","data":{"resultType":"matrix","result":[{"metric":{…},"values":[[1764138000,"1"],…]}]}}
/// {"status":"success","data":{"resultType":"scalar","result":[1764138000.123,"3"]}}
/// {"status":"error","errorType":"bad_data","error":"1:5: parse error: …"}
/// ```
///
/// Members are taken in any order, and any member not named here (`warnings`, `stats`, a native
/// histogram) is passed over. A value is a string: a decimal number, or `NaN`, `+Inf`, `-Inf` (NaN:
/// no value to place).
///
/// ```swift
/// var response = PrometheusResponse()
/// response.read(line)                // .success(.vector)
/// response.samples[0]                // series 0, time 1764138000.123, value 1
/// response.name(ofSeries: 0)         // `up{instance="web1:9100",job="node"}`
/// ```
///
/// - Complexity: O(n) in the bytes of the line, and O(k log k) in each metric's k labels.
struct PrometheusResponse {
    /// What a response is.
    enum Status: Equatable {
        case success(ResultType)
        /// An error Prometheus answered, its `errorType` and `error` as written (escapes decoded).
        case error(type: [UInt8], message: [UInt8])
        /// Not a response of the API: not JSON, or not of its shape.
        case invalid
    }

    enum ResultType: Equatable {
        case vector, matrix, scalar, string
    }

    /// A value of a series at a time: seconds since the epoch, as Prometheus writes them.
    struct Sample: Equatable {
        var series: Int
        var time: Double
        var value: Double
    }

    /// The samples of the last response read, series by series, each series' in the order written.
    private(set) var samples: [Sample] = []
    /// The series' names, one after another; `nameEnds[i]` is where series i's ends.
    private var names: [UInt8] = []
    private var nameEnds: [Int] = []
    /// Each series' labels in `names`, one series after another; `labelEnds[i]` is where series i's end.
    private var labelRanges: [Range<Int>] = []
    private var labelEnds: [Int] = []
    /// Buffers reused for every metric's labels.
    private var seriesName = PrometheusSeriesName()
    private let powers = FastPowers.shared

    init() {}

    /// The series the last response named, one per result.
    var seriesCount: Int { nameEnds.count }

    /// Series `index`'s name, valid until the next `read`.
    func withName<R>(ofSeries index: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        names.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[nameStart(index)..<nameEnds[index]])) }
    }

    func name(ofSeries index: Int) -> String { withName(ofSeries: index) { String(decoding: $0, as: UTF8.self) } }

    /// Whether a stream whose line this is is the API's responses: an object whose first member is
    /// `"status"`, `"success"` followed by `"data"`, or `"error"` by `"errorType"` (as Prometheus writes
    /// them; a log line with a status first is none); or, in another order (a proxy's, a tool's that
    /// rewrote it), an object that holds `"status":"success"` and `"resultType":`.
    static func opens(_ line: UnsafeRawBufferPointer) -> Bool {
        var cursor = JSONCursor(line)
        guard cursor.take(JSONLeaves.objectOpens) else { return false }
        if let key = cursor.plainString(), equals(line, key, "status"),
           cursor.take(UInt8(ascii: ":")), let status = cursor.plainString(), cursor.take(UInt8(ascii: ",")),
           let next = cursor.plainString() {
            return equals(line, status, "success") && equals(line, next, "data") || equals(line, status, "error") && equals(line, next, "errorType")
        }
        return contains(line, #""status":"success""#) && contains(line, #""resultType":""#)
    }

    /// Whether `text` is in `line`. Once per stream, at its first line.
    private static func contains(_ line: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
        let pattern = UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        guard pattern.count <= line.count else { return false }
        for start in 0...(line.count - pattern.count) where line[start] == pattern[0]
            && ByteSearch.equal(UnsafeRawBufferPointer(rebasing: line[start..<(start + pattern.count)]), pattern) {
            return true
        }
        return false
    }

    /// Reads one response.
    mutating func read(_ line: UnsafeRawBufferPointer) -> Status {
        samples.removeAll(keepingCapacity: true)
        names.removeAll(keepingCapacity: true)
        nameEnds.removeAll(keepingCapacity: true)
        labelRanges.removeAll(keepingCapacity: true)
        labelEnds.removeAll(keepingCapacity: true)
        var cursor = JSONCursor(line)
        var isSuccess: Bool?
        var data: Int?
        var errorType: [UInt8] = [], error: [UInt8] = []
        guard cursor.take(JSONLeaves.objectOpens) else { return .invalid }
        if !cursor.take(JSONLeaves.objectCloses) {
            while true {
                guard let key = cursor.plainString(), cursor.take(UInt8(ascii: ":")) else { return .invalid }
                if Self.equals(line, key, "status") {
                    guard let status = cursor.plainString() else { return .invalid }
                    isSuccess = Self.equals(line, status, "success")
                } else if Self.equals(line, key, "errorType") {
                    guard cursor.string(into: &errorType) else { return .invalid }
                } else if Self.equals(line, key, "error") {
                    guard cursor.string(into: &error) else { return .invalid }
                } else {
                    if Self.equals(line, key, "data") { data = cursor.index }
                    guard cursor.skipValue() else { return .invalid }
                }
                guard let isClosed = cursor.closesOrGoesOn(closing: JSONLeaves.objectCloses) else { return .invalid }
                if isClosed { break }
            }
        }
        guard cursor.isAtEnd, let isSuccess else { return .invalid }
        guard isSuccess else { return .error(type: errorType, message: error) }
        guard let data, let type = readData(JSONCursor(line, from: data)) else {
            samples.removeAll(keepingCapacity: true)
            return .invalid
        }
        return .success(type)
    }

    /// The `data` object: its `resultType`, and its `result` read as that type says.
    private mutating func readData(_ start: JSONCursor) -> ResultType? {
        var cursor = start
        let line = cursor.text
        var type: ResultType?
        var result: Int?
        guard cursor.take(JSONLeaves.objectOpens), !cursor.take(JSONLeaves.objectCloses) else { return nil }
        while true {
            guard let key = cursor.plainString(), cursor.take(UInt8(ascii: ":")) else { return nil }
            if Self.equals(line, key, "resultType") {
                guard let name = cursor.plainString() else { return nil }
                type = Self.resultTypes.first { Self.equals(line, name, $0.name) }?.type
                guard type != nil else { return nil }
            } else {
                if Self.equals(line, key, "result") { result = cursor.index }
                guard cursor.skipValue() else { return nil }
            }
            guard let isClosed = cursor.closesOrGoesOn(closing: JSONLeaves.objectCloses) else { return nil }
            if isClosed { break }
        }
        guard let type, let result else { return nil }
        var values = JSONCursor(line, from: result)
        switch type {
        case .vector, .matrix:
            guard readResults(&values) else { return nil }
        case .scalar:
            appendName("scalar")
            guard readPair(&values, series: 0) else { return nil }
        case .string:
            break
        }
        return type
    }

    /// The result types, as the API names them.
    private static let resultTypes: [(name: StaticString, type: ResultType)] = [
        ("vector", .vector), ("matrix", .matrix), ("scalar", .scalar), ("string", .string),
    ]

    /// A vector's or a matrix's results: a series each, named by its `metric`, its `value` or `values`.
    private mutating func readResults(_ cursor: inout JSONCursor) -> Bool {
        let line = cursor.text
        guard cursor.take(UInt8(ascii: "[")) else { return false }
        if cursor.take(UInt8(ascii: "]")) { return true }
        while true {
            let series = nameEnds.count
            var isNamed = false
            guard cursor.take(JSONLeaves.objectOpens) else { return false }
            if !cursor.take(JSONLeaves.objectCloses) {
                while true {
                    guard let key = cursor.plainString(), cursor.take(UInt8(ascii: ":")) else { return false }
                    if Self.equals(line, key, "metric") {
                        guard !isNamed, seriesName.read(&cursor) else { return false }
                        seriesName.write(to: &names, labelRanges: &labelRanges)
                        nameEnds.append(names.count)
                        labelEnds.append(labelRanges.count)
                        isNamed = true
                    } else if Self.equals(line, key, "value") {
                        guard readPair(&cursor, series: series) else { return false }
                    } else if Self.equals(line, key, "values") {
                        guard readPairs(&cursor, series: series) else { return false }
                    } else {
                        guard cursor.skipValue() else { return false }
                    }
                    guard let isClosed = cursor.closesOrGoesOn(closing: JSONLeaves.objectCloses) else { return false }
                    if isClosed { break }
                }
            }
            // A result with no labels at all (`sum(…)`): named as Prometheus writes an empty set.
            if !isNamed { appendName("{}") }
            guard let isClosed = cursor.closesOrGoesOn(closing: UInt8(ascii: "]")) else { return false }
            if isClosed { return true }
        }
    }

    /// A matrix's `values`: `[[time,"value"],…]`.
    private mutating func readPairs(_ cursor: inout JSONCursor, series: Int) -> Bool {
        guard cursor.take(UInt8(ascii: "[")) else { return false }
        if cursor.take(UInt8(ascii: "]")) { return true }
        while true {
            guard readPair(&cursor, series: series), let isClosed = cursor.closesOrGoesOn(closing: UInt8(ascii: "]")) else { return false }
            if isClosed { return true }
        }
    }

    /// A sample: `[time,"value"]`; a value that spells no number (`NaN`, `+Inf`) is NaN.
    private mutating func readPair(_ cursor: inout JSONCursor, series: Int) -> Bool {
        guard cursor.take(UInt8(ascii: "[")), let time = cursor.number(powers: powers), cursor.take(UInt8(ascii: ",")),
              let text = cursor.plainString(), cursor.take(UInt8(ascii: "]")) else { return false }
        let value = SampleParser.decimalNumber(in: UnsafeRawBufferPointer(rebasing: cursor.text[text])) ?? .nan
        samples.append(Sample(series: series, time: time, value: value.isFinite ? value : .nan))
        return true
    }

    private mutating func appendName(_ name: StaticString) {
        names.append(contentsOf: UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        nameEnds.append(names.count)
        labelEnds.append(labelRanges.count)
    }

    /// Series `index`'s name without the labels every series of the response has alike (`job="node"`),
    /// when its whole name is longer than `length` and leaving them out tells it apart: a legend's
    /// name cut short would lose what tells a fleet's series apart (`instance="…:19101"`). Nil otherwise.
    func shortName(ofSeries index: Int, longerThan length: Int) -> String? {
        let labels = labels(ofSeries: index)
        guard seriesCount > 1, nameEnds[index] - nameStart(index) > length else { return nil }
        let kept = labels.filter { label in
            !(0..<seriesCount).allSatisfy { other in self.labels(ofSeries: other).contains { names[$0].elementsEqual(names[label]) } }
        }
        guard !kept.isEmpty, kept.count < labels.count else { return nil }
        let metric = names[nameStart(index)..<(labels.first!.lowerBound - 1)]
        return String(decoding: metric, as: UTF8.self) + "{" + kept.map { String(decoding: names[$0], as: UTF8.self) }.joined(separator: ",") + "}"
    }

    private func nameStart(_ index: Int) -> Int { index == 0 ? 0 : nameEnds[index - 1] }

    private func labels(ofSeries index: Int) -> ArraySlice<Range<Int>> {
        labelRanges[(index == 0 ? 0 : labelEnds[index - 1])..<labelEnds[index]]
    }

    private static func equals(_ line: UnsafeRawBufferPointer, _ range: Range<Int>, _ word: StaticString) -> Bool {
        range.count == word.utf8CodeUnitCount
            && UnsafeRawBufferPointer(rebasing: line[range]).elementsEqual(UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }
}
