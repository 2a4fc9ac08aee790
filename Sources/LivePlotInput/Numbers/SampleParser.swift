import LivePlotBasics

/// Reads samples out of a line of text, as the command-line contract defines them.
///
/// A sample is a decimal number as people write it (`12`, `-3.5`, `.5`, `1e3`, `+7`), optionally followed
/// by a unit that starts with a letter, `%`, `°` or `µ` (`45%`, `12ms`, `21.5°C`). Fields are separated by
/// whitespace, commas, semicolons and tabs. Anything that is not a finite number is not a sample.
///
/// ```swift
/// SampleParser.number(in: Array("21.5°C".utf8))  // 21.5
/// SampleParser.number(in: Array("127.0.0.1".utf8))  // nil
/// ```
///
/// The common forms take an exact fast path (Clinger's: at most 2⁵³ as the digits' integer and a power of
/// ten of at most 22); everything else goes to the standard library, so every result is correctly rounded.
public enum SampleParser {
    /// The value of the first field of `line` that is a sample, or nil when none is.
    ///
    /// - Complexity: O(n) in the bytes of the line.
    @inlinable
    public static func firstNumber(in line: UnsafeRawBufferPointer) -> Double? {
        let count = line.count
        var index = 0
        while index < count {
            while index < count, isSeparator(line[index]) { index += 1 }
            let start = index
            while index < count, !isSeparator(line[index]) { index += 1 }
            if index > start, let value = number(in: UnsafeRawBufferPointer(rebasing: line[start..<index])) {
                return value
            }
        }
        return nil
    }

    /// Field separators: space, tab, comma, semicolon, and the other ASCII blanks.
    @inlinable
    /// Whether `field` spells a number that is not finite (`nan`, `-inf`, `Infinity`, any case): a value
    /// skipped and counted, never a name.
    ///
    /// ```swift
    /// SampleParser.isNonFiniteWord(field)  // true for "NaN", "+inf", "-Infinity"; false for "nano"
    /// ```
    public static func isNonFiniteWord(_ field: UnsafeRawBufferPointer) -> Bool {
        var start = 0
        if let first = field.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { start = 1 }
        // Lowercased as compared, not into an array: every word of a header is asked (iostat's, per block).
        let word = field[start...].lazy.map { $0 | 0x20 }
        return word.elementsEqual("nan".utf8) || word.elementsEqual("inf".utf8) || word.elementsEqual("infinity".utf8)
    }

    /// Whether `byte` stands between two fields of aligned columns (`ByteClasses.isSeparator`).
    @inline(__always)
    public static func isSeparator(_ byte: UInt8) -> Bool { ByteClasses.isSeparator(byte) }

    /// The number a whole field spells when it is plain: a sign, digits, a point, an exponent, nothing
    /// else, and within the exact fast path. Nil means "not plain": the caller reads the field the full
    /// way (`number(in:)`), which handles units, separators, long mantissas and the rest.
    @inline(__always)
    public static func plainNumber(in field: UnsafeRawBufferPointer) -> Double? {
        guard let (value, end) = plainNumber(in: field, from: 0), end == field.count else { return nil }
        return value
    }

    /// The most bytes a plain number `plainNumber` reads may take: a sign, 15 digits and a point, then
    /// `e`, a sign and 3 digits (`-1.23456789012345e+014`). A caller that knows a line's other bytes
    /// bounds the line's length with it.
    static var longestPlainNumber: Int { 22 }

