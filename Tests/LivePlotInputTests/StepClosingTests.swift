import Testing
@testable import LivePlotInput

/// When the reader ends a held scrape's step (`StepClosing`): after a quiet while, only when a scrape is
/// held and the source's runs do not end its steps.
@Suite struct StepClosingTests {
    @Test func onlyAHeldScrapeOfASourceWithoutRunsWaits() {
        #expect(StepClosing.wait(holdsScrape: true, runsEndSteps: false) == StepClosing.quiet)
        #expect(StepClosing.wait(holdsScrape: true, runsEndSteps: true) == nil, "--interval: the run's end closes it")
        #expect(StepClosing.wait(holdsScrape: false, runsEndSteps: false) == nil, "nothing held: no wait, nothing paid")
        #expect(StepClosing.wait(holdsScrape: false, runsEndSteps: true) == nil)
    }

    /// Far past a writer's pieces of one scrape, far under a producer's second between scrapes, and
    /// within a frame.
    @Test func theQuietIsAFewFramesAtMost() {
        #expect(StepClosing.quiet >= .milliseconds(20) && StepClosing.quiet <= .milliseconds(50))
    }
}
