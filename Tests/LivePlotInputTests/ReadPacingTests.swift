import Testing
@testable import LivePlotInput

@Suite struct ReadPacingTests {
    @Test func aTrickleSleepsUntilJustBeforeTheFrame() {
        #expect(ReadPacing.pause(afterReading: 14, sinceLastRead: .milliseconds(2), untilTaken: .milliseconds(31)) == .milliseconds(28))
    }

    @Test func aLoopThatTakesInputNowOrAFloodMeanNoPause() {
        #expect(ReadPacing.pause(afterReading: 14, sinceLastRead: .milliseconds(2), untilTaken: nil) == .zero)
        #expect(ReadPacing.pause(afterReading: 65_536, sinceLastRead: .milliseconds(1), untilTaken: .milliseconds(31)) == .zero)
    }

    /// The read just before a frame is the frame's: the reader sleeps through the take, not reading again
    /// at once (and once more while the loop draws), which made five reads a frame at 1,000 lines a second.
    @Test func aReadInsideTheLeadSleepsPastTheTake() {
        #expect(ReadPacing.pause(afterReading: 14, sinceLastRead: .milliseconds(28), untilTaken: .milliseconds(2)) == .milliseconds(5))
        #expect(ReadPacing.pause(afterReading: 14, sinceLastRead: .milliseconds(28), untilTaken: .zero) == ReadPacing.lead)
    }

    /// 8 KiB in 1 ms is 8 MB/s: the producer would write 16 KiB in 2 ms, so the pause is 2 ms, not 28.
    @Test func aFastStreamNeverFillsItsPipe() {
        #expect(ReadPacing.pause(afterReading: 8192, sinceLastRead: .milliseconds(1), untilTaken: .milliseconds(31)) == .milliseconds(2))
    }

    /// Property: a pause never ends inside the lead before the loop's take (it ends `lead` ahead of it, or
    /// past it, `lead` at most), and never gives the producer time to write `room` bytes at the pace of the
    /// last read.
    @Test func aPauseKeepsBothBounds() {
        var random = SplitMix64(seed: 71)
        for _ in 0..<10_000 {
            let bytes = Int(random.next() % 70_000)
            let since = Duration.microseconds(Int64(random.next() % 100_000))
            let until = random.next() % 5 == 0 ? nil : Duration.microseconds(Int64(random.next() % 40_000))
            let pause = ReadPacing.pause(afterReading: bytes, sinceLastRead: since, untilTaken: until)
            #expect(pause >= .zero)
            guard let until else {
                #expect(pause == .zero)
                continue
            }
            // Bytes the producer writes during the pause, at the last read's pace.
            let written = bytes > 0 ? Double(bytes) * (pause / since.clampedAway()) : 0
            #expect(written <= Double(ReadPacing.room) * 1.000001, "\(bytes) B in \(since), pause \(pause)")
            let outsideTheLead = pause <= max(.zero, until - ReadPacing.lead) || pause >= until && pause <= until + ReadPacing.lead
            #expect(outsideTheLead || written >= Double(ReadPacing.room) * 0.999999, "\(bytes) B, until \(until), pause \(pause)")
        }
    }
}

private extension Duration {
    /// Never zero, for a division: a read right after another counts as a microsecond apart.
    func clampedAway() -> Duration { max(self, .microseconds(1)) }
}
