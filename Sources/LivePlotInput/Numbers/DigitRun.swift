/// Reads a run of decimal digits up to eight at a time (SWAR: eight bytes in one 64-bit word), so a
/// number's digits cost a few multiplications instead of a branch per digit.
///
/// ```swift
/// let word = DigitRun.word(at: 0, in: base)   // the bytes "4712.5\n…", first byte lowest
/// DigitRun.length(of: word)                   // 4
/// DigitRun.value(of: word, length: 4)         // 4712
/// ```
///
/// The conversion is the one of simdjson and fast_float (Lemire): pairs of digits, then fours, then the
/// eight, by multiplications that keep each partial value in its own lanes.
enum DigitRun {
    private static let zeros: UInt64 = 0x3030_3030_3030_3030

    /// The eight bytes at `offset`, the first in the lowest lane on any host.
    @inline(__always)
    static func word(at offset: Int, in base: UnsafeRawPointer) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// How many of `word`'s bytes, from the first, are digits: 0…8.
    @inline(__always)
    static func length(of word: UInt64) -> Int {
        // A lane's high bit is set when its byte is above "9" (the addition) or below "0" (the
        // subtraction). Carries and borrows only travel upward, from a lane that is already no digit, so
        // the lowest flagged lane is exactly the first byte that is not a digit.
        let flags = ((word &+ 0x4646_4646_4646_4646) | (word &- zeros)) & 0x8080_8080_8080_8080
        return flags.trailingZeroBitCount >> 3
    }

    /// The number that `word`'s first `length` bytes spell, when they are digits (`length` in 1…8).
    @inline(__always)
    static func value(of word: UInt64, length: Int) -> UInt64 {
        precondition(length > 0 && length <= 8, "one to eight digits")
        // Shifted so the digits fill the highest lanes: the lanes shifted in read as leading zeros.
        var lanes = (word &- zeros) &<< UInt64(64 - 8 * length)
        lanes = lanes &* 10 &+ (lanes >> 8)
        let pairs: UInt64 = 0x0000_00FF_0000_00FF
        lanes = ((lanes & pairs) &* (100 + (1_000_000 << 32)) &+ ((lanes >> 16) & pairs) &* (1 + (10_000 << 32))) >> 32
        return lanes & 0xFFFF_FFFF
    }

    /// Reads the digits at `index` on into `mantissa` (a decimal place per digit, wrapping past 2⁶⁴: the
    /// caller counts digits and gives up long before) and returns how many there were. Eight at a time
    /// while eight bytes are left, then one by one.
    @inline(__always)
    static func read(_ base: UnsafeRawPointer, count: Int, at index: inout Int, into mantissa: inout UInt64,
                     powers: UnsafePointer<UInt64>) -> Int {
        let start = index
        while index + 8 <= count {
            let word = word(at: index, in: base)
            let length = length(of: word)
            guard length > 0 else { return index - start }
            mantissa = mantissa &* powers[length] &+ value(of: word, length: length)
            index += length
            guard length == 8 else { return index - start }
        }
        while index < count {
            let digit = base.load(fromByteOffset: index, as: UInt8.self) &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
        return index - start
    }
}
