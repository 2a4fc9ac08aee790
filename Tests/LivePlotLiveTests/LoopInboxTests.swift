import Testing
import LivePlotInput
@testable import LivePlotLive

/// The live loop's inbox decisions, without threads: who is woken, what is taken, when the input waits.
@Suite struct LoopInboxTests {
    static func rows(_ count: Int) -> SampleBatch { SampleBatch(values: (0..<count).map(Double.init)) }

    /// Between frames, with its time limit at `due`.
    static func betweenFrames(floods: Bool = true, due: Duration? = .milliseconds(33)) -> LoopInbox.Appetite {
        .betweenFrames(takesFloods: floods, samplesTakenAt: due)
    }

    /// Wake: a trickle of samples between frames wakes nobody, and is taken at the frame, folded into one
    /// batch.
    @Test func aTrickleBetweenFramesWakesNobodyAndIsTakenAtTheFrame() {
        var inbox = LoopInbox()
        #expect(inbox.look(Self.betweenFrames()) == .wait)
        #expect(inbox.loop == .waiting(Self.betweenFrames()))
        #expect(inbox.deliver(Self.rows(3)) == .nobody)
        #expect(inbox.deliver(Self.rows(2)) == .nobody)
        #expect(inbox.look(Self.betweenFrames()) == .wait)
        #expect(inbox.timeUntilSamplesAreTaken(at: .milliseconds(10)) == .milliseconds(23))
        // The time limit passes: the loop looks, still between frames, and finds nothing for it.
        #expect(inbox.take(Self.betweenFrames()) == .wake)
        #expect(inbox.loop == .busy)
        #expect(inbox.timeUntilSamplesAreTaken(at: .milliseconds(40)) == nil, "busy: it will look soon")
        // At the frame it takes them: one batch of five rows.
        #expect(inbox.look(.everything) == .take)
        #expect(inbox.take(.everything) == .samplesHeld)
        let held = inbox.takeHeldSamples()
        #expect(held.batches.map(\.rowCount) == [5])
        #expect(held.wake == .nobody)
        #expect(inbox.heldRows == 0)
    }

    /// Take input: a loop waiting to take samples is woken by the first batch, and has no time limit
    /// for the input to sleep by.
    @Test func aLoopTakingSamplesIsWokenByABatch() {
        var inbox = LoopInbox()
        #expect(inbox.look(.everything) == .wait)
        #expect(inbox.timeUntilSamplesAreTaken(at: .zero) == nil)
        #expect(inbox.deliver(Self.rows(1)) == .loop)
    }

    /// Keys and signals wake the loop at once, in order; a loop that is not waiting is not woken.
    @Test func eventsWakeAWaitingLoopAndComeInOrder() {
        var inbox = LoopInbox()
        let between = Self.betweenFrames(due: nil)
        #expect(inbox.post(.keys([.space])) == .nobody, "busy: it will look")
        #expect(inbox.post(.keys([.end])) == .nobody)
        #expect(inbox.look(between) == .take)
        #expect(inbox.take(between) == .keys([.space]))
        #expect(inbox.take(between) == .keys([.end]))
        #expect(inbox.look(between) == .wait)
        #expect(inbox.post(.keys([.home])) == .loop)
        #expect(inbox.take(between) == .keys([.home]))
        #expect(inbox.take(between) == .wake)
    }

    /// Flood: rows past `urgentRowCount` wake the loop between frames; batches too large to fold stay apart.
    @Test func aFloodWakesTheLoopBetweenFrames() {
        var inbox = LoopInbox()
        #expect(inbox.look(Self.betweenFrames()) == .wait)
        #expect(inbox.deliver(Self.rows(LoopInbox.urgentRowCount - 1)) == .nobody)
        #expect(inbox.deliver(Self.rows(1)) == .loop)
        #expect(inbox.take(Self.betweenFrames()) == .samplesHeld)
        #expect(inbox.takeHeldSamples().batches.map(\.rowCount) == [LoopInbox.urgentRowCount - 1, 1])
    }

