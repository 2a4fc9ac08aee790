/// The strings of JSON (RFC 8259) as `JSONLeaves` reads them: a plain one found where it lies, any other
/// decoded from its escapes (`\n`, `\u00e9`, a surrogate pair) into a buffer.
///
/// ```swift
/// var output: [UInt8] = []
/// var index = 0
/// JSONString.readString(text, &index, into: &output)   // `"a\tb"` → a, tab, b
/// ```
///
/// - Complexity: O(n) in the bytes of the string.
enum JSONString {
    /// A string from its opening quote, its escapes decoded, appended to `output`; false when it is not
    /// a valid JSON string (a control character in it, a bad escape, no closing quote).
    static func readString(_ text: UnsafeRawBufferPointer, _ index: inout Int, into output: inout [UInt8]) -> Bool {
        index += 1
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"):
                guard index + 1 < text.count else { return false }
                let escaped = text[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "u"):
                    guard var scalar = hexQuad(text, at: index) else { return false }
                    index += 4
                    if (0xD800...0xDBFF).contains(scalar) {
                        // A high surrogate must be followed by an escaped low one.
                        guard index + 6 <= text.count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u"),
                              let low = hexQuad(text, at: index + 2), (0xDC00...0xDFFF).contains(low) else {
                            scalar = 0xFFFD
                            appendScalar(scalar, to: &output)
                            continue
                        }
                        index += 6
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        scalar = 0xFFFD
                    }
                    appendScalar(scalar, to: &output)
                default:
                    return false
                }
            case 0x00..<0x20:
                return false
            default:
                output.append(byte)
                index += 1
            }
        }
        return false
    }

    /// The index of the closing quote of a string that starts at `start` and has neither an escape nor a
    /// control character; nil for any other (which `readString` reads, or rejects).
    @inline(__always)
    static func endOfPlainString(_ text: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let stop = ByteSearch.firstStringStop(in: text, from: start), text[stop] == UInt8(ascii: "\"") else { return nil }
        return stop
    }

    /// The same, tried first at `guess` (where the string ended in a line of the same layout), and nil too
    /// for a string with a C1 control (`C2 9B`), which a line's cleaning would take out (`LineCleaner`):
    /// a line read by its layout straight from a chunk is never cleaned. At `guess`, true when the byte
    /// there is a quote and none before it stops the string, checked eight bytes at a time.
    @inline(__always)
    static func endOfPlainString(_ text: UnsafeRawBufferPointer, from start: Int, guess: Int) -> Int? {
        if guess >= start, guess < text.count, text[guess] == UInt8(ascii: "\""), !stopsString(text, from: start, to: guess) { return guess }
        guard let end = endOfPlainString(text, from: start), !LineCleaner.needsCleaning(UnsafeRawBufferPointer(rebasing: text[start..<end])) else {
            return nil
        }
        return end
    }

    /// Whether a byte from `start` to `end` would stop a string without escapes: a quote, a backslash or
    /// a control character; or may begin a C1 control (`C2`, then asked of `LineCleaner`). The lanes as
    /// `ByteSearch.firstStringStop` flags them: a lane is flagged falsely only above a true one, so a
    /// flag within the bytes asked about is a stop among them.
    @inline(__always)
    private static func stopsString(_ text: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        guard let base = text.baseAddress else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func flags(_ word: UInt64) -> UInt64 {
            let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C), leads = word ^ (ones &* 0xC2)
            return ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (leads &- ones) & ~leads | (word &- ones &* 0x20) & ~word)
                & highs
        }
        var index = start
        while index + 8 <= end {
            if flags(DigitRun.word(at: index, in: base)) != 0 { return true }
            index += 8
        }
        guard index < end else { return false }
        if index + 8 <= text.count {
            return flags(DigitRun.word(at: index, in: base)) & (UInt64.max >> UInt64(64 - 8 * (end - index))) != 0
        }
        return text[index..<end].contains { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 == 0xC2 }
    }

    private static func hexQuad(_ text: UnsafeRawBufferPointer, at index: Int) -> UInt32? {
        guard index + 4 <= text.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = text[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        output.append(contentsOf: String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
    }
}
