import LivePlotInput

/// Several sources' batches as one sequence: each source's reader thread `put`s its batches, the chart
/// iterates `batches` (`--once`'s `for try await`, or the live loop's forwarder for files read at once).
///
/// A lock and a condition, nothing more. Back-pressured: a source with `depth` batches waiting waits
/// itself, so one far ahead (a big file beside a slow command) holds no more than that in memory. As
/// they came, the sources' batches go on unchanged (the chart merges them). In order (`merge` given:
/// every source read to its end, files or `--once`), every row that can go is taken at once, in the order
/// of the rows' x (`SourceInterleave`), and merged into one batch of the chart's off the lock
/// (`SourceMerge.Part`), the n-th line of each source in one row (`SourceMerge.pairingRows()`): the same
/// chart every run, whatever the sizes of the reads.
///
/// ```swift
/// let queue = SourceQueue(sourceCount: 2, merge: SourceMerge(sourceNames: ["a", "b"], placing: .sampleNumber))
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
        /// The rows of each source's oldest batch already taken, in order.
        var offsets: [Int]
        /// The order the batches came in, by source, when they go on as they came.
        var arrivals: [Int] = []
        var ended: [Bool]
        var interleave: SourceInterleave?

        /// What to hand on next: a batch as it came, or the parts of the sources' batches that go next,
        /// in order (none: nothing yet); `done` once every source ended and nothing waits.
        mutating func next() -> (batch: SampleBatch?, parts: [SourceMerge.Part], done: Bool) {
            if batches.allSatisfy(\.isEmpty) { return (nil, [], ended.allSatisfy { $0 }) }
            guard interleave != nil else {
                let source = arrivals.removeFirst()
                return (batches[source].removeFirst(), [], false)
            }
            let parts = interleave!.parts(of: &batches, offsets: &offsets, ended: ended)
            return (nil, parts, false)
        }
    }

    private let waiting: PlatformLock<Waiting>
    /// The merge of what is taken in order; nil: batches go on as they came.
    private let merge: SourceMerge?
    /// When the queue began, for the arrival of rows placed by it.
    private let start = ContinuousClock.now

    /// - Parameter merge: take the rows in the order of their x, merged thus; nil: as they came.
    init(sourceCount: Int, merge: SourceMerge? = nil) {
        self.merge = merge?.pairingRows()
        waiting = PlatformLock(Waiting(batches: Array(repeating: [], count: sourceCount), offsets: Array(repeating: 0, count: sourceCount),
                                       ended: Array(repeating: false, count: sourceCount),
                                       interleave: merge == nil ? nil : SourceInterleave(sourceCount: sourceCount)))
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

    /// The next batch as it came, or the next parts in order; waiting for either; nil once every source
    /// has ended and all is taken.
    private func take() -> (batch: SampleBatch?, parts: [SourceMerge.Part])? {
        var result: (batch: SampleBatch?, parts: [SourceMerge.Part], done: Bool) = (nil, [], false)
        waiting.withLock(when: { state in
            result = state.next()
            return result.batch != nil || !result.parts.isEmpty || result.done
        }) { _ in }
        waiting.broadcast()
        return result.done ? nil : (result.batch, result.parts)
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
            /// The merge of the rows taken in order, kept across batches (its columns, its sample numbers).
            var merge: SourceMerge?

            mutating func next(isolation actor: isolated (any Actor)? = #isolation) async throws(SampleStream.ReadError) -> SampleBatch? {
                // The row the merge held back for the others' rows of its number: none will come now.
                guard let (batch, parts) = queue.take() else { return merge?.flush() }
                if let batch { return batch }
                return merge!.merge(parts: parts, arrival: queue.start.duration(to: .now) / .seconds(1))
            }

            mutating func next() async throws(SampleStream.ReadError) -> SampleBatch? {
                try await next(isolation: nil)
            }
        }

        func makeAsyncIterator() -> Iterator { Iterator(queue: queue, merge: queue.merge) }
    }
}
