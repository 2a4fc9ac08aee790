import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotCommand
@testable import LivePlotTestSupport

/// `--alert [<|>]V` and `--bell`: what lies beyond the threshold in the alert colour and marked without
/// colour, the `last=` figure too, the status's `alert since …`, and one bell per crossing.
@Suite struct AlertTests {
    /// A wave from 10 up to 70 and down to 15 by fives, twice (50 values): above 60 at its crests,
    /// below 20 in its troughs, and exactly 60 on the way.
    static let wave: [Double] = (0..<50).map { index in
        let step = index % 25
        return Double(step <= 12 ? 10 + 5 * step : 10 + 5 * (25 - step))
    }

    /// The chart `--once` prints of `rows` (one value per series) under `arguments`, as text, or with
    /// the escapes of `colors` shown as `⟨…⟩`.
    static func chart(_ arguments: [String], rows: [[Double]], names: [String] = [], width: Int, height: Int,
                      colors: ColorDepth = .none) -> String {
        let plan = runPlan(try! Options.parse(arguments))
        var store = plan.store(recordsArrivals: false, summarizesRanges: false)
        let batch = rows.first!.count == 1 && names.isEmpty
            ? SampleBatch(values: rows.map { $0[0] })
            : SampleBatch(rows: rows, seriesNames: names.isEmpty ? rows[0].indices.map { "\($0 + 1)" } : names)
        store.append(batch)
        store.finishInput()
        let configuration = plan.configuration(viewport: .fitAll)
        let height = max(height, ChartRenderer.heightShowingEveryPanel(of: store, configuration: configuration) ?? 0)
        let grid = ChartRenderer.render(store, configuration: configuration, width: width, height: height)
        guard colors.hasColors else { return grid.plainText().trimmingSuffixNewline() }
        return readableEscapes(ANSIEncoder.staticText(grid, colors: colors)).trimmingSuffixNewline()
    }

