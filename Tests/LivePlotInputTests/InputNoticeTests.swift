import Testing
@testable import LivePlotInput

/// `-f` that names no field and `-x` whose field holds no time or number are said (issue 42, point 4):
/// `-f %usr: no such field (fields: CPU %user %nice …)`, `-x Date: "…" is not a time or a number`.
@Suite struct InputNoticeTests {
    /// The notices a decoder puts in its batches, `text` fed in the chunks given.
    /// - Parameter timeKeys: the JSON keys of the time, as `RunPlan` gives them (`-x level`: `level`).
    private func notices(_ chunks: [String], fields: FieldSelection? = nil, x: XField? = nil,
                         timeKeys: TimeKeys = .defaults) -> [[InputNotice]] {
        var decoder = SampleDecoder(selection: fields, times: TimeResolver(zone: .utc, now: 0), timeKeys: timeKeys, xField: x)
        var said: [[InputNotice]] = []
        for chunk in chunks {
            var batch = SampleBatch()
            Array(chunk.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
            said.append(batch.notices)
        }
        var last = SampleBatch()
        decoder.finish(into: &last)
        return said + [last.notices]
    }

    @Test func theMessagesAreAsTheContractWritesThem() {
        #expect(InputNotice.fieldsNotFound(names: ["%usr"], fields: ["CPU", "%user", "%nice"]).message
            == "-f %usr: no such field (fields: CPU %user %nice)")
        #expect(InputNotice.xNotTimeOrNumber(field: "Date", value: "01.11.2026").message
            == #"-x Date: "01.11.2026" is not a time or a number"#)
        let many = (1...30).map { "field\($0)" }
        #expect(InputNotice.fieldsNotFound(names: ["a", "b"], fields: many).message
            == "-f a,b: no such fields (fields: field1 field2 field3 field4 field5 field6 field7 …)")
        #expect(InputNotice.positionsNotFound(positions: [2, 5], timestampFields: 0, fieldCount: 1).message
            == "-f 2,5: no such fields (the line has 1 field)")
        #expect(InputNotice.positionsNotFound(positions: [1], timestampFields: 1, fieldCount: 1).message
            == "-f 1: field 1 is the timestamp (x); no values follow it")
    }

    /// A name that is a field's but for its case is said first, for `-f`, `-x` and `--by` alike; a name
    /// that differs otherwise is not (mutation: no suggestion: fails).
    @Test func aFieldNamedButForItsCaseIsSuggested() {
        #expect(InputNotice.fieldsNotFound(names: ["%cpu", "rss", "nope"], fields: ["%CPU", "RSS", "VSZ"]).message
            == "-f %cpu,rss,nope: no such fields (did you mean %CPU, RSS? fields: %CPU RSS VSZ)")
        #expect(InputNotice.xFieldNotFound(field: "date", fields: ["Date", "a"]).message == "-x date: no such field (did you mean Date? fields: Date a)")
        #expect(InputNotice.groupFieldNotFound(field: "Status", fields: ["status"]).message
            == "--by Status: no such field (did you mean status? fields: status)")
        #expect(InputNotice.fieldsNotFound(names: ["cpu"], fields: ["%CPU"]).message == "-f cpu: no such field (fields: %CPU)")
    }

    /// `-f` positions no line has, or within the timestamp (x), say what the line's fields are, counted
    /// as awk counts them: `-f 1` on ISO-led lines, `-f 5` past their end, `echo 42 | liveplot -f 2,5`,
    /// syslog's three-field date. Mutation: the timestamp's fields left out of the count (`count = 0`
    /// where every position is within it) — `fields 2–4` turns `fields 2–3`, and it fails.
    @Test func positionsNotFoundSayWhatTheLineHas() {
        let iso = "2026-11-22T10:00:01Z 5 7 9\n2026-11-22T10:00:02Z 6 8 10\n"
        let one = notices([iso], fields: FieldSelection(.position(1))).joined().map(\.message)
        #expect(one == ["-f 1: field 1 is the timestamp (x); the values are fields 2–4"])
        let past = notices([iso], fields: FieldSelection(.position(5))).joined().map(\.message)
        #expect(past == ["-f 5: no such field (the line has 4 fields: field 1 is the timestamp (x); the values are fields 2–4)"])
        let plain = notices(["42\n"], fields: FieldSelection([.position(2), .position(5)])).joined().map(\.message)
        #expect(plain == ["-f 2,5: no such fields (the line has 1 field)"])
        let syslog = notices(["Nov 22 10:00:01 host 42 7\n"], fields: FieldSelection(.position(2))).joined().map(\.message)
        #expect(syslog == ["-f 2: fields 1–3 are the timestamp (x); the values are fields 4–6"])
        let named = notices(["a=1 b=2\n"], fields: FieldSelection([.name("c"), .position(3)])).joined().map(\.message)
        #expect(named == ["-f c,3: no such fields (fields: a b)"], "a name among them: said as names are")
    }

    /// Said once the first chunk with data is read, not before: a header alone says nothing yet
    /// (mutation: checking after every chunk fails the first expectation).
    @Test func aFieldNotFoundIsSaidAfterTheFirstBlock() {
        let said = notices(["CPU %user %nice\n", "all 1 2\nall 3 4\n", "all 5 6\n"], fields: FieldSelection([.name("%usr"), .name("%nice")]))
        #expect(said[0].isEmpty, "the header alone")
        #expect(said[1] == [.fieldsNotFound(names: ["%usr"], fields: ["%user", "%nice"])], "the table's columns, not its label")
        #expect(said[2].isEmpty && said[3].isEmpty, "said once")
    }

    /// A key that comes later takes the notice back; positions past the fields are said too.
    @Test func aKeyFoundLaterTakesItBack() {
        let said = notices(["{\"a\":1}\n", "{\"a\":2,\"b\":3}\n"], fields: FieldSelection([.name("b")]))
        #expect(said[0] == [.fieldsNotFound(names: ["b"], fields: ["a"])])
        #expect(said[1] == [.fieldsNotFound(names: [], fields: [])])
        #expect(notices(["1 2\n3 4\n"], fields: FieldSelection([.position(2), .position(5)]))[0]
            == [.positionsNotFound(positions: [5], timestampFields: 0, fieldCount: 2)])
        var notices = InputNotices()
        notices.take(.fieldsNotFound(names: ["b"], fields: []))
        notices.take(.fieldsNotFound(names: [], fields: []))
        #expect(notices.messages.isEmpty)
    }

    /// What is said last does not depend on where the reads cut the input: a line of words read as the
    /// header after the first block lists other fields, and is said again (mutation: saying again only
    /// when the missing names change — byte by byte the last notice lists no fields, whole it lists `c`; the `#`
    /// a header leads with names no field).
    @Test func theLastNoticeIsTheSameWholeOrByteByByte() {
        let text = "1 2 3\n# c\n4 5 6\n"
        let fields = FieldSelection([.position(5)])
        let lastSaid = { (chunks: [String]) in self.notices(chunks, fields: fields).flatMap { $0 }.last }
        let whole = lastSaid([text])
        #expect(whole == .fieldsNotFound(names: ["5"], fields: ["c"]))
        #expect(lastSaid(text.map { String($0) }) == whole)
    }

    @Test func everyFieldFoundSaysNothing() {
        #expect(notices(["a,b\n1,2\n"], fields: FieldSelection([.name("b"), .position(1)])).allSatisfy { $0.isEmpty })
        #expect(notices(["cpu=1 mem=2\n"], fields: FieldSelection([.pattern(NamePattern("m*"))])).allSatisfy { $0.isEmpty })
        #expect(notices(["cpu=1 mem=2\n"], fields: FieldSelection([.pattern(NamePattern("disk*"))]))[0]
            == [.fieldsNotFound(names: ["disk*"], fields: ["cpu", "mem"])])
    }

    /// Lines of keys (JSON, pairs, metric lines) list the keys of their numbers, as a header's names are
    /// listed, each once, a key that comes later said again; the same whole or byte by byte, where no
    /// run reads a line (mutation: listing the header's names alone, as before — every one fails; noting
    /// keys of no number — `a=x` lists `a`).
    @Test func keysNotFoundListTheKeysTheLinesHave() {
        let json = "{\"ts\":1,\"lat\":2,\"s\":\"ok\"}\n{\"ts\":2,\"lat\":3,\"s\":\"ok\"}\n"
        let latency = FieldSelection([.name("latency")])
        #expect(notices([json], fields: latency)[0] == [.fieldsNotFound(names: ["latency"], fields: ["ts", "lat"])])
        #expect(notices(["{\"a\":{\"b\":1,\"c\":[2]}}\n"], fields: latency)[0]
            == [.fieldsNotFound(names: ["latency"], fields: ["a.b", "a.c.0"])])
        let said = notices(["a=1 b=2\na=2 b=3\n", "a=3 c=4\n"], fields: FieldSelection([.name("d")]))
        #expect(said[0] == [.fieldsNotFound(names: ["d"], fields: ["a", "b"])])
        #expect(said[1] == [.fieldsNotFound(names: ["d"], fields: ["a", "b", "c"])])
        #expect(notices(["node_load1 0.5\nnode_load5{cpu=\"0\"} 0.7\n"], fields: latency).flatMap { $0 }
            == [.fieldsNotFound(names: ["latency"], fields: ["node_load1", "node_load5{cpu=\"0\"}"])])
        for text in [#"{"a":null,"b":1,"c":"x"}"#, "a=x b=1 c=", "a= b=1 c=\"q\""] {
            #expect(notices([text + "\n"], fields: FieldSelection([.name("a")])).flatMap { $0 }
                    == [.fieldsNotFound(names: ["a"], fields: ["b"])], "only keys of numbers: \(text)")
        }
        let lastSaid = { (chunks: [String]) in self.notices(chunks, fields: latency).flatMap { $0 }.last }
        let stream = json + "{\"ts\":3,\"lat\":4,\"s\":\"ok\",\"new\":1}\n" + json
        #expect(lastSaid([stream]) == .fieldsNotFound(names: ["latency"], fields: ["ts", "lat", "new"]))
        #expect(lastSaid(stream.map { String($0) }) == lastSaid([stream]))
    }

    /// Once every field `-f` names is found, no key is noted any more (mutation: never closing — the
    /// keys of the later lines are still noted).
    @Test func keysAreNotedOnlyWhileAFieldIsMissing() {
        var decoder = SampleDecoder(selection: FieldSelection([.name("a")]), times: nil, timeKeys: .defaults, xField: nil)
        var batch = SampleBatch()
        Array("a=1 b=2\na=2 c=3 d=4\n".utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        #expect(batch.notices.isEmpty && !decoder.fields.context.seenKeys.isOpen && decoder.fields.context.seenKeys.names.isEmpty)
    }

    /// `-x name` on a column of words: said of the first row, not of the header (whose name is no time
    /// either); a column of times or numbers says nothing (mutation: saying it on any line fails `-x 1`).
    @Test func anXFieldOfWordsIsSaidOnce() {
        let said = notices(["name,v\nfoo,1\nbar,2\n"], x: .name("name"))
        #expect(said[0] == [.xNotTimeOrNumber(field: "name", value: "foo")])
        #expect(notices(["t,v\n1,5\n2,6\n"], x: .position(1)).allSatisfy { $0.isEmpty })
        #expect(notices(["t,v\n2026-11-22T10:00:01Z,5\n"], x: .name("t")).allSatisfy { $0.isEmpty })
    }

    /// `-x` naming a JSON key of words (`-x level`) is said as a column of words is, not as a field not
    /// found; a key of times whose later line (of another layout: read in full) writes a word says
    /// nothing, as a column does (mutation: `LineX.tookJSONTime` not marking the xs as times says `"x"`
    /// of the second line).
    @Test func aJSONKeyOfWordsIsSaidAsAColumnOfWords() {
        let words = notices(["{\"ts\":\"2026-11-22T10:00:01Z\",\"level\":\"info\",\"v\":1}\n"], x: .name("level"), timeKeys: TimeKeys(["level"]))
        #expect(words[0] == [.xNotTimeOrNumber(field: "level", value: "info")])
        let later = notices(["{\"t\":\"2026-11-22T10:00:01Z\",\"v\":1}\n{\"v\":2,\"t\":\"x\"}\n"], x: .name("t"),
                          timeKeys: TimeKeys(["t"]))
        #expect(later.allSatisfy { $0.isEmpty })
    }

    /// `-x` naming no field of the rows (a name the header lacks, a position past the fields) is said
    /// once the first rows are read; a key of the lines is found (mutation: looking only at the header
    /// says `-x ts` on JSON lines is not found).
    @Test func anXFieldNotFoundIsSaid() {
        #expect(notices(["a,b\n", "1,2\n"], x: .name("Date")) == [[], [.xFieldNotFound(field: "Date", fields: ["a", "b"])], []])
        #expect(notices(["x 12\ny 13\n"], x: .position(5))[0] == [.xFieldNotFound(field: "5", fields: [])])
        #expect(notices(["{\"ts\":\"2026-11-22T10:00:01Z\",\"v\":1}\n"], x: .name("ts")).allSatisfy { $0.isEmpty })
        #expect(InputNotice.xFieldNotFound(field: "Date", fields: ["a", "b"]).message == "-x Date: no such field (fields: a b)")
    }
}
