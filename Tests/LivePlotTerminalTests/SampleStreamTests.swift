#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LivePlotInput
import Testing
@testable import LivePlotTerminal

@Suite struct SampleStreamTests {
    /// Writes `bytes` into a pipe in random chunk sizes from another thread; returns the read end.
    static func pipeFeeding(_ bytes: [UInt8], seed: UInt64, largestChunk: Int = 5000) -> Int32 {
        var descriptors: [Int32] = [0, 0]
        precondition(pipe(&descriptors) == 0)
        let writer = descriptors[1]
        Thread {
            var random = SplitMix64(seed: seed)
            var offset = 0
            while offset < bytes.count {
                let size = min(1 + Int(random.next() % UInt64(largestChunk)), bytes.count - offset)
                bytes[offset..<offset + size].withUnsafeBytes { _ = SystemCalls.writeAll(writer, $0) }
                offset += size
            }
            close(writer)
        }.start()
        return descriptors[0]
    }

    /// Every line counted, through a real pipe, whether it comes in one burst, in random chunks, or byte
    /// by byte, with a partial last line.
    @Test(arguments: [(200_000, 5000), (200_000, 1 << 30), (20_000, 1)])
    func nothingIsLostWhateverTheChunking(lines: Int, largestChunk: Int) async {
        var text = ""
        var expected: [Double] = []
        for index in 0..<lines {
            if index % 1000 == 999 {
                text += "not a number\n"
            } else {
                text += "\(index)\(index % 2 == 0 ? ".5" : "")\n"
                expected.append(Double(index) + (index % 2 == 0 ? 0.5 : 0))
            }
        }
        text += "42"  // a partial last line counts
        expected.append(42)
        let descriptor = Self.pipeFeeding(Array(text.utf8), seed: 5, largestChunk: largestChunk)
        defer { close(descriptor) }
        var values: [Double] = []
        var skipped = 0
        var iterator = SampleStream(fileDescriptor: descriptor, chunkSize: 4096, bufferedBatches: 2).makeAsyncIterator()
        while let batch = await iterator.next() {
            values += batch.values
            skipped += batch.skippedLineCount
        }
        #expect(values == expected)
        #expect(skipped == lines / 1000)
        // Nil forever after the end.
        #expect(await iterator.next() == nil)
        #expect(await iterator.next() == nil)
    }
}
