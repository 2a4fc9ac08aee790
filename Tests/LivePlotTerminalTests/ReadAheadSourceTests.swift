#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LivePlotInput
import Testing
@testable import LivePlotTerminal

@Suite(.timeLimit(.minutes(1))) struct ReadAheadSourceTests {
    /// Reads `source` to its end, lending and copying in turn at random, into buffers of random sizes:
    /// the bytes in order, and the end said twice; or what came, once more than `limit` bytes came.
    private static func drain(_ source: ReadAheadSource, seed: UInt64, limit: Int = 1 << 22) -> (bytes: [UInt8], ends: [ByteRead]) {
        var random = SplitMix64(seed: seed)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 17, alignment: 16)
        defer { buffer.deallocate() }
        var bytes: [UInt8] = []
        var ends: [ByteRead] = []
        while ends.count < 2, bytes.count <= limit {
            let size = 1 + Int(random.next() % UInt64(random.next() % 2 == 0 ? 100 : buffer.count))
            let part = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<size])
            if random.next() % 2 == 0 {
                let (read, lent) = source.read(lending: part)
                if case .bytes(let count) = read {
                    #expect(lent.count == count)
                    bytes += lent
                } else {
                    #expect(lent.isEmpty)
                    ends.append(read)
                }
            } else {
                let read = source.read(into: part)
                if case .bytes(let count) = read {
                    #expect(count <= size)
                    bytes += part[0..<count]
                } else {
                    ends.append(read)
                }
            }
            // Asked between reads, as a scrape's end does: it never takes bytes away.
            if random.next() % 8 == 0 { _ = source.waitForBytes(upTo: .zero) }
        }
        return (bytes, ends)
    }

    /// Whatever the writer's chunks and the reader's buffers, every byte comes once, in order, then the end
    /// (the slots are used again many times over: 2 MB through 512 KiB).
    @Test(arguments: [(1 as UInt64, 5000), (2, 1 << 30), (3, 70_000), (4, 1)])
    func everyByteInOrderThenTheEnd(seed: UInt64, largestChunk: Int) {
        var random = SplitMix64(seed: seed &* 7919)
        let written = (0..<(largestChunk == 1 ? 100_000 : 2_000_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let descriptor = SampleStreamTests.pipeFeeding(written, seed: seed, largestChunk: largestChunk)
        defer { close(descriptor) }
        let (bytes, ends) = Self.drain(ReadAheadSource(DescriptorSource(descriptor: descriptor)), seed: seed, limit: written.count)
        #expect(bytes.count == written.count)
        #expect(bytes == written)
        #expect(ends == [.ended(.endOfFile), .ended(.endOfFile)])
    }

    /// A read that fails is said after the bytes before it, and again after.
    @Test func aFailureIsSaidAndKept() throws {
        let directory = open("/", O_RDONLY)
        try #require(directory >= 0)
        defer { close(directory) }
        let (bytes, ends) = Self.drain(ReadAheadSource(DescriptorSource(descriptor: directory)), seed: 9)
        #expect(bytes.isEmpty)
        #expect(ends == [.failed(EISDIR), .failed(EISDIR)])
    }

    /// A pipe with nothing in it is quiet; bytes written make it not, and waiting takes none of them.
    @Test func waitingSaysWhetherBytesCameAndKeepsThem() {
        var descriptors: [Int32] = [0, 0]
        precondition(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        let source = ReadAheadSource(DescriptorSource(descriptor: descriptors[0]))
        #expect(!source.waitForBytes(upTo: .milliseconds(1)), "nothing written")
        _ = SystemCalls.writeAll(descriptors[1], Array("12\n".utf8))
        #expect(source.waitForBytes(upTo: .seconds(60)))
        #expect(source.waitForBytes(upTo: .zero), "still there")
        close(descriptors[1])
        let (bytes, ends) = Self.drain(source, seed: 3)
        #expect(bytes == Array("12\n".utf8))
        #expect(ends == [.ended(.endOfFile), .ended(.endOfFile)])
    }

    /// `stop()` ends a wait for bytes that never come (a file followed by name), from another thread.
    @Test func stopEndsTheWait() throws {
        let path = NSTemporaryDirectory() + "read-ahead-\(getpid())"
        try #require(FileManager.default.createFile(atPath: path, contents: Data("1\n".utf8)))
        defer { unlink(path) }
        let source = ReadAheadSource(try FileSource(path: path, follows: true))
        Thread {
            usleep(20_000)
            source.stop()
        }.start()
        let (bytes, ends) = Self.drain(source, seed: 4)
        #expect(bytes == Array("1\n".utf8))
        #expect(ends == [.ended(.endOfFile), .ended(.endOfFile)])
        #expect(source.waitForBytes(upTo: .seconds(60)), "a stopped source does not wait")
    }
}
