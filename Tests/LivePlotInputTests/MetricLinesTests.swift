import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// Metric text: Prometheus text exposition and Graphite plaintext, a series per metric, a row per scrape.
@Suite struct MetricLinesTests {
    /// A node exporter's scrape, cut short, as `curl -s localhost:9100/metrics` printed it on this machine.
    static let scrape = #"""
        # HELP go_gc_duration_seconds A summary of the pause duration of garbage collection cycles.
        # TYPE go_gc_duration_seconds summary
        go_gc_duration_seconds{quantile="0"} 2.3745e-05
        go_gc_duration_seconds{quantile="1"} NaN
        go_gc_duration_seconds_sum 0.000112
        # HELP node_load1 1m load average.
        # TYPE node_load1 gauge
        node_load1 0.29
        # HELP node_load15 15m load average.
        # TYPE node_load15 gauge
        node_load15 1.12
        # HELP node_network_receive_bytes_total Network device statistic receive_bytes.
        # TYPE node_network_receive_bytes_total counter
        node_network_receive_bytes_total{device="eth0"} 2.7077018e+07
        node_network_receive_bytes_total{device="lo"} 148364

        """#

    @Test func aScrapeIsOneRowOfASeriesPerMetric() {
        let batch = decoded(Self.scrape + Self.scrape)
        #expect(batch.seriesNames == [
            #"go_gc_duration_seconds{quantile="0"}"#, "go_gc_duration_seconds_sum", "node_load1", "node_load15",
            #"node_network_receive_bytes_total{device="eth0"}"#, #"node_network_receive_bytes_total{device="lo"}"#,
        ])
        #expect(batch.rowCount == 2, "one row per scrape")
        #expect(batch.column(2) == [0.29, 0.29] && batch.column(4) == [2.7077018e+07, 2.7077018e+07])
        #expect(batch.skippedLineCount == 0, "comments and NaN are what the format allows, not lines skipped")
    }

    @Test func fieldsByExactNameAndByPattern() throws {
        let exact = decoded(Self.scrape, fields: FieldSelection(.name("node_load1")))
        #expect(columns(exact) == ["node_load1": [0.29]], "node_load15 is another name")
        let pattern = decoded(Self.scrape + Self.scrape, fields: FieldSelection(.pattern(NamePattern("node_network_receive_bytes_total*"))))
        #expect(columns(pattern) == [
            #"node_network_receive_bytes_total{device="eth0"}"#: [2.7077018e+07, 2.7077018e+07],
            #"node_network_receive_bytes_total{device="lo"}"#: [148364, 148364],
        ])
        #expect(pattern.skippedLineCount == 0, "metrics not selected are not lines skipped")
        let both = decoded(Self.scrape, fields: FieldSelection([.pattern(NamePattern("node_load*")), .name("go_gc_duration_seconds_sum")]))
        #expect(both.seriesNames == ["go_gc_duration_seconds_sum", "node_load1", "node_load15"], "names first, then matches as they come")
    }

    @Test func graphiteLinesAndTimestamps() {
        let batch = decoded("""
            servers.web-01.cpu.user 12.5 1700000000
            servers.web-01.cpu.system 3 1700000000
            disk.used;datacenter=dc1;rack=a1 42 1700000000
            servers.web-01.cpu.user 13 1700000060
            servers.web-01.cpu.system 4 1700000060
            servers.web-01.cpu.user 14 1700000060
            servers.web-01.cpu.user nope 1700000060
            servers.web-01.cpu.user 15

