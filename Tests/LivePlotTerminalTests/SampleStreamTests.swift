#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LivePlotCore
import Testing
@testable import LivePlotTerminal

@Suite struct SampleStreamTests {
    /// Writes `bytes` into a pipe in random chunk sizes from another thread; returns the read end.
    static func pipeFeeding(_ bytes: [UInt8], seed: UInt64) -> Int32 {
        var descriptors: [Int32] = [0, 0]
        precondition(pipe(&descriptors) == 0)
        let writer = descriptors[1]
        Thread {
            var random = SplitMix64(seed: seed)
            var offset = 0
            while offset < bytes.count {
                let size = min(1 + Int(random.next() % 5000), bytes.count - offset)
                bytes[offset..<offset + size].withUnsafeBytes { _ = SystemCalls.writeAll(writer, $0) }
                offset += size
            }
            close(writer)
        }.start()
        return descriptors[0]
    }

    @Test func nothingIsLostWhateverTheChunking() async {
        var text = ""
        var expected: [Double] = []
        for index in 0..<200_000 {
            if index % 1000 == 999 {
                text += "not a number\n"
            } else {
                text += "\(index)\(index % 2 == 0 ? ".5" : "")\n"
                expected.append(Double(index) + (index % 2 == 0 ? 0.5 : 0))
            }
        }
        text += "42"  // a partial last line counts
        expected.append(42)
        let descriptor = Self.pipeFeeding(Array(text.utf8), seed: 5)
        defer { close(descriptor) }
        var values: [Double] = []
        var skipped = 0
        var iterator = SampleStream(fileDescriptor: descriptor, chunkSize: 4096, bufferedBatches: 2).makeAsyncIterator()
        while let batch = await iterator.next() {
            values += batch.values
            skipped += batch.skippedLineCount
        }
        #expect(values == expected)
        #expect(skipped == 200)
        // Nil forever after the end.
        #expect(await iterator.next() == nil)
        #expect(await iterator.next() == nil)
    }
}
