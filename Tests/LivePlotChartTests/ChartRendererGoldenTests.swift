import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// Exact frames: what a person sees, at edge sizes and in each mode.
@Suite struct ChartRendererGoldenTests {
    /// Two periods of a rise and fall, 24 samples.
    static let wave: [Double] = (0..<24).map { Double([0, 3, 7, 12, 16, 18, 17, 13, 8, 4, 1, 0][$0 % 12]) }

    static func frame(_ values: [Double], _ width: Int, _ height: Int, title: String = "", unit: String = "",
                      viewport: ChartViewport = .follow, autoscaler: Autoscaler = Autoscaler(),
                      reveal: Reveal = .complete, skipped: Int = 0) -> String {
        let configuration = ChartConfiguration(title: title, unit: unit, autoscaler: autoscaler, viewport: viewport)
        return ChartRenderer.render(store(values, skipped: skipped, bounds: autoscaler), configuration: configuration, reveal: reveal,
                                    width: width, height: height).plainText().trimmingSuffixNewline()
    }

    @Test func theEmptyGridDrawsNothing() {
        expectFrame(Self.frame(Self.wave, 0, 0), "")
    }

    /// Below 12×3 no chart can be read: a message says so, as long as the room allows.
    @Test func belowTheSmallestSizeAMessageNotAChart() {
        expectFrame(Self.frame(Self.wave, 1, 1), """
        …
        """)
        expectFrame(Self.frame(Self.wave, 8, 2), """
        too
        small
        """)
        expectFrame(Self.frame(Self.wave, 11, 6), """
        terminal
        too small:
        11×6, needs
        12×3


        """)
        expectFrame(Self.frame(Self.wave, 40, 2), """
        terminal too small: 40×2, needs 12×3

        """)
    }

    @Test func theSmallestChart() {
        expectFrame(Self.frame(Self.wave, 12, 3), """
         ⢀⠖⠢⡀  ⢀⠖⠢⡀
        ⡠⠊  ⠱⣀⡠⠊  ⠱⣀
        last=0 n=24
        """)
    }

    @Test func aShortGridDropsTheAxes() {
        expectFrame(Self.frame(Self.wave, 30, 4), """
            ⢀⠤⠒⠤⣀          ⢀⡠⠔⠢⢄⡀
          ⢀⠔⠁    ⠑⢄       ⡰⠁    ⠈⢆
        ⡠⠔⠁        ⠑⠢⢄⣀⣀⠔⠉        ⠉⠢⠤⣀
        last=0 min=0 max=18 n=24
        """)
    }

    @Test func aFullChartWithTitleUnitAxesAndGrid() {
        expectFrame(Self.frame(Self.wave, 40, 12, title: "Boiler", unit: "°C"), """
                         Boiler
             │
        20 °C┤· · · · · · · · · · · · · · · · ·
             │      ⢀⠔⢄               ⡠⠢⡀
             │     ⡰⠁  ⠱⡀           ⢀⠎  ⠈⢆
        10 °C┤· · ⡰⠁· · ⠘⡄· · · · ·⢀⠎ · · ⢣ · ·
             │   ⡰⠁      ⠘⡄       ⢀⠎       ⢣
             │ ⢀⠜         ⠘⢄     ⡠⠃         ⠣⡀
         0 °C┤⡠⠃· · · · · · ⠣⢄⣀⣀⠜ · · · · · ·⠘⠤⣀
             └──────┬──────┬──────┬──────┬──────
                    5      10     15     20
        last=0 °C min=0 °C max=18 °C n=24
        """)
    }

    /// No sample: the plot area says so (issue 14), where an empty 0…1 axis stood.
    @Test func noDataYet() {
        expectFrame(Self.frame([], 30, 8), """



                no samples yet



        n=0
        """)
        var skipped = SeriesStore(capacity: 10)
        skipped.append(SampleBatch(values: [], skippedLineCount: 12))
        let final = ChartRenderer.render(skipped, configuration: ChartConfiguration(viewport: .fitAll), width: 40, height: 6)
        expectFrame(final.plainText().trimmingSuffixNewline(), """


              no samples: 12 lines skipped


        n=0 skipped=12
        """)
    }

    @Test func fitAllSpreadsFewSamplesAcrossTheWidth() {
        expectFrame(Self.frame(Self.wave, 40, 10, viewport: .fitAll), """
        20┤· · · · ⣀ · · · · · · · · ·⣀· · · · ·
          │      ⡰⠉ ⠉⢆              ⡰⠉ ⠉⢆
          │     ⡰⠁   ⠈⢆            ⡰⠁   ⠈⢆
          │    ⡜      ⠈⢆          ⡜      ⠈⢆
          │  ⢀⠜        ⠈⢆       ⢀⠜        ⠈⢆
          │ ⢀⠎           ⠣⡀    ⢀⠎           ⠣⡀
         0┤⡠⠃· · · · · · ·⠘⠤⣀⣀⡠⠃ · · · · · · ⠘⠤⣀
          └──────┬───────┬───────┬───────┬──────
                 5       10      15      20
        last=0 min=0 max=18 avg=8.25 n=24
        """)
    }

