import Testing
@testable import LivePlotInput
import LivePlotTestSupport

/// `--by`: each row a decoder emits carries its line's value of the field (`SampleBatch.groups`), the
/// values named once, in the order first seen (`newGroupNames` from `firstNewGroup`).
@Suite struct GroupTaggingTests {
    static let nginx = """
        127.0.0.1 - - [26/Nov/2026:10:00:01 +0000] "GET /api/users HTTP/1.1" 200 512 "-" "curl/8.5"
        10.0.0.2 - - [26/Nov/2026:10:00:01 +0000] "POST /api/login HTTP/1.1" 401 19 "-" "Mozilla/5.0 (X11; Linux x86_64)"
        127.0.0.1 - - [26/Nov/2026:10:00:02 +0000] "GET /api/users HTTP/1.1" 200 498 "-" "curl/8.5"
        127.0.0.1 - - [26/Nov/2026:10:00:02 +0000] "GET /missing HTTP/1.1" 404 0 "-" "curl/8.5"

        """

    @Test func nginxStatusIsFieldNineAndItsPathFieldSeven() {
        #expect(tags(Self.nginx, by: .position(9), countsLines: true) == ["200", "401", "200", "404"])
        #expect(tags(Self.nginx, by: .position(7), countsLines: true) == ["/api/users", "/api/login", "/api/users", "/missing"])
        // The bracketed time is two fields, the quoted request three: awk's numbering.
        #expect(tags(Self.nginx, by: .position(6), countsLines: true) == ["\"GET", "\"POST", "\"GET", "\"GET"])
        // A line shorter than the position has no value.
        #expect(tags(Self.nginx, by: .position(40), countsLines: true) == ["-", "-", "-", "-"])
    }

    @Test func aCSVHeadersColumnByNameAndAQuotedCell() {
        let csv = """
            time,status,bytes,path
            1,200,512,"/a,b"
            2,404,10,/c
            3,,7,/d

            """
        #expect(tags(csv, by: .name("status")) == ["200", "404", "-"])
        #expect(tags(csv, by: .position(4)) == ["/a,b", "/c", "/d"])
    }

    @Test func aHeaderOfAlignedColumnsByName() {
        let table = """
            code   bytes  ms
            200    512    3
            503    0      9

            """
        #expect(tags(table, by: .name("code")) == ["200", "503"])
    }

    @Test func aPairsKey() {
        let pairs = """
            status=200 rt=0.1
            rt=0.3 status=500
            rt=0.2
            level: warn took=3

            """
        #expect(tags(pairs, by: .name("status")) == ["200", "500", "-", "-"])
        #expect(tags(pairs, by: .name("level")) == ["-", "-", "-", "warn"])
    }

    /// logfmt's empty value is empty, not the next pair (`user= status=200` was tagged `status=200`), and
    /// a quoted value is its text without the quotes, blanks and all (`"bob smith"` was `"bob`).
    @Test func anEmptyOrQuotedPairValue() {
        let text = "user= status=200 rt=1\nuser=\"bob smith\" rt=2\nuser=\"bob\" rt=3\nuser=bob rt=4\nuser=\"open rt=5\n"
        #expect(tags(text, by: .name("user")) == ["-", "bob smith", "bob", "bob", "open rt=5"])
    }

    @Test func aJSONPath() {
        let caddy = """
            {"level":"info","ts":1764151201.25,"request":{"remote_ip":"127.0.0.1","method":"GET","uri":"/api/users","headers":{"User-Agent":["curl/8.5"]}},"duration":0.0123,"size":512,"status":200}
            {"level":"error","ts":1764151202.5,"request":{"method":"POST","uri":"/api/\\u00e9t\\u00e9"},"duration":0.5,"size":0,"status":502,"cached":false}
            {"level":"info","duration":0.01,"status":200e0,"cached":null}

            """
        #expect(tags(caddy, by: .name("status")) == ["200", "502", "200e0"])
        #expect(tags(caddy, by: .name("request.uri")) == ["/api/users", "/api/été", "-"])
        #expect(tags(caddy, by: .name("request.headers.User-Agent.0")) == ["curl/8.5", "-", "-"])
        #expect(tags(caddy, by: .name("cached")) == ["-", "false", "null"])
        // A key written with an escape is its text.
        #expect(tags(#"{"st\u0061tus":418,"n":1}"# + "\n", by: .name("status")) == ["418"])
        // An object is no value.
        #expect(tags(caddy, by: .name("request")) == ["-", "-", "-"])
    }

