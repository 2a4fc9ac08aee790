import Testing
@testable import LivePlotInput

/// `--explain` with `--by`: where the values come from and one of them, or why none came.
@Suite struct GroupExplanationTests {
    private func said(_ text: String, by field: GroupField, match: String? = nil) -> String? {
        var decoder = SampleDecoder(matcher: match.map { try! SampleMatcher(pattern: $0) }, countsLines: true, groupField: field,
                                    explains: true)
        var batch = SampleBatch()
        Array(text.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        return decoder.explanation(end: .endOfInput).groups
    }

    @Test func whereTheValuesComeFrom() {
        let nginx = GroupTaggingTests.nginx
        #expect(said(nginx, by: .position(9)) == "--by 9: field 9, e.g. 200; 3 values in the lines read")
        #expect(said("time,status\n1,200\n2,503\n", by: .name("status")) == "--by status: field 2, named by the header, e.g. 200; 2 values in the lines read")
        #expect(said("status=404 rt=1\n", by: .name("status")) == "--by status: key status (status=…), e.g. 404; 1 value in the lines read")
        #expect(said(#"{"request":{"uri":"/a"},"status":200}"# + "\n", by: .name("request.uri"))
            == "--by request.uri: JSON path request.uri, e.g. /a; 1 value in the lines read")
        #expect(said(nginx, by: .name("code"), match: #"" (?P<code>\d{3}) "#) == "--by code: group 1 of --match, e.g. 200; 3 values in the lines read")
    }

    @Test func whyNoneCame() {
        #expect(said("time,status\n1,200\n", by: .name("statuz")) == "--by statuz: no such field in the first lines (fields: time status)")
        #expect(said("1 2\n", by: .position(5)) == "--by 5: no such field in the first lines (no header names the fields)")
        #expect(said(#"{"status":200}"# + "\n", by: .name("statuz")) == "--by statuz: no such JSON path in the first lines (fields: status)")
        #expect(said("a 200\n", by: .name("cod"), match: #" (?P<code>\d+)"#) == "--by cod: no group named cod in --match's pattern")
        #expect(said("m{code=\"200\"} 1\n", by: .name("code")) == "--by code: metric lines are a series per label set already: no row is split")
    }

    @Test func noByNothingSaid() {
        var decoder = SampleDecoder(explains: true)
        var batch = SampleBatch()
        Array("1\n".utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        #expect(decoder.explanation(end: .endOfInput).groups == nil)
        #expect(!decoder.explanation(end: .endOfInput).text.contains("--by"))
    }
}
