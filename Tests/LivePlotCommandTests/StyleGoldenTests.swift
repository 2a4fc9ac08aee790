import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotCommand
@testable import LivePlotTestSupport

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
    static func colored(_ style: PlotStyle, _ width: Int, _ height: Int, depth: ColorDepth = .basic) -> String {
        readableEscapes(ANSIEncoder.staticText(grid(style, wave, width, height), colors: depth)).trimmingSuffixNewline()
    }

    @Test func blocks() {
        expectFrame(Self.frame(.blocks, 30, 8), """
        20┤· · · ▄▂· · · · · ·▄▂ · · ·
          │     ███▂         ███▂
          │   █ ████▁       █████ ▁
          │  ▇█ █████▁     ▇█████ █▁
         0┤▁▇██·██████▃▁ ▁▇██████·██▃▁
          └─────┬────┬─────┬────┬─────
                5    10    15   20
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
        20+. . . |_. . . . . .|_ . . .
          |    |' '|        _| '|
          |  _|    '|      _|    |_
          | _|      '|    _|      '|
         0+_|. . . . .|___|. . . . .|_
          +-----+----+-----+----+-----
                5    10    15   20
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

    /// The frame in greys (the 16 colours' dark grey, two greys of the 256 and 24-bit: the grid darker
    /// than the axes), the data in its saturated colour, the newest point bold in the trend's.
    @Test func inColour() {
        expectFrame(Self.colored(.braille, 24, 6), """
        ⟨0;90⟩20┤⟨0;2;90⟩· ·⟨0;36⟩⡠⠒⠤⡀ ⟨0;2;90⟩· · · ⟨0;36⟩⡠⠢⢄ ⟨0;2;90⟩· ·⟨0⟩
          ⟨0;90⟩│  ⟨0;36⟩⡜   ⠱⡀    ⢀⠎   ⠱⡀⟨0⟩
         ⟨0;90⟩0┤⟨0;36⟩⡠⠊⟨0;2;90⟩· · ·⟨0;36⟩⠈⠢⢄⣀⠔⠁ ⟨0;2;90⟩· · ⟨0;36⟩⠘⟨0;31⟩⠤⟨0;1;31⟩⣀⟨0⟩
          ⟨0;90⟩└────────┬────────┬───⟨0⟩
                   ⟨0;90⟩10       20⟨0⟩
        ⟨0;31⟩last=0 ⟨0⟩min=0 max=18 n=24
        """)
        expectFrame(Self.colored(.blocks, 24, 6), """
        ⟨0;90⟩20┤⟨0;2;90⟩·⟨0;36⟩▃▆▅⟨0;2;90⟩· · · · ·⟨0;36⟩▃▆▅⟨0;2;90⟩· · ·⟨0⟩
          ⟨0;90⟩│⟨0;36⟩▇████▂     ▁▇████▂⟨0⟩
         ⟨0;90⟩0┤⟨0;36⟩██████▆▂▁▁▄███████▆▂⟨0;1;31⟩▁⟨0⟩
          ⟨0;90⟩└──────┬─────────┬────⟨0⟩
                 ⟨0;90⟩10        20⟨0⟩
        ⟨0;31⟩last=0 ⟨0⟩min=0 max=18 n=24
        """)
        expectFrame(Self.colored(.ascii, 24, 6), """
        ⟨0;90⟩20+⟨0;2;90⟩.⟨0;36⟩_--_ ⟨0;2;90⟩. . . .⟨0;36⟩_--_ ⟨0;2;90⟩. .⟨0⟩
          ⟨0;90⟩|⟨0;36⟩'   '|     _|   '|⟨0⟩
         ⟨0;90⟩0+⟨0;2;90⟩. . . ⟨0;36⟩'|__-'⟨0;2;90⟩. . . ⟨0;36⟩'⟨0;31⟩|⟨0;1;31⟩_⟨0⟩
          ⟨0;90⟩+------+---------+----⟨0⟩
                 ⟨0;90⟩10        20⟨0⟩
        ⟨0;31⟩last=0 ⟨0⟩min=0 max=18 n=24
        """)
        expectFrame(Self.colored(.braille, 24, 6, depth: .indexed), """
        ⟨0;38;5;245⟩20┤⟨0;38;5;239⟩· ·⟨0;38;5;44⟩⡠⠒⠤⡀ ⟨0;38;5;239⟩· · · ⟨0;38;5;44⟩⡠⠢⢄ ⟨0;38;5;239⟩· ·⟨0⟩
          ⟨0;38;5;245⟩│  ⟨0;38;5;44⟩⡜   ⠱⡀    ⢀⠎   ⠱⡀⟨0⟩
         ⟨0;38;5;245⟩0┤⟨0;38;5;44⟩⡠⠊⟨0;38;5;239⟩· · ·⟨0;38;5;44⟩⠈⠢⢄⣀⠔⠁ ⟨0;38;5;239⟩· · ⟨0;38;5;44⟩⠘⟨0;38;5;160⟩⠤⟨0;1;38;5;160⟩⣀⟨0⟩
          ⟨0;38;5;245⟩└────────┬────────┬───⟨0⟩
                   ⟨0;38;5;245⟩10       20⟨0⟩
        ⟨0;38;5;160⟩last=0 ⟨0⟩min=0 max=18 n=24
        """)
        expectFrame(Self.colored(.braille, 24, 6, depth: .direct), """
        ⟨0;38;2;138;138;138⟩20┤⟨0;38;2;78;78;78⟩· ·⟨0;38;2;0;215;215⟩⡠⠒⠤⡀ ⟨0;38;2;78;78;78⟩· · · ⟨0;38;2;0;215;215⟩⡠⠢⢄ ⟨0;38;2;78;78;78⟩· ·⟨0⟩
          ⟨0;38;2;138;138;138⟩│  ⟨0;38;2;0;215;215⟩⡜   ⠱⡀    ⢀⠎   ⠱⡀⟨0⟩
         ⟨0;38;2;138;138;138⟩0┤⟨0;38;2;0;215;215⟩⡠⠊⟨0;38;2;78;78;78⟩· · ·⟨0;38;2;0;215;215⟩⠈⠢⢄⣀⠔⠁ ⟨0;38;2;78;78;78⟩· · ⟨0;38;2;0;215;215⟩⠘⟨0;38;2;215;0;0⟩⠤⟨0;1;38;2;215;0;0⟩⣀⟨0⟩
          ⟨0;38;2;138;138;138⟩└────────┬────────┬───⟨0⟩
                   ⟨0;38;2;138;138;138⟩10       20⟨0⟩
        ⟨0;38;2;215;0;0⟩last=0 ⟨0⟩min=0 max=18 n=24
        """)
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
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[0;36m\u{1B}[0;38;5;44m\u{1B}[0;38;2;0;215;215m")
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