    /// Above 60: the line's cells beyond the threshold in bold red, the threshold's line heavy (`━`) in
    /// the columns in alert; in ASCII the cells beyond are `!`; in blocks the bars beyond stand shaded
    /// (`▓`) in red. At exactly 60 a value is at the threshold, not beyond it. No trend colours beside
    /// the alert's: the newest point is in the line's colour.
    @Test func aboveInEveryStyle() {
        let wave = Self.wave.map { [$0] }
        expectFrame(Self.chart(["--alert", "60"], rows: wave, width: 40, height: 10), """
          │        ⡔⠉⠢⡀              ⢀⠜⠉⢆
          │⠉⠉⠉⠉⠉⠉⢀⠎━━━⠱⡀⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⢠⠃━━━⢣⠉⠉⠉ 60
        50┤· · ·⡠⠊ · · ⠘⢄· · · · · ⡰⠁· · ·⠑⡄ · ·
          │    ⡔⠁        ⢣       ⢀⠎        ⠈⢆
          │  ⢀⠜           ⠱⡀    ⢠⠊          ⠈⠢⡀
        25┤·⡠⠃ · · · · · · ⠈⢆· ⡔⠁· · · · · · ·⠑⡄
          │⡰⠁               ⠈⢢⠜                ⠘
          └──────┬───────┬──────┬───────┬──────┬
                 10      20     30      40    50
        last=15 min=10 max=70 avg=41.2 n=50
        """)
        expectFrame(Self.chart(["--alert", "60"], rows: wave, width: 40, height: 10, colors: .basic), """
          ⟨0;90⟩│        ⟨0;1;91⟩⡔⠉⠢⡀              ⢀⠜⠉⢆⟨0⟩
          ⟨0;90⟩│⠉⠉⠉⠉⠉⠉⟨0;36⟩⢀⠎⟨0;1;91⟩━━━⟨0;36⟩⠱⡀⟨0;90⟩⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⟨0;36⟩⢠⠃⟨0;1;91⟩━━━⟨0;36⟩⢣⟨0;90⟩⠉⠉⠉ 60⟨0⟩
        ⟨0;90⟩50┤⟨0;2;90⟩· · ·⟨0;36⟩⡠⠊ ⟨0;2;90⟩· · ⟨0;36⟩⠘⢄⟨0;2;90⟩· · · · · ⟨0;36⟩⡰⠁⟨0;2;90⟩· · ·⟨0;36⟩⠑⡄ ⟨0;2;90⟩· ·⟨0⟩
          ⟨0;90⟩│    ⟨0;36⟩⡔⠁        ⢣       ⢀⠎        ⠈⢆⟨0⟩
          ⟨0;90⟩│  ⟨0;36⟩⢀⠜           ⠱⡀    ⢠⠊          ⠈⠢⡀⟨0⟩
        ⟨0;90⟩25┤⟨0;2;90⟩·⟨0;36⟩⡠⠃ ⟨0;2;90⟩· · · · · · ⟨0;36⟩⠈⢆⟨0;2;90⟩· ⟨0;36⟩⡔⠁⟨0;2;90⟩· · · · · · ·⟨0;36⟩⠑⡄⟨0⟩
          ⟨0;90⟩│⟨0;36⟩⡰⠁               ⠈⢢⠜                ⟨0;1;36⟩⠘⟨0⟩
          ⟨0;90⟩└──────┬───────┬──────┬───────┬──────┬⟨0⟩
                 ⟨0;90⟩10      20     30      40    50⟨0⟩
        last=15 min=10 max=70 avg=41.2 n=50
        """)
        expectFrame(Self.chart(["--alert", ">60", "--style", "ascii"], rows: wave, width: 40, height: 10), """
          |        !!!!               !!!
          |-------_|!!'|------------_|!!!'|-- 60
        50+. . ._-'. . .|_ . . . . _|. . .|_ . .
          |     |        |_       |'        |_
          |   |'          '-_    |           |_
        25+. | . . . . . . .|. _|. . . . . . .'|
          |_|                '|                '
          +-------+------+------+-------+------+
                  10     20     30      40    50
        last=15 min=10 max=70 avg=41.2 n=50
        """)
        expectFrame(Self.chart(["--alert", "60", "--style", "blocks"], rows: wave, width: 40, height: 10), """
          │        ▃▓▓▃               ▃▓▃
          │───────▂▓▓▓▓▂────────────▂▇▓▓▓▇▂── 60
        50┤· · ·▁▆█▓▓▓▓█▆▁ · · · · ▁██▓▓▓██▁ · ·
          │     ███▓▓▓▓███        ▅███▓▓▓███▅
          │   ▃████▓▓▓▓████▃     █████▓▓▓█████
        25┤· ▇█████▓▓▓▓█████▇· ▂▇█████▓▓▓█████▇▂
          │▁▆██████▓▓▓▓██████▆▆███████▓▓▓███████
          └───────┬──────┬──────┬───────┬──────┬
                  10     20     30      40    50
        last=15 min=10 max=70 avg=41.2 n=50
        """)
        expectFrame(Self.chart(["--alert", "60", "--style", "blocks"], rows: wave, width: 40, height: 10, colors: .basic), """
          ⟨0;90⟩│        ⟨0;1;91⟩▃▓▓▃               ▃▓▃⟨0⟩
          ⟨0;90⟩│───────⟨0;36⟩▂⟨0;1;91⟩▓▓▓▓⟨0;36⟩▂⟨0;90⟩────────────⟨0;36⟩▂▇⟨0;1;91⟩▓▓▓⟨0;36⟩▇▂⟨0;90⟩── 60⟨0⟩
        ⟨0;90⟩50┤⟨0;2;90⟩· · ·⟨0;36⟩▁▆█⟨0;1;91⟩▓▓▓▓⟨0;36⟩█▆▁ ⟨0;2;90⟩· · · · ⟨0;36⟩▁██⟨0;1;91⟩▓▓▓⟨0;36⟩██▁ ⟨0;2;90⟩· ·⟨0⟩
          ⟨0;90⟩│     ⟨0;36⟩███⟨0;1;91⟩▓▓▓▓⟨0;36⟩███        ▅███⟨0;1;91⟩▓▓▓⟨0;36⟩███▅⟨0⟩
          ⟨0;90⟩│   ⟨0;36⟩▃████⟨0;1;91⟩▓▓▓▓⟨0;36⟩████▃     █████⟨0;1;91⟩▓▓▓⟨0;36⟩█████⟨0⟩
        ⟨0;90⟩25┤⟨0;2;90⟩· ⟨0;36⟩▇█████⟨0;1;91⟩▓▓▓▓⟨0;36⟩█████▇⟨0;2;90⟩· ⟨0;36⟩▂▇█████⟨0;1;91⟩▓▓▓⟨0;36⟩█████▇⟨0;1;36⟩▂⟨0⟩
          ⟨0;90⟩│⟨0;36⟩▁▆██████⟨0;1;91⟩▓▓▓▓⟨0;36⟩██████▆▆███████⟨0;1;91⟩▓▓▓⟨0;36⟩███████⟨0⟩
          ⟨0;90⟩└───────┬──────┬──────┬───────┬──────┬⟨0⟩
                  ⟨0;90⟩10     20     30      40    50⟨0⟩
        last=15 min=10 max=70 avg=41.2 n=50
        """)
    }

