import LivePlotBasics

/// The numbers of JSON (RFC 8259) as `JSONLeaves` reads them: most in one pass by JSON's grammar, their
/// value by the fast path `SampleParser.plainNumber` takes; the others by the grammar, then the parser.
///
/// ```swift
/// var index = 0
/// JSONNumber.readNumber(Array("-12.5e3".utf8), &index, powers: .shared)   // -12500
/// ```
///
/// - Complexity: O(n) in the digits.
enum JSONNumber {
    /// A number as RFC 8259 writes it (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`), its value as the
    /// standard library reads the same text, `index` moved past it; nil, with `index` kept, when none is
    /// there (a point or an `e` without its digits makes none: `1.`, `1e`).
    @inline(__always)
    static func readNumber(_ text: UnsafeRawBufferPointer, _ index: inout Int, powers: FastPowers) -> Double? {
        // Most numbers of a log fit a word with the byte after them (`469.36,`): read from it at once.
        if let (value, end) = wordNumber(text, from: index, powers: powers) {
            index = end
            return value
        }
        // Most others are short: read by the grammar in one pass, digits eight at a time, their value
        // by Clinger's fast path (exact: at most 15 digits, a power of ten of at most 22).
        if let (value, end) = shortNumber(text, from: index, powers: powers) {
            index = end
            return value
        }
        return longNumber(text, &index, powers: powers)
    }

    /// A number without an exponent that ends within the eight bytes at `start` (`-12.5`, `200`, the
    /// byte after it among them), and the index past it, read from one word (`wordDigits`): its digits
    /// converted at once, divided by the power of ten of its fraction's digits. The value and end
    /// `shortNumber` gives the same text, to the bit; nil for any other, which `shortNumber` reads.
    ///
    /// ```swift
    /// wordNumber(Array(#"469.36,"s"#.utf8), from: 0, powers: .shared)   // (469.36, 6)
    /// ```
    @inline(__always)
    private static func wordNumber(_ text: UnsafeRawBufferPointer, from start: Int, powers: FastPowers) -> (Double, Int)? {
        guard let number = wordDigits(text, from: start) else { return nil }
        let mantissa = Double(DigitRun.value(of: number.digitWord, length: number.digits))
        // As `shortNumber` scales it: by 10⁰ when there is no fraction.
        let value = number.fraction > 0 ? mantissa / powers.ofTen[number.fraction] : mantissa * powers.ofTen[0]
        return (number.isNegative ? -value : value, number.end)
    }

    /// The digits of a number without an exponent that ends within the eight bytes at `start`, as one
    /// word (the point taken out, the fraction moved down onto it), how many there are and of the
    /// fraction, and the index past the number; checked by JSON's grammar. Nil for an exponent, a leading
    /// zero before digits (`01`), a point without digits, a number running to the word's end, or fewer
    /// than eight bytes left: `shortNumber` and `skip` take those.
    @inline(__always)
    private static func wordDigits(_ text: UnsafeRawBufferPointer, from start: Int)
        -> (digitWord: UInt64, digits: Int, fraction: Int, isNegative: Bool, end: Int)? {
        guard start + 8 <= text.count, let base = text.baseAddress else { return nil }
        let word = DigitRun.word(at: start, in: base)
        let isNegative = UInt8(truncatingIfNeeded: word) == UInt8(ascii: "-")
        let signLength = isNegative ? 1 : 0
        // The bytes after the sign, the first in the lowest lane; the lanes from `lanes` on are shifted-in zeros.
        let body = word &>> UInt64(signLength &* 8)
        let lanes = 8 &- signLength
        let integer = DigitRun.length(of: body)
        guard integer > 0, integer == 1 || UInt8(truncatingIfNeeded: body) != UInt8(ascii: "0") else { return nil }
        var digitWord = body
        var digits = integer
        var used = integer
        if used < lanes, UInt8(truncatingIfNeeded: body &>> UInt64(used &* 8)) == UInt8(ascii: ".") {
            let below = (UInt64(1) &<< UInt64(integer &* 8)) &- 1
            digitWord = body & below | (body &>> 8) & ~below
            digits = DigitRun.length(of: digitWord)
            guard digits > integer else { return nil }
            used = digits &+ 1
        }
        // The byte that ends the number lies in the word (no digit, no point: `DigitRun.length` stopped at
        // it, not at a shifted-in lane), and begins no exponent.
        guard used < lanes, UInt8(truncatingIfNeeded: body &>> UInt64(used &* 8)) | 0x20 != UInt8(ascii: "e") else { return nil }
        return (digitWord, digits, digits &- integer, isNegative, start &+ signLength &+ used)
    }

