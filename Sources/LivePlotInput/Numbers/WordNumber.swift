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
    ///   - signByBit: the sign set by a flip of its bit, not a branch (`scaled`).
    /// - Complexity: O(1): a few dozen operations on one word, whatever the digits.
    @inline(__always)
    static func value(_ base: UnsafeRawPointer, at start: Int, length: Int, powers: FastPowers, signByBit: Bool = false) -> Double? {
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
            // An exponent to the field's end.
            guard used < rest, let written = Self.writtenExponent(body &>> UInt64(used &* 8), count: rest &- used) else { return nil }
            exponent &+= written
            guard exponent >= -22, exponent <= 22 else { return nil }
        }
        let mantissa = Double(DigitRun.value(of: digitWord, length: digits))
        return scaled(mantissa, exponent: exponent, negative: isNegative, powers: powers, signByBit: signByBit)
    }

    /// The number that fills the `length` bytes at `start` when they are more than eight: what `value`
    /// reads, of up to 15 digits (so the mantissa is exact, as `SampleParser` requires) and a point in
    /// the 16 bytes after the sign, then an exponent; nil for any other field. Two words, the point taken out across them, the
    /// digits converted eight and the rest; an exponent read from a third.
    ///
    /// ```swift
    /// WordNumber.wideValue(base, at: 0, length: 12, powers: .shared)   // "60.914916606" → 60.914916606
    /// WordNumber.wideValue(base, at: 0, length: 12, powers: .shared)   // "-6.50678e+02" → -650.678
    /// ```
    ///
    /// - Parameters:
    ///   - base: thirty-two bytes are readable from `start` on.
    ///   - length: the byte after the field, when within the sixteen after the sign, is neither a digit
    ///     nor a point.
    /// - Complexity: O(1), as `value`.
    @inline(__always)
    static func wideValue(_ base: UnsafeRawPointer, at start: Int, length: Int, powers: FastPowers, signByBit: Bool = false) -> Double? {
        let first = base.load(fromByteOffset: start, as: UInt8.self)
        let isNegative = first == UInt8(ascii: "-")
        let signLength = isNegative || first == UInt8(ascii: "+") ? 1 : 0
        let bodyStart = start &+ signLength
        let rest = length &- signLength
        guard rest >= 8, rest <= 21 else { return nil }
        var low = DigitRun.word(at: bodyStart, in: base)
        var high = DigitRun.word(at: bodyStart &+ 8, in: base)
        var digits = Self.digitCount(low, high)
        var used = digits
        var exponent = 0
        if used < rest, Self.byte(digits < 8 ? low : high, at: digits & 7) == UInt8(ascii: ".") {
            // The point taken out: the bytes after it moved down by one, from the high word into the low.
            if digits < 8 {
                let below = (UInt64(1) &<< UInt64(digits &* 8)) &- 1
                low = low & below | (low &>> 8) & ~below | high &<< 56
                high &>>= 8
            } else {
                let below = (UInt64(1) &<< UInt64((digits &- 8) &* 8)) &- 1
                high = high & below | (high &>> 8) & ~below
            }
            let all = Self.digitCount(low, high)
            exponent = digits &- all
            used = all &+ 1
            digits = all
        }
        guard digits > 0, digits <= 15 else { return nil }
        if used != rest {
            guard used < rest, let written = Self.writtenExponent(DigitRun.word(at: bodyStart &+ used, in: base), count: rest &- used)
            else { return nil }
            exponent &+= written
            guard exponent >= -22, exponent <= 22 else { return nil }
        }
        var whole = DigitRun.value(of: low, length: Swift.min(digits, 8))
        if digits > 8 {
            whole = whole &* powers.integersOfTen[digits &- 8] &+ DigitRun.value(of: high, length: digits &- 8)
        }
        let mantissa = Double(whole)
        return scaled(mantissa, exponent: exponent, negative: isNegative, powers: powers, signByBit: signByBit)
    }

    /// `mantissa` × 10^`exponent` (|exponent| ≤ 22), negated when `negative`: the product or the quotient
    /// `SampleParser` makes, to the bit. `signByBit` flips the sign bit rather than branching on the sign,
    /// the same bits (−x is x with its sign bit flipped, −0 too). Measured (BENCH shapes, 11 runs in turn):
    /// in `-f 2,5,8`'s loop, whose parses are far apart, it is 6–10% faster on mixed and short numbers;
    /// in the common form's, whose parses follow each other, 3–6% slower: there the branch stays.
    @inline(__always)
    static func scaled(_ mantissa: Double, exponent: Int, negative: Bool, powers: FastPowers, signByBit: Bool) -> Double {
        let value = exponent < 0 ? mantissa / powers.ofTen[-exponent] : mantissa * powers.ofTen[exponent]
        if signByBit { return Double(bitPattern: value.bitPattern ^ UInt64(negative ? 1 : 0) &<< 63) }
        return negative ? -value : value
    }

    /// How many bytes from the first of `low`, then of `high`, are digits: 0…16.
    @inline(__always)
    private static func digitCount(_ low: UInt64, _ high: UInt64) -> Int {
        let count = DigitRun.length(of: low)
        return count < 8 ? count : 8 &+ DigitRun.length(of: high)
    }

    /// The exponent that `count` bytes of `word` spell from its lowest lane on: `e` or `E`, an optional
    /// sign, one to three digits; nil for anything else.
    @inline(__always)
    private static func writtenExponent(_ word: UInt64, count: Int) -> Int? {
        guard count >= 2, Self.byte(word, at: 0) | 0x20 == UInt8(ascii: "e") else { return nil }
        let sign = Self.byte(word, at: 1)
        let signed = sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") ? 1 : 0
        let digits = count &- 1 &- signed
        guard digits >= 1, digits <= 3 else { return nil }
        let digitWord = word &>> UInt64((1 &+ signed) &* 8)
        guard DigitRun.length(of: digitWord) == digits else { return nil }
        let written = Int(truncatingIfNeeded: DigitRun.value(of: digitWord, length: digits))
        return sign == UInt8(ascii: "-") ? -written : written
    }

    /// Byte `index` (0 to 7) of `word`, lowest first.
    @inline(__always)
    private static func byte(_ word: UInt64, at index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: word &>> UInt64(index &* 8))
    }
}
