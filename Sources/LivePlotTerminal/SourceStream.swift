import LivePlotInput

/// One of a chart's sources read (`SampleStream`), whose failure to read is the end of that source, not
/// of the chart: its last batch says it (`SampleBatch.sourceEnd`, `.failed`), and the others go on.
///
/// What `--once` iterates for one source (no thread, no queue: as standard input is read), and what each
/// source's reader thread hands on with several.
///
/// ```swift
/// for try await batch in SourceStream(stream: SampleStream(source: bytes, sourceIndex: 1)) {
///     if let end = batch.sourceEnd { say(end.words(for: "app")) }   // "app: Is a directory"
/// }
/// ```
struct SourceStream: AsyncSequence, Sendable {
    typealias Element = SampleBatch
    typealias Failure = SampleStream.ReadError

    var stream: SampleStream

    struct Iterator: AsyncIteratorProtocol {
        var base: SampleStream.Iterator
        let sourceIndex: Int
        var isDone = false

        mutating func next(isolation actor: isolated (any Actor)? = #isolation) async throws(SampleStream.ReadError) -> SampleBatch? {
            guard !isDone else { return nil }
            do {
                return try await base.next(isolation: actor)
            } catch {
                // Said as the source's end, after what was read before it (`SampleStream` gave that first).
                isDone = true
                var last = SampleBatch()
                last.source = sourceIndex
                last.sourceEnd = .failed(description: error.copying
                    ? "cannot copy standard input to standard output (--tee): \(SystemCalls.describe(error.code))"
                    : SystemCalls.describe(error.code))
                return last
            }
        }

        mutating func next() async throws(SampleStream.ReadError) -> SampleBatch? {
            try await next(isolation: nil)
        }
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(base: stream.makeAsyncIterator(), sourceIndex: stream.sourceIndex)
    }
}

@available(*, unavailable)
extension SourceStream.Iterator: Sendable {}