    /// Below 20 (`<20`): the troughs marked, and the status says since when (`#50`, the first row below
    /// 20 of the run that goes on), its `last=` in the alert colour.
    @Test func belowWithTheStatus() {
        let wave = Self.wave.map { [$0] }
        expectFrame(Self.chart(["--alert", "<20"], rows: wave, width: 40, height: 10), """
          │        ⡔⠉⠢⡀              ⢀⠜⠉⢆
          │      ⢀⠎   ⠱⡀            ⢠⠃   ⢣
        50┤· · ·⡠⠊ · · ⠘⢄· · · · · ⡰⠁· · ·⠑⡄ · ·
          │    ⡔⠁        ⢣       ⢀⠎        ⠈⢆
          │  ⢀⠜           ⠱⡀    ⢠⠊          ⠈⠢⡀
        25┤━⡠⠃⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠈⢆━━⡔⠁⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠑⡄
          │⡰⠁               ⠈⢢⠜                ⠘
          └──────┬───────┬──────┬───────┬──────┬
                 10      20     30      40    50
        alert since #50 last=15 max=70 n=50
        """)
        expectFrame(Self.chart(["--alert", "<20", "--style", "ascii"], rows: wave, width: 40, height: 10, colors: .basic), """
          ⟨0;90⟩|        ⟨0;36⟩_|'|               _||⟨0⟩
          ⟨0;90⟩|       ⟨0;36⟩_|  '|            _|   '|⟨0⟩
        ⟨0;90⟩50+⟨0;2;90⟩. . .⟨0;36⟩_-'⟨0;2;90⟩. . .⟨0;36⟩|_ ⟨0;2;90⟩. . . . ⟨0;36⟩_|⟨0;2;90⟩. . .⟨0;36⟩|_ ⟨0;2;90⟩. .⟨0⟩
          ⟨0;90⟩|     ⟨0;36⟩|        |_       |'        |_⟨0⟩
          ⟨0;90⟩|   ⟨0;36⟩|'          '-_    |           |_⟨0⟩
        ⟨0;90⟩25+⟨0;1;91⟩!!⟨0;36⟩|⟨0;90⟩--------------⟨0;36⟩|⟨0;1;91⟩!!⟨0;36⟩_|⟨0;90⟩-------------⟨0;36⟩'|⟨0⟩
          ⟨0;90⟩|⟨0;1;91⟩!!                !!                !⟨0⟩
          ⟨0;90⟩+-------+------+------+-------+------+⟨0⟩
                  ⟨0;90⟩10     20     30      40    50⟨0⟩
        ⟨0;1;91⟩alert since #50 last=15 ⟨0⟩max=70 n=50
        """)
    }

