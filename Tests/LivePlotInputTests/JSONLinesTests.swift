import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// JSON lines (RFC 8259): a series per number inside each object, named by its path.
@Suite struct JSONLinesTests {
    @Test func aLogLineGivesASeriesPerNumber() {
        let batch = decoded("""
            {"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":46.18,"status":200}
            {"ts":"2026-11-22T10:00:02Z","level":"warn","latency_ms":51.5,"status":503}

            """)
        #expect(batch.seriesNames == ["latency_ms", "status"])
        #expect(columns(batch) == ["latency_ms": [46.18, 51.5], "status": [200, 503]])
        #expect(batch.skippedLineCount == 0)
    }

    /// A service prints a banner before its log lines: the banner decides no format; the first line that
    /// can be data does. Once data came, a line opening an object is not JSON of a column stream.
    @Test func aBannerBeforeTheLinesDecidesNothing() {
        let json = decoded("""
            Server listening on http://127.0.0.1:8089
            {"latency_ms": 4.5, "status": 200}

            """)
        #expect(columns(json) == ["latency_ms": [4.5], "status": [200]])
        #expect(json.skippedLineCount == 1)
        let metrics = decoded("""
            starting exporter, version 1.5
            node_load1 0.25
            node_load1 0.5

            """)
        #expect(columns(metrics) == ["node_load1": [0.25, 0.5]])
        let columnsFirst = decoded("""
            12 40
            {"a": 1}
            13 41

            """)
        #expect(columnsFirst.seriesNames == ["1", "2"] && columnsFirst.skippedLineCount == 1)
        let tabSeparated = decoded("name\tload\nhost_a\t0.25\n")
        #expect(columns(tabSeparated) == ["load": [0.25]], "a record of the header's delimiter, not a metric line")
    }

