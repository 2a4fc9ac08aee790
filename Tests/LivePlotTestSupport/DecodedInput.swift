@testable import LivePlotInput

/// The batch a decoder makes of `text`, fed in one chunk (and once more byte by byte, which must agree).
func decoded(_ text: String, fields: FieldSelection? = nil, match: String? = nil, countsLines: Bool = false,
             times: TimeResolver? = nil) -> SampleBatch {
    func run(chunkSize: Int) -> SampleBatch {
        var decoder = SampleDecoder(matcher: match.map { try! SampleMatcher(pattern: $0) }, selection: fields, times: times,
                                    countsLines: countsLines)
        var batch = SampleBatch()
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + chunkSize, bytes.count)
            bytes[offset..<end].withUnsafeBytes { decoder.decode($0, into: &batch) }
            offset = end
        }
        decoder.finish(into: &batch)
        batch.checkInvariants()
        return batch
    }
    let whole = run(chunkSize: max(1, text.utf8.count))
    let byByte = run(chunkSize: 1)
    // Gaps are NaN, which equals nothing: compare by columns.
    precondition(columns(byByte) == columns(whole) && byByte.seriesNames == whole.seriesNames
        && byByte.skippedLineCount == whole.skippedLineCount, "byte-by-byte decoding differs")
    return whole
}

/// A batch's columns by name, `nil` for a gap: easy to compare with `==`.
func columns(_ batch: SampleBatch) -> [String: [Double?]] {
    var result: [String: [Double?]] = [:]
    for (index, name) in batch.seriesNames.enumerated() {
        result[name] = batch.column(index).map { $0.isNaN ? nil : $0 }
    }
    return result
}
