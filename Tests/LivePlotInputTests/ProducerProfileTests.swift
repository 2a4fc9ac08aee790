import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// Producer profiles (issue 42, point 2): each producer told by its own first lines, captured on this
/// machine (Tests/Producers), never a stream that merely looks like one; ping, /proc/loadavg and uptime
/// read by their profiles, `-f` still the user's.
@Suite struct ProducerProfileTests {
    /// The producer a decoder recognises in `text`, and the batch it made of it.
    static func read(_ text: String, fields: FieldSelection? = nil, times: TimeResolver? = nil) -> (RecognisedProducer?, SampleBatch) {
        var decoder = SampleDecoder(selection: fields, times: times)
        var batch = SampleBatch()
        Array(text.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        batch.checkInvariants()
        return (decoder.producer, batch)
    }

    /// Each line's outcome and reason, as `--explain` will read them.
    static func outcomes(_ text: String, fields: FieldSelection? = nil) -> [(FieldRowReader.Outcome, SkipReason?)] {
        var reader = FieldRowReader(selection: fields)
        var batch = SampleBatch()
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            let outcome = reader.read(Array(line.utf8), into: &batch)
            return (outcome, outcome == .row ? nil : reader.lastSkipReason)
        }
    }

    @Test func everyPatternOfTheTableCompilesAndEachReadingNamesItsFieldsInOrder() throws {
        for profile in ProducerProfiles.all {
            for signature in profile.signatures { _ = try RegexProgram(pattern: signature.pattern.pattern) }
            guard let reading = profile.reading else { continue }
            let program = try RegexProgram(pattern: reading.pattern)
            #expect(program.groupCount == reading.fields.count, "\(profile.name)")
            #expect((1...max(1, program.groupCount)).map { program.groupNames[$0] ?? "" } == reading.fields.map(\.name), "\(profile.name)")
            #expect(!reading.defaultFields.isEmpty, "\(profile.name)")
            for rule in reading.otherLines { _ = try RegexProgram(pattern: rule.pattern.pattern) }
        }
        #expect(Set(ProducerProfiles.all.map(\.name)).count == ProducerProfiles.all.count)
        // Each needle is in what its pattern matches: a literal the pattern does not require would hide matches.
        for profile in ProducerProfiles.all {
            for signature in profile.signatures {
                let needle = String(decoding: signature.pattern.needle, as: UTF8.self)
                #expect(signature.pattern.pattern.contains(needle) || signature.pattern.pattern.contains(needle.replacingOccurrences(of: ".", with: "\\.")),
                        "\(profile.name): \(signature.describes)")
            }
        }
    }

    /// Every capture of a producer in Tests/Producers is told as that producer, by the line expected.
    @Test(arguments: [
        ("ping-127.0.0.1.txt", "ping", "its banner", 1), ("ping-c-4-127.0.0.1.txt", "ping", "its banner", 1),
        ("proc-loadavg-loop.txt", "/proc/loadavg", "its line of load averages", 1), ("uptime-loop.txt", "uptime", "its line", 1),
        ("iostat-1.txt", "iostat", "its avg-cpu header", 3), ("iostat-x-1.txt", "iostat", "its avg-cpu header", 3),
        ("mpstat-1.txt", "mpstat", "its header", 3), ("mpstat-P-ALL-1.txt", "mpstat", "its header", 3),
        ("pidstat-1-3.txt", "pidstat", "its header", 3), ("pidstat-t-1-2.txt", "pidstat", "its header", 3),
        ("pidstat-r-1-2.txt", "pidstat", "its header", 3), ("sar-u-1-3.txt", "sar", "its -u header", 3),
        ("sar-u-1-3-12h.txt", "sar", "its -u header", 3), ("sar-n-DEV-1-3.txt", "sar", "its -n DEV header", 3),
        ("sar-r-1-3.txt", "sar", "its -r header", 3), ("vmstat-1.txt", "vmstat", "its group header", 1),
        ("free-s-1.txt", "free", "its header", 1), ("free-m-s-1.txt", "free", "its header", 1),
        ("dstat.txt", "dstat", "its notice", 1), ("dstat-c.txt", "dstat", "its group header", 1),
        ("ifstat-1.txt", "ifstat", "its header", 2), ("ifstat-i-lo-eth0-1.txt", "ifstat", "its header", 2),
        ("docker-stats.txt", "docker stats", "its header", 1), ("docker-stats-no-stream.txt", "docker stats", "its header", 1),
        ("vmstat-t-1-5.txt", "vmstat", "its group header", 1), ("iostat-t-1-3.txt", "iostat", "its avg-cpu header", 4),
        ("iostat-xt-1-3.txt", "iostat", "its avg-cpu header", 4), ("dstat-tcdngy-1-5.txt", "dstat", "its group header", 1),
        ("ping-D-c-5-127.0.0.1.txt", "ping", "its banner", 1), ("pidstat-h-1-3.txt", "pidstat", "its -h header", 3),
        ("vmstat-w-1-2.txt", "vmstat", "its wide group header", 1), ("top-b-d-1-n-4.txt", "top", "its summary line", 1),
        ("pidstat-h-U-1-2.txt", "pidstat", "its -h header", 3), ("pidstat-U-1-1.txt", "pidstat", "its -U header", 3),
        ("top-procps3-by-hand.txt", "top", "its summary line", 1), ("ifstat-t-i-lo-eth0-1-3.txt", "ifstat", "its header", 2),
    ])
    func eachCaptureIsToldAsItsProducer(file: String, name: String, told: String, line: Int) {
        let (producer, _) = Self.read(ProducerOutput.text(file))
        #expect(producer?.name == name, "\(file)")
        #expect(producer?.recognisedBy == told, "\(file)")
        #expect(producer?.line == line, "\(file)")
    }

    @Test(arguments: ["us-export.csv", "de-export.csv", "python-http-server.log"])
    func otherCapturesAreNoProducer(file: String) {
        #expect(Self.read(ProducerOutput.text(file)).0 == nil, "\(file)")
    }

    @Test func nvidiaSmiIsToldByItsQueryHeader() {
        let csv = "utilization.gpu [%], memory.used [MiB]\n35 %, 1200 MiB\n"
        #expect(Self.read(csv).0?.name == "nvidia-smi")
        #expect(Self.read(csv).0?.reading == .byTableRules)
        #expect(Self.read("time, cpu [%]\n10:00:01, 35\n").0 == nil, "a CSV with a unit in brackets is not nvidia-smi")
    }

    /// Lines that look like a producer's but are not: a log with `time=`, three numbers, a CSV of loads.
    @Test(arguments: [
        "request done time=12ms status=200\nrequest done time=15ms status=200\n",
        "GET /api time=0.05 ms ttl=64\n",
        "icmp_seq=1 ttl=64 time=0.05 ms\n",
        "0.5 1.2 3.4\n0.6 1.3 3.5\n",
        "0.13 1.12 1.60 3 87 15483\n",
        "1.5 2.5 3.5 1/2 3\n",
        "0.13 1.12 1.60 3/87\n",
        "load1,load5,load15\n0.13,1.12,1.60\n",
        "load average: 0.13, 1.12, 1.60\n",
        "total used free\n10 5 5\n",
        "PING pong 12\n",
    ])
    func nearMissesAreNoProducer(text: String) {
        #expect(Self.read(text).0 == nil, "\(text)")
    }

    @Test func pingGivesItsRoundTripTimeInMillisecondsAndPassesOverItsFooter() {
        let (producer, batch) = Self.read(ProducerOutput.text("ping-c-4-127.0.0.1.txt"))
        #expect(batch.seriesNames == ["time"])
        #expect(batch.column(0) == [1.09, 0.101, 0.086, 0.058])
        #expect(batch.skippedLineCount == 0, "the banner, the blank line and the statistics are no lost samples")
        #expect(producer?.unit == "ms")
        #expect(batch.inputUnit == "ms")
        #expect(producer?.reading == .byProfile(plotted: ["time"], notPlotted: ["icmp_seq", "ttl"]))
        #expect(producer?.summary == "ping, by its banner (line 1): plots time (ms), not icmp_seq or ttl")
        let reasons = Self.outcomes(ProducerOutput.text("ping-c-4-127.0.0.1.txt"))
        #expect(reasons.map(\.0) == [.ignored, .row, .row, .row, .row, .ignored, .ignored, .ignored, .ignored])
        #expect(reasons.compactMap(\.1) == [.banner, .blank, .summaryRow, .summaryRow, .summaryRow])
    }

    /// Without its banner (`ping host | grep time=`), a reply line tells it; `time<1 ms` is 1.
    @Test func pingWithoutItsBannerIsToldByItsReplies() {
        let text = ProducerOutput.text("ping-127.0.0.1.txt").split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"
            + "64 bytes from 127.0.0.1: icmp_seq=7 ttl=64 time<1 ms\n"
        let (producer, batch) = Self.read(text)
        #expect(producer?.name == "ping" && producer?.recognisedBy == "a reply line")
        #expect(batch.column(0) == [0.050, 0.049, 0.053, 0.067, 0.049, 0.053, 1])
    }

    /// macOS's ping, its timeouts and an unreachable host: lost replies, counted as skipped with a reason.
    @Test func pingsLostRepliesAreSkippedAsNotices() {
        let text = """
            PING 10.0.0.9 (10.0.0.9): 56 data bytes
            64 bytes from 10.0.0.9: icmp_seq=0 ttl=64 time=0.046 ms
            Request timeout for icmp_seq 1
            From 10.0.0.1 icmp_seq=2 Destination Host Unreachable
            64 bytes from 10.0.0.9: icmp_seq=3 ttl=64 time=12.5 ms
            a line nobody wrote
            12

            --- 10.0.0.9 ping statistics ---
            4 packets transmitted, 2 packets received, 50.0% packet loss
            round-trip min/avg/max/stddev = 0.046/6.273/12.500/6.227 ms

            """
        let (producer, batch) = Self.read(text)
        #expect(producer?.name == "ping")
        #expect(batch.seriesNames == ["time"] && batch.column(0) == [0.046, 12.5])
        #expect(batch.skippedLineCount == 4, "two lost replies, a line of no reply, a lone number")
        let reasons = Self.outcomes(text)
        #expect(reasons[2].0 == .skipped && reasons[2].1 == .notice)
        #expect(reasons[3].0 == .skipped && reasons[3].1 == .notice)
        #expect(reasons[5].0 == .skipped && reasons[5].1 == .notMatched)
        #expect(reasons[6].0 == .skipped && reasons[6].1 == .notMatched, "a lone number is no reply either")
        #expect(reasons[8].0 == .ignored && reasons[8].1 == .summaryRow)
    }

    /// `ping -D -c 5 127.0.0.1` on this machine (iputils 20221126): each line's time, epoch seconds in
    /// brackets, is x, read to the microsecond; the round-trip times are those without it.
    @Test func pingDsTimesAreX() {
        let text = """
            PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.
            [1795823478.370818] 64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.116 ms
            [1795823479.386735] 64 bytes from 127.0.0.1: icmp_seq=2 ttl=64 time=0.061 ms
            [1795823480.406698] 64 bytes from 127.0.0.1: icmp_seq=3 ttl=64 time=0.031 ms
            [1795823481.430699] 64 bytes from 127.0.0.1: icmp_seq=4 ttl=64 time=0.044 ms
            [1795823482.454771] 64 bytes from 127.0.0.1: icmp_seq=5 ttl=64 time=0.044 ms

            --- 127.0.0.1 ping statistics ---
            5 packets transmitted, 5 received, 0% packet loss, time 4084ms
            rtt min/avg/max/mdev = 0.031/0.059/0.116/0.029 ms

            """
        let times = TimeResolver(zone: .utc, now: 1_795_823_490_000_000)
        let (producer, batch) = Self.read(text, times: times)
        #expect(producer?.name == "ping" && batch.seriesNames == ["time"])
        #expect(batch.column(0) == [0.116, 0.061, 0.031, 0.044, 0.044])
        let micros: [Int64] = [1_795_823_478_370_818, 1_795_823_479_386_735, 1_795_823_480_406_698, 1_795_823_481_430_699, 1_795_823_482_454_771]
        #expect(batch.xs == micros.map { Double($0) / 1e6 })
        #expect(batch.skippedLineCount == 0)
        let plain = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("[") ? $0.drop { $0 != " " }.dropFirst() : $0 }.joined(separator: "\n")
        let (_, without) = Self.read(plain, times: times)
        #expect(without.seriesNames == batch.seriesNames && without.column(0) == batch.column(0) && without.xs.allSatisfy(\.isNaN))
        // Without its banner, a reply told it; a lost reply is a notice, its time before it.
        let (told, tail) = Self.read(String(text.split(separator: "\n")[1]) + "\n", times: times)
        #expect(told?.recognisedBy == "a reply line" && tail.xs == [Double(micros[0]) / 1e6])
        // `--explain` says where x comes from: the bracketed epoch seconds, not "a time key".
        #expect(AccessLogTests.explained(text).contains("\nx: the epoch seconds in brackets each line leads with (ping -D's)\n"))
        #expect(!AccessLogTests.explained(plain).contains("epoch seconds"))
        let reasons = Self.outcomes(text.replacingOccurrences(of: "[1795823480.406698] 64 bytes from 127.0.0.1: icmp_seq=3 ttl=64 time=0.031 ms",
                                                              with: "[1795823480.406698] From 10.0.0.1 icmp_seq=3 Destination Host Unreachable"))
        #expect(reasons[3].0 == .skipped && reasons[3].1 == .notice)
    }

    /// Epoch seconds in brackets, exactly: a fraction of any length (cut past the microsecond), none;
    /// no bracket, another magnitude (dmesg's seconds since boot) or no closing bracket: none.
    @Test func bracketedEpochSecondsAreReadExactly() {
        func read(_ text: String) -> Int64? { Array(text.utf8).withUnsafeBytes { EpochNumber.bracketedSeconds(in: $0)?.microseconds } }
        #expect(read("[1795823478.370818] 64") == 1_795_823_478_370_818)
        #expect(read("[1795823478.3708189]") == 1_795_823_478_370_818 && read("[1795823478.5]") == 1_795_823_478_500_000)
        #expect(read("[1795823478]") == 1_795_823_478_000_000)
        for text in ["1795823478.370818 64", "[   12.345678] usb 1-1", "[0795823478.3]", "[1795823478.3 ", "[17958234789.3]"] {
            #expect(read(text) == nil, "\(text)")
        }
    }

    /// A number alone on its line in a stream its profile reads is no sample of a position of its own.
    @Test func aLoneNumberAmongPingsLinesIsNoSeries() {
        let (_, batch) = Self.read("PING ::1 (::1) 56 data bytes\n64 bytes from ::1: icmp_seq=1 ttl=64 time=0.05 ms\n12\n")
        #expect(batch.seriesNames == ["time"] && batch.column(0) == [0.05])
        #expect(batch.skippedLineCount == 1)
    }

    /// A user's `-f` wins: `-f ttl` plots ttl; a position sets the profile aside.
    @Test func fieldsTheUserChoseWinOverTheProfilesDefaults() {
        let ping = ProducerOutput.text("ping-c-4-127.0.0.1.txt")
        let (ttl, ttlBatch) = Self.read(ping, fields: FieldSelection(.name("ttl")))
        #expect(ttlBatch.seriesNames == ["ttl"] && ttlBatch.column(0) == [64, 64, 64, 64])
        #expect(ttl?.reading == .byProfile(plotted: ["ttl"], notPlotted: ["icmp_seq", "time"]))
        #expect(ttl?.unit == nil, "ttl has no unit")
        let (both, bothBatch) = Self.read(ping, fields: FieldSelection([.name("time"), .name("icmp_seq")]))
        #expect(bothBatch.seriesNames == ["time", "icmp_seq"] && bothBatch.column(1) == [1, 2, 3, 4])
        #expect(both?.unit == nil, "two fields of different units")

        let loads = ProducerOutput.text("proc-loadavg-loop.txt")
        let (pattern, patternBatch) = Self.read(loads, fields: FieldSelection(.pattern(NamePattern("load*"))))
        #expect(patternBatch.seriesNames == ["load1", "load5", "load15"])
        #expect(pattern?.reading == .byProfile(plotted: ["load1", "load5", "load15"], notPlotted: ["runnable", "entities", "last_pid"]))
        let (position, positionBatch) = Self.read(loads, fields: FieldSelection(.position(1)))
        #expect(position?.reading == .byFieldsChosen && position?.name == "/proc/loadavg")
        #expect(positionBatch.seriesNames == ["1"] && positionBatch.column(0).prefix(2) == [0.13, 0.12])
        #expect(Self.read(loads, fields: FieldSelection(.name("last_pid"))).1.column(0).prefix(2) == [15483, 15499])
    }

    /// `-f us,sy,time vm.txt ping.txt`: `-f` is every source's, so ping reads the name its profile has
    /// (time, in ms, its statistics passed over as a summary: no header) and says the others missing
    /// among its own fields, which vmstat has; a name it does not read at all sets the profile aside.
    @Test func namesOfAnotherSourceLeaveThePingProfileReading() {
        let ping = ProducerOutput.text("ping-c-4-127.0.0.1.txt")
        let (producer, batch) = Self.read(ping, fields: FieldSelection([.name("us"), .name("sy"), .name("time")]))
        #expect(producer?.reading == .byProfile(plotted: ["time"], notPlotted: ["icmp_seq", "ttl"]))
        #expect(producer?.unit == "ms" && batch.inputUnit == "ms")
        #expect(batch.column(2) == [1.09, 0.101, 0.086, 0.058] && batch.column(0).allSatisfy(\.isNaN))
        #expect(batch.notices.last == .fieldsNotFound(names: ["us", "sy"], fields: ["time", "icmp_seq", "ttl"]))
        #expect(batch.notices.last?.message == "-f us,sy: no such fields (fields: time icmp_seq ttl)")
        let reasons = Self.outcomes(ping, fields: FieldSelection([.name("us"), .name("time")]))
        #expect(reasons.compactMap(\.1) == [.banner, .blank, .summaryRow, .summaryRow, .summaryRow])
        #expect(Self.read(ping, fields: FieldSelection([.name("us"), .name("sy")])).0?.reading == .byFieldsChosen)
    }

    @Test func loadavgGivesTheThreeLoadAverages() {
        let (producer, batch) = Self.read(ProducerOutput.text("proc-loadavg-loop.txt"))
        #expect(batch.seriesNames == ["load1", "load5", "load15"])
        #expect(batch.column(0).prefix(2) == [0.13, 0.12] && batch.column(2).prefix(2) == [1.60, 1.59])
        #expect(batch.column(0).allSatisfy { $0 < 100 }, "no PID among the loads")
        #expect(batch.skippedLineCount == 0)
        #expect(producer?.unit == nil && batch.inputUnit == nil)
    }

    /// uptime's clock time is x, as any line's leading time is; its loads the three series.
    @Test func uptimeGivesTheLoadAveragesAtItsClockTime() {
        let text = ProducerOutput.text("uptime-loop.txt")
        let (producer, batch) = Self.read(text, times: TimeResolver(zone: .utc, now: 0))
        #expect(producer?.name == "uptime")
        #expect(batch.seriesNames == ["load1", "load5", "load15"])
        #expect(batch.column(0).prefix(2) == [0.13, 0.12] && batch.column(1).prefix(2) == [1.12, 1.10])
        #expect(batch.xsAreTimesOfDay)
        #expect(batch.xs.count == batch.rowCount && batch.xs[1] - batch.xs[0] == 1, "00:13:20, then 00:13:21")
        let macOS = Self.read("10:00  up 3 days,  2:01, 2 users, load averages: 1.50 1.60 1.70\n").1
        #expect(macOS.seriesNames == ["load1", "load5", "load15"] && macOS.column(2) == [1.70])
    }

    /// Only the lines before the data and its first row are looked at, and at most 16 of them.
    @Test func recognitionLooksAtTheFirstLinesOnly() {
        let banner = "PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.\n64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.05 ms\n"
        #expect(Self.read(banner).0?.name == "ping")
        #expect(Self.read("12\n" + banner).0 == nil, "past the first row, no line is looked at")
        let words = String(repeating: "starting up\n", count: ProducerRecognizer.maximumLines)
        #expect(Self.read(words + banner).0 == nil, "past the bound, no line is looked at")
        let fewerWords = String(repeating: "starting up\n", count: ProducerRecognizer.maximumLines - 1)
        #expect(Self.read(fewerWords + banner).0?.line == ProducerRecognizer.maximumLines)
    }

    /// Fed a byte at a time, the same producer, the same series.
    @Test func aByteAtATimeReadsTheSame() {
        for file in ["ping-c-4-127.0.0.1.txt", "proc-loadavg-loop.txt", "uptime-loop.txt"] {
            let whole = decoded(ProducerOutput.text(file))
            #expect(whole.seriesNames.first == (file.hasPrefix("ping") ? "time" : "load1"), "\(file)")
        }
    }
}