            """)
        #expect(batch.seriesNames == ["servers.web-01.cpu.user", "servers.web-01.cpu.system", "disk.used;datacenter=dc1;rack=a1"])
        #expect(columns(batch) == [
            "servers.web-01.cpu.user": [12.5, 13, 14], "servers.web-01.cpu.system": [3, 4, nil],
            "disk.used;datacenter=dc1;rack=a1": [42, nil, nil],
        ], "a row per timestamp, and a new one when a series comes again")
        #expect(batch.skippedLineCount == 2, "a value that is no number; a Graphite path without its timestamp")
    }

    @Test func theStreamIsDecidedByItsFirstLine() {
        func decides(_ line: String) -> Bool { Array(line.utf8).withUnsafeBytes { MetricLine.opensStream($0) } }
        #expect(decides("# HELP node_load1 1m load average."))
        #expect(decides("# TYPE node_load1 gauge"))
        #expect(decides("node_load1 0.29"))
        #expect(decides("nr_free_pages 5714163"), "/proc/vmstat")
        #expect(decides(#"http_requests_total{method="get",code="200"} 1027"#))
        #expect(decides("servers.web-01.cpu 12.5 1700000000"))
        #expect(decides("up 1 1700000000000"), "a Prometheus timestamp in milliseconds")
        #expect(!decides("eth0 12 34"), "a word and two numbers are columns")
        #expect(!decides("MemTotal:       16318412 kB"))
        #expect(!decides("load: 0.5"), "a key: value pair")
        #expect(!decides("1 2 3"))
        #expect(!decides("time,cpu,mem"))
        #expect(!decides("# a comment of some other file"))
        #expect(!decides("cpu=12 mem=40"))
    }

    @Test func linesAsTheFormatWritesThem() {
        func read(_ line: String) -> MetricLine.Reading { MetricLine.read(Array(line.utf8)) }
        func sample(_ line: String) -> (name: String, value: Double, timestamp: Double?)? {
            let bytes = Array(line.utf8)
            guard case .sample(let sample) = MetricLine.read(bytes) else { return nil }
            return (String(decoding: bytes[sample.name], as: UTF8.self), sample.value, sample.timestamp)
        }
        let labels = #"msg{path="/a b{c}",quote="say \"hi\"",slash="\\",nl="x\ny", trailing="ok",} 7 -1"#
        #expect(sample(labels)?.name == String(labels.dropLast(" 7 -1".count)))
        #expect(sample(labels)?.value == 7 && sample(labels)?.timestamp == -1)
        #expect(sample("  metric_a   +Inf  ")?.value.isNaN == true)
        #expect(sample("metric_a -inf")?.value.isNaN == true)
        #expect(sample("metric_a 1e-3\r")?.value == 1e-3)
        #expect(sample("job:rate5m{a=\"\"} .5")?.name == "job:rate5m{a=\"\"}")
        #expect(read("") == .comment && read("   ") == .comment && read("#") == .comment && read("  # x") == .comment)
        for invalid in [
            "metric_a", "metric_a 12ms", "metric_a{a=\"1\"}", #"metric_a{a="1} 2"#, #"metric_a{a="\x"} 2"#, "metric_a{a=1} 2",
            #"metric_a{1a="1"} 2"#, #"metric_a{a="1" b="2"} 2"#, "metric_a 1 2 3", "metric_a 1 NaN", "metric_a +NaN",
            "1metric 2 1700000000", "metric_a 1 1700000000 extra", #"a"b 1 2"#, "a{ 1",
        ] {
            #expect(read(invalid) == .invalid, "\(invalid)")
        }
    }

    /// A name of a metric's bytes alone is Prometheus's; any other is a Graphite path, which must have its
    /// timestamp. Told in the one pass that finds the name's end, as the bytes tested one by one decide.
    @Test func aPathIsToldFromAMetricNameInOnePass() {
        var random = SplitMix64(seed: 47)
        let pieces = Array("ab_:9.-;=Z".utf8), metricBytes = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_:0123456789".utf8)
        for _ in 0..<3000 {
            let name = [UInt8(ascii: "m")] + (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
            for stamped in [false, true] {
                let line = name + Array((stamped ? " 5 1700000000" : " 5").utf8)
                let text = String(decoding: line, as: UTF8.self)
                guard name.allSatisfy(metricBytes.contains) || stamped else {
                    #expect(MetricLine.read(line) == .invalid, "\(text)")
                    continue
                }
                guard case .sample(let sample) = MetricLine.read(line) else {
                    Issue.record("not read: \(text)")
                    continue
                }
                #expect(Array(line[sample.name]) == name, "\(text)")
            }
        }
    }

    /// Lines an exposition writer makes (random names, labels whose values hold the escapes, blanks and
    /// braces, values as Swift prints them, timestamps or none) read back exactly: the name as written,
    /// the value bit for bit what `Double(String)` makes of the same token.
    @Test func readsBackWhatAWriterWrites() {
        var random = SplitMix64(seed: 1116)
        let nameBytes = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_:0123456789")
        let valuePieces = ["a", " ", "{", "}", ",", "=", "\\\\", "\\\"", "\\n", "é", "\u{1F680}", "#", "0"]
        var failures: [String] = []
        for _ in 0..<3000 {
            var name = String(nameBytes[Int(random.next() % 54)])
            for _ in 0..<Int(random.next() % 20) { name.append(nameBytes[Int(random.next() % UInt64(nameBytes.count))]) }
            let labelCount = Int(random.next() % 4)
            if labelCount > 0 || random.next() % 4 == 0 {
                let labels = (0..<labelCount).map { index -> String in
                    let value = (0..<Int(random.next() % 8)).map { _ in valuePieces[Int(random.next() % UInt64(valuePieces.count))] }.joined()
                    return "l\(index)=\"\(value)\""
                }
                name += "{" + labels.joined(separator: random.next() % 2 == 0 ? "," : ", ") + (labelCount > 0 && random.next() % 3 == 0 ? "," : "") + "}"
            }
            let value = Double(bitPattern: random.next())
            let token = value.isFinite ? String(value) : "NaN"
            let timestamp = random.next() % 2 == 0 ? nil : Int64(bitPattern: random.next()) >> 12
            let line = name + String(repeating: " ", count: 1 + Int(random.next() % 2)) + token + (timestamp.map { " \($0)" } ?? "")
            let bytes = Array(line.utf8)
            guard case .sample(let sample) = MetricLine.read(bytes) else {
                failures.append("not read: \(line)")
                continue
            }
            let expected = Double(token)!
            if String(decoding: bytes[sample.name], as: UTF8.self) != name || sample.value.bitPattern != expected.bitPattern && expected.isFinite
                || !expected.isFinite && !sample.value.isNaN || sample.timestamp != timestamp.map(Double.init) {
                failures.append("\(line): \(sample)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