    /// A run that ends above the threshold: `alert since #12`, the row after the one exactly at 60;
    /// markers on the points, those beyond in the alert's style.
    @Test func inAlertAtTheEnd() {
        let wave = Self.wave.map { [$0] }
        expectFrame(Self.chart(["--alert", "60"], rows: Array(wave.prefix(12)), width: 40, height: 8), """
          │ 60 ⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⢀•⡠⠤•⠒⠒•
        50┤· · · · · · · · · · · ⢀•⠤⠤•⠊⠉⠁· · · ·
          │              ⢀⣀•⠤⠔⠒•⠉⠁
        25┤· · · ·⢀⣀⡠•⠒⠒•⠁ · · · · · · · · · · ·
          │•⠤⠤•⠒⠉•⠁
          └───┬──────┬─────┬──────┬──────┬─────┬
              2      4     6      8      10   12
        alert since #12 last=65 max=65 n=12
        """)
    }

    /// At the smallest chart (no axes) the line and its marks still fit.
    @Test func smallestSize() {
        let wave = Self.wave.map { [$0] }
        expectFrame(Self.chart(["--alert", "60"], rows: wave, width: 12, height: 3), """
        ⠒⢀⠔⠑⢄⠒⠒⢀⠔⠑⢄⠒
        ⡴⠃   ⠳⡴⠃   ⠳
        last=15 n=50
        """)
        expectFrame(Self.chart(["--alert", "60", "--style", "ascii"], rows: wave, width: 12, height: 3), """
        -_!!|--_!!|-
        |'   ||'   |
        last=15 n=50
        """)
    }

