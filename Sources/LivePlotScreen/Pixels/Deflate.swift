/// One fixed-Huffman deflate block (RFC 1951) over pixel rows, finding only the copies a picture of a
/// chart is made of: the pixel to the left (distance `pixelBytes`) and the pixel above (`rowBytes`), and
/// the pixel two to the left and two above, which is where a dotted grid line repeats (without them a
/// dotted row is all literals: a 1100×720 plot took 177 KB, with them 59 KB). At each byte the longest
/// of the runs is taken (as several matches of at most 258 when longer), else the byte goes as a literal.
/// No hash table, no search: a chart's background and its lines' repetition row to row are what these
/// find, in a fraction of a general deflate's time.
///
/// ```swift
/// var writer = BitWriter(capacity: 64)
/// Deflate.block(of: rgba, pixelBytes: 4, rowBytes: 4 * width, isFinal: true, into: &writer)
/// ```
///
/// - Complexity: O(bytes): runs are measured eight bytes at a time, and a run is never measured twice.
enum Deflate {
    /// Writes `bytes` as one block with fixed codes (BTYPE 01). A distance beyond deflate's 32 KiB window
    /// (a row longer than 32768 bytes, 8192 RGBA pixels; two rows of 16384) is not used: such rows copy
    /// from the left only.
    static func block(of bytes: [UInt8], pixelBytes: Int, rowBytes: Int, isFinal: Bool, into writer: inout BitWriter) {
        precondition(pixelBytes > 0 && rowBytes > 0, "pixels and rows of no bytes")
        writer.write(isFinal ? 0b011 : 0b010, count: 3)
        let distances = [rowBytes, pixelBytes, 2 * pixelBytes, 2 * rowBytes].filter { $0 <= FixedHuffman.farthest }
        let codes = distances.map(FixedHuffman.distance)
        bytes.withUnsafeBytes { buffer in
            var position = 0
            while position < buffer.count {
                var longest = 0
                var chosen = 0
                for (which, distance) in distances.enumerated() where distance <= position {
                    let length = run(in: buffer, at: position, distance: distance)
                    if length > longest {
                        longest = length
                        chosen = which
                    }
                }
                if longest >= FixedHuffman.lengthRange.lowerBound {
                    writeMatches(length: longest, distance: codes[chosen], into: &writer)
                    position += longest
                } else {
                    let literal = FixedHuffman.literals[Int(buffer[position])]
                    writer.write(literal.bits, count: literal.count)
                    position += 1
                }
            }
        }
        writer.write(FixedHuffman.endOfBlock.bits, count: FixedHuffman.endOfBlock.count)
    }

    /// How many bytes from `position` on equal those `distance` before them (an overlapping copy counts,
    /// as deflate's decoder copies byte by byte): words of eight compared, the first differing byte found
    /// from the lowest set bit of their difference (loads are little-endian on every platform Swift runs).
    @inline(__always)
    static func run(in buffer: UnsafeRawBufferPointer, at position: Int, distance: Int) -> Int {
        var index = position
        let end = buffer.count
        while index + 8 <= end {
            let difference = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                ^ buffer.loadUnaligned(fromByteOffset: index - distance, as: UInt64.self)
            if difference != 0 { return index - position + UInt64(littleEndian: difference).trailingZeroBitCount / 8 }
            index += 8
        }
        while index < end, buffer[index] == buffer[index - distance] { index += 1 }
        return index - position
    }

    /// A run of `length` (at least 3) as matches of at most 258, the last two split so that neither is
    /// shorter than 3: 260 goes as 257 + 3, not 258 + 2.
    @inline(__always)
    static func writeMatches(length: Int, distance: FixedHuffman.Bits, into writer: inout BitWriter) {
        let longest = FixedHuffman.lengthRange.upperBound
        let shortest = FixedHuffman.lengthRange.lowerBound
        var left = length
        while left > 0 {
            var piece = min(left, longest)
            if left > longest, left - longest < shortest { piece = left - shortest }
            let code = FixedHuffman.lengths[piece]
            writer.write(code.bits | distance.bits << UInt32(code.count), count: code.count + distance.count)
            left -= piece
        }
    }
}
