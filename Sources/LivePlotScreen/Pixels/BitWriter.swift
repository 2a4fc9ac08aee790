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
    /// The bits written, 32 to a word, the oldest lowest, stored little-endian (in memory, the bytes in
    /// order): one append a word, not four.
    private var words: [UInt32]
    /// Bits written and not yet in `words`, the oldest lowest; fewer than 32 between writes.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// A writer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        words = []
        words.reserveCapacity(capacity / 4 + 1)
    }

    /// Appends the low `count` bits of `value` (at most 32): one write for a whole match, its length code,
    /// extra bits and distance together, which is where the time goes.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            words.append(UInt32(truncatingIfNeeded: pending).littleEndian)
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Fills the last byte with zero bits, so what follows (a stored block, the Adler-32) starts on a byte.
    mutating func alignToByte() {
        pendingCount = (pendingCount + 7) & ~7
        if pendingCount >= 32 {
            words.append(UInt32(truncatingIfNeeded: pending).littleEndian)
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Appends whole bytes after `alignToByte()`.
    mutating func append(bytes more: [UInt8]) {
        precondition(pendingCount % 8 == 0, "bytes appended between bits")
        for byte in more { write(UInt32(byte), count: 8) }
    }

    /// The bytes written, the last one's unwritten bits zero.
    var bytes: [UInt8] {
        let count = words.count * 4 + (pendingCount + 7) / 8
        return [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
            words.withUnsafeBytes { UnsafeMutableRawBufferPointer(output).copyMemory(from: $0) }
            for index in 0..<(pendingCount + 7) / 8 { output[words.count * 4 + index] = UInt8(truncatingIfNeeded: pending >> UInt64(8 * index)) }
            initialized = count
        }
    }
}