    /// Several series: each beyond in the alert colour, none drawn in red otherwise (the series' colours
    /// have none), `alert since` its own entry (spanning the columns it needs: the three series one row
    /// beside it, not two and one); with `--split`, a panel whose data lie far from the
    /// threshold keeps its own range (b: 30–34), the others draw the threshold line.
    @Test func severalSeriesAndPanels() {
        let three = Self.wave.indices.map { [Self.wave[$0], 30 + Double($0 % 5), Self.wave[($0 + 12) % 50]] }
        expectFrame(Self.chart(["--alert", "60"], rows: three, names: ["a", "b", "c"], width: 60, height: 10, colors: .basic), """
          ⟨0;90⟩│⟨0;1;91⟩⠉⠑⠢⡀        ⡠⠒⠉⠑⢄⡀         ⡠⠒⠉⠑⢄⡀        ⡠⠊⠉⠑⢄          ⡠⟨0⟩
          ⟨0;90⟩│⟨0;1;91⟩━━━⟨0;35⟩⠈⢆⟨0;90⟩⠉⠉⠉⠉⠉⟨0;36⟩⢀⠎⟨0;1;91⟩━━━━━⟨0;36⟩⠈⢆⟨0;90⟩⠉⠉⠉⠉⠉⠉⟨0;35⟩⢀⠎⟨0;1;91⟩━━━━━⟨0;35⟩⠈⢆⟨0;90⟩⠉⠉⠉⠉⠉⟨0;36⟩⡠⠊⟨0;1;91⟩━━━━━⟨0;36⟩⠑⢄⟨0;90⟩⠉⠉⠉⠉⠉⠉⟨0;35⟩⡠⠊⟨0;1;91⟩━⟨0⟩
        ⟨0;90⟩50┤⟨0;2;90⟩· · ·⟨0;35⟩⠉⠢⡀⟨0;36⟩⡠⠊⠁ ⟨0;2;90⟩· · · ·⟨0;36⟩⠑⠤⡀⟨0;2;90⟩·⟨0;35⟩⡠⠊⠁⟨0;2;90⟩· · · · ⟨0;35⟩⠑⢄⟨0;2;90⟩·⟨0;36⟩⡠⠊ ⟨0;2;90⟩· · · · ⟨0;36⟩⠑⢄⟨0;2;90⟩· ⟨0;35⟩⡠⠊⟨0;2;90⟩· ·⟨0⟩
          ⟨0;90⟩│      ⟨0;36⟩⢠⟨0;35⟩⠊⢢            ⢨⢪            ⟨0;36⟩⡔⟨0;35⟩⠉⢢            ⡕⢍⟨0⟩
          ⟨0;90⟩│⟨0;33⟩⠤⠤⠒⠒⡩⠒⠥⠔⠒⟨0;35⟩⠓⠫⡢⟨0;33⟩⠤⠔⠒⠊⠑⠢⠤⟨0;35⟩⡲⠒⠋⟨0;33⟩⠑⠵⢤⡒⠒⠉⠒⠤⠔⠒⠒⡩⠪⠤⠔⠒⟨0;35⟩⠛⢕⡢⟨0;33⟩⠤⠒⠒⠊⠑⠤⠤⟨0;35⟩⡲⠚⟨0;33⟩⠉⠒⠵⢔⠒⠒⟨0;1;33⟩⠉⟨0⟩
        ⟨0;90⟩25┤⟨0;2;90⟩· ⟨0;36⟩⡠⠊⟨0;2;90⟩· · · ·⟨0;35⟩⠈⠢⡀⟨0;2;90⟩· ·⟨0;35⟩⡠⠊ ⟨0;2;90⟩· · ·⟨0;36⟩⠈⠢⡀⟨0;2;90⟩· ⟨0;36⟩⢀⠔⠊ ⟨0;2;90⟩· · · ⟨0;35⟩⠈⠢⡀ ⟨0;2;90⟩·⟨0;35⟩⢀⠔⠊⟨0;2;90⟩· · · ⟨0;36⟩⠑⠢⡀⟨0⟩
          ⟨0;90⟩│⟨0;36⟩⡠⠊           ⟨0;35⟩⠈⠢⡠⠊          ⟨0;36⟩⠑⠤⡠⠊           ⟨0;35⟩⠑⠤⡠⠊          ⟨0;1;36⟩⠑⟨0⟩
          ⟨0;90⟩└────┬─────┬─────┬─────┬────┬─────┬─────┬─────┬────┬─────┬⟨0⟩
               ⟨0;90⟩5     10    15    20   25    30    35    40   45   50⟨0⟩
        ⟨0;1;91⟩alert since #50   ⟨0;36⟩● a⟨0⟩=15   ⟨0;33⟩● b⟨0⟩=34   ⟨0;35⟩● c⟨0⟩=65
        """)
        expectFrame(Self.chart(["--alert", "60", "--split"], rows: three, names: ["a", "b", "c"], width: 50, height: 12), """
        ● a last=15 min=10 max=70 avg=41.2 n=50
          │⠤⠤⠤⠤⠤⠤⠤⠤⣀⠤⠒⠉⠉⠒⢄⡀⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⣀⠔⠊⠉⠑⠢⢄⡀⠤⠤⠤⠤ 60
        50┤· ·⢀⡠⠒⠒⠉· · · ·⠈⠑⠒⠢⢄⡀ · · ·⣀⠤⠒⠒⠉· · · ·⠈⠑⠒⠢⣀· ·
        25┤⡠⠔⠊⠁· · · · · · · · ⠈⠑⠢⢄⠤⠒⠉ · · · · · · · · ⠉⠒⠤
        ● b last=34 min=30 max=34 avg=32 n=50
        34┤· ·⡰⡇ ·⢀⠾⡀· ⢀⢾· ·⡰⢇ · ⡰⡇· ⢀⠾⡀ ·⢀⢾ · ⡰⢇· ·⡰⡇ ·⢀⠎
        32┤·⢠⠊ ⢣ ⡔⠁·⡇·⡔⠁⠘⡄⢠⠊ ⢸ ⢠⠊·⢣·⡔⠁ ⡇ ⡔⠁⠘⡄⢠⠊·⢸·⢠⠊ ⢣ ⡔⠁·
        30┤⡰⠁· ⢸⠎· ·⢱⠎ · ⡷⠁· ⠈⡶⠁ ·⢸⠎ · ⢱⠎· ·⡷⠁ ·⠈⡶⠁· ⢸⠎· ·
        ● c last=65 min=10 max=70 avg=41.2 n=50
          │⠉⠑⠢⢄⡀⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⢀⡠⠔⠊⠉⠒⠤⣀⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⣀⠤⠒
        50┤· · ⠈⠒⠒⠤⣀ · · ·⢀⡠⠔⠒⠊⠁ · · · ⠉⠒⠒⠤⣀ · · ·⢀⡠⠔⠒⠉· ·
        25┤· · · · ·⠉⠒⠤⣀⠤⠊⠁· · · · · · · · ·⠑⠢⢄⡠⠔⠊⠁· · · ·
          └────────┬─────────┬────────┬─────────┬────────┬
                   10        20       30        40      50
        alert since #50
        """)
    }

