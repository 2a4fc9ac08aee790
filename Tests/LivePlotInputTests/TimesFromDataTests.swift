import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// x from the data: each row gets the time its line wrote, wherever its format writes it.
@Suite struct TimesFromDataTests {
    /// 2026-11-22T10:00:01Z, in seconds.
    static let base = 1_795_341_601.0

    static func decodedWithTimes(_ text: String, match: String? = nil, fields: String? = nil,
                                 timeKeys: TimeKeys = .defaults, xField: XField? = nil) -> SampleBatch {
        var decoder = SampleDecoder(matcher: match.map { try! SampleMatcher(pattern: $0) },
                                    selection: fields.map { try! FieldSelection.parse($0) },
                                    times: TimeResolver(zone: .utc, now: Int64(base * 1e6) + 3_600_000_000), timeKeys: timeKeys,
                                    xField: xField)
        var batch = SampleBatch()
        // In chunks of 7 bytes: a line's time is found whatever the reads.
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: 7) {
            bytes[start..<min(start + 7, bytes.count)].withUnsafeBytes { decoder.decode($0, into: &batch) }
        }
        decoder.finish(into: &batch)
        batch.checkInvariants()
        return batch
    }

    @Test func leadingTimestamps() {
        let iso = Self.decodedWithTimes("""
            2026-11-22T10:00:01Z 12
            2026-11-22T10:00:02.5Z 13
            - 14
            2026-11-22T10:00:04+00:00 15

            """)
        #expect(iso.column(0) == [12, 13, 14, 15])
        #expect(iso.xs.map { $0.isNaN ? -1 : $0 - Self.base } == [0, 1.5, -1, 3], "a line with no time: nan")
        let basic = Self.decodedWithTimes("20261122T100001Z 12\n20261122T100002.5Z 13\n")
        #expect(basic.seriesNames == ["2"] && basic.column(0) == [12, 13], "the stamp is x, not a series of 20.26M")
        #expect(basic.xs.map { $0 - Self.base } == [0, 1.5])
        let clock = Self.decodedWithTimes("10:00:01 12\n10:00:03.25 13\n")
        #expect(clock.xs.map { $0 - Self.base } == [0, 2.25])
        let syslog = Self.decodedWithTimes("Nov 22 10:00:01 host app: latency=12\nNov 22 10:00:05 host app: latency=14\n")
        #expect(syslog.xs.map { $0 - Self.base } == [0, 4])
        #expect(syslog.seriesNames == ["latency"])
    }

    @Test func aBannerDecidesNothing() {
        let batch = Self.decodedWithTimes("starting up\n2026-11-22T10:00:01Z 12\n")
        #expect(batch.xs == [Self.base])
        let plain = Self.decodedWithTimes("12\n13\n2026-11-22T10:00:01Z 14\n")
        #expect(plain.xs.isEmpty, "plain numbers first: the stream has no times, and never looks again")
    }

    @Test func jsonTimeFields() {
        let batch = Self.decodedWithTimes("""
            {"ts":"2026-11-22T10:00:01Z","latency_ms":46.18}
            {"ts":"2026-11-22T10:00:03Z","latency_ms":51.5}

            """)
        #expect(batch.seriesNames == ["latency_ms"] && batch.xs.map { $0 - Self.base } == [0, 2])
        let pino = Self.decodedWithTimes("""
            {"level":30,"time":1795341601250,"responseTime":4.5}
            {"level":30,"time":1795341602000,"responseTime":5}

            """)
        #expect(pino.seriesNames == ["level", "responseTime"], "an epoch time field is x, not a series")
        #expect(pino.xs.map { $0 - Self.base } == [0.25, 1])
    }

    /// logfmt and other pairs: a pair keyed as a time is x, a timestamp (quoted or not) or an epoch number.
    @Test func pairTimeFields() {
        let logfmt = Self.decodedWithTimes("""
            time=2026-11-22T10:00:01Z level=info latency=12
            time="2026-11-22T10:00:02.5Z" level=info latency=14
            time=soon level=info latency=15
            ts=1795341609 latency=13

            """)
        #expect(logfmt.seriesNames == ["latency"], "the time is no series")
        #expect(logfmt.column(0) == [12, 14, 15, 13])
        #expect(logfmt.xs.map { $0.isNaN ? -1 : $0 - Self.base } == [0, 1.5, -1, 8], "a time that is none: nan")
    }

    /// A time-named key is x or a series by its first value, once per stream: durations (`time=12.5 ms`)
    /// make it a series, and a later value of epoch magnitude stays a value of it (it was taken as x, the
    /// value lost); JSON's `"time": 12.5` is plotted (it never was). An epoch or a timestamp first makes it x.
    @Test func aTimeKeyIsXOrASeriesByItsFirstValue() {
        let pairs = Self.decodedWithTimes("time=12.5 ms\ntime=1795341601 ms\ntime=13 ms\n")
        #expect(pairs.seriesNames == ["time"] && pairs.column(0) == [12.5, 1_795_341_601, 13])
        #expect(pairs.skippedLineCount == 0 && pairs.xs.allSatisfy(\.isNaN))
        let json = Self.decodedWithTimes(#"{"time": 12.5, "v": 3}"# + "\n" + #"{"time": 1795341601, "v": 4}"# + "\n")
        #expect(columns(json) == ["time": [12.5, 1_795_341_601], "v": [3, 4]])
        let spelled = Self.decodedWithTimes(#"{"ts": "12.5", "v": 3}"# + "\n")
        #expect(columns(spelled) == ["ts": [12.5], "v": [3]], "a string that spells a number of no epoch magnitude")
        let epochFirst = Self.decodedWithTimes("time=1795341601 v=1\ntime=12.5 v=2\n")
        #expect(epochFirst.seriesNames == ["v"] && epochFirst.xs.map { $0.isNaN ? -1 : $0 - Self.base } == [0, -1],
                "x for the rest of the stream: a later number that is no time is no series")
        let eachKey = Self.decodedWithTimes(#"{"ts": "2026-11-22T10:00:01Z", "time": 4.5}"# + "\n")
        #expect(eachKey.seriesNames == ["time"] && eachKey.xs == [Self.base], "each key decided by its own first value")
    }

    /// `-x KEY`: that JSON or pair key alone is the time; the keys named by default are series again.
    @Test func aKeyNamedByX() {
        let json = Self.decodedWithTimes("""
            {"at":"2026-11-22T10:00:01Z","ts":5,"latency":12}
            {"at":"2026-11-22T10:00:04Z","ts":6,"latency":14}

            """, timeKeys: TimeKeys(["at"]))
        #expect(json.seriesNames == ["ts", "latency"] && json.xs.map { $0 - Self.base } == [0, 3])
        let pairs = Self.decodedWithTimes("at=1795341601500 v=1\nat=1795341602500 v=2\n", timeKeys: TimeKeys(["at"]))
        #expect(pairs.seriesNames == ["v"] && pairs.xs.map { $0 - Self.base } == [0.5, 1.5], "epoch milliseconds")
    }

    @Test func metricTimestamps() {
        let prometheus = Self.decodedWithTimes("""
            http_requests_total{code="200"} 1027 1795341601000
            http_requests_total{code="200"} 1029 1795341616000

            """)
        #expect(prometheus.xs.map { $0 - Self.base } == [0, 15], "milliseconds")
        let graphite = Self.decodedWithTimes("machine.load.one 1.5 1795341601\nmachine.load.one 1.6 1795341611\n")
        #expect(graphite.xs.map { $0 - Self.base } == [0, 10], "seconds")
    }

    @Test func commonLogWithMatch() {
        let batch = Self.decodedWithTimes("""
            127.0.0.1 - - [22/Nov/2026:11:00:01 +0100] "GET / HTTP/1.1" 200 612 rt=0.012
            127.0.0.1 - - [22/Nov/2026:11:00:02 +0100] "GET /a HTTP/1.1" 404 0 rt=0.003

            """, match: "rt=([0-9.]+)")
        #expect(batch.column(0) == [0.012, 0.003] && batch.xs.map { $0 - Self.base } == [0, 1])
    }

    @Test func withoutTimesNothingChanges() {
        var decoder = SampleDecoder()
        var batch = SampleBatch()
        Array("{\"ts\":\"2026-11-22T10:00:01Z\",\"a\":1}\n".utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        #expect(batch.xs.isEmpty && batch.seriesNames == ["a"])
    }
}
