import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotCommand

/// Each style at several sizes, plain and in colour (escapes written readably: `⟨0;36⟩` for `ESC[0;36m`).
@Suite struct StyleGoldenTests {
    static let wave: [Double] = (0..<24).map { Double([0, 3, 7, 12, 16, 18, 17, 13, 8, 4, 1, 0][$0 % 12]) }

    static func grid(_ style: PlotStyle, _ values: [Double], _ width: Int, _ height: Int, title: String = "",
                     viewport: ChartViewport = .follow) -> CellGrid {
        ChartRenderer.render(store(values), configuration: ChartConfiguration(title: title, viewport: viewport, style: style),
                             width: width, height: height)
    }

    static func frame(_ style: PlotStyle, _ width: Int, _ height: Int, values: [Double] = wave, title: String = "",
                      viewport: ChartViewport = .follow) -> String {
        grid(style, values, width, height, title: title, viewport: viewport).plainText().trimmingSuffixNewline()
    }

    /// The static text in colour, each escape sequence `ESC[…m` shown as `⟨…⟩`.
    static func colored(_ style: PlotStyle, _ width: Int, _ height: Int) -> String {
        var readable = ""
        var inEscape = false
        for character in ANSIEncoder.staticText(grid(style, wave, width, height), colors: .basic) {
            if character == "\u{1B}" {
                inEscape = true
                readable += "⟨"
            } else if inEscape, character == "[" {
                continue
            } else if inEscape, character == "m" {
                inEscape = false
                readable += "⟩"
            } else {
                readable.append(character)
            }
        }
        return readable.trimmingSuffixNewline()
    }

    @Test func blocks() {
        expectFrame(Self.frame(.blocks, 30, 8), """
        20┤· · · · ▄▂· · · · · ▄▂· · ·
          │       ███▂        ███▂
          │      █████▁      █████▁
          │     ▇██████▁    ▇██████▁
         0┤· ·▁▇████████▃▁▁▇████████▃▁
          └────────────┬─────────┬────
                       10        20
        last=0 min=0 max=18 n=24
        """)
        expectFrame(Self.frame(.blocks, 12, 3), """
           ▂▅▇▆▃
        ▁▃▆█████▇▄▂▁
        last=0 n=24
        """)
        expectFrame(Self.frame(.blocks, 0, 0), "")
    }

    @Test func ascii() {
        expectFrame(Self.frame(.ascii, 30, 8), """
        20+. . . . |_. . . . . |_. . .
          |      _| '|       _| '|
          |     _|   '|     _|   '|
          |    _|     '|   _|     '|
         0+. ._| . . . .|__| . . . .|_
          +------------+---------+----
                       10        20
        last=0 min=0 max=18 n=24
        """)
        expectFrame(Self.frame(.ascii, 12, 3), """
           _-'-_
        _-'     '-__
        last=0 n=24
        """)
        expectFrame(Self.frame(.ascii, 30, 8, values: Array(Self.wave.prefix(6)), title: "few points", viewport: .fitAll), """
                  few points
        20+. . . . . . . . . . _o__--o
          |             __-o-''
          |       __-o''
         0+o_--'o' . . . . . . . . . .
          ++----+----+-----+----+----+
           1    2    3     4    5    6
        last=18 min=0 max=18 n=6
        """)
    }