    /// The store watches every row against a brute-force model, whatever the batches, the series and
    /// their gaps, through the bulk and the row-by-row paths: each series' onset is the first row of its
    /// run beyond the threshold (gaps inside a run do not end it, a value at the threshold does), and the
    /// crossings count each run begun.
    @Test func onsetsAndCrossingsMatchAModel() {
        var random = SplitMix64(seed: 53)
        for trial in 0..<400 {
            let width = 1 + Int(random.next() % 3)
            let capacity = 20 + Int(random.next() % 200)
            let alert = AlertThreshold(value: Double(random.next() % 5), isBelow: random.next() % 2 == 0)
            var store = SeriesStore(capacity: capacity, recordsArrivals: random.next() % 2 == 0, alert: alert)
            var onsets = [Int?](repeating: nil, count: width)
            var crossings = 0
            var rowCount = 0
            for _ in 0..<Int(random.next() % 12) {
                let rows = (0..<Int(random.next() % UInt64(capacity))).map { _ in
                    // Values 0…5 around the threshold, and with several series a gap now and then; never a
                    // row of gaps only, which the store does not keep.
                    var row = (0..<width).map { _ in width > 1 && random.next() % 4 == 0 ? Double.nan : Double(random.next() % 6) }
                    if row.allSatisfy(\.isNaN) { row[0] = 3 }
                    return row
                }
                guard !rows.isEmpty else { continue }
                store.append(width == 1 ? SampleBatch(values: rows.map { $0[0] })
                                        : SampleBatch(rows: rows, seriesNames: (0..<width).map { "s\($0)" }), arrival: Double(rowCount))
                for row in rows {
                    rowCount += 1
                    for (index, value) in row.enumerated() where !value.isNaN {
                        if !alert.isBeyond(value) {
                            onsets[index] = nil
                        } else if onsets[index] == nil {
                            onsets[index] = rowCount
                            crossings += 1
                        }
                    }
                }
                #expect(store.series.map { $0.alertOnset?.row } == onsets, "trial \(trial)")
                #expect(store.alertCrossings == crossings, "trial \(trial)")
            }
        }
    }

    /// `--bell`: one BEL when a series crosses into the alert, none while it stays there, one again after
    /// it left and came back; one a frame however many crossed; none without `--bell`.
    @Test func theBellRingsOncePerCrossing() {
        func bells(_ batches: [[Double]], rings: Bool = true, width: Int = 1) -> [Int] {
            var chart = LiveChart(store: SeriesStore(capacity: 1000, alert: AlertThreshold(value: 10, isBelow: false)),
                                  configuration: ChartConfiguration(), colors: .basic, width: 40, height: 10, animates: false,
                                  rings: rings)
            var now = Duration.zero
            return batches.map { values in
                now += .seconds(1)
                chart.ingest(width == 1 ? SampleBatch(values: values)
                                        : SampleBatch(rows: [values], seriesNames: values.indices.map { "s\($0)" }), at: now)
                return chart.render(at: now).filter { $0 == 0x07 }.count
            }
        }
        #expect(bells([[1, 2], [11], [12, 13], [10], [9], [20], [30]]) == [0, 1, 0, 0, 0, 1, 0])
        #expect(bells([[11]]) == [1], "beyond from the first value: a crossing")
        #expect(bells([[11, 5, 12, 3, 14]]) == [1], "three crossings in one frame: one ring")
        #expect(bells([[1, 2], [11], [5], [12]], rings: false) == [0, 0, 0, 0])
        #expect(bells([[1, 1], [11, 1], [11, 12], [1, 1], [11, 11]], width: 2) == [0, 1, 1, 0, 1])
    }

