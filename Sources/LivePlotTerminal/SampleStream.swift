#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotInput

/// The samples read from a source (a descriptor, a followed file, a command: `ByteSource`), one batch
/// per read, as an async sequence: the reader of liveplot's pipeline, in both modes.
///
/// Its iterator reads the source in 64 KiB chunks and decodes each into a batch,
/// on the thread that asks: no hand-over between threads, no copy. That read blocks, so iterate it on a
/// thread that is there to wait (`ThreadExecutor`): the main thread for `--once`, a thread of its own
/// for live mode, which hands each batch to the loop's inbox. Reading ends at the end of the input, or
/// by throwing the error that ended it, after the batch of what was read before.
///
/// ```swift
/// for try await batch in SampleStream(fileDescriptor: 0) {
///     store.append(batch)
/// }
/// ```
public struct SampleStream: AsyncSequence, Sendable {
    public typealias Element = SampleBatch
    public typealias Failure = ReadError

    /// Where the bytes come from.
    let source: any ByteSource
    /// Which of the chart's sources this is (`SampleBatch.source`): 0 with one.
    let sourceIndex: Int
    public let chunkSize: Int
    /// `--match` or `-f`: where in a line the sample is.
    public let matcher: SampleMatcher?
    public let selection: FieldSelection?
    /// Stamp each value with its read's time, for `--rate` (`ArrivalTiming`: or with none, when it was
    /// read together with others).
    public let stampsArrivals: Bool
    /// Find each line's time as x (`SampleBatch.xs`), resolved by this; nil for none (`-x none`).
    public let times: TimeResolver?
    /// The JSON and pair keys that hold a line's time (`-x ts`: that one alone).
    public let timeKeys: TimeKeys
    /// The field `-x` names by position or header name.
    public let xField: XField?
    /// `--count`: every line is an event (`SampleDecoder`).
    public let countsLines: Bool
    /// `--by`: the field whose value tags each row (`SampleBatch.groups`).
    public let groupField: GroupField?
    /// Where every byte read goes on, unchanged, before it is decoded (`--tee`: standard output); nil: nowhere.
    public let copy: Int32?
    /// What the consumer tells the reader between reads.
    public var feedback: Feedback

    /// What a consumer that holds batches for later (the live loop) tells the reader: a batch it is done
    /// with, to decode into (storage and all: a stream then allocates no memory per chunk), and how long
    /// until it takes input next (nil: now). Until then the reader may sleep between small reads
    /// (`ReadPacing`), and a steady stream wakes it about once a frame instead of once a write. Not when
    /// it stamps arrivals (`--rate`): lines that arrived apart would be read together after a sleep, and
    /// lose their times.
    public struct Feedback: Sendable {
        public var recycled: @Sendable () -> SampleBatch?
        public var untilTaken: @Sendable () -> Duration?

        public init(recycled: @escaping @Sendable () -> SampleBatch? = { nil },
                    untilTaken: @escaping @Sendable () -> Duration? = { nil }) {
            self.recycled = recycled
            self.untilTaken = untilTaken
        }
    }

    /// The most a read takes: as much as a pipe read from holds (`DescriptorSource.pipeBytes`); files
    /// and commands' output read so too.
    public static let descriptorChunkSize = DescriptorSource.pipeBytes

    /// A stream of the descriptor read to its end (standard input).
    public init(fileDescriptor: Int32, chunkSize: Int = descriptorChunkSize, matcher: SampleMatcher? = nil,
                selection: FieldSelection? = nil, stampsArrivals: Bool = false, times: TimeResolver? = nil,
                timeKeys: TimeKeys = .defaults, xField: XField? = nil, countsLines: Bool = false, groupField: GroupField? = nil,
                copy: Int32? = nil, feedback: Feedback = Feedback(), readsAhead: Bool = false) {
        let descriptor = DescriptorSource(descriptor: fileDescriptor)
        self.init(source: readsAhead ? ReadAheadSource(descriptor) : descriptor, chunkSize: chunkSize, matcher: matcher,
                  selection: selection, stampsArrivals: stampsArrivals, times: times, timeKeys: timeKeys, xField: xField,
                  countsLines: countsLines, groupField: groupField, copy: copy, feedback: feedback)
    }

    /// A stream of `source`, the chart's source number `sourceIndex`.
    init(source: any ByteSource, sourceIndex: Int = 0, chunkSize: Int = descriptorChunkSize, matcher: SampleMatcher? = nil,
         selection: FieldSelection? = nil, stampsArrivals: Bool = false, times: TimeResolver? = nil,
         timeKeys: TimeKeys = .defaults, xField: XField? = nil, countsLines: Bool = false, groupField: GroupField? = nil,
         copy: Int32? = nil, feedback: Feedback = Feedback()) {
        precondition(chunkSize > 0, "chunk size")
        self.source = source
        self.sourceIndex = sourceIndex
        self.chunkSize = chunkSize
        self.matcher = matcher
        self.selection = selection
        self.stampsArrivals = stampsArrivals
        self.times = times
        self.timeKeys = timeKeys
        self.xField = xField
        self.countsLines = countsLines
        self.groupField = groupField
        self.copy = copy
        self.feedback = feedback
    }

    public struct Iterator: AsyncIteratorProtocol {
        let reader: Reader

        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async throws(ReadError) -> SampleBatch? {
            try reader.next()
        }

        public mutating func next() async throws(ReadError) -> SampleBatch? {
            try reader.next()
        }
    }