    @Test func aMatchGroupByNumberAndByName() {
        let text = Self.nginx
        #expect(tags(text, by: .position(1), match: #"" (2\d\d|4\d\d) "#, countsLines: true) == ["200", "401", "200", "404"])
        #expect(tags(text, by: .name("code"), match: #"" (?P<code>\d{3}) (\d+)"#) == ["200", "401", "200", "404"])
        #expect(tags(text, by: .name("code"), match: #"" (?<code>\d{3}) (\d+)"#) == ["200", "401", "200", "404"])
        // A group that did not take part: no value.
        #expect(tags(text, by: .position(3), match: #"" (\d{3}) (\d+)(?: "-" "(curl)/)?"#) == ["curl", "-", "curl", "curl"])
        // A group the pattern has not: no value, every row.
        #expect(tags(text, by: .position(5), match: #"" (\d{3}) "#) == ["-", "-", "-", "-"])
    }

    @Test func metricLinesAreNotTagged() {
        let metrics = """
            http_requests_total{code="200"} 12
            http_requests_total{code="404"} 3

            """
        let decoded = decodedGroups(metrics, by: .name("code"))
        #expect(decoded.tags.allSatisfy { $0 == "-" } && !decoded.tags.isEmpty)
    }

    @Test func countedLinesWithoutNumbersAreTaggedToo() {
        let text = "level=error msg=boom\nlevel=warn msg=slow\nlevel=error msg=again\n"
        #expect(tags(text, by: .name("level"), countsLines: true) == ["error", "warn", "error"])
    }

    @Test func controlBytesAreCleanedFromNames() {
        let text = "status=\u{1B}[31m500\u{1B}[0m n=1\nstatus=5\u{07}00 n=2\n"
        let names = decodedGroups(text, by: .name("status")).names
        #expect(names.allSatisfy { name in !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
        #expect(names.first == "500")
    }

    @Test func atMostTenThousandValuesThenBeyond() {
        let text = (0...(GroupField.mostValues + 5)).map { "n=1 k=v\($0 % (GroupField.mostValues + 3))\n" }.joined()
        var decoder = SampleDecoder(groupField: .name("k"))
        var batch = SampleBatch()
        Array(text.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        #expect(batch.newGroupNames.count == GroupField.mostValues && batch.firstNewGroup == 0)
        #expect(batch.newGroupNames.last == "v\(GroupField.mostValues - 1)")
        #expect(Array(batch.groups.suffix(6)) == [GroupValues.beyond, GroupValues.beyond, GroupValues.beyond, 0, 1, 2])
    }

    @Test func aLongValueIsCutOnACharactersStart() {
        var values = GroupValues()
        // 255 bytes, then é (2 bytes) across the cut: cut before it.
        let long = Array(String(repeating: "a", count: 255).utf8) + Array("ébc".utf8)
        let (index, isNew) = long.withUnsafeBytes { values.index(of: $0) }
        #expect(isNew && values.bytes(of: Int(index)).count == 255)
        // Another value alike up to the cut is the same value.
        let alike = Array(String(repeating: "a", count: 255).utf8) + Array("éxyz".utf8)
        #expect(alike.withUnsafeBytes { values.index(of: $0) } == (index, false))
        let exact = Array(String(repeating: "b", count: 256).utf8) + [0x41]
        #expect(exact.withUnsafeBytes { values.index(of: $0) }.isNew && values.bytes(of: 1).count == 256)
    }
}

/// The rows' values by name (`-` for none), decoded in one chunk.
func tags(_ text: String, by field: GroupField, match: String? = nil, countsLines: Bool = false) -> [String] {
    decodedGroups(text, by: field, match: match, countsLines: countsLines).tags
}

/// Decodes `text` with `--by field`, cut into chunks of `chunkSize` bytes (nil: one), each into a batch of
/// its own; returns every row's value by name and the names in index order, as a consumer of the
/// batches sees them.
func decodedGroups(_ text: String, by field: GroupField, match: String? = nil, countsLines: Bool = false,
                   chunkSize: Int? = nil) -> (tags: [String], names: [String]) {
    var decoder = SampleDecoder(matcher: match.map { try! SampleMatcher(pattern: $0) }, countsLines: countsLines, groupField: field)
    var names: [String] = []
    var tags: [String] = []
    func take(_ batch: SampleBatch) {
        batch.checkInvariants()
        #expect(batch.groups.count == batch.rowCount)
        if !batch.newGroupNames.isEmpty {
            #expect(batch.firstNewGroup == names.count)
            names += batch.newGroupNames
        }
        tags += batch.groups.map { $0 < 0 ? "-" : Int($0) < names.count ? names[Int($0)] : "?\($0)" }
    }
    let bytes = Array(text.utf8)
    let size = max(1, chunkSize ?? bytes.count)
    var offset = 0
    while offset < bytes.count {
        let end = min(offset + size, bytes.count)
        var batch = SampleBatch()
        bytes[offset..<end].withUnsafeBytes { decoder.decode($0, into: &batch) }
        take(batch)
        offset = end
    }
    var batch = SampleBatch()
    decoder.finish(into: &batch)
    take(batch)
    return (tags, names)
}
