#if canImport(LivePlotChart)
@testable import LivePlotInput
#endif

extension IngestFuzzHarness {
    /// `text` decoded by a decoder `make` makes, fed in chunks whose sizes `chunks` gives for each offset,
    /// finished, its invariants checked: the readings the run property tests hold against each other.
    ///
    /// ```swift
    /// let byteByByte = IngestFuzzHarness.decoded("1 2\n3 4\n", by: { SampleDecoder() }) { _ in 1 }
    /// ```
    static func decoded(_ text: String, by make: () -> SampleDecoder, chunks: (Int) -> Int) -> SampleBatch {
        var decoder = make()
        var batch = SampleBatch()
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + chunks(offset))
            bytes[offset..<end].withUnsafeBytes { decoder.decode($0, into: &batch) }
            offset = end
        }
        decoder.finish(into: &batch)
        batch.checkInvariants()
        return batch
    }
}
