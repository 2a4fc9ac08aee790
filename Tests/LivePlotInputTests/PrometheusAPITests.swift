import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// Prometheus's HTTP API responses as a format: a series per result named as Prometheus writes it, each
/// value at its own timestamp, read from responses a real Prometheus gave (tools/prometheus-capture).
@Suite struct PrometheusAPITests {
    static let utc = TimeResolver(zone: .utc, now: 0)

    /// The batch a decoder makes of `text`, and each series' key: its whole name as Prometheus writes it.
    static func keyed(_ text: String) -> (batch: SampleBatch, keys: [String]) {
        var decoder = SampleDecoder(times: utc)
        var batch = SampleBatch()
        Array(text.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        return (batch, batch.seriesNames.indices.map { decoder.fields.catalog.key(ofColumn: $0) ?? "" })
    }

    /// `query=up` across three node exporters: a series per instance, one row at the query's time.
    @Test func aVectorIsASeriesPerResultAtItsTime() {
        let batch = decoded(ProducerOutput.text("prometheus-api-vector-up.json"), times: Self.utc)
        #expect(batch.seriesNames == [
            #"up{instance="127.0.0.1:19101",job="node"}"#, #"up{instance="127.0.0.1:19102",job="node"}"#,
            #"up{instance="127.0.0.1:19103",job="node"}"#,
        ])
        #expect(batch.rowCount == 1 && batch.column(0) == [1] && batch.column(2) == [1])
        #expect(batch.xs == [1795672642.842], "the time Prometheus evaluated the query at, not its arrival")
        #expect(batch.skippedLineCount == 0)
    }

    /// `rate(node_cpu_seconds_total[30s])`: results without a name, a series per CPU, mode and instance,
    /// found by the whole label set and shown without the label they all share (`job="node"`), which
    /// would push what tells them apart out of a name cut to `SeriesCatalog.maximumNameLength`.
    @Test func resultsWithoutANameAreTheirLabels() {
        let (batch, keys) = Self.keyed(ProducerOutput.text("prometheus-api-vector-rate.json"))
        #expect(batch.seriesCount == 48, "2 CPUs × 8 modes × 3 instances")
        #expect(keys.first == #"{cpu="0",instance="127.0.0.1:19101",job="node",mode="idle"}"#)
        #expect(keys.contains(#"{cpu="1",instance="127.0.0.1:19103",job="node",mode="user"}"#))
        #expect(batch.seriesNames.first == #"{cpu="0",instance="127.0.0.1:19101",mode="idle"}"#)
        #expect(batch.seriesNames.contains(#"{cpu="1",instance="127.0.0.1:19103",mode="user"}"#))
        #expect(Set(batch.seriesNames).count == 48 && batch.rowCount == 1, "no two shown alike")
        #expect(batch.xs == [1795672642.919])
        let up = Self.keyed(ProducerOutput.text("prometheus-api-vector-up.json")).batch
        #expect(up.seriesNames.first == #"up{instance="127.0.0.1:19101",job="node"}"#, "a name that fits is whole")
    }

    /// `scalar(sum(up))`: one series, `scalar`.
    @Test func aScalarIsOneSeries() {
        let batch = decoded(ProducerOutput.text("prometheus-api-scalar.json"), times: Self.utc)
        #expect(columns(batch) == ["scalar": [3]])
        #expect(batch.xs == [1795672642.99])
    }

    /// `query_range`: a whole history at once, a row per timestamp in time order; a series without a
    /// value at a time (its first scrape came later) has a gap there.
    @Test func aMatrixIsAWholeHistory() throws {
        let (batch, keys) = Self.keyed(ProducerOutput.text("prometheus-api-matrix.json"))
        #expect(batch.seriesCount == 6)
        #expect(batch.seriesNames == [
            #"{cpu="0",instance="127.0.0.1:19101"}"#, #"{cpu="0",instance="127.0.0.1:19102"}"#, #"{cpu="0",instance="127.0.0.1:19103"}"#,
            #"{cpu="1",instance="127.0.0.1:19101"}"#, #"{cpu="1",instance="127.0.0.1:19102"}"#, #"{cpu="1",instance="127.0.0.1:19103"}"#,
        ], "job and mode are every result's")
        #expect(keys[0] == #"{cpu="0",instance="127.0.0.1:19101",job="node",mode="user"}"#)
        #expect(batch.xs == stride(from: 1795672607.0, through: 1795672642, by: 5).map { $0 })
        let json = try JSONSerialization.jsonObject(with: Data(ProducerOutput.text("prometheus-api-matrix.json").utf8)) as! [String: Any]
        let results = (json["data"] as! [String: Any])["result"] as! [[String: Any]]
        for (column, result) in results.enumerated() {
            let values = Dictionary(uniqueKeysWithValues: (result["values"] as! [[Any]]).map { ($0[0] as! Double, Double($0[1] as! String)!) })
            #expect(batch.column(column).enumerated().allSatisfy { row, value in
                values[batch.xs[row]].map { $0 == value } ?? value.isNaN
            }, "series \(column) at each of its times, a gap elsewhere")
        }
        #expect(batch.column(1).first!.isNaN, "the second instance has no value at the first step")
    }

    /// A bad query: skipped as an error, its text said; the next success takes it back.
    @Test func anErrorIsSaidNeverABlankChart() {
        let error = ProducerOutput.text("prometheus-api-error.json")
        let batch = decoded(error, times: Self.utc)
        #expect(batch.rowCount == 0 && batch.skippedLineCount == 1)
        #expect(batch.unusedLines.count(of: .queryFailed) == 1)
        #expect(batch.notices.map(\.message) == [
            #"query: bad_data: invalid parameter "query": 1:32: parse error: unexpected ")" in subquery or range, expected ":" or "]""#,
        ])
        var notices = InputNotices()
        for notice in decoded(error + ProducerOutput.text("prometheus-api-scalar.json"), times: Self.utc).notices { notices.take(notice) }
        #expect(notices.messages.isEmpty, "a success after the error: no longer said")
        let escaped = decoded(#"{"status":"error","errorType":"execution","error":"a\u001b[2Jb"}"# + "\n")
        #expect(escaped.notices.map(\.message) == [#"query: execution: a\e[2Jb"#], "the terminal's escapes shown, not sent")
    }

    /// `NaN`, `+Inf`, `-Inf`: no value, a gap; a response of nothing else is counted as not finite, one
    /// with no result at all as empty.
    @Test func notANumberIsAGap() {
        let batch = decoded("""
            {"status":"success","data":{"resultType":"vector","result":[{"metric":{"a":"1"},"value":[1764138000,"NaN"]},{"metric":{"a":"2"},"value":[1764138000,"2"]},{"metric":{"a":"3"},"value":[1764138000,"+Inf"]}]}}
            {"status":"success","data":{"resultType":"vector","result":[{"metric":{"a":"1"},"value":[1764138002,"1"]},{"metric":{"a":"3"},"value":[1764138002,"-Inf"]}]}}
            {"status":"success","data":{"resultType":"vector","result":[{"metric":{"a":"1"},"value":[1764138004,"NaN"]}]}}
            {"status":"success","data":{"resultType":"vector","result":[]}}

            """, times: Self.utc)
        #expect(columns(batch) == [#"{a="2"}"#: [2, nil], #"{a="1"}"#: [nil, 1]], "a series is named once it has a value")
        #expect(batch.unusedLines.count(of: .notFinite) == 1 && batch.unusedLines.count(of: .noResult) == 1)
        #expect(batch.skippedLineCount == 2)
    }

    /// The name as Prometheus writes it: `__name__` first, the labels sorted by name, values escaped as
    /// the text format escapes them; members in any order; what the reader does not know passed over.
    @Test func namesAsPrometheusWritesThem() {
        let batch = decoded(#"""
            {"status":"success","data":{"result":[{"value":[1764138000,"1"],"metric":{"zone":"a\"b\\c\nd","Job":"x","__name__":"m"}},{"metric":{},"value":[1764138000,"2"]},{"metric":{"__name__":"up"},"histogram":[1,{"count":"2"}],"value":[1764138000,"3"]}],"resultType":"vector"},"warnings":["x"]}

            """#)
        #expect(batch.seriesNames == [#"m{Job="x",zone="a\"b\\c\nd"}"#, "{}", "up"])
        #expect(batch.column(0) == [1] && batch.column(1) == [2] && batch.column(2) == [3])
        let selected = decoded(ProducerOutput.text("prometheus-api-vector-up.json"), fields: FieldSelection(.name(#"up{instance="127.0.0.1:19102",job="node"}"#)))
        #expect(columns(selected) == [#"up{instance="127.0.0.1:19102",job="node"}"#: [1]], "-f names a series as the legend does")
    }

    /// The sniffer: Prometheus's responses, not any JSON line with a status first; a response that is
    /// not JSON (cut short) is invalid, never read in part.
    @Test func membersInAnotherOrderAndFarTimes() {
        let reordered = decoded(#"{"data":{"result":[1795672642.5,"7"],"resultType":"scalar"},"status":"success"}"# + "\n", times: Self.utc)
        #expect(columns(reordered) == ["scalar": [7]] && reordered.xs == [1795672642.5])
        // Beyond a time in microseconds (Int64): passed over, no trap (an attacker's 1e13 crashed it).
        let far = decoded(#"{"status":"success","data":{"resultType":"scalar","result":[1e13,"5"]}}"# + "\n"
            + #"{"status":"success","data":{"resultType":"scalar","result":[-1e13,"5"]}}"# + "\n"
            + #"{"status":"success","data":{"resultType":"scalar","result":[1795672642.5,"6"]}}"# + "\n", times: Self.utc)
        #expect(columns(far) == ["scalar": [6]])
    }

    @Test func onlyTheAPIsShapeIsTheFormat() {
        let log = decoded(#"{"status":"success","latency_ms":12}"# + "\n")
        #expect(columns(log) == ["latency_ms": [12]], "a log line with a status first is JSON lines")
        let cut = decoded(String(ProducerOutput.text("prometheus-api-vector-up.json").dropLast(10)) + "\n")
        #expect(cut.rowCount == 0 && cut.unusedLines.count(of: .invalid) == 1)
    }

    /// A response is a whole document on one line (a `query_range` matrix is megabytes): kept up to
    /// `LineSplitter.documentLength`, past the limit of a line of text, whole or in pieces; any other line
    /// as long is dropped as before, and so is a response past the longer limit.
    @Test func aLongResponseIsRead() {
        let response = Array(ProducerOutput.text("prometheus-api-matrix.json").utf8)
        let other = Array(repeating: UInt8(ascii: "7"), count: response.count - 1) + [0x0A]
        for pieces in [1, 3, 700] {
            var splitter = LineSplitter(maximumLineLength: 64, documentLength: response.count - 1)
            var lengths: [Int] = []
            for bytes in [response, other, Array(response.dropLast()) + [0x20, 0x0A]] {
                let size = (bytes.count + pieces - 1) / pieces
                for start in stride(from: 0, to: bytes.count, by: size) {
                    bytes[start..<min(start + size, bytes.count)].withUnsafeBytes { splitter.split($0) { lengths.append($0.count) } }
                }
            }
            #expect(lengths == [response.count - 1], "\(pieces) pieces: the response, not the other line, nor the response a byte too long")
            #expect(splitter.droppedLineCount == 2)
        }
        var decoder = SampleDecoder(maximumLineLength: 64)
        var batch = SampleBatch()
        response.withUnsafeBytes { decoder.decode($0, into: &batch) }
        #expect(batch.seriesCount == 6 && batch.rowCount == 8, "read past the decoder's longest line")
    }

    /// `| jq .`: each response pretty-printed across lines is gathered (`JSONDocumentLines`) and read
    /// as the same response on one line; a brace in a string closes nothing.
    @Test func prettyPrintedResponsesAreRead() {
        let compact = decoded(ProducerOutput.text("prometheus-api-vector-loop.json"), times: Self.utc)
        let pretty = decoded(ProducerOutput.text("prometheus-api-vector-loop-jq.json"), times: Self.utc)
        #expect(pretty.rowCount == 5 && pretty.seriesNames == compact.seriesNames)
        #expect(columns(pretty) == columns(compact) && pretty.xs == compact.xs)
        #expect(pretty.skippedLineCount == 0 && pretty.unusedLines.isEmpty)
        let log = decoded("{\n  \"a\": 1,\n  \"b\": {\"c\": \"}{\"}\n}\n{\n \"a\": 2\n}\n")
        #expect(columns(log) == ["a": [1, 2]], "any JSON object pretty-printed is a JSON line")
    }

    /// Against Foundation's JSON writer: random results (labels of any text, escapes and all; members in
    /// any order; blanks where JSON allows them), each read back as the series and values they hold.
    @Test func readsWhatJSONSerializationWrites() throws {
        for seed in 0..<UInt64(Sweep.count(unit: 200, long: 5000)) {
            var random = SplitMix64(seed: seed)
            let alphabet = Array(#"ab_Z09 "\/{}=,é😀"#) + ["\n", "\t", "\u{01}"]
            func text(_ most: Int) -> String { String((0..<Int(random.next() % UInt64(most + 1))).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }) }
            var expected: [String: Double] = [:]
            var results: [[String: Any]] = []
            for index in 0..<Int(random.next() % 6 + 1) {
                var metric: [String: String] = ["k\(index)": text(6)]
                for _ in 0..<Int(random.next() % 3) { metric["l" + text(3).filter { $0.isLetter && $0.isASCII }] = text(8) }
                if random.next() % 2 == 0 { metric["__name__"] = "m" }
                let value = Double(Int64(random.next() % 2_000_000) - 1_000_000) / 1000
                results.append(["metric": metric, "value": [1_764_138_000.5, String(value)]])
                let labels = metric.filter { $0.key != "__name__" }.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
                let escaped = labels.map { $0.key + "=\"" + $0.value.replacingOccurrences(of: "\\", with: #"\\"#)
                    .replacingOccurrences(of: "\"", with: #"\""#).replacingOccurrences(of: "\n", with: #"\n"#) + "\"" }
                let name = (metric["__name__"] ?? "") + (labels.isEmpty && metric["__name__"] != nil ? "" : "{" + escaped.joined(separator: ",") + "}")
                expected[name] = value
            }
            let response: [String: Any] = ["status": "success", "data": ["resultType": "vector", "result": results]]
            let options: JSONSerialization.WritingOptions = random.next() % 2 == 0 ? [.sortedKeys] : []
            var line = String(decoding: try JSONSerialization.data(withJSONObject: response, options: options), as: UTF8.self)
            if random.next() % 2 == 0 { line = line.replacingOccurrences(of: ":", with: " : ") }
            // The sniffer wants `status` first, as Prometheus writes it, which a dictionary's order is not.
            let (batch, keys) = Self.keyed(#"{"status":"success","data":{"resultType":"vector","result":[]}}"# + "\n" + line + "\n")
            #expect(batch.rowCount == 1, "\(line)")
            #expect(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, batch.column($0)[0]) }) == expected, "\(line)")
            #expect(batch.xs == [1_764_138_000.5])
        }
    }
}
