import Testing
import LivePlotInput
@testable import LivePlotLive

/// The live loop's saves, without threads: one written at a time (a FIFO's may wait long for a reader),
/// the end's chart after the one under way, and the run ending only once nothing is being written.
@Suite struct SaveQueueTests {
    /// `s` starts a save; `s` again while it is written starts none and says which is under way; once it
    /// is done, `s` starts the next.
    @Test func oneSaveAtATime() {
        var saves = SaveQueue()
        #expect(saves.save(to: "a.fifo") == .start(path: "a.fifo", isFinal: false))
        #expect(saves.writing == "a.fifo")
        #expect(saves.save(to: "b.txt") == .busy(path: "a.fifo"))
        #expect(saves.saved() == .none, "the input goes on: the run does not end")
        #expect(saves.writing == nil)
        #expect(saves.save(to: "b.txt") == .start(path: "b.txt", isFinal: false))
    }

    /// The end without -o and nothing being written: the run ends at once, as it always did.
    @Test func theEndWithNothingToWriteFinishesAtOnce() {
        var saves = SaveQueue()
        #expect(saves.ending(outputFile: nil) == .finish)
    }

    /// The end with -o: the final chart is written first, and the run ends when it is done.
    @Test func theEndWritesTheFinalChartThenFinishes() {
        var saves = SaveQueue()
        #expect(saves.ending(outputFile: "out.fifo") == .start(path: "out.fifo", isFinal: true))
        #expect(saves.save(to: "out.fifo") == .busy(path: "out.fifo"), "s while the final chart waits for its reader")
        #expect(saves.saved() == .finish)
    }

    /// The end while `s`'s save is still waiting: the run waits for it, then writes the final chart (to the
    /// same FIFO, in turn), then ends; without -o it ends once `s`'s save is done.
    @Test func theEndWaitsForTheSaveUnderWay() {
        var saves = SaveQueue()
        _ = saves.save(to: "out.fifo")
        #expect(saves.ending(outputFile: "out.fifo") == .none)
        #expect(saves.saved() == .start(path: "out.fifo", isFinal: true))
        #expect(saves.saved() == .finish)

        var plain = SaveQueue()
        _ = plain.save(to: "liveplot-20261125-181500.txt")
        #expect(plain.ending(outputFile: nil) == .none, "not abandoned half written")
        #expect(plain.saved() == .finish)
    }

    /// Any order of `s`, the end (once) and saves finishing, with or without -o: never two saves written
    /// at once, the final chart started once (with -o) and last, and the run finished exactly once, after
    /// the end and with nothing being written.
    @Test(arguments: [nil, "out.txt"] as [String?]) func everyOrderKeepsTheRules(outputFile: String?) {
        var generator = SplitMix64(seed: outputFile == nil ? 1 : 2)
        for _ in 0..<2_000 {
            var saves = SaveQueue()
            var writing = 0
            var ended = false
            var finishes = 0
            var finalStarts = 0
            for _ in 0..<Int(generator.next() % 12) {
                guard finishes == 0 else { break }
                let action: SaveQueue.Action
                switch generator.next() % 3 {
                case 0: action = saves.save(to: "view.txt")
                case 1:
                    guard !ended else { continue }
                    ended = true
                    action = saves.ending(outputFile: outputFile)
                default:
                    guard writing > 0 else { continue }
                    writing -= 1
                    action = saves.saved()
                }
                switch action {
                case .start(let path, let isFinal):
                    writing += 1
                    #expect(writing == 1, "two saves at once")
                    #expect(finalStarts == 0, "a save after the final chart's")
                    if isFinal {
                        finalStarts += 1
                        #expect(ended && path == outputFile)
                    }
                case .busy(let path): #expect(writing == 1 && saves.writing == path)
                case .finish:
                    finishes += 1
                    #expect(ended && writing == 0)
                case .none: break
                }
            }
            // Every save under way finishes: the run ends exactly once, if the input ended.
            while writing > 0 {
                writing -= 1
                switch saves.saved() {
                case .finish: finishes += 1
                case .start(_, let isFinal):
                    writing += 1
                    if isFinal { finalStarts += 1 }
                default: break
                }
            }
            #expect(finishes == (ended ? 1 : 0))
            #expect(finalStarts == (ended && outputFile != nil ? 1 : 0))
        }
    }
}
