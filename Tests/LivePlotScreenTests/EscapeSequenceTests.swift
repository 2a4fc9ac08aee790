import Testing
import LivePlotInput
@testable import LivePlotScreen

/// The bytes of the sequences a frame is written with, held against the same sequences spelled out as text:
/// the writers put bytes in place by hand (issue 47), so each is checked at every length and every case.
@Suite struct EscapeSequenceTests {
    /// Every number a frame may write, as `String(value)` spells it: each number of digits up to four
    /// thousand, the edges of every length past it, and random ones up to `Int.max`.
    @Test func aDecimalIsItsDigits() {
        var random = SplitMix64(seed: 52)
        var values = Array(0...4_000)
        var power = 10
        while power <= Int.max / 10 {
            values += [power - 1, power, power + 1]
            power *= 10
        }
        values += [Int.max] + (0..<2_000).map { _ in Int.random(in: 0...Int.max, using: &random) >> Int.random(in: 0...62, using: &random) }
        for value in values {
            var bytes: [UInt8] = [UInt8(ascii: "<")]
            EscapeSequence.appendDecimal(value, to: &bytes)
            bytes.append(UInt8(ascii: ">"))
            #expect(String(decoding: bytes, as: UTF8.self) == "<\(value)>")
        }
    }

    /// A rendition is ESC [ 0, then bold, faint and reverse as they are set, then the colour in front and
    /// the one behind at the depth asked for (basic codes, 38;5;N or 38;2;R;G;B, 48 behind): spelled out
    /// here as text for every colour of every case, at every depth, with random flags.
    @Test func aRenditionSpellsOutItsStyle() {
        var random = SplitMix64(seed: 2026)
        let colors: [TerminalColor] = [.standard, .gridGrey, .axisGrey]
            + (0..<16).map { .palette(UInt8($0)) }
            + (0..<(TerminalColor.seriesCount + 2)).map { .series(UInt8($0)) }
            + (0...(HeatRamp.stepCount + 1)).map { .heat(UInt8($0)) }
        for depth in ColorDepth.allCases {
            for foreground in colors {
                for _ in 0..<4 {
                    let background = colors.randomElement(using: &random)!
                    let style = CellStyle(foreground: foreground, background: background, isBold: .random(using: &random),
                                          isDim: .random(using: &random), isReverse: .random(using: &random))
                    var bytes: [UInt8] = []
                    EscapeSequence.selectGraphicRendition(style, depth: depth, into: &bytes)
                    #expect(String(decoding: bytes, as: UTF8.self) == Self.spelledOut(style, depth: depth), "\(style) at \(depth)")
                }
            }
        }
    }

    /// The rendition as its parameters' text: the reading the byte writers are held to.
    private static func spelledOut(_ style: CellStyle, depth: ColorDepth) -> String {
        var parameters = ["0"]
        if style.isBold { parameters.append("1") }
        let shade = style.foreground.shade
        if style.isDim || (depth == .basic && shade?.basicIsFaint == true) { parameters.append("2") }
        if style.isReverse { parameters.append("7") }
        func color(_ shade: ColorShade, lead: Int) -> String {
            switch depth {
            case .none, .basic: "\(Int(shade.basic) + (lead == 48 ? 10 : 0))"
            case .indexed: "\(lead);5;\(shade.indexed)"
            case .direct: "\(lead);2;\(shade.red);\(shade.green);\(shade.blue)"
            }
        }
        if let shade { parameters.append(color(shade, lead: 38)) }
        if let shade = style.background.shade { parameters.append(color(shade, lead: 48)) }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
