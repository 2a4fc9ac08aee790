/// A source read ahead on a thread of its own (`--once`): while the chart's reader decodes one slot, the
/// kernel copies the next ones out of the pipe, so the copy and the decoding overlap instead of taking
/// turns on one thread.
///
/// Read on one thread, the kernel's copy out of the pipe is a third of a timestamped line's time (31 bytes
/// a line against a plain number's 7). Four slots of 128 KiB hold what is read ahead within this machine's
/// 512 KiB second-level cache; slots of 64 KiB–1 MiB measured alike within the noise (2M lines through
/// `cat`, 15 interleaved runs), smaller ones cost more chunks' set-up (~15–20k instructions a chunk).
/// Only for input read to its end at full speed: live mode paces its reads to wake less often
/// (`ReadPacing`), which a thread reading every line as it comes would undo.
///
/// Not yet what `--once` reads through (`SampleStream(fileDescriptor:readsAhead:)` asks for it): measured in
/// `tools/bench` it sped every row, but one number a line most, so the ratios of 3 and 8 numbers a line to it
/// fell below their targets (0.95 → 0.74, 1.04 → 0.82; a timestamp then one number rose 0.56 → 0.68): the
/// rows of several numbers a batch must gain as much first (slot sizes 128 KiB–1 MiB alike).
///
/// ```swift
/// let input = ReadAheadSource(DescriptorSource(descriptor: 0))
/// input.read(lending: buffer)   // (.bytes(131072), a slot's bytes), …, (.ended(.endOfFile), [])
/// ```
///
/// - Complexity: one `read(2)` a slot on the reading thread; the reading thread is woken once for every
///   `slotCount / 2` slots taken, the caller only when it finds nothing read.
final class ReadAheadSource: ByteSource, @unchecked Sendable {
    // @unchecked: a slot and its result are written by the reading thread only while it is not among the
    // filled ones, and read by the caller only while it is; `filled`, under the lock, hands them over.

    /// The bytes of a slot, and the most a read takes.
    static let slotBytes = 1 << 17
    /// The slots read ahead: 512 KiB in all.
    static let slotCount = 4

    private struct Handover {
        /// Slots read and not yet given back by the caller (the one it reads from included).
        var filled = 0
        /// `stop()` was called: the reading thread reads no more.
        var stopped = false
        /// Whether each side sleeps on the lock's condition, to be woken.
        var readerSleeps = false
        var takerSleeps = false
    }

    private let source: any ByteSource
    private let slots: UnsafeMutableRawBufferPointer
    private let reads: UnsafeMutablePointer<ByteRead>
    private let handover = PlatformLock(Handover())
    // The caller's alone: whether the reading thread was started, the slot it takes from next, the bytes
    // of it taken, whether it holds it.
    private var started = false
    private var taking = 0
    private var takenBytes = 0
    private var holdsSlot = false

    init(_ source: any ByteSource) {
        self.source = source
        slots = .allocate(byteCount: Self.slotBytes * Self.slotCount, alignment: 64)
        reads = .allocate(capacity: Self.slotCount)
        reads.initialize(repeating: .bytes(0), count: Self.slotCount)
    }

    /// Starts the reading thread at the first call, not before: a stream made and never read (standard
    /// input's, when the chart reads files and `-` among them) must leave the input to the one that reads it.
    @inline(__always)
    private func startReading() {
        guard !started else { return }
        started = true
        // The thread holds this source until its input ends (or `stop()`): no slot goes while it reads.
        DetachedThread.start(name: "liveplot.read-ahead") { [self] in readAhead() }
    }

    deinit {
        reads.deinitialize(count: Self.slotCount)
        reads.deallocate()
        slots.deallocate()
    }

