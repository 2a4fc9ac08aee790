/// A canonical Huffman code for `Inflate`, from its code lengths: how many codes of each length and the
/// symbols in code order, decoded a bit at a time (puff.c's way).
///
/// ```swift
/// let code = try Huffman(lengths: [2, 1, 3, 3])   // symbol 1 is "0", 0 is "10", 2 "110", 3 "111"
/// ```
struct Huffman {
    private var counts = [Int](repeating: 0, count: 16)
    private var symbols: [Int] = []

    init(lengths: [Int]) throws {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left = left * 2 - counts[length]
            guard left >= 0 else { throw Inflate.Failure.badLengths("over-subscribed") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    func decode(_ reader: inout BitReader) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - count < first { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Inflate.Failure.badCode
    }

    /// The fixed codes (RFC 1951 §3.2.6): literals 0…143 in 8 bits, 144…255 in 9, 256…279 in 7, 280…287 in
    /// 8; the 30 distances (and two unused) in 5.
    static let fixedLiterals = try! Huffman(lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
        + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
    static let fixedDistances = try! Huffman(lengths: [Int](repeating: 5, count: 30))
}
