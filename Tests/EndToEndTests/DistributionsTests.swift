import Foundation
import Testing

/// Issue 45 on real access logs (Tests/Producers: nginx's combined log, nginx's with `rt=`, Caddy's JSON
/// log, from tools/access-log-capture), each figure held against the same figure counted by hand from the
/// file: requests per status (`--count --by`), p99 per endpoint (`--stat p99 --by`), the histogram's
/// percentiles (`--hist`), the heatmap's scale and colours (`--heatmap`).
@Suite struct DistributionsTests {
    /// The figure `name=` of the legend entry of series `series` in `output`: `200 last=6612` → 6612.
    static func figure(_ name: String, of series: String, in output: String) -> Double? {
        for line in output.split(separator: "\n") {
            for entry in line.components(separatedBy: "● ").dropFirst() {
                let words = entry.split(separator: " ")
                // The series' name is every word before the first figure.
                guard let first = words.firstIndex(where: { $0.contains("=") }),
                      words[..<first].joined(separator: " ") == series,
                      let word = words[first...].first(where: { $0.hasPrefix(name + "=") }) else { continue }
                return Double(word.dropFirst(name.count + 1))
            }
        }
        return nil
    }

    /// The legend's series names, in its order.
    static func legend(_ output: String) -> [String] {
        output.split(separator: "\n").flatMap { line in
            line.components(separatedBy: "● ").dropFirst().map { entry in
                let words = entry.split(separator: " ")
                return words.prefix { !$0.contains("=") }.joined(separator: " ")
            }
        }
    }

    /// The nearest-rank percentile `q` of `values` (the least value with a fraction q at or below it).
    static func percentile(_ q: Double, of values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[max(0, Int((q * Double(sorted.count)).rounded(.up)) - 1)]
    }

    /// One bucket of all the log's lines (ten years), wide enough for every entry's figures on its row.
    static let wholeLog = ["--once", "--every", "3650d", "--width", "200", "--height", "16", "--top", "63"]

