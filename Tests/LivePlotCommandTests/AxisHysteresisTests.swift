import Testing
@testable import LivePlotInput
@testable import LivePlotChart
@testable import LivePlotCommand
@testable import LivePlotTestSupport

@Suite struct AxisHysteresisTests {
    @Test func widensAtOnceAndGlides() {
        var hysteresis = AxisHysteresis(autoscaler: Autoscaler())
        // The autoscaler's axes (`AxisTicks.evenRows`): 0…10.56 for 0…9, 0…105.6 for 0…99.
        let small = Autoscaler().axis(low: 0, high: 9, rows: 20)
        let wide = Autoscaler().axis(low: 0, high: 99, rows: 20)
        #expect(small.upper > 9 && wide.upper > 99, "both axes end above their data")
        let first = hysteresis.axis(low: 0, high: 9, rows: 20, at: .zero)
        #expect(first.lower == 0 && first.upper == small.upper)
        let start = hysteresis.axis(low: 0, high: 99, rows: 20, at: .seconds(1))
        #expect(start.ticks == wide, "the target covers the new data at once")
        #expect(start.upper == 99, "and the range shown reaches the data at once: no value drawn beyond it")
        let early = hysteresis.axis(low: 0, high: 99, rows: 20, at: .seconds(1) + .milliseconds(20))
        let glide = { (progress: Double) in small.upper * (1 - Easing.eased(progress)) + wide.upper * Easing.eased(progress) }
        #expect(early.upper == max(99, glide(0.1)), "the glide from where the axis was, never short of the data")
        let late = hysteresis.axis(low: 0, high: 99, rows: 20, at: .seconds(1) + .milliseconds(180))
        #expect(abs(late.upper - glide(0.9)) < 1e-9 && late.upper > 99, "then on to the nice bound")
        let done = hysteresis.axis(low: 0, high: 99, rows: 20, at: .seconds(1) + .milliseconds(200))
        #expect(done.upper == wide.upper && done.lower == 0)
        #expect(hysteresis.nextChange(after: .seconds(1) + .milliseconds(200)) == nil, "at rest")
    }

    /// `-M 50`: a value of 900 is drawn at the top edge and marked there; the range stays 0…50.
    @Test func valuesBeyondAFixedBoundDoNotStretchTheRange() {
        var hysteresis = AxisHysteresis(autoscaler: Autoscaler(fixedMaximum: 50))
        _ = hysteresis.axis(low: 0, high: 40, rows: 20, at: .zero)
        for milliseconds in [1000, 1050, 1300] {
            let axis = hysteresis.axis(low: 0, high: 900, rows: 20, at: .milliseconds(milliseconds))
            #expect(axis.lower == 0 && axis.upper == 50)
        }
    }

    /// The axis drawn before any data is a placeholder: the first data replaces it, rather than widening
    /// it (which would pin the demo's axis to 0 for good).
    @Test func theFirstDataReplacesThePlaceholder() {
        var hysteresis = AxisHysteresis(autoscaler: Autoscaler())
        _ = hysteresis.axis(low: nil, high: nil, rows: 20, at: .zero)
        let axis = hysteresis.axis(low: 42, high: 61, rows: 20, at: .milliseconds(50))
        #expect(axis.ticks.lower >= 40 && axis.ticks.lower <= 42, "not widened down to the placeholder's 0")
        #expect(axis.ticks.upper >= 61 && axis.ticks.upper <= 65)
        #expect(axis.lower == axis.ticks.lower && axis.upper == axis.ticks.upper, "no glide from the placeholder")
    }

    @Test func widensOverTheOldRangeSoTheOtherSideDoesNotJump() {
        var hysteresis = AxisHysteresis(autoscaler: Autoscaler())
        _ = hysteresis.axis(low: 0, high: 100, rows: 20, at: .zero)
        let moved = hysteresis.axis(low: 60, high: 120, rows: 20, at: .seconds(1))
        #expect(moved.ticks.lower == 0, "the bottom stays until the data has left it for a while")
        #expect(moved.ticks.upper >= 120)
    }

    @Test func doesNotNarrowWhileTheDataUsesHalfTheAxis() {
        var hysteresis = AxisHysteresis(autoscaler: Autoscaler())
        let whole = hysteresis.axis(low: 0, high: 100, rows: 20, at: .zero).ticks
        for second in 1...10 {
            // 30 … 95: more than half of the axis for 0 … 100 (0 … 118.75 at one dot a row).
            let axis = hysteresis.axis(low: 30, high: 95, rows: 20, at: .seconds(second))
            #expect(axis.ticks == whole)
        }
        #expect(hysteresis.nextChange(after: .seconds(10)) == nil)
    }

