/// Text made safe for the screen: control characters and escape sequences (by ``EscapeFilter``) removed,
/// each glyph's width known.
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

    /// What stands for text cut short (a clipped title, a shortened series name): the one ellipsis of
    /// every layer that cuts text.
    public static let ellipsis: Unicode.Scalar = "…"

    public init(_ text: String) {
        // Printable ASCII, most of what is drawn (figures, labels, names): a glyph a byte, in one allocation;
        // no byte of it can begin an escape sequence, so the filter would admit every one.
        if Self.isPrintableASCII(text) {
            self.init(glyphs: text.utf8.map { Glyph(scalar: Unicode.Scalar($0), isWide: false) })
            return
        }
        self.init(filtering: text)
    }

    /// The text read scalar by scalar through the escape filter and the width tables: what `init(_:)`
    /// gives for any text, and its only way for text beyond printable ASCII.
    init(filtering text: String) {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        var filter = EscapeFilter()
        for scalar in text.unicodeScalars {
            guard filter.admits(scalar.value) else { continue }
            // Printable ASCII, most of what is drawn: no property lookups.
            if scalar.value >= 0x20, scalar.value < 0x7F {
                glyphs.append(Glyph(scalar: scalar, isWide: false))
                continue
            }
            switch scalar.value {
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
        self.init(glyphs: glyphs)
    }

    private init(glyphs: [Glyph]) { self.glyphs = glyphs }

    /// The text cut to `width` columns, with `…` for what was cut; a wide glyph is never split. With
    /// `fromStart`, its start is cut and its end kept (`…folder/app`: a path's last part says most).
    public func clipped(toWidth width: Int, fromStart: Bool = false) -> TerminalText {
        guard self.width > width else { return self }
        guard width > 0 else { return TerminalText(glyphs: []) }
        var kept: [Glyph] = []
        var used = 0
        for glyph in fromStart ? glyphs.reversed() : glyphs {
            let glyphWidth = glyph.isWide ? 2 : 1
            guard used + glyphWidth <= width - 1 else { break }
            kept.append(glyph)
            used += glyphWidth
        }
        kept.append(Glyph(scalar: Self.ellipsis, isWide: false))
        return TerminalText(glyphs: fromStart ? kept.reversed() : kept)
    }

    /// Columns the text takes on screen.
    public var width: Int { glyphs.reduce(0) { $0 + ($1.isWide ? 2 : 1) } }

    /// Columns `text` takes on screen once made safe, `TerminalText(text).width`, without building its
    /// glyphs when it is printable ASCII (a column a byte): a status measures each of its fields a frame.
    ///
    /// ```swift
    /// TerminalText.width(of: "p99=12 ms")   // 9
    /// TerminalText.width(of: "温度")          // 4
    /// ```
    ///
    /// - Complexity: O(n) in the bytes of the text, with no allocation when it is printable ASCII.
    public static func width(of text: String) -> Int {
        isPrintableASCII(text) ? text.utf8.count : TerminalText(filtering: text).width
    }

    /// Whether every byte of `text` is printable ASCII (0x20 … 0x7E).
    static func isPrintableASCII(_ text: String) -> Bool {
        // Through the bytes' storage (a native string's, a small one's on the stack): stepping `utf8` itself
        // costs a call a byte, and a frame's status asks here of every field it fits.
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 &- 0x20 < 0x5F } }
            ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
    public var string: String {
        var scalars = String.UnicodeScalarView()
        // A scalar at a time: appending a sequence (even an empty one) copied the whole string each time,
        // quadratic in a long text.
        for glyph in glyphs {
            scalars.append(glyph.scalar)
            for mark in glyph.marks { scalars.append(mark) }
        }
        return String(scalars)
    }
    public var isEmpty: Bool { glyphs.isEmpty }

    /// Whether the terminal gives `scalar` two columns.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool { UnicodeWidth.columns(of: scalar) == 2 }
}