    /// Requests per status from nginx's combined log: a series per status, each counting exactly the lines
    /// `awk '{print $9}'` gives that status, listed by how many, most first.
    @Test func requestsPerStatusAreTheLinesOfEachStatus() async throws {
        let log = try ProducerCapture.text("nginx-access.log")
        var byHand: [String: Int] = [:]
        for line in log.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            byHand[String(fields[8]), default: 0] += 1
        }
        let result = try await LivePlotBinary.run(Self.wholeLog + ["--count", "--by", "9"], input: log, environment: ["TZ": "UTC"])
        #expect(result.status == 0)
        for (status, count) in byHand {
            #expect(Self.figure("last", of: status, in: result.output) == Double(count), "\(status): \(result.output)")
        }
        let byVolume = byHand.sorted { $0.value > $1.value }.map(\.key)
        #expect(Self.legend(result.output) == byVolume)
    }

    /// The same from Caddy's JSON log, by the `status` key, against `JSONSerialization`'s reading.
    @Test func requestsPerStatusFromJSON() async throws {
        let log = try ProducerCapture.text("caddy-access.json")
        var byHand: [String: Int] = [:]
        for line in log.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            byHand["\(object["status"]!)", default: 0] += 1
        }
        let result = try await LivePlotBinary.run(Self.wholeLog + ["--count", "--by", "status"], input: log, environment: ["TZ": "UTC"])
        #expect(result.status == 0)
        for (status, count) in byHand {
            #expect(Self.figure("last", of: status, in: result.output) == Double(count), "\(status): \(result.output)")
        }
    }

    /// `--top 2`: the two statuses with most lines, and every other line in `other`.
    @Test func theRestIsOther() async throws {
        let log = try ProducerCapture.text("nginx-access.log")
        var byHand: [String: Int] = [:]
        for line in log.split(separator: "\n") { byHand[String(line.split(separator: " ")[8]), default: 0] += 1 }
        let arguments = Array(Self.wholeLog.dropLast(2)) + ["--count", "--by", "9", "--top", "2"]
        let result = try await LivePlotBinary.run(arguments, input: log, environment: ["TZ": "UTC"])
        let top = byHand.sorted { $0.value > $1.value }
        #expect(Self.legend(result.output) == [top[0].key, top[1].key, "other"])
        #expect(Self.figure("last", of: "other", in: result.output) == Double(top.dropFirst(2).reduce(0) { $0 + $1.value }))
    }

    /// p99 of the request's duration per endpoint, each the nearest rank of that endpoint's durations.
    @Test func p99PerEndpoint() async throws {
        let log = try ProducerCapture.text("caddy-access.json")
        var byHand: [String: [Double]] = [:]
        for line in log.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let request = try #require(object["request"] as? [String: Any])
            byHand[request["uri"] as! String, default: []].append((object["duration"] as! NSNumber).doubleValue)
        }
        let top = byHand.sorted { $0.value.count > $1.value.count }.prefix(5)
        let arguments = Array(Self.wholeLog.dropLast(2)) + ["--top", "5", "-f", "duration", "--stat", "p99", "--by", "request.uri"]
        let result = try await LivePlotBinary.run(arguments, input: log, environment: ["TZ": "UTC"])
        #expect(result.status == 0)
        for (uri, durations) in top {
            let shown = try #require(Self.figure("p99", of: "\(uri) p99", in: result.output) ?? Self.figure("last", of: "\(uri) p99", in: result.output),
                                     "\(uri): \(result.output)")
            let expected = Self.percentile(0.99, of: durations)
            #expect(abs(shown - expected) <= expected * 1e-5, "\(uri): \(shown) against \(expected)")
        }
    }

    /// The histogram of nginx's request times: every line counted, and p50, p90, p99 the nearest ranks.
    @Test func histogramOfRequestTimes() async throws {
        let log = try ProducerCapture.text("nginx-access-timed.log")
        let times = log.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("rt=") }.flatMap { Double($0.dropFirst(3)) }
        }
        let result = try await LivePlotBinary.run(["--once", "--width", "100", "--height", "30", "--hist", "--match", "rt=([0-9.]+)"],
                                            input: log, environment: ["TZ": "UTC"])
        #expect(result.status == 0)
        let status = try #require(result.output.split(separator: "\n").last { $0.contains("n=") }).split(separator: " ")
        func figure(_ name: String) -> Double? { status.first { $0.hasPrefix(name + "=") }.flatMap { Double($0.dropFirst(name.count + 1)) } }
        #expect(figure("n") == Double(times.count))
        for (name, q) in [("p50", 0.5), ("p90", 0.9), ("p99", 0.99)] {
            #expect(figure(name) == Self.percentile(q, of: times), "\(name): \(status)")
        }
        // Each bar's count, summed, is every line.
        let counts = result.output.split(separator: "\n").compactMap { row -> Int? in
            guard row.contains("│"), row.contains("%") else { return nil }
            let words = row.split(separator: " ")
            return words.firstIndex { $0.hasSuffix("%") }.flatMap { Int(words[$0 - 1]) }
        }
        #expect(counts.reduce(0, +) == times.count)
    }

    /// A latency heatmap in 256 colours: cells with background colours (two bins a cell), and the scale
    /// in the status from 1 up.
    @Test func heatmapOfRequestTimes() async throws {
        let log = try ProducerCapture.text("nginx-access-timed.log")
        let result = try await LivePlotBinary.run(["--once", "--width", "100", "--height", "24", "--heatmap", "--log", "--color", "always",
                                             "--every", "1s", "--stat", "p50,p99", "--match", "rt=([0-9.]+)"],
                                            input: log, environment: ["TZ": "UTC", "TERM": "xterm-256color"])
        #expect(result.status == 0)
        #expect(result.output.contains("48;5;"), "a background colour: the lower bin of a cell")
        #expect(result.output.contains("▀") || result.output.contains("▄"))
        let plain = result.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(plain.contains("░ 1 "), "the scale starts at one value")
        #expect(Self.legend(plain).prefix(2) == ["rt p50", "rt p99"])
    }
}
