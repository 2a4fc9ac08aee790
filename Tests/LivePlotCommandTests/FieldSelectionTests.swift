import Testing
@testable import LivePlotInput
@testable import LivePlotCommand
@testable import LivePlotTestSupport

@Suite struct FieldSelectionTests {
    static let vmstat = """
        procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
         r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
         1  0      0 23293948  10892 1271876    0    0   767   147  200  439 27  2 70  0  0
        procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
         r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
         0  0      0 23293948  10892 1271876    0    0     0     0   72   91  0  1 99  0  0

        """

    /// vmstat prints a line of groups and a line of column names; the last names line is the header, and
    /// headers repeated later are passed over, not counted as skipped.
    @Test func namesFromVmstatsHeader() throws {
        let batch = decoded(Self.vmstat, fields: try FieldSelection.parse("us,id,4"))
        #expect(batch.seriesNames == ["us", "id", "free"], "a position takes the header's name")
        // The first row is averages since boot (vmstat(8)): no sample, and not skipped either.
        #expect(columns(batch) == ["us": [0], "id": [99], "free": [23_293_948]])
        #expect(batch.skippedLineCount == 0)
    }

    @Test func aCSVHeaderAndAGapInPlace() throws {
        let text = "time,cpu,mem\n1,20,30\n3,,33\n"
        let batch = decoded(text, fields: try FieldSelection.parse("mem,cpu"))
        #expect(batch.seriesNames == ["mem", "cpu"], "in the order asked for")
        #expect(columns(batch) == ["mem": [30, 33], "cpu": [20, nil]], "the empty cpu field does not shift mem")
        let missing = decoded(text, fields: try FieldSelection.parse("disk"))
        #expect(missing.seriesNames == ["disk"] && missing.rowCount == 0, "a name nowhere is no sample")
        #expect(missing.skippedLineCount == 2)
    }

    @Test func keysNameTheirValues() throws {
        let batch = decoded("a=1 cpu=12\ncpu:14% x\nmem=3\n", fields: try FieldSelection.parse("cpu"))
        #expect(columns(batch) == ["cpu": [12, 14]])
        #expect(batch.skippedLineCount == 1)
        let byPosition = decoded("a=1 cpu=12\n", fields: try FieldSelection.parse("2"))
        #expect(columns(byPosition) == ["2": [12]], "a pair's position counts too")
    }

    @Test func parsesTheOption() throws {
        #expect(try FieldSelection.parse("2").fields == [.position(2)])
        #expect(try FieldSelection.parse("1,3").fields == [.position(1), .position(3)])
        #expect(try FieldSelection.parse("cpu, mem").fields == [.name("cpu"), .name("mem")])
        #expect(try FieldSelection.parse("time").fields == [.name("time")])
        #expect(try FieldSelection.parse("node_load*,resp.*").fields == [.pattern(NamePattern("node_load*")), .pattern(NamePattern("resp.*"))])
        // Commas inside braces and quotes are a name's (a metric's labels, a JSON path's quoted key), and
        // a `*` inside quotes makes no pattern.
        #expect(try FieldSelection.parse(#"node_cpu{cpu="0",mode="user"},"a,b*".c, "",x*"#).fields
                == [.name(#"node_cpu{cpu="0",mode="user"}"#), .name(#""a,b*".c"#), .name(#""""#), .pattern(NamePattern("x*"))])
        for bad in ["0", "", "1,", ",2", "1,1", "-3"] {
            #expect(throws: OptionsError.self, "\(bad)") { try FieldSelection.parse(bad) }
        }
        do {
            _ = try Options.parse(["-f", "cpu", "--match", "x"])
            Issue.record("parsed")
        } catch {
            #expect(error.message == "liveplot: '-f' and '--match' both say where the samples are: choose one (see 'liveplot --help')")
        }
    }

    /// `*` patterns select every name they match, in JSON paths, pair keys and a header's names; the
    /// names given exactly come first, the matches after them as they appear.
    @Test func patternsInEveryFormat() throws {
        let json = decoded(#"""
            {"resp": {"time": 12, "size": 300}, "respawn": 1, "status": 200}
            {"resp": {"time": 14, "size": 310, "retries": 2}, "status": 503}

            """#, fields: try FieldSelection.parse("status,resp.*"))
        #expect(json.seriesNames == ["status", "resp.time", "resp.size", "resp.retries"])
        #expect(columns(json) == ["status": [200, 503], "resp.time": [12, 14], "resp.size": [300, 310], "resp.retries": [nil, 2]])
        let pairs = decoded("cpu0=12 cpu1=30 mem=40\ncpu0=14 cpu1=31 mem=41\n", fields: try FieldSelection.parse("cpu*"))
        #expect(columns(pairs) == ["cpu0": [12, 14], "cpu1": [30, 31]])
        let csv = decoded("time,Response Time (ms),Response Size,Errors\n1,12,300,0\n2,14,310,1\n", fields: try FieldSelection.parse("Resp*,Errors"))
        #expect(csv.seriesNames == ["Errors", "Response Time (ms)", "Response Size"])
        #expect(columns(csv) == ["Errors": [0, 1], "Response Time (ms)": [12, 14], "Response Size": [300, 310]])
        #expect(csv.skippedLineCount == 0)
    }

    /// `NamePattern` against a model that tries every way to spend each `*`.
    @Test func patternsMatchAsAModelOfStarsSays() {
        func model(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
            guard let first = pattern.first else { return name.isEmpty }
            if first == UInt8(ascii: "*") {
                return (0...name.count).contains { model(pattern.dropFirst(), name.dropFirst($0)) }
            }
            return name.first == first && model(pattern.dropFirst(), name.dropFirst())
        }
        var random = SplitMix64(seed: 77)
        let alphabet = Array("ab*".utf8)
        for _ in 0..<20_000 {
            var pattern = (0..<Int(random.next() % 7)).map { _ in alphabet[Int(random.next() % 3)] }
            if !pattern.contains(UInt8(ascii: "*")) { pattern.insert(UInt8(ascii: "*"), at: Int(random.next() % UInt64(pattern.count + 1))) }
            let name = (0..<Int(random.next() % 9)).map { _ in alphabet[Int(random.next() % 2)] }
            let text = String(decoding: pattern, as: UTF8.self)
            #expect(NamePattern(text).matches(name) == model(pattern[...], name[...]), "\(text) ~ \(String(decoding: name, as: UTF8.self))")
        }
    }
}