    @Test func aOneSampleSpikeInAThousandStaysVisible() {
        expectFrame(Self.frame((0..<1000).map { $0 == 500 ? 100 : Double($0 % 7) }, 40, 10, viewport: .fitAll, skipped: 2), """
        100┤· · · · · · · · · ⡇ · · · · · · · ·
           │                  ⡇
           │                  ⡇
           │                 ⢠⡇
           │                 ⢸⡇
           │                 ⢸⡇
          0┤⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣾⣷⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶
           └───────┬──────┬──────┬───────┬──────
                  200    400    600     800
        last=5 min=0 max=100 n=1000 skipped=2
        """)
    }

    @Test func fixedBoundsClipAtTheEdgeWithAMark() {
        expectFrame(Self.frame(Self.wave, 30, 8, autoscaler: Autoscaler(fixedMinimum: 5, fixedMaximum: 15)), """
        15┤· · ▲⠉▲▲⡀ · · · · ▲▲▲⢢· · ·
          │   ⢰⠁   ⢇        ⢰⠁   ⢇
        10┤· ·⡎· · ⠸⡀· · · ⢀⠇· · ⠸⡀· ·
          │  ⢰⠁     ⢣      ⡜      ⢇
         5┤▼▼⠃ · · · ▼▼▼⣀▼▼⠁ · · ·⠘▼▼▼
          └────┬─────┬─────┬─────┬────
               5     10    15    20
        last=0 max=18 n=24 clipped=16
        """)
    }

    @Test func halfRevealedDrawsTheLeftHalf() {
        expectFrame(Self.frame(Self.wave, 30, 8, reveal: Reveal(fraction: 0.5)), """
        20┤· · ·⣀⢄⡀· · · · · · · · · ·
          │    ⡜  ⠘⡄
          │   ⡜    ⠘⡄
          │ ⢀⠎      ⠈⢆
         0┤⡰⠁· · · · ·⠣⣀⣀· · · · · · ·
          └────┬─────┬─────┬─────┬────
               5     10    15    20
        last=0 min=0 max=18 n=24
        """)
    }

    @Test func aHugeGridLaysOutEveryPart() {
        let lines = Self.frame(Self.wave, 300, 100).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 100)
        // 0 … 19 over 97 rows: a label every 5 rows, from the bottom row up (`AxisTicks.evenRows`).
        let labelRows = lines.indices.filter { lines[$0].contains("┤") }
        #expect(labelRows == Array(stride(from: 1, through: 96, by: 5)), "evenly spaced, within a step of the top")
        #expect(lines[1].hasPrefix("19┤"))
        #expect(lines[96].hasPrefix(" 0┤"))
        #expect(lines[97].hasPrefix("  └"))
        #expect(lines[97].count == 300)
        #expect(lines[99] == "last=0 min=0 max=18 avg=8.25 n=24")
        let labels = lines.compactMap { $0.split(separator: "┤").first.map(String.init) }.filter { $0.count <= 2 }
        #expect(labels.map { $0.trimmingPrefix(" ") } == (0...19).reversed().map { String($0) }[...].map { Substring($0) }, "a label per tick, top to bottom")
    }
}

/// A live chart lays out with the last frame's label width first; that hint must never change the picture.
@Suite struct LabelWidthHintTests {
    /// Property: laid out with the width a frame from scratch settled on (as a live chart does between
    /// frames), or with a hint that cannot hold (labels 40 wide), the frame is the one laid out from
    /// scratch, and the width handed back is the same; a settled width takes one layout (one visible
    /// window, one axis) instead of two.
    @Test func theHintNeverChangesTheFrame() {
        var random = SplitMix64(seed: 61)
        var onePass = 0
        for round in 0..<300 {
            let scale = [1.0, 0.001, 1e6, -1e4, 123.456][Int(random.next() % 5)]
            let values = (0..<Int(1 + random.next() % 200)).map { _ in Double(Int(random.next() % 2001) - 1000) * scale }
            var store = SeriesStore(capacity: 500)
            store.append(SampleBatch(values: values))
            let width = 12 + Int(random.next() % 100)
            let height = 3 + Int(random.next() % 30)
            let configuration = ChartConfiguration(unit: random.next() % 2 == 0 ? "ms" : "")
            func render(hint: Int) -> (text: String, labelWidth: Int, layouts: Int) {
                let frame = ChartRenderer.render(store, configuration: configuration, width: width, height: height,
                                                 labelWidth: hint, axis: NiceAxis(autoscaler: configuration.autoscaler))
                return (frame.grid.plainText(), frame.labelWidth, frame.layoutCount)
            }
            let fresh = render(hint: 1)
            for hint in [fresh.labelWidth, 40] {
                let hinted = render(hint: hint)
                #expect(hinted.text == fresh.text, "round \(round), hint \(hint), \(width)×\(height)")
                #expect(hinted.labelWidth == fresh.labelWidth, "round \(round), hint \(hint)")
                if hint == fresh.labelWidth, hinted.layouts == 1 { onePass += 1 }
            }
        }
        #expect(onePass > 250, "a settled width is laid out once (\(onePass) of 300)")
    }
}
