/// Text made safe for the screen: control characters and escape sequences removed, each glyph's width known.
///
/// The text layer (`LivePlotText`, below every other): what any text from outside (a title, a series
/// name, an argument in an error) becomes before it reaches the screen.
///
/// Titles, units and (later) series names pass through here, so no byte from outside can move the cursor,
/// retitle the window or reach the clipboard.
///
/// ```swift
/// TerminalText("Boiler\u{1B}[2J").string  // "Boiler"
/// TerminalText("温度").width              // 4
/// ```
///
/// - Complexity: O(n) in the scalars of the text.
public struct TerminalText: Hashable, Sendable {
    public struct Glyph: Hashable, Sendable {
        public let scalar: Unicode.Scalar
        public let isWide: Bool
        /// Combining marks that belong to it, kept with it: `café` written with U+0301 stays `café`.
        public var marks: CombiningMarks = .none
    }

    public let glyphs: [Glyph]

    public init(_ text: String) {
        var glyphs: [Glyph] = []
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            // Printable ASCII, most of what is drawn: no property lookups.
            if scalar.value >= 0x20, scalar.value < 0x7F {
                glyphs.append(Glyph(scalar: scalar, isWide: false))
                continue
            }
            switch scalar.value {
            case 0x1B:
                Self.skipEscapeSequence(&scalars)
            case 0x9B:  // C1 CSI
                Self.skipControlSequence(&scalars)
            case 0x90, 0x9D, 0x9E, 0x9F, 0x98:  // C1 DCS, OSC, PM, APC, SOS: a string up to ST or BEL
                Self.skipString(&scalars)
            case 0x00..<0x20, 0x7F..<0xA0:
                continue
            default:
                switch UnicodeWidth.columns(of: scalar) {
                case 0:
                    // A mark joins the glyph before it; one with nothing before it has nothing to mark.
                    if !glyphs.isEmpty { glyphs[glyphs.count - 1].marks.append(scalar) }
                case let columns:
                    glyphs.append(Glyph(scalar: scalar, isWide: columns == 2))
                }
            }
        }
        self.glyphs = glyphs
    }

    private init(glyphs: [Glyph]) { self.glyphs = glyphs }

    /// The text cut to `width` columns, with `…` for what was cut; a wide glyph is never split.
    public func clipped(toWidth width: Int) -> TerminalText {
        guard self.width > width else { return self }
        guard width > 0 else { return TerminalText(glyphs: []) }
        var kept: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            let glyphWidth = glyph.isWide ? 2 : 1
            guard used + glyphWidth <= width - 1 else { break }
            kept.append(glyph)
            used += glyphWidth
        }
        kept.append(Glyph(scalar: "…", isWide: false))
        return TerminalText(glyphs: kept)
    }

    /// Columns the text takes on screen.
    public var width: Int { glyphs.reduce(0) { $0 + ($1.isWide ? 2 : 1) } }
    public var string: String {
        var scalars = String.UnicodeScalarView()
        for glyph in glyphs {
            scalars.append(glyph.scalar)
            scalars.append(contentsOf: glyph.marks)
        }
        return String(scalars)
    }
    public var isEmpty: Bool { glyphs.isEmpty }

    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "^", "_", "X": skipString(&scalars)
        default:
            // A two-character sequence (ESC 7, ESC c, …), or an intermediate byte and then the final one.
            var current = introducer
            while (0x20...0x2F).contains(current.value), let next = scalars.next() { current = next }
        }
    }

    /// CSI: parameter and intermediate bytes, then one final byte in 0x40…0x7E.
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) || scalar.value < 0x20 { return }
        }
    }

    /// OSC, DCS and the like: everything up to BEL, ST (ESC \) or C1 ST.
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if scalar.value == 0x07 || scalar.value == 0x9C { return }
            if scalar.value == 0x1B {
                _ = scalars.next()
                return
            }
        }
    }

    /// Whether the terminal gives `scalar` two columns.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool { UnicodeWidth.columns(of: scalar) == 2 }
}
