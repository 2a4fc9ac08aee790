/// Bits into bytes the way deflate packs them (RFC 1951 §3.1.1): the first bit written is a byte's least
/// significant, values go in least significant bit first (a Huffman code is written reversed by its
/// caller, `FixedHuffman`, so that it reads most significant bit first).
///
/// ```swift
/// var writer = BitWriter(capacity: 16)
/// writer.write(0b011, count: 3)   // BFINAL = 1, BTYPE = 01
/// writer.alignToByte()
/// writer.bytes                    // [0x03]
/// ```
struct BitWriter {
    private(set) var bytes: [UInt8]
    /// Bits written and not yet in `bytes`, the oldest lowest; fewer than 32 between writes.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `count` bits of `value` (at most 32): one write for a whole match, its length code,
    /// extra bits and distance together, which is where the time goes.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            let word = UInt32(truncatingIfNeeded: pending)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Fills the last byte with zero bits, so what follows (a stored block, the Adler-32) starts on a byte.
    mutating func alignToByte() {
        while pendingCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount = max(0, pendingCount - 8)
        }
        pending = 0
    }

    /// Appends whole bytes after `alignToByte()`.
    mutating func append(bytes more: [UInt8]) {
        precondition(pendingCount == 0, "bytes appended between bits")
        bytes.append(contentsOf: more)
    }
}