    @Test func pathsNumericStringsBooleansAndNull() {
        let batch = decoded("""
            {"cpu": 12.5, "mem": 40, "resp": {"time": "7.25", "ok": true}, "cores": [1, 2.5], "note": "12ms"}
            {"cpu": null, "mem": 41, "resp": {"time": 8, "ok": false}, "cores": [3, 4]}

            """)
        #expect(batch.seriesNames == ["cpu", "mem", "resp.time", "resp.ok", "cores.0", "cores.1"])
        #expect(columns(batch) == [
            "cpu": [12.5, nil], "mem": [40, 41], "resp.time": [7.25, 8], "resp.ok": [1, 0], "cores.0": [1, 3], "cores.1": [2.5, 4],
        ])
    }

    /// A series `-f` selects by a pattern, met first as a null after a number began the row: its gap
    /// widens the batch (it tripped the batch's precondition, SIGILL, found by the options fuzzer).
    @Test func aSelectedSeriesMetFirstAsANullIsAGap() {
        let batch = decoded("""
            {"cpu": 5, "cpu2": null}
            {"cpu": 6, "cpu2": 7}

            """, fields: FieldSelection([.pattern(NamePattern("cpu*"))]))
        #expect(batch.seriesNames == ["cpu", "cpu2"])
        #expect(columns(batch) == ["cpu": [5, 6], "cpu2": [nil, 7]])
    }

    @Test func invalidLinesAreSkippedAndCounted() {
        let batch = decoded("""
            {"a": 1}
            {"a": 2,}
            {"a": 01}
            {"a": 3} trailing
            not json at all
            {"a": "unterminated}
            {"a": 4}

            """)
        #expect(columns(batch) == ["a": [1, 4]])
        #expect(batch.skippedLineCount == 5)
    }

    @Test func depthIsBounded() {
        func nested(_ depth: Int) -> String {
            String(repeating: "{\"a\":", count: depth - 1) + "{\"v\":1}" + String(repeating: "}", count: depth - 1)
        }
        let deepest = decoded(nested(JSONLeaves.maximumDepth) + "\n")
        #expect(deepest.rowCount == 1 && deepest.skippedLineCount == 0)
        let tooDeep = decoded(nested(JSONLeaves.maximumDepth + 1) + "\n" + String(repeating: "[", count: 100_000) + "\n")
        #expect(tooDeep.rowCount == 0 && tooDeep.skippedLineCount == 2)
    }

    /// A line of 1 MiB could name a long key's path in hundreds of thousands of leaves: past 4096 leaves
    /// or a 1 KiB path, leaves are dropped and counted, and what is kept stays small.
    @Test func leavesAreBounded() {
        let longKey = String(repeating: "k", count: 2000)
        let many = "{\"a\":[" + Array(repeating: "1", count: 5000).joined(separator: ",") + "]}\n"
        var leaves = JSONLeaves()
        let readLong = leaves.read(Array("{\"\(longKey)\":{\"x\":1,\"y\":2},\"z\":3}".utf8))
        #expect(readLong)
        #expect(leaves.count == 1 && leaves.droppedLeafCount == 2, "z kept; the two under the long key dropped")
        let readMany = leaves.read(Array(many.utf8.dropLast()))
        #expect(readMany)
        #expect(leaves.count == JSONLeaves.maximumLeafCount && leaves.droppedLeafCount == 5000 - JSONLeaves.maximumLeafCount)
        let batch = decoded(many)
        #expect(batch.seriesCount == SeriesCatalog.maximumCount)
        #expect(batch.droppedValueCount == 5000 - SeriesCatalog.maximumCount, "every value not plotted is counted, once")
    }

    /// Found by the fuzz pass: a key given twice, a number then null, left a gap over the number (a row of
    /// gaps only, which the store must never see).
    @Test func aKeyGivenTwice() {
        #expect(columns(decoded(#"{"k":1,"k":null}"# + "\n")) == ["k": [1]])
        #expect(columns(decoded(#"{"k":null,"k":2}"# + "\n" + #"{"k":3,"k":4}"# + "\n")) == ["k": [2, 4]])
    }

    /// Every number of an object is a series of its own name: a key that would read as path syntax is
    /// quoted (`"a.b"` beside `a.b`, `""`), and `-f` selects it so. Ordinary keys read as before.
    @Test func keysThatReadAsPathSyntaxAreQuoted() throws {
        let text = #"{"a.b":1,"a":{"b":2,"":3,"x\"y":4},"":5,"c,d":6,"\u002e":7,"ok":8}"# + "\n"
        let batch = decoded(text)
        #expect(columns(batch) == [#""a.b""#: [1], "a.b": [2], #"a."""#: [3], #"a."x\"y""#: [4], #""""#: [5], #""c,d""#: [6],
                                   #"".""#: [7], "ok": [8]])
        #expect(batch.droppedValueCount == 0)
        let selected = decoded(text, fields: try FieldSelection.parse(#""a.b", "", "c,d",a.b"#))
        #expect(columns(selected) == [#""a.b""#: [1], #""""#: [5], #""c,d""#: [6], "a.b": [2]])
    }

    /// Keys that read alike once cleaned or cut (a control character taken out, a long middle cut) are
    /// series of names told apart: they were two series of one name.
    @Test func keysAlikeOnScreenAreToldApart() {
        let long = String(repeating: "w", count: 40)
        let batch = decoded(#"{"a\u0007":1,"a":2,"\#(long)x\#(long)":3,"\#(long)y\#(long)":4}"# + "\n")
        let cut = String(repeating: "w", count: 23) + "…" + String(repeating: "w", count: 24)
        #expect(batch.seriesNames == ["a", "a (2)", cut, String(cut.prefix(43)) + "… (2)"])
        #expect(batch.column(3) == [4])
    }

    @Test func escapesInKeysNeverReachTheScreen() {
        let batch = decoded(#"{"ev\u001b[31mil\u0007": 5, "caf\u00e9": 6, "\ud83d\ude80": 7}"# + "\n")
        #expect(batch.seriesNames == ["evil", "café", "🚀"])
    }

    @Test func fieldsByPath() throws {
        let text = #"{"latency_ms": 46.18, "resp": {"time": 3}, "status": 200}"# + "\n"
        let batch = decoded(text, fields: FieldSelection([.name("resp.time"), .name("latency_ms")]))
        #expect(columns(batch) == ["resp.time": [3], "latency_ms": [46.18]])
    }

    /// Property: random objects, written with random whitespace, give the leaves that Foundation's
    /// `JSONSerialization` reads from the same line: the same paths, the same values. Foundation's parser
    /// on Linux is not correctly rounded (`-8.215869662376545e-48` comes out 2 ULP off; it reads `-0` as
    /// the integer 0), so values are held bit for bit against `Double(String)` of each token as written,
    /// and against Foundation to 4e-15 (its error reaches 6 ULP on some of these seeds).
    @Test func matchesJSONSerialization() throws {
        var random = SplitMix64(seed: 1_616)
        /// Each leaf's value as the standard library reads its token, in the order written.
        var written: [Double] = []
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        func space() -> String { pick(["", "", " ", "\t", "  "]) }
        let keys = ["a", "b_c", "lat ms", "x\\\"q", "k\\u00e9", "\\/", "n0", "a.b", "", " e", "c,d", "w\\\\"]
        func number() -> String {
            let token = numberToken()
            written.append(Double(token)!)
            return token
        }
        func numberToken() -> String {
            switch random.next() % 4 {
            case 0: return String(Int64(bitPattern: random.next()) >> Int(random.next() % 60))
            case 1: return String(Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (random.next() % 2 == 0 ? 1 : -1))
            case 2: return "\(random.next() % 1000).\(random.next() % 1000)e\(Int(random.next() % 40) - 20)"
            default: return pick(["0", "-0", "0.5", "1E3", "2e-7", "123456789012345678"])
            }
        }
        func value(depth: Int) -> String {
            switch random.next() % (depth > 3 ? 4 : 6) {
            case 0: return number()
            case 1:
                let literal = pick(["true", "false", "null"])
                written.append(["true": 1, "false": 0, "null": .nan][literal]!)
                return literal
            case 2:
                let string = pick(["12.5", "-3", "abc", "45%", "", "1e3", "tab\\there", "+7"])
                if let value = Double(string), string != "" { written.append(value) }
                return "\"" + string + "\""
            case 3: return "\"" + number() + "\""
            case 4: return object(depth: depth + 1)
            default:
                let elements = (0..<Int(random.next() % 4)).map { _ in space() + value(depth: depth + 1) + space() }
                return "[" + elements.joined(separator: ",") + "]"
            }
        }
        func object(depth: Int) -> String {
            var used = Set<String>()
            var members: [String] = []
            for _ in 0..<Int(random.next() % 5) {
                let key = pick(keys)
                guard used.insert(key).inserted else { continue }
                members.append(space() + "\"" + key + "\"" + space() + ":" + space() + value(depth: depth) + space())
            }
            return "{" + members.joined(separator: ",") + "}"
        }
        var leaves = JSONLeaves()
        for round in 0..<1_000 {
            written = []
            let line = space() + object(depth: 0) + space()
            let reference = try JSONSerialization.jsonObject(with: Data(line.utf8))
            var expected: [(String, Double)] = []
            Self.flatten(reference, path: "", into: &expected)
            let bytes = Array(line.utf8)
            let isRead = leaves.read(bytes)
            #expect(isRead, "round \(round): \(line)")
            let got = bytes.withUnsafeBytes { bytes in
                (0..<leaves.count).map { index in
                    (leaves.withPath(index, in: bytes) { String(decoding: $0, as: UTF8.self) }, leaves.value(index))
                }
            }
            #expect(got.map(\.1.bitPattern) == written.map(\.bitPattern), "round \(round): \(line)")
            // Paths are unique in a line (keys are, in each object): compare path → value.
            let expectedByPath = Dictionary(uniqueKeysWithValues: expected)
            #expect(got.count == expected.count, "round \(round): \(line)")
            for (path, value) in got {
                let reference = expectedByPath[path]
                let agrees = reference.map { $0.isNaN ? value.isNaN : abs($0 - value) <= abs($0) * 4e-15 } ?? false
                #expect(agrees, "round \(round): \(path) = \(value), Foundation \(String(describing: reference))")
            }
            // Any cut of a valid line (but a trailing blank) is not one object: nothing is read from it.
            let cut = Int(random.next() % UInt64(bytes.count))
            let truncated = Array(bytes[..<cut])
            let foundationReads = (try? JSONSerialization.jsonObject(with: Data(truncated))) is [String: Any]
            let isTruncatedRead = leaves.read(truncated)
            #expect(isTruncatedRead == foundationReads, "round \(round): \(String(decoding: truncated, as: UTF8.self))")
        }
    }

    /// The reference's leaves (in any order: its dictionaries have none), as the README maps them: numbers (and booleans, as 1 and 0),
    /// strings that are a whole plain number, null as NaN.
    static func flatten(_ value: Any, path: String, into leaves: inout [(String, Double)]) {
        func join(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
        /// A key as a path writes it: quoted when it would read as path syntax.
        func segment(_ key: String) -> String {
            let needsQuotes = key.isEmpty || key.contains { ".,\"*{}".contains($0) }
                || [" ", "\t"].contains(key.first!) || [" ", "\t"].contains(key.last!)
            guard needsQuotes else { return key }
            return "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        switch value {
        case let object as [String: Any]:
            for (key, member) in object { flatten(member, path: join(segment(key)), into: &leaves) }
        case let array as [Any]:
            for (index, element) in array.enumerated() { flatten(element, path: join(String(index)), into: &leaves) }
        case let string as String:
            if !string.isEmpty, string.allSatisfy({ "0123456789+-.eE".contains($0) }), let number = Double(string) {
                leaves.append((path, number))
            }
        case let number as NSNumber:
            leaves.append((path, number.doubleValue))
        default:
            leaves.append((path, .nan))
        }
    }
}