    @Test func inColour() {
        expectFrame(Self.colored(.braille, 24, 6), """
        ⟨0;2⟩20┤⠁⟨0⟩ ⟨0;2⟩⠁⟨0⟩ ⟨0;2⟩⠁⟨0⟩ ⟨0;2⟩⠁⟨0⟩ ⟨0;2⟩⠁⟨0⟩ ⟨0;2⟩⠁⟨0;36⟩⡔⢄⟨0⟩ ⟨0;2⟩⠁⟨0⟩ ⟨0;2⟩⠁⟨0;36⟩⡔⢄⟨0⟩ ⟨0;2⟩⠁⟨0⟩
          ⟨0;2⟩│⟨0⟩          ⟨0;36⟩⡜⟨0⟩ ⟨0;36⟩⠘⡄⟨0⟩  ⟨0;36⟩⡜⟨0⟩ ⟨0;36⟩⠘⡄⟨0⟩
         ⟨0;2⟩0┤⡀⟨0⟩ ⟨0;2⟩⡀⟨0⟩ ⟨0;2⟩⡀⟨0⟩ ⟨0;2⟩⡀⟨0⟩ ⟨0;2⟩⡀⟨0;36⟩⡰⠁⟨0⟩ ⟨0;2⟩⡀⟨0;36⟩⠘⢄⡰⠁⟨0⟩ ⟨0;2⟩⡀⟨0;36⟩⠘⟨0;1;91⟩⢄⟨0⟩
          ⟨0;2⟩└──────────────────┬──⟨0⟩
                             ⟨0;2⟩20⟨0⟩
        ⟨0;91⟩last=0⟨0⟩ min=0 max=18 n=24
        """)
        expectFrame(Self.colored(.blocks, 24, 6), """
        ⟨0;2⟩20┤·⟨0;36⟩▃▆▅⟨0;2⟩·⟨0⟩ ⟨0;2⟩·⟨0⟩ ⟨0;2⟩·⟨0⟩ ⟨0;2⟩·⟨0⟩ ⟨0;2⟩·⟨0;36⟩▃▆▅⟨0;2⟩·⟨0⟩ ⟨0;2⟩·⟨0⟩ ⟨0;2⟩·⟨0⟩
          ⟨0;2⟩│⟨0;36⟩▇████▂⟨0⟩     ⟨0;36⟩▁▇████▂⟨0⟩
         ⟨0;2⟩0┤⟨0;36⟩██████▆▂▁▁▄███████▆▂⟨0;1;91⟩▁⟨0⟩
          ⟨0;2⟩└──────┬─────────┬────⟨0⟩
                 ⟨0;2⟩10⟨0⟩        ⟨0;2⟩20⟨0⟩
        ⟨0;91⟩last=0⟨0⟩ min=0 max=18 n=24
        """)
        expectFrame(Self.colored(.ascii, 24, 6), """
        ⟨0;2⟩20+.⟨0;36⟩_--_⟨0⟩ ⟨0;2⟩.⟨0⟩ ⟨0;2⟩.⟨0⟩ ⟨0;2⟩.⟨0⟩ ⟨0;2⟩.⟨0;36⟩_--_⟨0⟩ ⟨0;2⟩.⟨0⟩ ⟨0;2⟩.⟨0⟩
          ⟨0;2⟩|⟨0;36⟩'⟨0⟩   ⟨0;36⟩'|⟨0⟩     ⟨0;36⟩_|⟨0⟩   ⟨0;36⟩'|⟨0⟩
         ⟨0;2⟩0+.⟨0⟩ ⟨0;2⟩.⟨0⟩ ⟨0;2⟩.⟨0⟩ ⟨0;36⟩'|__-'⟨0;2⟩.⟨0⟩ ⟨0;2⟩.⟨0⟩ ⟨0;2⟩.⟨0⟩ ⟨0;36⟩'⟨0;91⟩|⟨0;1;91⟩_⟨0⟩
          ⟨0;2⟩+------+---------+----⟨0⟩
                 ⟨0;2⟩10⟨0⟩        ⟨0;2⟩20⟨0⟩
        ⟨0;91⟩last=0⟨0⟩ min=0 max=18 n=24
        """)
    }

    /// A falling last segment is red, a rising one green, a level one the line's own colour.
    @Test func theNewestSegmentShowsTheTrend() {
        for (values, expected) in [([1.0, 5, 3], CellStyle.falling), ([1, 3, 5], .rising), ([1, 3, 3], .line)] {
            let grid = Self.grid(.braille, values, 20, 6)
            let styles = (0..<grid.height).flatMap { y in (0..<grid.width).map { grid[$0, y].style } }
            #expect(styles.contains(expected.emphasized), "\(values): the newest point, bold, in the trend's colour")
        }
    }

