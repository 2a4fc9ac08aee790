/// Deflate's fixed Huffman codes (RFC 1951 §3.2.6) as bit strings ready for `BitWriter`: a literal's code,
/// a match length's code with its extra bits, a distance's code with its extra bits, each already reversed
/// (Huffman codes go most significant bit first into a stream packed least significant bit first).
///
/// ```swift
/// FixedHuffman.literals[65]      // (code, 8): "A" is 0x30 + 65 in 8 bits
/// FixedHuffman.lengths[258]      // symbol 285: 8 bits, no extra
/// FixedHuffman.distance(4)       // symbol 3: 5 bits, no extra
/// ```
enum FixedHuffman {
    /// A string of bits: `count` bits of `bits`, first bit lowest.
    struct Bits: Hashable, Sendable {
        var bits: UInt32
        var count: Int
    }

    /// The shortest and longest match deflate codes.
    static let lengthRange = 3...258
    /// The farthest back a match may copy from (the 32 KiB window).
    static let farthest = 32768

    /// Symbols 257…285: the first length of each and its extra bits (RFC 1951 §3.2.5).
    static let lengthBases: [(base: Int, extra: Int)] = [
        (3, 0), (4, 0), (5, 0), (6, 0), (7, 0), (8, 0), (9, 0), (10, 0), (11, 1), (13, 1), (15, 1), (17, 1),
        (19, 2), (23, 2), (27, 2), (31, 2), (35, 3), (43, 3), (51, 3), (59, 3), (67, 4), (83, 4), (99, 4),
        (115, 4), (131, 5), (163, 5), (195, 5), (227, 5), (258, 0),
    ]
    /// Distance symbols 0…29: the first distance of each and its extra bits.
    static let distanceBases: [(base: Int, extra: Int)] = [
        (1, 0), (2, 0), (3, 0), (4, 0), (5, 1), (7, 1), (9, 2), (13, 2), (17, 3), (25, 3), (33, 4), (49, 4),
        (65, 5), (97, 5), (129, 6), (193, 6), (257, 7), (385, 7), (513, 8), (769, 8), (1025, 9), (1537, 9),
        (2049, 10), (3073, 10), (4097, 11), (6145, 11), (8193, 12), (12289, 12), (16385, 13), (24577, 13),
    ]

    /// The fixed code of a literal/length symbol 0…287: 0…143 in 8 bits from 0x30, 144…255 in 9 bits from
    /// 0x190, 256…279 in 7 bits from 0, 280…287 in 8 bits from 0xC0.
    static func symbol(_ symbol: Int) -> Bits {
        switch symbol {
        case 0...143: reversed(0x30 + symbol, count: 8)
        case 144...255: reversed(0x190 + symbol - 144, count: 9)
        case 256...279: reversed(symbol - 256, count: 7)
        default: reversed(0xC0 + symbol - 280, count: 8)
        }
    }

    /// The 256 literals' codes.
    static let literals: [Bits] = (0..<256).map(symbol)

    /// The code of end-of-block (symbol 256).
    static let endOfBlock = symbol(256)

    /// Each length 3…258's symbol code followed by its extra bits, indexed by the length (0…2 unused).
    static let lengths: [Bits] = (0...lengthRange.upperBound).map { length in
        guard length >= lengthRange.lowerBound else { return Bits(bits: 0, count: 0) }
        let index = lengthBases.lastIndex { $0.base <= length }!
        // 258 has a symbol of its own (285), not 284's base 227 plus 31.
        let (base, extra) = lengthBases[index]
        let code = symbol(257 + index)
        return Bits(bits: code.bits | UInt32(length - base) << UInt32(code.count), count: code.count + extra)
    }

    /// A distance 1…32768's 5-bit code followed by its extra bits.
    static func distance(_ distance: Int) -> Bits {
        precondition((1...farthest).contains(distance), "a distance beyond deflate's window")
        let index = distanceBases.lastIndex { $0.base <= distance }!
        let (base, extra) = distanceBases[index]
        let code = reversed(index, count: 5)
        return Bits(bits: code.bits | UInt32(distance - base) << 5, count: 5 + extra)
    }

    /// `value`'s low `count` bits in the opposite order.
    static func reversed(_ value: Int, count: Int) -> Bits {
        var result: UInt32 = 0
        for bit in 0..<count where value & (1 << bit) != 0 { result |= 1 << UInt32(count - 1 - bit) }
        return Bits(bits: result, count: count)
    }
}