    /// The status says since when: by the data's own time (in the zone), by arrival on a time axis, else
    /// by the sample; and nothing once every series is back.
    @Test func sinceWhenByTimeOrSample() {
        let alert = AlertThreshold(value: 10, isBelow: false)
        func status(_ store: SeriesStore, timeAxis: TimeAxis? = nil) -> String {
            var configuration = ChartConfiguration()
            configuration.timeAxis = timeAxis
            return ChartRenderer.render(store, configuration: configuration, width: 60, height: 6).plainText()
                .split(separator: "\n").last.map(String.init) ?? ""
        }
        var bySample = SeriesStore(capacity: 100, alert: alert)
        bySample.append(SampleBatch(values: [1, 11, 5, 12, 13]))
        #expect(status(bySample).hasPrefix("alert since #4 last=13 "))
        bySample.append(SampleBatch(values: [10]))
        #expect(status(bySample).hasPrefix("last=10 "))

        var byDataTime = SeriesStore(capacity: 100, alert: alert)
        // 2026-11-24 10:04:05, 10:04:06, 10:04:07 UTC.
        byDataTime.append(SampleBatch(values: [1, 11, 12], xs: [1_795_514_645, 1_795_514_646, 1_795_514_647]))
        #expect(status(byDataTime).hasPrefix("alert since 10:04:06 last=12 "))

        var byArrival = SeriesStore(capacity: 100, recordsArrivals: true, alert: alert)
        byArrival.append(SampleBatch(values: [1]), arrival: 0)
        byArrival.append(SampleBatch(values: [11]), arrival: 2)
        byArrival.append(SampleBatch(values: [12]), arrival: 3)
        let startingAt10 = TimeAxis(startEpochSeconds: 1_795_514_640, utcOffsetSeconds: 0)
        #expect(status(byArrival, timeAxis: startingAt10).hasPrefix("alert since 10:04:02 last=12 "))
        #expect(status(byArrival).hasPrefix("alert since #2 "), "arrivals without a time axis: the sample")
    }

    /// Over random data, thresholds and sizes, a cell of the line is in the alert's style exactly when one
    /// of its dots stands beyond the threshold by more than half a dot: read back from the braille
    /// glyph and the axis drawn, against the threshold's value.
    @Test func aCellIsInAlertExactlyWhenItsDotsAreBeyond() {
        var random = SplitMix64(seed: 59)
        for trial in 0..<300 {
            let values = (0..<(2 + Int(random.next() % 300))).map { _ in (random.nextUnit() - 0.3) * 100 }
            let alert = AlertThreshold(value: (random.nextUnit() - 0.3) * 100, isBelow: random.next() % 2 == 0)
            var store = SeriesStore(capacity: 1000, alert: alert)
            store.append(SampleBatch(values: values))
            let width = 12 + Int(random.next() % 60)
            let height = 3 + Int(random.next() % 20)
            let frame = ChartRenderer.render(store, configuration: ChartConfiguration(viewport: .fitAll), width: width, height: height,
                                             axis: NiceAxis(autoscaler: Autoscaler()))
            guard let axis = frame.axis else { continue }
            let layout = ChartLayout(width: width, height: height, hasTitle: false, labelWidth: frame.labelWidth, statusRows: 1)
            let dots = layout.plotRows * 4
            let step = (axis.upper - axis.lower) / Double(dots - 1)
            for y in layout.plotY..<(layout.plotY + layout.plotRows) {
                for x in layout.plotX..<(layout.plotX + layout.plotColumns) {
                    let cell = frame.grid[x, y]
                    guard (0x2801...0x28FF).contains(cell.scalar.value), cell.style != .grid, cell.style != .reference else { continue }
                    let bits = UInt8(cell.scalar.value - 0x2800)
                    let rows = (0..<4).filter { row in Glyphs.brailleDotBits[row].contains { bits & $0 != 0 } }
                    // A dot row's value, from the bottom of the axis up.
                    let beyond = rows.contains { row in
                        let value = axis.lower + Double(dots - 1 - ((y - layout.plotY) * 4 + row)) * step
                        return alert.isBelow ? value < alert.value - step / 2 : value > alert.value + step / 2
                    }
                    #expect((cell.style == .alert) == beyond, "trial \(trial): cell \(x),\(y) \(cell.scalar) \(cell.style)")
                }
            }
        }
    }
}
