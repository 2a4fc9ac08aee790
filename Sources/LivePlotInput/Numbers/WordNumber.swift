import LivePlotBasics

/// A plain number of up to eight bytes whose end is already known (a field's, found by the bytes a field
/// may not hold), read from one 64-bit word: a sign, digits and a point among them, the commonest numbers
/// of a column (`-650.678`, `44238`, `0.25`), with no loop and no search for where the number ends.
///
/// ```swift
/// // "-650.678 44238\n": the field of eight bytes at 0, then the one of five at 9.
/// WordNumber.value(base, at: 0, length: 8, powers: .shared)   // -650.678
/// WordNumber.value(base, at: 9, length: 5, powers: .shared)   // 44238
/// // "2.4e3 1\n": an exponent is another form: nil, and the caller reads it as `SampleParser` does.
/// WordNumber.value(base, at: 0, length: 5, powers: .shared)   // nil
/// ```
///
/// A value it reads is the one `SampleParser.plainNumber` reads from the same bytes, which ends where
/// the field does: the same mantissa (eight digits at most, so exact), divided by the same power of ten.
enum WordNumber {
    /// The number that fills the `length` bytes at `start`, or nil when they are not a sign, digits and
    /// at most one point with a digit somewhere (then the caller reads them the full way, which decides).
    ///
    /// - Parameters:
    ///   - base: eight bytes are readable from `start` on.
    ///   - length: 1 to 8; the byte after the field, when within the eight, is neither a digit nor a point.
    ///   - powers: `FastPowers.shared`, fetched once by the caller.
    /// - Complexity: O(1): a few dozen operations on one word, whatever the digits.
    @inline(__always)
    static func value(_ base: UnsafeRawPointer, at start: Int, length: Int, powers: FastPowers) -> Double? {
        var word = DigitRun.word(at: start, in: base)
        let first = UInt8(truncatingIfNeeded: word)
        let isNegative = first == UInt8(ascii: "-")
        let signLength = isNegative || first == UInt8(ascii: "+") ? 1 : 0
        word &>>= UInt64(signLength &* 8)
        let rest = length &- signLength
        let whole = DigitRun.length(of: word)
        var digits = whole
        var places = 0
        if whole != rest {
            // A point, then the fraction: the point taken out and the fraction moved down onto it, so one
            // conversion reads all the digits.
            guard whole < rest, (word &>> UInt64(whole &* 8)) & 0xFF == UInt64(UInt8(ascii: ".")) else { return nil }
            let below = (UInt64(1) &<< UInt64(whole &* 8)) &- 1
            word = word & below | (word &>> 8) & ~below
            places = rest &- whole &- 1
            digits = whole &+ places
            guard DigitRun.length(of: word) == digits else { return nil }
        }
        guard digits > 0 else { return nil }
        let value = Double(DigitRun.value(of: word, length: digits)) / powers.ofTen[places]
        return isNegative ? -value : value
    }
}
