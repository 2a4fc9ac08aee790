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
    /// A live pipe's scrape (`while :; do cat /proc/net/dev; sleep 1; done | liveplot -r`) is handed
    /// on once the pipe goes quiet, not when the next scrape comes: the first batch has the first
    /// scrape's row while the writer still holds the pipe open (without the quiet's end it never comes).
    @Test(.timeLimit(.minutes(1))) func aQuietPipeEndsTheScrapeItLeftOpen() {
        var descriptors: [Int32] = [0, 0]
        precondition(pipe(&descriptors) == 0)
        let (reader, writer) = (descriptors[0], descriptors[1])
        defer { close(reader) }
        _ = SystemCalls.writeAll(writer, Array("lo: 1\neth0: 2\n".utf8))
        let batches = ThreadExecutor.run { () -> [SampleBatch] in
            var iterator = SampleStream(fileDescriptor: reader).makeAsyncIterator()
            var batches: [SampleBatch] = []
            while let batch = try? await iterator.next() {
                batches.append(batch)
                if batches.count == 1 {
                    _ = SystemCalls.writeAll(writer, Array("lo: 3\neth0: 4\n".utf8))
                    close(writer)
                }
            }
            return batches
        }
        #expect(batches.first.map { ($0.seriesNames, $0.rowCount, $0.values) } ?? ([], 0, []) == (["lo", "eth0"], 1, [1, 2]),
                "the first scrape, alone, before the second was written")
        #expect(batches.reduce(0) { $0 + $1.rowCount } == 2)
    }

    /// `--exec CMD --interval SPAN`: the run is the step, however its output comes: `a` and then, a
    /// tenth of a second later (far past the quiet that ends a pipe's scrape), `b` are one row.
    @Test(.timeLimit(.minutes(1))) func aRunIsOneStepWhateverItsPauses() {
        let source = CommandSource(line: "printf 'a 1\\n'; sleep 0.1; printf 'b 2\\n'", interval: .seconds(86_400), columns: 80,
                                   children: ChildProcesses())
        let first = ThreadExecutor.run { () -> SampleBatch? in
            var iterator = SampleStream(source: source).makeAsyncIterator()
            while let batch = try? await iterator.next() {
                if batch.rowCount > 0 {
                    source.stop()
                    return batch
                }
            }
            return nil
        }
        #expect(first.map { ($0.seriesNames, $0.rowCount, $0.values) } ?? ([], 0, []) == (["a", "b"], 1, [1, 2]))
    }

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
    /// by byte, with a partial last line; read ahead (`--once`) or not.
    @Test(arguments: [(200_000, 5000), (200_000, 1 << 30), (20_000, 1)], [false, true])
    func nothingIsLostWhateverTheChunking(chunking: (lines: Int, largestChunk: Int), readsAhead: Bool) async {
        let (lines, largestChunk) = chunking
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
        // As the binary reads it: a `for try await` on a thread that is there to wait.
        let (values, skipped, endsForGood) = ThreadExecutor.run { () -> ([Double], Int, Bool) in
            var values: [Double] = []
            var skipped = 0
            var iterator = SampleStream(fileDescriptor: descriptor, chunkSize: 4096, readsAhead: readsAhead).makeAsyncIterator()
            while let batch = try? await iterator.next() {
                values += batch.values
                skipped += batch.skippedLineCount
            }
            // Nil forever after the end.
            let first = try? await iterator.next()
            let second = try? await iterator.next()
            return (values, skipped, first == nil && second == nil)
        }
        #expect(values == expected)
        #expect(skipped == lines / 1000)
        #expect(endsForGood)
    }

    /// An error reading ends the loop by throwing it, once, after nothing else: the input was never read.
    @Test(arguments: [false, true]) func aReadErrorIsThrownOnceThenTheEnd(readsAhead: Bool) throws {
        let directory = open("/", O_RDONLY)
        try #require(directory >= 0)
        defer { close(directory) }
        let (batches, error, after) = ThreadExecutor.run { () -> (Int, SampleStream.ReadError?, SampleBatch?) in
            var batches = 0
            var iterator = SampleStream(fileDescriptor: directory, readsAhead: readsAhead).makeAsyncIterator()
            do throws(SampleStream.ReadError) {
                while try await iterator.next() != nil { batches += 1 }
                return (batches, nil, nil)
            } catch {
                return (batches, error, try? await iterator.next())
            }
        }
        #expect(batches == 0)
        #expect(error == SampleStream.ReadError(code: EISDIR))
        #expect(after == nil)
    }

    /// A batch the consumer gives back is the one the next chunk is decoded into, storage and all.
    @Test func aRecycledBatchKeepsItsStorage() {
        let descriptor = Self.pipeFeeding(Array("1\n2\n3\n".utf8), seed: 1, largestChunk: 1 << 30)
        defer { close(descriptor) }
        // Made in place, so that nothing else holds its storage (as `LoopEvents.recycle` moves it).
        let given = PlatformLock<SampleBatch?>({
            var spare = SampleBatch(values: Array(repeating: 0, count: 4096))
            spare.removeAll()
            return spare
        }())
        let feedback = SampleStream.Feedback(recycled: { given.withLock { batch in defer { batch = nil }; return batch } })
        let (values, capacity) = ThreadExecutor.run { () -> ([Double], Int) in
            var values: [Double] = []
            var capacity = 0
            do throws(SampleStream.ReadError) {
                for try await batch in SampleStream(fileDescriptor: descriptor, feedback: feedback) {
                    values += batch.values
                    capacity = max(capacity, batch.values.capacity)
                }
            } catch {
                Issue.record("a pipe read failed: \(error.message)")
            }
            return (values, capacity)
        }
        #expect(values == [1, 2, 3])
        #expect(capacity >= 4096)
    }
}
