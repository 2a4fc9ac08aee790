import Testing
@testable import LivePlotCore

@Suite struct SampleDecoderTests {
    @Test func countsSamplesAndSkippedLinesAcrossChunks() {
        let input = Array("1\nx\n2.5\r\n\nnan\n".utf8) + Array(repeating: UInt8(ascii: "9"), count: 50) + Array("\n3".utf8)
        for size in [1, 2, 7, 64, input.count] {
            var decoder = SampleDecoder(maximumLineLength: 20)
            var batch = SampleBatch()
            var offset = 0
            while offset < input.count {
                let end = min(offset + size, input.count)
                input[offset..<end].withUnsafeBytes { decoder.decode($0, into: &batch) }
                offset = end
            }
            decoder.finish(into: &batch)
            #expect(batch.values == [1, 2.5, 3], "chunk \(size)")
            // x, the empty line, nan and the over-long line.
            #expect(batch.skippedLineCount == 4, "chunk \(size)")
        }
    }
}