    /// Huge: every row to the edge, nothing past it.
    @Test func huge() {
        for style in PlotStyle.allCases {
            let lines = Self.frame(style, 300, 100, values: (0..<5000).map { Double($0 % 97) }, title: "huge").split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 100, "\(style)")
            #expect(lines.contains { $0.count == 300 } && lines.allSatisfy { $0.count <= 300 }, "\(style)")
        }
    }

    @Test func aLongTitleIsClippedNeverWrapped() {
        let lines = Self.frame(.braille, 30, 8, title: "a title far too long for thirty columns 温度").split(separator: "\n")
        #expect(lines[0] == "a title far too long for thir…")
        let wide = Self.frame(.braille, 30, 8, title: "温度温度温度温度温度温度温度温度温度").split(separator: "\n")
        #expect(wide[0] == "温度温度温度温度温度温度温度…", "a wide glyph is never split: 28 columns and the ellipsis")
    }

    @Test func theStyleFollowsTheLocale() throws {
        #expect(PlotStyle.automatic(environment: ["LANG": "en_US.UTF-8"]) == .braille)
        #expect(PlotStyle.automatic(environment: ["LANG": "C.utf8"]) == .braille)
        #expect(PlotStyle.automatic(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]) == .ascii, "LC_ALL wins")
        #expect(PlotStyle.automatic(environment: [:]) == .ascii)
        #expect(throws: OptionsError.self) { try Options.parse(["-s", "dots"]) }
        #expect(try Options.parse(["-s", "blocks"]).style == .blocks)
    }

    @Test func colourDepthFollowsTheTerminal() {
        #expect(ColorDepth.detect(environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"]) == .direct)
        #expect(ColorDepth.detect(environment: ["COLORTERM": "24bit"]) == .direct)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"]) == .indexed)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm"]) == .basic)
        #expect(ColorChoice.auto.depth(outputIsTerminal: true, environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
        #expect(ColorChoice.auto.depth(outputIsTerminal: true, environment: ["TERM": "dumb"]) == .none)
        #expect(ColorChoice.auto.depth(outputIsTerminal: false, environment: ["TERM": "xterm-256color"]) == .none)
        var bytes: [UInt8] = []
        for depth in [ColorDepth.basic, .indexed, .direct] {
            EscapeSequence.selectGraphicRendition(.line, depth: depth, into: &bytes)
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[0;36m\u{1B}[0;38;5;73m\u{1B}[0;38;2;95;175;175m")
    }

    /// ASCII means ASCII everywhere: the program's own `…`, `×`, `µ` and `●` too, and what the input
    /// brought (a `°C` unit, a name in another script), where before they came through under `LANG=C`.
    @Test func asciiIsAsciiEverywhere() {
        expectFrame(Self.frame(.ascii, 40, 2), """
        terminal too small: 40x2, needs 12x3

        """)
        var store = SeriesStore(capacity: 100)
        store.append(SampleBatch(rows: [[0.000001, 1], [0.000003, 2]], seriesNames: ["température", "日本"]))
        let configuration = ChartConfiguration(title: "Boiler × 2", unit: "°C", viewport: .fitAll, style: .ascii)
        expectFrame(ChartRenderer.render(store, configuration: configuration, width: 40, height: 8).plainText().trimmingSuffixNewline(), """
                       Boiler x 2
        2 oC+. . . . . . ._________--------''''o
            |o----''''''''
        0 oC+o_________________________________o
            ++---------------------------------+
             1                                 2
        * temp?rature last=0.000003 oC n=2
        * ? ?  last=2 oC min=1 oC max=2 oC n=2
        """)
    }
}