    /// A number of at most 15 digits and an exponent of at most three digits within the fast path, and
    /// the index past it; nil for any other, to be read by `longNumber` (which says whether it is one):
    /// its value the one `SampleParser.plainNumber` computes from the same digits, the same way.
    @inline(__always)
    private static func shortNumber(_ text: UnsafeRawBufferPointer, from start: Int, powers: FastPowers) -> (Double, Int)? {
        let count = text.count
        guard start < count, let base = text.baseAddress else { return nil }
        func byte(_ offset: Int) -> UInt8 { base.load(fromByteOffset: offset, as: UInt8.self) }
        func isDigit(_ offset: Int) -> Bool { offset < count && byte(offset) &- UInt8(ascii: "0") < 10 }
        var index = start
        let isNegative = byte(index) == UInt8(ascii: "-")
        if isNegative { index += 1 }
        guard isDigit(index) else { return nil }
        var mantissa: UInt64 = 0
        var digits = 1
        // A leading zero is the whole integer part: `01` is the number 0, then a byte no number takes.
        if byte(index) == UInt8(ascii: "0") {
            index += 1
        } else {
            digits = DigitRun.read(base, count: count, at: &index, into: &mantissa, powers: powers.integersOfTen)
        }
        var exponent = 0
        // A point, or an `e`, without digits after it makes no number: `longNumber` says so.
        if index < count, byte(index) == UInt8(ascii: ".") {
            guard isDigit(index + 1) else { return nil }
            index += 1
            let fraction = DigitRun.read(base, count: count, at: &index, into: &mantissa, powers: powers.integersOfTen)
            digits += fraction
            exponent = -fraction
        }
        guard digits <= 15 else { return nil }
        if index < count, byte(index) | 0x20 == UInt8(ascii: "e") {
            var position = index + 1
            var isNegativeExponent = false
            if position < count, byte(position) == UInt8(ascii: "-") || byte(position) == UInt8(ascii: "+") {
                isNegativeExponent = byte(position) == UInt8(ascii: "-")
                position += 1
            }
            var written = 0
            let first = position
            while isDigit(position), position - first < 4 {
                written = written * 10 + Int(byte(position) &- UInt8(ascii: "0"))
                position += 1
            }
            guard position > first, position - first <= 3 else { return nil }
            exponent += isNegativeExponent ? -written : written
            index = position
        }
        guard exponent >= -22, exponent <= 22 else { return nil }
        var value = Double(mantissa)
        value = exponent < 0 ? value / powers.ofTen[-exponent] : value * powers.ofTen[exponent]
        return (isNegative ? -value : value, index)
    }

    /// Any number `shortNumber` does not read: more digits, a larger exponent, or none at all (nil).
    private static func longNumber(_ text: UnsafeRawBufferPointer, _ index: inout Int, powers: FastPowers) -> Double? {
        let start = index
        var position = index
        guard skip(text, &position) else { return nil }
        index = position
        if let (value, end) = SampleParser.plainNumber(in: text, from: start, powers: powers), end == position { return value }
        // Valid JSON, but too large for a Double (1e400): not a sample, and not a reason to drop the line.
        return SampleParser.number(in: UnsafeRawBufferPointer(rebasing: text[start..<position])) ?? .nan
    }

    /// Passes over a number as RFC 8259 writes it, checked by its grammar alone and not read: true, with
    /// `index` past it, exactly where `readNumber` finds one and ends it (a value `-f` does not ask for is
    /// still checked, never converted); false, with `index` kept, where it finds none.
    ///
    /// ```swift
    /// var index = 0
    /// JSONNumber.skip(Array("-12.5e3,".utf8), &index)   // true, index 7
    /// var other = 0
    /// JSONNumber.skip(Array("01".utf8), &other)         // true, other 1: past the 0 (the 1 is no number's)
    /// ```
    @inline(__always)
    static func skip(_ text: UnsafeRawBufferPointer, _ index: inout Int) -> Bool {
        // Most fit a word, checked there at once.
        if let number = wordDigits(text, from: index) {
            index = number.end
            return true
        }
        let count = text.count
        var position = index
        @inline(__always) func digits() -> Int {
            let first = position
            while position < count, text[position] &- UInt8(ascii: "0") < 10 { position += 1 }
            return position - first
        }
        if position < count, text[position] == UInt8(ascii: "-") { position += 1 }
        guard position < count else { return false }
        if text[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            guard digits() > 0 else { return false }
        }
        if position < count, text[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return false }
        }
        if position < count, text[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < count, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return false }
        }
        index = position
        return true
    }
}
