/// A short decimal number (at most seven digits, a point among them or not) read out of the one 64-bit
/// word that holds it and the byte after it: one load, two lane tests and one conversion, where
/// `DigitRun` reads the digits before the point and those after it as two runs. Most numbers people
/// plot are this short (`734.12`, `46.18`, `200`).
///
/// ```swift
/// // The word of the bytes "734.12 5…" (`DigitRun.word`, the first byte lowest):
/// DecimalWord.read(word)   // (digits: 73412, places: 2, length: 6)
/// // The word of "12345678": nil, the number may go on past it.
/// ```
///
/// The value is `digits / 10^places`, as `SampleParser.plainNumber` computes it from the runs: the
/// same integer and the same power, so the same correctly rounded double.
enum DecimalWord {
    private static let point: UInt64 = 0x2E

    /// The digits of the number that `word`'s first byte begins (the point left out), how many of them
    /// follow the point, and how many bytes the number spans; nil when no digit comes before the first
    /// byte that is neither digit nor point, or when the word holds no such byte after the digits (the
    /// number may go on past it): then the caller reads it by runs.
    ///
    /// - Complexity: O(1): a handful of word operations, no branch per digit.
    @inline(__always)
    static func read(_ word: UInt64) -> (digits: UInt64, places: Int, length: Int)? {
        let whole = DigitRun.length(of: word)
        guard whole < 8 else { return nil }
        let shift = UInt64(8 * whole)
        guard (word >> shift) & 0xFF == point else {
            guard whole > 0 else { return nil }
            return (DigitRun.value(of: word, length: whole), 0, whole)
        }
        // The point turned into a `0` (0x2E + 2), so the lanes past it are tested exactly: a borrow out of
        // the point's own lane would make a `0` after it look like no digit.
        let end = DigitRun.length(of: word &+ (2 &<< shift))
        guard end < 8, end > 1 else { return nil }
        // The digits closed up over the point: those below it as they are, those above it one lane down.
        let below: UInt64 = (1 &<< shift) &- 1
        let digits = (word & below) | ((word >> 8) & ~below)
        return (DigitRun.value(of: digits, length: end - 1), end - whole - 1, end)
    }
}