    /// A spike scrolls off: over three seconds of frames the axis narrows exactly once, one settle delay
    /// after the data began to use less than half of it.
    @Test func stepsDownCalmlyOnce() {
        var hysteresis = AxisHysteresis(autoscaler: Autoscaler())
        let whole = hysteresis.axis(low: 0, high: 100, rows: 20, at: .zero).ticks
        var targets: [AxisTicks] = []
        var now = Duration.seconds(1)
        while now < .seconds(4) {
            let axis = hysteresis.axis(low: 0, high: 9, rows: 20, at: now)
            if targets.last != axis.ticks { targets.append(axis.ticks) }
            if now == .seconds(1) { #expect(hysteresis.nextChange(after: now) == .seconds(2)) }
            now += .milliseconds(33)
        }
        #expect(targets == [whole, Autoscaler().axis(low: 0, high: 9, rows: 20)])
    }

    /// The golden: the axis after a spike scrolls off. It holds for the settle delay, then glides
    /// once to the nice range of what is left.
    @Test func theAxisAfterASpikeScrollsOff() {
        var options = Options()
        options.animation = false
        var chart = runPlan(options).liveChart(colors: .none, width: 40, height: 10)
        chart.ingest(SampleBatch(values: (0..<40).map { Double($0 % 10) }), at: .zero)
        _ = chart.grid(at: .zero)
        chart.ingest(SampleBatch(values: [100]), at: .milliseconds(100))
        _ = chart.grid(at: .milliseconds(100))
        expectFrame(chart.grid(at: .milliseconds(400)).plainText(), """
            100┤· · · · · · · · · · · · · · · · · ·⢸
               │                                   ⡸
               │                                   ⡇
               │                                   ⡇
               │                                  ⢀⠇
               │                                  ⢸
              0┤⣀⡠⠤⠤⠤⠒⠒⠒⠢⣀⡠⠤⠤⠤⠒⠒⠒⠢⣀⠤⠤⠤⠔⠒⠒⠒⢄⣀⠤⠤⠤⠔⠒⠒⠚
               └────────┬────────┬───────┬────────┬─
                        10       20      30       40
            last=100 min=0 max=100 avg=6.829 n=41

            """)
        // 80 more samples push the spike off the left edge; for a second the axis holds.
        chart.ingest(SampleBatch(values: (0..<80).map { Double($0 % 10) }), at: .seconds(1))
        _ = chart.render(at: .seconds(1))  // as the live loop does
        let holding = """
            100┤· · · · · · · · · · · · · · · · · ·
               │
               │
               │
               │
               │
              0┤⠒⣄⠤⠤⠒⠒⣄⠤⠤⠒⠒⣄⠤⠤⠒⠒⣄⠤⠤⠒⠒⣄⠤⠤⠒⠒⣄⠤⠤⠒⠒⣄⠤⠤⠒⠒
               └─────┬─────────┬─────────┬─────────┬
                     60        80       100      120
            last=9 min=0 max=100 avg=5.289 n=121

            """
        expectFrame(chart.grid(at: .seconds(1)).plainText(), holding)
        expectFrame(chart.grid(at: .milliseconds(1900)).plainText(), holding)
        #expect(chart.wakeup(after: .milliseconds(1900)) == .seconds(2), "a frame is due when the delay ends, data or not")
        #expect(!chart.render(at: .seconds(2)).isEmpty, "the narrowing starts")
        expectFrame(chart.grid(at: .milliseconds(2200)).plainText(), """
            10┤·⢀· · ⢀ · ·⢀· · ⢀ · ·⢀· · ⢀ · ·⢀· · ⢀
              │⢀⢾   ⢀⢾   ⢀⢾   ⢀⢾   ⢀⢾   ⢀⢾   ⢀⢾   ⢀⠎
              │⡜⢸   ⡜⢸   ⡜⢸   ⡜⢸   ⡜⢸   ⡜⢸   ⡜⢸   ⡜
              │ ⠸⡀ ⡰⠁⠸⡀ ⡰⠁⠸⡀ ⡰⠁⠸⡀ ⡰⠁⠸⡀ ⡰⠁⠸⡀ ⡰⠁⠸⡀ ⡰⠁
              │  ⡇⢠⠃  ⡇⢠⠃  ⡇⢠⠃  ⡇⢠⠃  ⡇⢠⠃  ⡇⢠⠃  ⡇⢠⠃
              │  ⡇⡎   ⡇⡎   ⡇⡎   ⡇⡎   ⡇⡎   ⡇⡎   ⡇⡎
             0┤· ⡟ · ·⡟· · ⡟ · ·⡟· · ⡟ · ·⡟· · ⡟ · ·
              └──────┬─────────┬─────────┬─────────┬
                     60        80       100      120
            last=9 min=0 max=100 avg=5.289 n=121

            """)
    }
}
