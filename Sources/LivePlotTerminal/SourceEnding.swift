import LivePlotInput

/// The sources of a live chart as they end: each one's failure noted (`vmstat exited 1`, `app: Is a
/// directory`), and the input's end posted to the loop when the last one ends, with those failures to
/// say after the chart (status 1). A source that ends while others go on is the status line's business
/// (`LiveChart`), not the loop's.
///
/// ```swift
/// let ending = SourceEnding(names: ["app", "vmstat"], remaining: 2)
/// // on each source's thread:
/// await ending.forward(source, to: events)
/// ```
final class SourceEnding: Sendable {
    private struct State {
        var remaining: Int
        var failures: [String] = []
    }

    /// What each source is called, by number.
    let names: [String]
    private let state: PlatformLock<State>

    /// - Parameter remaining: how many sequences `forward` is called with; the last to end ends the input.
    init(names: [String], remaining: Int) {
        self.names = names
        state = PlatformLock(State(remaining: remaining))
    }

    /// Hands each batch of `samples` to the loop; after the last of every sequence, the input's end.
    func forward<Samples: AsyncSequence>(_ samples: Samples, to events: LoopEvents) async
    where Samples.Element == SampleBatch, Samples.Failure == SampleStream.ReadError {
        var failure: String?
        do {
            for try await batch in samples {
                if let end = batch.sourceEnd, end.isFailure { note(end.words(for: names[batch.source])) }
                events.deliver(batch)
            }
        } catch {
            // `SourceStream` says a source's failure as its end; nothing else throws.
            failure = SystemCalls.describe(error.code)
        }
        if let failure { note(failure) }
        let (isLast, failures) = state.withLock { state in
            state.remaining -= 1
            return (state.remaining == 0, state.failures)
        }
        guard isLast else { return }
        events.post(.endOfInput(failure: failures.isEmpty ? nil : failures.map { "liveplot: " + $0 }.joined(separator: "\n")))
    }

    private func note(_ failure: String) {
        state.withLock { $0.failures.append(failure) }
    }
}
