#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotInput

/// The samples read from a file descriptor, one batch per read, as an async sequence.
///
/// A thread of its own reads the descriptor with `read(2)` in 64 KiB chunks and decodes them, so a slow
/// consumer never stalls the reads already under way and the async hand-over happens once per chunk, not
/// once per value. At most `bufferedBatches` wait between the two; then the reader (and so the producer
/// of the pipe) waits too. Two other forms skip the async hand-over where it costs more than it gives:
/// `start(delivering:…)` hands each batch to a thread-safe inbox on the reader's thread (live mode), and
/// `readAll` reads and hands on on the caller's thread (`--once`).
///
/// ```swift
/// for await batch in SampleStream(fileDescriptor: 0) {
///     store.append(batch)
/// }
/// ```
public struct SampleStream: AsyncSequence {
    public typealias Element = SampleBatch
    public typealias Failure = Never

    public let fileDescriptor: Int32
    public let chunkSize: Int
    public let bufferedBatches: Int
    /// `--match` or `-f`: where in a line the sample is.
    public let matcher: SampleMatcher?
    public let selection: FieldSelection?
    /// Stamp each line's arrival, for `--rate`.
    public let stampsArrivals: Bool

    public init(fileDescriptor: Int32, chunkSize: Int = 64 * 1024, bufferedBatches: Int = 8, matcher: SampleMatcher? = nil,
                selection: FieldSelection? = nil, stampsArrivals: Bool = false) {
        precondition(chunkSize > 0 && bufferedBatches > 0, "stream sizes")
        self.fileDescriptor = fileDescriptor
        self.chunkSize = chunkSize
        self.bufferedBatches = bufferedBatches
        self.matcher = matcher
        self.selection = selection
        self.stampsArrivals = stampsArrivals
    }

    public struct Iterator: AsyncIteratorProtocol {
        let handOff: BoundedHandOff<SampleBatch>

        public mutating func next() async -> SampleBatch? {
            await handOff.next()
        }
    }

    /// Starts the reading thread.
    public func makeAsyncIterator() -> Iterator {
        // A reader ahead of its consumer folds its batches into the one waiting (up to 16k rows), so the
        // consumer wakes once for all of them.
        let handOff = BoundedHandOff<SampleBatch>(capacity: bufferedBatches) { waiting, batch in
            guard waiting.rowCount < 1 << 14 else { return false }
            waiting.append(batch)
            return true
        }
        DetachedThread.start(name: "liveplot.input") { [fileDescriptor, chunkSize, matcher, selection, stampsArrivals] in
            let decoder = SampleDecoder(matcher: matcher, selection: selection, stampsArrivals: stampsArrivals)
            // The async form has no way to say a read error: tests and the library use it, not the binary.
            _ = Self.read(fileDescriptor, chunkSize: chunkSize, decoder: decoder) { handOff.send($0) }
            handOff.finish()
        }
        return Iterator(handOff: handOff)
    }

    /// Starts the reading thread, which hands each batch to `deliver` on that thread (which may block it:
    /// that is the back-pressure) and calls `end` after the last: for a consumer with a thread-safe
    /// inbox of its own (the live loop's), no async hop per batch. Each chunk is decoded into a batch
    /// from `recycled` when it has one (a batch the consumer is done with, storage and all), so a
    /// stream allocates no memory per chunk. `untilTaken` tells when the consumer takes input next (nil:
    /// now): until then the reader may sleep between small reads (`ReadPacing`), and a steady stream
    /// wakes it about once a frame instead of once a write. Not when it stamps arrivals (`--rate`): lines
    /// read together are stamped as spread over the time since the read before, which a sleep would blur.
    /// - Parameter end: called after the last batch, with the read error that ended the input, if one did.
    public func start(delivering deliver: @escaping @Sendable (SampleBatch) -> Void,
                      recycled: @escaping @Sendable () -> SampleBatch? = { nil },
                      untilTaken: @escaping @Sendable () -> Duration? = { nil }, end: @escaping @Sendable (ReadError?) -> Void) {
        DetachedThread.start(name: "liveplot.input") { [fileDescriptor, chunkSize, matcher, selection, stampsArrivals] in
            let decoder = SampleDecoder(matcher: matcher, selection: selection, stampsArrivals: stampsArrivals)
            let error = Self.read(fileDescriptor, chunkSize: chunkSize, decoder: decoder, recycled: recycled,
                                  untilTaken: stampsArrivals ? { nil } : untilTaken, deliver: deliver)
            end(error)
        }
    }

    /// Reads the whole input on the calling thread, handing each batch to `body` as it is decoded: for a
    /// consumer with nothing else to do (`--once`), one busy thread instead of two, and no hand-over.
    /// Blocks in `read(2)`: call it only where blocking is the point.
    /// - Returns: the read error that ended the input, or nil at its end.
    @discardableResult
    public func readAll(_ body: (SampleBatch) -> Void) -> ReadError? {
        let decoder = SampleDecoder(matcher: matcher, selection: selection, stampsArrivals: stampsArrivals)
        return Self.read(fileDescriptor, chunkSize: chunkSize, decoder: decoder, deliver: body)
    }

    /// Reads to the end of the input or an error reading it (returned); what was read before is delivered.
    private static func read(_ descriptor: Int32, chunkSize: Int, decoder: SampleDecoder, recycled: () -> SampleBatch? = { nil },
                             untilTaken: () -> Duration? = { nil }, deliver: (SampleBatch) -> Void) -> ReadError? {
        var decoder = decoder
        // Arrival times for --rate: seconds since the reading began, on the monotonic clock.
        let clock = ContinuousClock()
        let start = clock.now
        func seconds() -> Double { start.duration(to: clock.now) / .seconds(1) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        // Each chunk's batch: one the consumer gave back, else the last one emptied, which keeps its
        // storage when the consumer kept no copy of it (`--once` hands it on and is done with it).
        var batch = SampleBatch()
        var lastRead = clock.now
        var failure: ReadError?
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, chunkSize)
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // A standard input left non-blocking by whoever made it: wait for bytes as a blocking read would.
                var descriptorPoll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptorPoll, 1, -1)
                continue
            }
            // An error reading (EISDIR for `< /`, EIO when a terminal goes) ends the input, and is said.
            if count < 0 { failure = ReadError(code: errno) }
            guard count > 0 else { break }
            let readAt = clock.now
            if let spare = recycled() { batch = spare } else { batch.removeAll() }
            decoder.decode(UnsafeRawBufferPointer(rebasing: buffer[0..<count]), at: seconds(), into: &batch)
            if !batch.isEmpty { deliver(batch) }
            let pause = ReadPacing.pause(afterReading: count, sinceLastRead: lastRead.duration(to: readAt), untilTaken: untilTaken())
            lastRead = readAt
            if pause > .zero { SystemCalls.sleep(pause) }
        }
        batch.removeAll()
        decoder.finish(at: seconds(), into: &batch)
        if !batch.isEmpty { deliver(batch) }
        return failure
    }

    /// An error reading the input, with the system's words for it.
    public struct ReadError: Error, Sendable, Equatable {
        public let code: Int32

        /// `liveplot: cannot read standard input: Is a directory`
        public var message: String { "liveplot: cannot read standard input: \(SystemCalls.describe(code))" }
    }
}

extension SampleStream: Sendable {}

@available(*, unavailable)
extension SampleStream.Iterator: Sendable {}

/// `read(2)`, named apart from the stream's own `read`.
@inline(__always)
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}