    private func slot(_ index: Int) -> UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(rebasing: slots[index * Self.slotBytes ..< (index + 1) * Self.slotBytes])
    }

    /// The reading thread: fills each free slot in turn, until the source ends, fails or is stopped.
    private func readAhead() {
        var index = 0
        var free = Self.slotCount
        while true {
            if free == 0 {
                // All filled: sleeps until half are free, so that it is woken once for every few slots taken.
                free = handover.withLock(when: {
                    let ready = $0.filled <= Self.slotCount / 2 || $0.stopped
                    $0.readerSleeps = !ready
                    return ready
                }) { Self.slotCount - $0.filled }
            }
            if handover.withLock({ $0.stopped }) { return }
            let read = source.read(into: slot(index))
            reads[index] = read
            let wakesTaker = handover.withLock { state in
                state.filled += 1
                let wakes = state.takerSleeps
                state.takerSleeps = false
                return wakes
            }
            if wakesTaker { handover.broadcast() }
            free -= 1
            switch read {
            case .bytes, .runEnded: index = (index + 1) % Self.slotCount
            case .ended, .failed: return
            }
        }
    }

    /// Takes a filled slot when none is held; false when stopped with none.
    private func takeSlot(timeout: Duration? = nil) -> Bool {
        if holdsSlot { return true }
        startReading()
        let taken = handover.withLock(when: {
            let ready = $0.filled > 0 || $0.stopped
            $0.takerSleeps = !ready
            return ready
        }, timeout: timeout) { $0.filled > 0 }
        if taken {
            holdsSlot = true
            takenBytes = 0
        }
        return taken
    }

    /// The slot taken from is the reading thread's again.
    private func giveBack() {
        holdsSlot = false
        taking = (taking + 1) % Self.slotCount
        let wakesReader = handover.withLock {
            $0.filled -= 1
            let wakes = $0.readerSleeps && $0.filled <= Self.slotCount / 2
            if wakes { $0.readerSleeps = false }
            return wakes
        }
        if wakesReader { handover.broadcast() }
    }

    /// Whether the slot held is all taken: given back, and the next one's turn.
    private func givesBackTaken() {
        guard holdsSlot, case .bytes(let count) = reads[taking], takenBytes == count else { return }
        giveBack()
    }

    func read(lending buffer: UnsafeMutableRawBufferPointer) -> (ByteRead, UnsafeRawBufferPointer) {
        givesBackTaken()
        guard takeSlot() else { return (.ended(.endOfFile), UnsafeRawBufferPointer(start: nil, count: 0)) }
        let read = reads[taking]
        guard case .bytes(let count) = read else { return (endOfRun(read), UnsafeRawBufferPointer(start: nil, count: 0)) }
        let bytes = UnsafeRawBufferPointer(rebasing: slot(taking)[takenBytes..<count])
        takenBytes = count
        return (.bytes(bytes.count), bytes)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> ByteRead {
        givesBackTaken()
        // Stopped with nothing read: the end, as a stopped source says.
        guard takeSlot() else { return .ended(.endOfFile) }
        let read = reads[taking]
        guard case .bytes(let count) = read else { return endOfRun(read) }
        let taken = min(count - takenBytes, buffer.count)
        buffer.baseAddress!.copyMemory(from: slot(taking).baseAddress! + takenBytes, byteCount: taken)
        takenBytes += taken
        return .bytes(taken)
    }

    /// A slot that holds no bytes: a run's end is given back (the next run follows); the source's end or
    /// failure is kept, said again to every later call, as the source itself would.
    private func endOfRun(_ read: ByteRead) -> ByteRead {
        if case .runEnded = read { giveBack() }
        return read
    }

    /// True at once when bytes are taken but not read, or a slot is filled (bytes, or the end), or the source
    /// is stopped; else waits up to `span` for one.
    func waitForBytes(upTo span: Duration) -> Bool {
        givesBackTaken()
        return takeSlot(timeout: span) || handover.withLock { $0.stopped }
    }

    var runsEndSteps: Bool { source.runsEndSteps }

    func stop() {
        handover.withLock { $0.stopped = true }
        handover.broadcast()
        source.stop()
    }
}
