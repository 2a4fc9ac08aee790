/// Reads a deflate stream's bits, least significant first, for `Inflate`.
///
/// ```swift
/// var reader = BitReader(bytes: [0x03], position: 0)
/// try reader.bits(3)   // 3
/// ```
struct BitReader {
    let bytes: [UInt8]
    private(set) var position: Int
    private var bit = 0

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// The next `count` bits as a number, the first read lowest.
    mutating func bits(_ count: Int) throws -> Int {
        var value = 0
        for index in 0..<count {
            guard position < bytes.count else { throw Inflate.Failure.truncated }
            value |= Int(bytes[position] >> UInt8(bit) & 1) << index
            bit += 1
            if bit == 8 {
                bit = 0
                position += 1
            }
        }
        return value
    }

    /// Skips to the next whole byte and returns its position.
    mutating func byteAligned() -> Int {
        if bit > 0 {
            bit = 0
            position += 1
        }
        return position
    }
}