    /// The plain number that starts at `start`, and the index of the first byte after it, which the
    /// caller checks (the end of the line, say): one pass, and the hot path of a number alone on its line.
    /// Nil when there is no plain number there, or when it is not within the exact fast path (at most 15
    /// digits, so no digit is lost below 2⁵³, and a power of ten of at most 22): Clinger's fast path, so
    /// every value is the correctly rounded one.
    ///
    /// - Parameter powers: `FastPowers.shared`, handed in so a caller's loop fetches it once.
    @inline(__always)
    public static func plainNumber(in buffer: UnsafeRawBufferPointer, from start: Int,
                                   powers: FastPowers = .shared) -> (value: Double, end: Int)? {
        let count = buffer.count
        guard start < count, let base = buffer.baseAddress else { return nil }
        var index = start
        let first = base.load(fromByteOffset: index, as: UInt8.self)
        let isNegative = first == UInt8(ascii: "-")
        if isNegative || first == UInt8(ascii: "+") { index += 1 }
        var mantissa: UInt64 = 0
        var digits = DigitRun.read(base, count: count, at: &index, into: &mantissa, powers: powers.integersOfTen)
        var exponent = 0
        if index < count, base.load(fromByteOffset: index, as: UInt8.self) == UInt8(ascii: ".") {
            index += 1
            let fraction = DigitRun.read(base, count: count, at: &index, into: &mantissa, powers: powers.integersOfTen)
            digits += fraction
            exponent = -fraction
        }
        guard digits > 0, digits <= 15 else { return nil }
        if index < count, base.load(fromByteOffset: index, as: UInt8.self) | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentIsNegative = false
            if index < count {
                let sign = base.load(fromByteOffset: index, as: UInt8.self)
                if sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                    exponentIsNegative = sign == UInt8(ascii: "-")
                    index += 1
                }
            }
            var written = 0
            var exponentDigits = 0
            while index < count {
                let digit = base.load(fromByteOffset: index, as: UInt8.self) &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                // Wrapping: a run of exponent digits longer than three is refused below, however long.
                written = written &* 10 &+ Int(digit)
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0, exponentDigits <= 3 else { return nil }
            exponent += exponentIsNegative ? -written : written
        }
        guard exponent >= -22, exponent <= 22 else { return nil }
        var value = Double(mantissa)
        value = exponent < 0 ? value / powers.ofTen[-exponent] : value * powers.ofTen[exponent]
        return (isNegative ? -value : value, index)
    }

    /// The sample that a whole field spells, or nil when the field is not one.
    public static func number(in field: UnsafeRawBufferPointer) -> Double? {
        // Most fields are plain numbers: the one-pass path reads them.
        plainNumber(in: field) ?? generalNumber(in: field)
    }

    /// The same for a field that lies inside `line`: a plain number is read in the line itself, so its
    /// digits go eight at a time even when the field is shorter than eight bytes (what follows a field
    /// is a separator or more of the line, never a digit of it).
    ///
    /// - Parameter powers: `FastPowers.shared`, fetched once by the caller.
    @inline(__always)
    public static func number(inField field: UnsafeRawBufferPointer, of line: UnsafeRawBufferPointer,
                              powers: FastPowers) -> Double? {
        if let base = line.baseAddress, let fieldBase = field.baseAddress {
            let start = fieldBase - base
            if let (value, end) = plainNumber(in: line, from: start, powers: powers), end == start + field.count { return value }
        }
        return generalNumber(in: field)
    }

    /// The sample a field of `line` spells in a stream split at `delimiter` (nil: aligned columns): with
    /// `;` as the delimiter, a decimal comma too (`12,5` is 12.5); in a quoted field, thousands
    /// separators (`"7,779.47"`, `GroupedNumber`).
    @inline(__always)
    static func number(inField field: UnsafeRawBufferPointer, of line: UnsafeRawBufferPointer, delimiter: UInt8?,
                       powers: FastPowers) -> Double? {
        if let value = number(inField: field, of: line, powers: powers) { return value }
        guard let delimiter else { return nil }
        return numberWritten(inField: field, of: line, delimiter: delimiter)
    }

    /// A field that is no plain sample read as spreadsheets write numbers: a decimal comma with `;`, and
    /// thousands separators inside quotes (the quotes are the bytes of `line` around `field`).
    private static func numberWritten(inField field: UnsafeRawBufferPointer, of line: UnsafeRawBufferPointer,
                                      delimiter: UInt8) -> Double? {
        if delimiter == ByteClasses.semicolon, let value = number(withDecimalComma: field) { return value }
        guard let base = line.baseAddress, let fieldBase = field.baseAddress else { return nil }
        let start = fieldBase - base, end = start + field.count
        guard start > 0, end < line.count, line[start - 1] == DelimitedFields.quote, line[end] == DelimitedFields.quote else { return nil }
        return GroupedNumber.value(field, delimiter: delimiter)
    }

    /// The number a field spells when it is one whole, plain decimal number (`12.5`, `-3`, `1e3`): digits,
    /// a sign, a point and an exponent only, so `45%`, `0x1F` and `inf` are not. JSON's numeric strings
    /// and metric values are read so.
    public static func decimalNumber(in text: UnsafeRawBufferPointer) -> Double? {
        guard !text.isEmpty, text.allSatisfy(mayBeInDecimalNumber) else { return nil }
        return number(in: text)
    }

    /// Whether `byte` may stand in a number `decimalNumber(in:)` reads: a digit, a point, a sign or an
    /// exponent's `e`. A text holding any other byte spells none (a JSON line's `"info"`, the `T` of a
    /// timestamp), which a reader that knows where to look tells from that byte alone.
    @inline(__always)
    public static func mayBeInDecimalNumber(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte | 0x20 == UInt8(ascii: "e")
    }

    /// A number written with a decimal comma (`12,5`, `-0,25e3`: one comma, where the point would be), as
    /// spreadsheets write them where the comma is the decimal mark; the value of the same text with a
    /// point. Nil for any other field.
    public static func number(withDecimalComma field: UnsafeRawBufferPointer) -> Double? {
        guard let comma = field.firstIndex(of: UInt8(ascii: ",")), !field[(comma + 1)...].contains(UInt8(ascii: ",")),
              !field.contains(UInt8(ascii: ".")) else { return nil }
        var text = Array(field)
        text[comma] = UInt8(ascii: ".")
        return text.withUnsafeBytes { number(in: $0) }
    }

    /// Any sample a field can spell: units, long mantissas, powers of ten beyond the fast path.
    private static func generalNumber(in field: UnsafeRawBufferPointer) -> Double? {
        let count = field.count
        var index = 0
        var isNegative = false
        if index < count, field[index] == UInt8(ascii: "+") || field[index] == UInt8(ascii: "-") {
            isNegative = field[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var digitCount = 0
        var decimalExponent = 0
        // Digits past the 19th still count, but only in the exponent; the fast path is then off anyway.
        while index < count, let digit = digitValue(field[index]) {
            accumulate(digit, into: &mantissa, significant: &significantDigits, exponent: &decimalExponent)
            digitCount += 1
            index += 1
        }
        if index < count, field[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, let digit = digitValue(field[index]) {
                accumulate(digit, into: &mantissa, significant: &significantDigits, exponent: &decimalExponent)
                decimalExponent -= 1
                digitCount += 1
                index += 1
            }
        }
        guard digitCount > 0 else { return nil }
        let mantissaEnd = index
        var writtenExponent = 0
        if let (exponent, end) = exponent(in: field, at: index) {
            writtenExponent = exponent
            index = end
        }
        guard index == count || startsUnit(field, at: index) else { return nil }
        // `0x1F` is hex, not zero with a unit `x1F`.
        if index < count, field[index] | 0x20 == UInt8(ascii: "x"), digitCount == 1, mantissa == 0 { return nil }
        // Only a number with a unit pays for looking it up: `2898k`, `1.5GiB` (`SizeSuffix`).
        var binaryPower = 0
        if index < count, let scale = SizeSuffix.scale(of: field, from: index) {
            switch scale {
            case .decimal(let power): writtenExponent += 3 * power
            case .binary(let power): binaryPower = 10 * power
            }
        }
        decimalExponent += writtenExponent
        let value: Double
        if significantDigits <= 19, mantissa <= 1 << 53, decimalExponent >= -22, decimalExponent <= 22 {
            value = decimalExponent < 0 ? Double(mantissa) / FastPowers.exactPowersOfTen[-decimalExponent]
                : Double(mantissa) * FastPowers.exactPowersOfTen[decimalExponent]
        } else {
            guard let slow = slowNumber(UnsafeRawBufferPointer(rebasing: field[0..<mantissaEnd]), exponent: writtenExponent) else { return nil }
            value = slow
        }
        // × 2¹⁰ⁿ is exact (a power of two), short of overflow, which is no finite sample.
        let scaled = binaryPower == 0 ? value : value * Double(sign: .plus, exponent: binaryPower, significand: 1)
        guard scaled.isFinite else { return nil }
        return isNegative ? -scaled : scaled
    }

    /// The exponent (`e-3`) a number's digits end with at `index`, and where it ends; nil when none
    /// follows (an `e` then starts a unit such as `12eur`: a letter, which the caller allows).
    @inline(__always)
    private static func exponent(in field: UnsafeRawBufferPointer, at index: Int) -> (value: Int, end: Int)? {
        let count = field.count
        guard index < count, field[index] | 0x20 == UInt8(ascii: "e") else { return nil }
        var probe = index + 1
        var exponentIsNegative = false
        if probe < count, field[probe] == UInt8(ascii: "+") || field[probe] == UInt8(ascii: "-") {
            exponentIsNegative = field[probe] == UInt8(ascii: "-")
            probe += 1
        }
        guard probe < count, digitValue(field[probe]) != nil else { return nil }
        var exponent = 0
        while probe < count, let digit = digitValue(field[probe]) {
            if exponent < 100_000 { exponent = exponent * 10 + Int(digit) }
            probe += 1
        }
        return (exponentIsNegative ? -exponent : exponent, probe)
    }

    @usableFromInline
    static func digitValue(_ byte: UInt8) -> UInt8? {
        let digit = byte &- UInt8(ascii: "0")
        return digit < 10 ? digit : nil
    }

    private static func accumulate(_ digit: UInt8, into mantissa: inout UInt64, significant: inout Int, exponent: inout Int) {
        if mantissa == 0 && digit == 0 { return }  // leading zeros carry no precision
        if significant < 19 {
            mantissa = mantissa * 10 + UInt64(digit)
        } else {
            exponent += 1
        }
        significant += 1
    }

    /// A unit starts with an ASCII letter, `%`, `°` (U+00B0), `µ` (U+00B5) or `μ` (U+03BC).
    private static func startsUnit(_ field: UnsafeRawBufferPointer, at index: Int) -> Bool {
        let byte = field[index]
        if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") { return true }
        if byte == UInt8(ascii: "%") { return true }
        guard index + 1 < field.count else { return false }
        let next = field[index + 1]
        return (byte == 0xC2 && (next == 0xB0 || next == 0xB5)) || (byte == 0xCE && next == 0xBC)
    }

    /// The standard library's reading of `digits` (a sign, digits and a point) times 10^`exponent`:
    /// the correctly rounded value, however long the digits; nil when it is not finite.
    private static func slowNumber(_ digits: UnsafeRawBufferPointer, exponent: Int) -> Double? {
        var string = String(decoding: digits, as: UTF8.self)
        if exponent != 0 { string += "e\(exponent)" }
        guard let value = Double(string), value.isFinite else { return nil }
        return value.magnitude
    }
}
