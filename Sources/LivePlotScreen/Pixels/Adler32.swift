/// RFC 1950's checksum of the uncompressed data, the last four bytes of a zlib stream (big-endian): two
/// sums modulo 65521, `a` of the bytes plus one, `b` of each step's `a`.
///
/// ```swift
/// Adler32.checksum(Array("Wikipedia".utf8))   // 0x11E6_0398
/// ```
///
/// - Complexity: O(bytes), sixteen at a time in vector lanes, one modulo every 5552 bytes.
enum Adler32 {
    static let modulus: UInt32 = 65521
    /// The longest run of bytes whose sums stay within 32 bits before reducing (zlib's NMAX), a multiple
    /// of the sixteen lanes.
    static let longestUnreduced = 5552

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        bytes.withUnsafeBytes { buffer in
            var start = 0
            while start < buffer.count {
                let end = min(start + longestUnreduced, buffer.count)
                let vectorEnd = start + (end - start) / 16 * 16
                sumLanes(buffer, from: start, to: vectorEnd, a: &a, b: &b)
                for index in vectorEnd..<end {
                    a &+= UInt32(buffer[index])
                    b &+= a
                }
                a %= modulus
                b %= modulus
                start = end
            }
        }
        return b << 16 | a
    }

    /// The sums over `start..<end` (a multiple of 16 bytes, at most 5552) from `a` and `b`, unreduced.
    /// Lane `j` holds `lanes`, the sum of the bytes at `j` of each group of sixteen, and `weighted`, the sum
    /// of `lanes` after each group; one by one, each byte adds itself to `b` once for every byte from it
    /// to the end, which is 16 × `weighted` less the bytes' offset `j` in their group:
    /// b += n·a + 16·Σ weighted − Σ j·lanes.
    @inline(__always)
    private static func sumLanes(_ buffer: UnsafeRawBufferPointer, from start: Int, to end: Int, a: inout UInt32, b: inout UInt32) {
        guard start < end else { return }
        var lanes = SIMD16<UInt32>()
        var weighted = SIMD16<UInt32>()
        for offset in stride(from: start, to: end, by: 16) {
            let bytes = buffer.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            lanes &+= SIMD16<UInt32>(truncatingIfNeeded: bytes)
            weighted &+= lanes
        }
        // 16·Σ weighted reaches 3.9·10⁹ at 5552 bytes of 255: the combination is done in 64 bits.
        let count = UInt64(end - start)
        let sum = UInt64(lanes.wrappedSum())
        let offsets = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        let weightedSum = weighted.indices.reduce(UInt64(0)) { $0 + UInt64(weighted[$1]) }
        let offsetSum = UInt64((lanes &* offsets).wrappedSum())
        b = UInt32((UInt64(b) + count * UInt64(a) + 16 * weightedSum - offsetSum) % UInt64(modulus))
        a = UInt32((UInt64(a) + sum) % UInt64(modulus))
    }
}
