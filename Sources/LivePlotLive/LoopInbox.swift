import LivePlotInput

/// What the live loop waits on, as a pure state machine: the input, the keyboard and signals put things
/// in, the loop takes them out; each call returns what the shell around it (a lock and a condition, at
/// the edge) must do: wake the loop, let the input's thread wait, or wake it. Time is passed in.
///
/// Keys, signals and the end of the input are queued in order. Sample batches are held, not queued:
/// between frames the loop does not take them and nobody is woken for them, so a stream costs one wake a
/// frame however often it is read. A flood (`urgentRowCount` rows held) wakes the loop at once, and past
/// `heldRowLimit` the input's thread waits, so back-pressure reaches the producer and memory stays bounded.
///
/// ```swift
/// var inbox = LoopInbox<Int>(endsInput: { $0 == 0 })
/// inbox.loopWaits(takingSamples: false, samplesTakenAt: .milliseconds(33))
/// inbox.deliver(batch)           // false: nobody is woken for a trickle between frames
/// inbox.post(7)                  // true: wake the loop
/// inbox.take(takingSamples: false)  // .event(7)
/// ```
public struct LoopInbox<Event: Sendable>: Sendable {
    /// What the loop gets when it looks.
    public enum Taken: Sendable {
        /// Samples are held: take them with `takeHeldSamples`.
        case samples
        case event(Event)
        /// Nothing for the loop: its time limit passed.
        case wake
    }

    /// Rows held before they wake the loop between frames: a flood is taken as it comes (each wake then
    /// carries plenty), a trickle once a frame.
    public static var urgentRowCount: Int { 8192 }
    /// Rows held before the input's thread waits for the loop: about 1 MB for a series.
    public static var heldRowLimit: Int { 1 << 17 }
    /// Batches held smaller than this take later ones as small into them, so a trickle is one batch a
    /// frame, and a large batch is never copied.
    public static var foldRowCount: Int { 4096 }
    /// Batches kept for reuse: enough for the loop's one in hand and the input's next.
    public static var spareLimit: Int { 4 }

    private var queue: [Event] = []
    /// Input read and not yet taken, oldest first; small batches are folded into the newest.
    private var held: [SampleBatch] = []
    public private(set) var heldRows = 0
    /// Whether the loop waits, and whether it takes samples now: between frames it does not, until
    /// `samplesTakenAt` (its time limit).
    public private(set) var isLoopWaiting = false
    private var loopTakesSamples = true
    /// Whether a flood wakes the loop between frames: not while it has no room for more (a replay).
    private var loopTakesFloods = true
    private var samplesTakenAt: Duration?
    /// Whether the input's thread waits for the loop to take what is held.
    public private(set) var isSenderWaiting = false
    /// Batches the loop is done with, emptied, for the input to decode into again.
    private var spares: [SampleBatch] = []
    /// Whether an event ends the input: samples held come before it.
    private let endsInput: @Sendable (Event) -> Bool

    public init(endsInput: @escaping @Sendable (Event) -> Bool) {
        self.endsInput = endsInput
    }

    /// Whether the loop has something to take now; with `takingFloods` false, not even a flood of samples.
    public func isReady(takingSamples: Bool, takingFloods: Bool = true) -> Bool {
        !queue.isEmpty || !held.isEmpty && (takingSamples || takingFloods && heldRows >= Self.urgentRowCount)
    }

    /// Queues a key, a signal or the end of input. Returns whether to wake the loop.
    public mutating func post(_ event: Event) -> Bool {
        queue.append(event)
        return isLoopWaiting
    }

    /// Whether a batch may be delivered now; when not (`heldRowLimit` rows held), the sender is marked
    /// waiting, to be woken by `takeHeldSamples`.
    public mutating func hasRoom() -> Bool {
        guard heldRows >= Self.heldRowLimit else { return true }
        isSenderWaiting = true
        return false
    }

    /// Holds `batch` for the loop. Returns whether to wake the loop: only if it takes samples now or a
    /// flood is held.
    public mutating func deliver(_ batch: SampleBatch) -> Bool {
        isSenderWaiting = false
        if let last = held.indices.last, held[last].rowCount < Self.foldRowCount, batch.rowCount < Self.foldRowCount {
            held[last].append(batch)
        } else {
            held.append(batch)
        }
        heldRows += batch.rowCount
        return isLoopWaiting && isReady(takingSamples: loopTakesSamples, takingFloods: loopTakesFloods)
    }

    /// The loop is about to wait, taking samples or not; if not, it takes them at `samplesTakenAt` (its
    /// time limit, nil: none), and a flood before then only when `takingFloods`.
    public mutating func loopWaits(takingSamples: Bool, takingFloods: Bool = true, samplesTakenAt: Duration?) {
        isLoopWaiting = true
        loopTakesSamples = takingSamples
        loopTakesFloods = takingFloods
        self.samplesTakenAt = takingSamples ? nil : samplesTakenAt
    }

    /// What the loop takes, when it is ready or its time is up: held samples first when it takes samples,
    /// when they are a flood it takes, or when the next event ends the input; then the next event; else
    /// `.wake`.
    public mutating func take(takingSamples: Bool, takingFloods: Bool = true) -> Taken {
        isLoopWaiting = false
        samplesTakenAt = nil
        if !held.isEmpty, takingSamples || takingFloods && heldRows >= Self.urgentRowCount
            || queue.first.map(endsInput) == true {
            return .samples
        }
        return queue.isEmpty ? .wake : .event(queue.removeFirst())
    }

    /// Every batch held, oldest first, and whether to wake the input's thread (it waits for room).
    public mutating func takeHeldSamples() -> (batches: [SampleBatch], wakesSender: Bool) {
        defer {
            held.removeAll()
            heldRows = 0
        }
        return (held, isSenderWaiting)
    }

    /// How long after `now` the loop takes samples again, when it waits between frames; nil when it would
    /// take them now (or is busy, and will look soon): what the input may sleep for (`ReadPacing`).
    public func timeUntilSamplesAreTaken(at now: Duration) -> Duration? {
        guard isLoopWaiting, !loopTakesSamples, let due = samplesTakenAt else { return nil }
        return due - now
    }

    /// Keeps an emptied batch the loop is done with, for the input to decode into (up to `spareLimit`).
    public mutating func recycle(_ spare: consuming SampleBatch) {
        if spares.count < Self.spareLimit { spares.append(spare) }
    }

    /// A batch given back, if there is one.
    public mutating func recycledBatch() -> SampleBatch? { spares.popLast() }
}
