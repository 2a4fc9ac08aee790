import LivePlotInput

/// What the live loop waits on, as a pure state machine: the input, the keyboard and signals put things
/// in, the loop takes them out; each call names whom the shell around it (a lock and a condition, at the
/// edge) must wake: the loop, the input's thread, or nobody. Time is passed in.
///
/// Keys, signals and the end of the input are queued in order. Sample batches are held, not queued:
/// between frames the loop does not take them and nobody is woken for them, so a stream costs one wake a
/// frame however often it is read. A flood (`urgentRowCount` rows held) wakes the loop at once, and past
/// `heldRowLimit` the input's thread waits, so back-pressure reaches the producer and memory stays bounded.
///
/// ```swift
/// var inbox = LoopInbox()
/// inbox.look(.betweenFrames(takesFloods: true, samplesTakenAt: .milliseconds(33)))  // .wait
/// inbox.deliver(batch)              // .nobody: nobody is woken for a trickle between frames
/// inbox.post(.keys([.space]))       // .loop
/// inbox.take(.betweenFrames(takesFloods: true, samplesTakenAt: nil))  // .keys([.space])
/// ```
public struct LoopInbox: Sendable {
    /// What the loop takes when it looks.
    public enum Appetite: Sendable, Hashable {
        /// A frame may be drawn: every sample held.
        case everything
        /// Between frames: a flood only when `takesFloods` (not while a replay holds all it may); the rest
        /// at `samplesTakenAt`, the loop's time limit (nil: none).
        case betweenFrames(takesFloods: Bool, samplesTakenAt: Duration?)
    }

    /// Where the loop is: one value, so a loop that is busy cannot also have an appetite or a time.
    public enum Loop: Sendable, Hashable {
        /// Drawing or deciding: it looks again soon, and nobody needs to wake it.
        case busy
        /// Asleep until something it takes comes, or its time limit.
        case waiting(Appetite)
    }

    /// Where the input's thread is.
    public enum Sender: Sendable, Hashable {
        case reading
        /// It holds a batch and waits for the loop to take what is held (`heldRowLimit`).
        case waitingForRoom
    }

    /// Whom the shell wakes after a call.
    public enum Wake: Sendable, Hashable {
        case nobody
        case loop
        case sender
    }

    /// Whether the loop takes something now, or waits.
    public enum Look: Sendable, Hashable {
        case take
        case wait
    }

    /// Whether a batch may be delivered now.
    public enum Room: Sendable, Hashable {
        case room
        case full
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

    private var queue: [LoopEvent] = []
    /// Input read and not yet taken, oldest first; small batches are folded into the newest.
    private var held: [SampleBatch] = []
    public private(set) var heldRows = 0
    public private(set) var loop = Loop.busy
    public private(set) var sender = Sender.reading
    /// Batches the loop is done with, emptied, for the input to decode into again.
    private var spares: [SampleBatch] = []

    public init() {}

    /// Whether a loop with `appetite` has something to take: an event, or samples it takes.
    private func isReady(_ appetite: Appetite) -> Bool { !queue.isEmpty || samplesAreTaken(appetite) }

    /// Whether samples held are for a loop with `appetite`: all of them, or a flood it takes.
    private func samplesAreTaken(_ appetite: Appetite) -> Bool {
        guard !held.isEmpty else { return false }
        switch appetite {
        case .everything: return true
        case .betweenFrames(let takesFloods, _): return takesFloods && heldRows >= Self.urgentRowCount
        }
    }

    /// The loop looks with `appetite`: `.take` when something is there for it, else it waits (and is
    /// marked waiting, to be woken).
    public mutating func look(_ appetite: Appetite) -> Look {
        if isReady(appetite) { return .take }
        loop = .waiting(appetite)
        return .wait
    }

    /// Queues a key, a signal, a save's end or the end of input.
    public mutating func post(_ event: LoopEvent) -> Wake {
        queue.append(event)
        guard case .waiting = loop else { return .nobody }
        return .loop
    }

    /// Whether a batch may be delivered now; when not (`heldRowLimit` rows held), the sender is marked
    /// waiting, to be woken by `takeHeldSamples`.
    public mutating func askForRoom() -> Room {
        guard heldRows >= Self.heldRowLimit else { return .room }
        sender = .waitingForRoom
        return .full
    }

    /// Holds `batch` for the loop: the loop is woken only if it waits and takes it now (at a frame, or a
    /// flood).
    public mutating func deliver(_ batch: SampleBatch) -> Wake {
        sender = .reading
        if let last = held.indices.last, held[last].source == batch.source, held[last].sourceEnd == nil,
           held[last].rowCount < Self.foldRowCount, batch.rowCount < Self.foldRowCount {
            held[last].append(batch)
        } else {
            held.append(batch)
        }
        heldRows += batch.rowCount
        guard case .waiting(let appetite) = loop, isReady(appetite) else { return .nobody }
        return .loop
    }

    /// What the loop takes, when it is ready or its time is up: a key or a signal first (q, Ctrl-C and
    /// SIGTERM never wait behind a flood: sixteen sources of `yes` held the loop in their samples for a
    /// minute); `.samplesHeld` when it takes the samples held (or when the next event ends the input:
    /// nothing read is lost); then the next event; else `.wake`.
    public mutating func take(_ appetite: Appetite) -> LoopEvent {
        loop = .busy
        if let first = queue.first, Self.isPersons(first) { return queue.removeFirst() }
        if samplesAreTaken(appetite) || !held.isEmpty && queue.first.map(Self.endsInput) == true {
            return .samplesHeld
        }
        return queue.isEmpty ? .wake : queue.removeFirst()
    }

    /// A key typed or a signal: what a person asked for.
    private static func isPersons(_ event: LoopEvent) -> Bool {
        switch event {
        case .keys, .signal: true
        default: false
        }
    }

    private static func endsInput(_ event: LoopEvent) -> Bool {
        if case .endOfInput = event { true } else { false }
    }

    /// Every batch held, oldest first, and whom to wake: the input's thread when it waits for room.
    public mutating func takeHeldSamples() -> (batches: [SampleBatch], wake: Wake) {
        defer {
            held.removeAll()
            heldRows = 0
        }
        return (held, sender == .waitingForRoom ? .sender : .nobody)
    }

    /// How long after `now` the loop takes samples again, when it waits between frames; nil when it would
    /// take them now (or is busy, and will look soon): what the input may sleep for (`ReadPacing`).
    public func timeUntilSamplesAreTaken(at now: Duration) -> Duration? {
        guard case .waiting(.betweenFrames(_, let due?)) = loop else { return nil }
        return due - now
    }

    /// Keeps an emptied batch the loop is done with, for the input to decode into (up to `spareLimit`).
    public mutating func recycle(_ spare: consuming SampleBatch) {
        if spares.count < Self.spareLimit { spares.append(spare) }
    }

    /// A batch given back, if there is one.
    public mutating func recycledBatch() -> SampleBatch? { spares.popLast() }
}
