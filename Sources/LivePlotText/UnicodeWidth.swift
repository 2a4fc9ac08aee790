/// How many columns a terminal gives a scalar: 2 for East Asian wide and fullwidth characters and emoji
/// shown as emoji, 0 for combining marks and format characters (drawn with the glyph before), else 1.
/// From the Unicode 15 tables in `UnicodeWidth+Tables.swift`, which `tools/unicode-width-tables.py`
/// writes from the Unicode Character Database.
///
/// ```swift
/// UnicodeWidth.columns(of: "温")        // 2
/// UnicodeWidth.columns(of: "\u{301}")   // 0: a combining acute accent
/// UnicodeWidth.columns(of: "⚡")        // 2: Emoji_Presentation
/// ```
///
/// - Complexity: O(log n) in the table's ranges; O(1) for ASCII.
public enum UnicodeWidth {
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value == 0xAD || value >= 0x20 ? 1 : 0 }
        if SortedRanges.contains(value, in: zeroWidthRanges) { return 0 }
        return SortedRanges.contains(value, in: wideRanges) ? 2 : 1
    }
}
