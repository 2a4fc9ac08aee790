import LivePlotBasics

/// A plain number of up to eight bytes whose end is already known (a field's, found by the bytes a field
/// may not hold), read from one 64-bit word: the commonest numbers of a column (`-650.678`, `44238`,
/// `2.5e-3`), with no loop and no search for where the number ends.
///
/// ```swift
/// // "-650.678 44238 1.04E+05\n": fields of eight bytes at 0, five at 9, eight at 15.
/// WordNumber.value(base, at: 0, length: 8, powers: .shared)    // -650.678
/// WordNumber.value(base, at: 9, length: 5, powers: .shared)    // 44238
/// WordNumber.value(base, at: 15, length: 8, powers: .shared)   // 104000
/// ```
///
/// It reads exactly the fields `SampleParser.plainNumber` reads whole, to the same bits: the same
/// mantissa (eight digits at most, so exact) and the same power of ten, multiplied or divided by.
enum WordNumber {
    /// The number that fills the `length` bytes at `start`: an optional sign, digits with at most one
    /// point among them (a digit at least), an optional exponent (`e` or `E`, a sign, one to three
    /// digits) within ±22 of the digits' own; nil for any other field (`SampleParser` reads none whole).
    ///
    /// - Parameters:
    ///   - base: eight bytes are readable from `start` on.
    ///   - length: 1 to 8; the byte after the field, when within the eight, is neither a digit nor a point.
    ///   - powers: `FastPowers.shared`, fetched once by the caller.
    /// - Complexity: O(1): a few dozen operations on one word, whatever the digits.
    @inline(__always)
    static func value(_ base: UnsafeRawPointer, at start: Int, length: Int, powers: FastPowers) -> Double? {
        let word = DigitRun.word(at: start, in: base)
        let first = UInt8(truncatingIfNeeded: word)
        let isNegative = first == UInt8(ascii: "-")
        let signLength = isNegative || first == UInt8(ascii: "+") ? 1 : 0
        // The field's bytes after the sign, the first in the lowest lane.
        let body = word &>> UInt64(signLength &* 8)
        let rest = length &- signLength
        var digitWord = body
        var digits = DigitRun.length(of: body)
        var used = digits
        var exponent = 0
        if used < rest, Self.byte(body, at: used) == UInt8(ascii: ".") {
            // The point taken out and the fraction moved down onto it, so one conversion reads all digits.
            let below = (UInt64(1) &<< UInt64(digits &* 8)) &- 1
            digitWord = body & below | (body &>> 8) & ~below
            let all = DigitRun.length(of: digitWord)
            exponent = digits &- all
            used = all &+ 1
            digits = all
        }
        guard digits > 0 else { return nil }
        if used != rest {
            // An exponent to the field's end: `e` or `E`, a sign, one to three digits.
            guard used < rest, Self.byte(body, at: used) | 0x20 == UInt8(ascii: "e") else { return nil }
            let sign = used &+ 1 < rest ? Self.byte(body, at: used &+ 1) : 0
            let signed = sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") ? 1 : 0
            let from = used &+ 1 &+ signed
            let count = rest &- from
            guard count >= 1, count <= 3 else { return nil }
            let exponentWord = body &>> UInt64(from &* 8)
            guard DigitRun.length(of: exponentWord) == count else { return nil }
            let written = Int(truncatingIfNeeded: DigitRun.value(of: exponentWord, length: count))
            exponent &+= sign == UInt8(ascii: "-") ? -written : written
            guard exponent >= -22, exponent <= 22 else { return nil }
        }
        let mantissa = Double(DigitRun.value(of: digitWord, length: digits))
        let value = exponent < 0 ? mantissa / powers.ofTen[-exponent] : mantissa * powers.ofTen[exponent]
        return isNegative ? -value : value
    }

    /// Byte `index` (0 to 7) of `word`, lowest first.
    @inline(__always)
    private static func byte(_ word: UInt64, at index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: word &>> UInt64(index &* 8))
    }
}