    /// Allocates the read buffer; reading starts at the first `next()`.
    public func makeAsyncIterator() -> Iterator {
        let decoder = SampleDecoder(matcher: matcher, selection: selection, stampsArrivals: stampsArrivals, times: times,
                                    timeKeys: timeKeys, xField: xField, countsLines: countsLines, groupField: groupField)
        var feedback = feedback
        if stampsArrivals { feedback.untilTaken = { nil } }
        return Iterator(reader: Reader(source: source, sourceIndex: sourceIndex, chunkSize: chunkSize, decoder: decoder,
                                       feedback: feedback, copy: copy))
    }

    /// The reading state behind an iterator: the buffer, the decoder, the batch it decodes into.
    final class Reader {
        private enum Phase {
            case reading
            /// The input ended; the error that ended it is still to be thrown.
            case failed(ReadError)
            case finished
        }

        private let source: any ByteSource
        private let sourceIndex: Int
        private let buffer: UnsafeMutableRawBufferPointer
        private var decoder: SampleDecoder
        private let feedback: Feedback
        /// Where the bytes read go on (`--tee`), until its reader goes away.
        private var copy: Int32?
        private var phase = Phase.reading
        /// Each chunk's batch: one the consumer gave back, else the last one emptied, which keeps its
        /// storage when the consumer kept no copy of it (`--once` hands it on and is done with it).
        private var batch = SampleBatch()
        // Arrival times for --rate: seconds since the reading began, on the monotonic clock; a chunk's is
        // when its read returned.
        private let clock = ContinuousClock()
        private let start: ContinuousClock.Instant
        private var lastRead: ContinuousClock.Instant
        /// The byte count of the read before, and the time since the one before that, for the pause.
        private var lastCount = -1
        private var sinceReadBefore = Duration.zero

        init(source: any ByteSource, sourceIndex: Int, chunkSize: Int, decoder: SampleDecoder, feedback: Feedback, copy: Int32?) {
            self.source = source
            self.sourceIndex = sourceIndex
            self.copy = copy
            self.decoder = decoder
            self.feedback = feedback
            buffer = .allocate(byteCount: chunkSize, alignment: 16)
            start = clock.now
            lastRead = start
        }

        deinit { buffer.deallocate() }

        private func seconds() -> Double { start.duration(to: clock.now) / .seconds(1) }

        /// The next batch with a sample or a skipped line in it; nil at the end; throws the read error.
        func next() throws(ReadError) -> SampleBatch? {
            while true {
                switch phase {
                case .finished: return nil
                case .failed(let error):
                    phase = .finished
                    throw error
                case .reading: break
                }
                if lastCount >= 0 {
                    let pause = ReadPacing.pause(afterReading: lastCount, sinceLastRead: sinceReadBefore,
                                                 untilTaken: feedback.untilTaken())
                    if pause > .zero { SystemCalls.sleep(pause) }
                }
                let (read, bytes) = source.read(lending: buffer)
                if let spare = feedback.recycled() { batch = spare } else { batch.removeAll() }
                batch.source = sourceIndex
                let count: Int
                switch read {
                case .bytes(let read): count = read
                case .runEnded(let end):
                    // `--interval`: a run's lines are one step; the next run's follow.
                    decoder.endStep(at: seconds(), into: &batch)
                    if end.isFailure { batch.runFailure = end }
                    if batch.isEmpty { continue }
                    return batch
                case .ended(let end):
                    phase = .finished
                    decoder.finish(at: seconds(), into: &batch)
                    batch.sourceEnd = end
                    return batch
                case .failed(let code):
                    // An error reading (EISDIR for `< /`, EIO when a terminal goes) ends the input, and is
                    // said after what was read before.
                    phase = .failed(ReadError(code: code))
                    decoder.finish(at: seconds(), into: &batch)
                    if batch.isEmpty { continue }
                    return batch
                }
                let readAt = clock.now
                // Passed on before it is decoded, whole: a slow reader there holds this one back, and
                // nothing is dropped. When it goes away (EPIPE), the chart goes on without it; any other
                // error ends the input, said as the reason.
                if let copy, let error = SystemCalls.write(copy, bytes) {
                    self.copy = nil
                    if error != EPIPE { phase = .failed(ReadError(code: error, copying: true)) }
                }
                decoder.decode(bytes, at: start.duration(to: readAt) / .seconds(1), into: &batch)
                lastCount = count
                sinceReadBefore = lastRead.duration(to: readAt)
                lastRead = readAt
                // A scrape left open by this read ends its step when its source goes quiet (`StepClosing`).
                if decoder.holdsScrape, let quiet = StepClosing.wait(holdsScrape: true, runsEndSteps: source.runsEndSteps),
                   !source.waitForBytes(upTo: quiet) {
                    decoder.endScrape(into: &batch)
                }
                if !batch.isEmpty { return batch }
            }
        }
    }

    /// An error reading the input, with the system's words for it.
    public struct ReadError: Error, Sendable, Equatable {
        public let code: Int32
        /// Whether passing the input on (`--tee`) failed, not reading it.
        public var copying = false

        public init(code: Int32, copying: Bool = false) {
            self.code = code
            self.copying = copying
        }

        /// `liveplot: cannot read standard input: Is a directory`
        public var message: String {
            copying ? "liveplot: cannot copy standard input to standard output (--tee): \(SystemCalls.describe(code))"
                : "liveplot: cannot read standard input: \(SystemCalls.describe(code))"
        }
    }
}

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
