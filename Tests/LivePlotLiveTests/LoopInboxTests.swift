import Testing
import LivePlotInput
@testable import LivePlotLive

/// The live loop's inbox decisions, without threads: who is woken, what is taken, when the input waits.
@Suite struct LoopInboxTests {
    enum Event: Equatable, Sendable {
        case key(Character)
        case end
    }

    static func inbox() -> LoopInbox<Event> { LoopInbox(endsInput: { $0 == .end }) }

    static func rows(_ count: Int) -> SampleBatch { SampleBatch(values: (0..<count).map(Double.init)) }

    static func taken(_ taken: LoopInbox<Event>.Taken) -> String {
        switch taken {
        case .samples: "samples"
        case .wake: "wake"
        case .event(let event): "\(event)"
        }
    }

    /// Wake: a key wakes a waiting loop; a trickle of samples between frames wakes nobody, and is taken
    /// at the frame, folded into one batch.
    @Test func aTrickleBetweenFramesWakesNobodyAndIsTakenAtTheFrame() {
        var inbox = Self.inbox()
        inbox.loopWaits(takingSamples: false, samplesTakenAt: .milliseconds(33))
        do {
            let result = inbox.deliver(Self.rows(3))
            #expect(!result)
        }
        do {
            let result = inbox.deliver(Self.rows(2))
            #expect(!result)
        }
        #expect(!inbox.isReady(takingSamples: false))
        #expect(inbox.timeUntilSamplesAreTaken(at: .milliseconds(10)) == .milliseconds(23))
        // The time limit passes: the loop looks, still between frames, and finds nothing for it.
        do {
            let result = Self.taken(inbox.take(takingSamples: false))
            #expect(result == "wake")
        }
        #expect(inbox.timeUntilSamplesAreTaken(at: .milliseconds(40)) == nil, "busy: it will look soon")
        // At the frame it takes them: one batch of five rows.
        #expect(inbox.isReady(takingSamples: true))
        do {
            let result = Self.taken(inbox.take(takingSamples: true))
            #expect(result == "samples")
        }
        let held = inbox.takeHeldSamples()
        #expect(held.batches.map(\.rowCount) == [5])
        #expect(!held.wakesSender)
        #expect(inbox.heldRows == 0)
    }

    /// Take input: a loop waiting to take samples is woken by the first batch.
    @Test func aLoopTakingSamplesIsWokenByABatch() {
        var inbox = Self.inbox()
        inbox.loopWaits(takingSamples: true, samplesTakenAt: .milliseconds(33))
        #expect(inbox.timeUntilSamplesAreTaken(at: .zero) == nil)
        do {
            let result = inbox.deliver(Self.rows(1))
            #expect(result)
        }
    }

    /// Keys and signals wake the loop at once, in order; a loop that is not waiting is not woken.
    @Test func eventsWakeAWaitingLoopAndComeInOrder() {
        var inbox = Self.inbox()
        do {
            let result = inbox.post(.key("a"))
            #expect(!result, "busy: it will look")
        }
        inbox.loopWaits(takingSamples: false, samplesTakenAt: nil)
        do {
            let result = inbox.post(.key("b"))
            #expect(result)
        }
        do {
            let result = Self.taken(inbox.take(takingSamples: false))
            #expect(result == "key(\"a\")")
        }
        do {
            let result = Self.taken(inbox.take(takingSamples: false))
            #expect(result == "key(\"b\")")
        }
        do {
            let result = Self.taken(inbox.take(takingSamples: false))
            #expect(result == "wake")
        }
    }

    /// Flood: rows past `urgentRowCount` wake the loop between frames; batches too large to fold stay apart.
    @Test func aFloodWakesTheLoopBetweenFrames() {
        var inbox = Self.inbox()
        inbox.loopWaits(takingSamples: false, samplesTakenAt: .milliseconds(33))
        do {
            let result = inbox.deliver(Self.rows(LoopInbox<Event>.urgentRowCount - 1))
            #expect(!result)
        }
        do {
            let result = inbox.deliver(Self.rows(1))
            #expect(result)
        }
        do {
            let result = Self.taken(inbox.take(takingSamples: false))
            #expect(result == "samples")
        }
        do {
            let result = inbox.takeHeldSamples()
            #expect(result.batches.map(\.rowCount) == [LoopInbox<Event>.urgentRowCount - 1, 1])
        }
    }

    /// A loop with no room (a replay holding all it may) is not woken by a flood, nor given one when it
    /// looks between frames; a key still wakes it, and at its next frame with room it takes the flood.
    @Test func aFloodWaitsForALoopWithoutRoom() {
        var inbox = Self.inbox()
        inbox.loopWaits(takingSamples: false, takingFloods: false, samplesTakenAt: nil)
        do {
            let result = inbox.deliver(Self.rows(LoopInbox<Event>.urgentRowCount))
            #expect(!result, "no wake for a flood it cannot take")
        }
        #expect(!inbox.isReady(takingSamples: false, takingFloods: false))
        do {
            let result = inbox.post(.key("a"))
            #expect(result, "a key wakes it")
        }
        do {
            let result = Self.taken(inbox.take(takingSamples: false, takingFloods: false))
            #expect(result == "key(\"a\")")
        }
        do {
            let result = Self.taken(inbox.take(takingSamples: true, takingFloods: true))
            #expect(result == "samples")
        }
    }

    /// Samples held come before the end of the input, even between frames: nothing read is lost.
    @Test func heldSamplesComeBeforeTheEnd() {
        var inbox = Self.inbox()
        _ = inbox.deliver(Self.rows(2))
        _ = inbox.post(.end)
        do {
            let result = Self.taken(inbox.take(takingSamples: false))
            #expect(result == "samples")
        }
        do {
            let result = inbox.takeHeldSamples()
            #expect(result.batches.map(\.rowCount) == [2])
        }
        do {
            let result = Self.taken(inbox.take(takingSamples: false))
            #expect(result == "end")
        }
    }

    /// Back-pressure: past `heldRowLimit` rows the input waits, and is woken when the loop takes what is
    /// held.
    @Test func pastTheLimitTheInputWaitsUntilTheLoopTakes() {
        var inbox = Self.inbox()
        do {
            let result = inbox.hasRoom()
            #expect(result)
        }
        _ = inbox.deliver(Self.rows(LoopInbox<Event>.heldRowLimit))
        do {
            let result = inbox.hasRoom()
            #expect(!result)
        }
        #expect(inbox.isSenderWaiting)
        let held = inbox.takeHeldSamples()
        #expect(held.wakesSender)
        do {
            let result = inbox.hasRoom()
            #expect(result)
        }
        _ = inbox.deliver(Self.rows(1))
        #expect(!inbox.isSenderWaiting)
    }

    /// Batches given back are kept for the input, up to `spareLimit`, newest first.
    @Test func sparesAreKeptUpToTheLimit() {
        var inbox = Self.inbox()
        for count in 1...(LoopInbox<Event>.spareLimit + 2) { inbox.recycle(Self.rows(count)) }
        var counts: [Int] = []
        while let spare = inbox.recycledBatch() { counts.append(spare.rowCount) }
        #expect(counts == Array((1...LoopInbox<Event>.spareLimit).reversed()))
    }
}
