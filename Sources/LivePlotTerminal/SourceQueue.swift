import LivePlotInput

/// Several sources' batches as one sequence: each source's reader thread `put`s its batches, the chart
/// iterates `batches` (`--once`'s `for try await`, or the live loop's forwarder for files read at once).
///
/// A lock and a condition, nothing more. Back-pressured: a source with `depth` batches waiting waits
/// itself, so one far ahead (a big file beside a slow command) holds no more than that in memory. In
/// order (`ordered`, every source read at once) it hands rows on by `SourceInterleave`, in the order of
/// their x; otherwise as they came.
///
/// ```swift
/// let queue = SourceQueue(sourceCount: 2, ordered: true)
/// // each source's thread: for try await batch in stream { queue.put(batch) }; queue.end(source: i)
/// for try await batch in queue.batches { … }
/// ```
final class SourceQueue: Sendable {
    /// Batches a source may have waiting before its reader waits.
    static let depth = 2

    /// What the lock guards.
    private struct Waiting {
        /// Each source's batches waiting, oldest first.
        var batches: [[SampleBatch]]
        /// The order the batches came in, by source, when they go on as they came.
        var arrivals: [Int] = []
        var ended: [Bool]
        var interleave: SourceInterleave?

        /// The next batch, or nil with nothing to hand on yet; `done` once every source ended and
        /// nothing waits.
        mutating func next() -> (batch: SampleBatch?, done: Bool) {
            if batches.allSatisfy(\.isEmpty) { return (nil, ended.allSatisfy { $0 }) }
            guard interleave != nil else {
                let source = arrivals.removeFirst()
                return (batches[source].removeFirst(), false)
            }
            guard let (source, rows) = interleave!.next(heads: batches.map(\.first), ended: ended) else { return (nil, false) }
            let head = batches[source][0]
            guard rows > 0, rows < head.rowCount else { return (batches[source].removeFirst(), false) }
            let (first, rest) = SourceInterleave.split(head, rows: rows)
            batches[source][0] = rest
            return (first, false)
        }
    }

    private let waiting: PlatformLock<Waiting>

    init(sourceCount: Int, ordered: Bool) {
        waiting = PlatformLock(Waiting(batches: Array(repeating: [], count: sourceCount),
                                       ended: Array(repeating: false, count: sourceCount),
                                       interleave: ordered ? SourceInterleave(sourceCount: sourceCount) : nil))
    }

    /// Queues a batch of source `batch.source`, first waiting while that source has `depth` waiting.
    func put(_ batch: SampleBatch) {
        waiting.withLock(when: { $0.batches[batch.source].count < Self.depth }) {
            $0.batches[batch.source].append(batch)
            if $0.interleave == nil { $0.arrivals.append(batch.source) }
        }
        waiting.broadcast()
    }

    /// Source `source` has put its last batch.
    func end(source: Int) {
        waiting.withLock { $0.ended[source] = true }
        waiting.broadcast()
    }

    /// The next batch, waiting for one; nil once every source has ended and all is taken.
    func take() -> SampleBatch? {
        var result: (batch: SampleBatch?, done: Bool) = (nil, false)
        waiting.withLock(when: { state in
            result = state.next()
            return result.batch != nil || result.done
        }) { _ in }
        waiting.broadcast()
        return result.batch
    }

    /// The batches, as `StaticChart` and `LiveLoop` iterate their input: it never fails (each source's
    /// failure comes as its last batch's `sourceEnd`).
    var batches: Batches { Batches(queue: self) }

    struct Batches: AsyncSequence, Sendable {
        typealias Element = SampleBatch
        typealias Failure = SampleStream.ReadError
        let queue: SourceQueue

        struct Iterator: AsyncIteratorProtocol {
            let queue: SourceQueue

            mutating func next(isolation actor: isolated (any Actor)? = #isolation) async throws(SampleStream.ReadError) -> SampleBatch? {
                queue.take()
            }

            mutating func next() async throws(SampleStream.ReadError) -> SampleBatch? {
                queue.take()
            }
        }

        func makeAsyncIterator() -> Iterator { Iterator(queue: self.queue) }
    }
}