    /// A loop with no room (a replay holding all it may) is not woken by a flood, nor given one when it
    /// looks between frames; a key still wakes it, and at its next frame with room it takes the flood.
    @Test func aFloodWaitsForALoopWithoutRoom() {
        var inbox = LoopInbox()
        let full = Self.betweenFrames(floods: false, due: nil)
        #expect(inbox.look(full) == .wait)
        #expect(inbox.deliver(Self.rows(LoopInbox.urgentRowCount)) == .nobody, "no wake for a flood it cannot take")
        #expect(inbox.look(full) == .wait)
        #expect(inbox.post(.keys([.space])) == .loop, "a key wakes it")
        #expect(inbox.take(full) == .keys([.space]))
        #expect(inbox.take(.everything) == .samplesHeld)
    }

    /// A key or a signal comes before a flood held: q, Ctrl-C and SIGTERM never wait behind samples (an
    /// attacker's sixteen `yes` sources held the loop for a minute); the flood is taken next.
    @Test func aPersonsKeyOrSignalComesBeforeAFlood() {
        var inbox = LoopInbox()
        _ = inbox.deliver(Self.rows(LoopInbox.urgentRowCount))
        _ = inbox.post(.keys([.quit]))
        _ = inbox.post(.signal(.terminate(15)))
        #expect(inbox.take(.everything) == .keys([.quit]))
        #expect(inbox.take(.everything) == .signal(.terminate(15)))
        #expect(inbox.take(.everything) == .samplesHeld)
    }

    /// Samples held come before the end of the input, even between frames: nothing read is lost.
    @Test func heldSamplesComeBeforeTheEnd() {
        var inbox = LoopInbox()
        _ = inbox.deliver(Self.rows(2))
        _ = inbox.post(.endOfInput(failure: nil))
        #expect(inbox.take(Self.betweenFrames()) == .samplesHeld)
        #expect(inbox.takeHeldSamples().batches.map(\.rowCount) == [2])
        #expect(inbox.take(Self.betweenFrames()) == .endOfInput(failure: nil))
    }

    /// Back-pressure: past `heldRowLimit` rows the input waits, and is woken when the loop takes what is
    /// held.
    @Test func pastTheLimitTheInputWaitsUntilTheLoopTakes() {
        var inbox = LoopInbox()
        #expect(inbox.askForRoom() == .room)
        _ = inbox.deliver(Self.rows(LoopInbox.heldRowLimit))
        #expect(inbox.askForRoom() == .full)
        #expect(inbox.sender == .waitingForRoom)
        #expect(inbox.takeHeldSamples().wake == .sender)
        #expect(inbox.askForRoom() == .room)
        _ = inbox.deliver(Self.rows(1))
        #expect(inbox.sender == .reading)
    }

    /// Batches given back are kept for the input, up to `spareLimit`, newest first.
    @Test func sparesAreKeptUpToTheLimit() {
        var inbox = LoopInbox()
        for count in 1...(LoopInbox.spareLimit + 2) { inbox.recycle(Self.rows(count)) }
        var counts: [Int] = []
        while let spare = inbox.recycledBatch() { counts.append(spare.rowCount) }
        #expect(counts == Array((1...LoopInbox.spareLimit).reversed()))
    }

    /// The wait's terms as the inbox reads them when the wait begins: everything from the next frame's
    /// time; between frames a flood at most, the rest at the deadline; nothing while a replay is full.
    @Test func aWaitTakesInputFromTheNextFrame() {
        let wait = LoopWait(deadline: .milliseconds(50), samplesFrom: .milliseconds(33))
        #expect(wait.appetite(at: .milliseconds(10)) == Self.betweenFrames(due: .milliseconds(50)))
        #expect(wait.appetite(at: .milliseconds(33)) == .everything)
        let full = LoopWait(deadline: nil, samplesFrom: nil)
        #expect(full.appetite(at: .seconds(9)) == Self.betweenFrames(floods: false, due: nil))
    }
}
