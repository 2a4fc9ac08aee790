/// Bytes written through a pointer into room made for them beforehand: a frame's escape sequences and
/// glyphs go out a byte at a time, and an array's `append` checks its uniqueness and its capacity for each
/// (a thousand appends a frame of braille).
///
/// The room is the caller's to size: `ANSIEncoder` bounds a frame's bytes before it writes any, and
/// `Array.appendWriting(atMost:_:)` lends a few bytes of scratch for one sequence.
///
/// ```swift
/// let bytes = [UInt8](unsafeUninitializedCapacity: 16) { buffer, count in
///     var writer = ByteWriter(buffer)
///     writer.appendDecimal(42)
///     count = writer.count   // 2: "42"
/// }
/// ```
struct ByteWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// The bytes written so far, from the start of the room.
    private(set) var count = 0

    init(_ room: UnsafeMutableBufferPointer<UInt8>) {
        start = room.baseAddress ?? UnsafeMutablePointer(bitPattern: 1)!
        capacity = room.count
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        assert(count < capacity, "a byte past the room made for it")
        start[count] = byte
        count += 1
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        assert(count + bytes.count <= capacity, "bytes past the room made for them")
        bytes.withUnsafeBufferPointer { (start + count).update(from: $0.baseAddress!, count: $0.count) }
        count += bytes.count
    }

    /// The digits of `value` (at least 0) in decimal.
    mutating func appendDecimal(_ value: Int) {
        precondition(value >= 0, "negative parameter")
        // A frame's numbers are rows, columns, hops and colour indices: below 1,000, their digits written
        // straight, not counted out and placed by a loop (~57 instructions a number a frame spent there).
        if value < 1_000 {
            assert(count + 3 <= capacity, "digits past the room made for them")
            let zero = UInt8(ascii: "0")
            if value >= 100 {
                start[count] = zero + UInt8(truncatingIfNeeded: value / 100)
                start[count + 1] = zero + UInt8(truncatingIfNeeded: value / 10 % 10)
                start[count + 2] = zero + UInt8(truncatingIfNeeded: value % 10)
                count += 3
            } else if value >= 10 {
                start[count] = zero + UInt8(truncatingIfNeeded: value / 10)
                start[count + 1] = zero + UInt8(truncatingIfNeeded: value % 10)
                count += 2
            } else {
                start[count] = zero + UInt8(truncatingIfNeeded: value)
                count += 1
            }
            return
        }
        let length = Self.decimalLength(value)
        assert(count + length <= capacity, "digits past the room made for them")
        var rest = value
        for place in stride(from: count + length - 1, through: count, by: -1) {
            start[place] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += length
    }

    /// Takes back what was written since `mark` (an earlier `count`).
    mutating func removeAll(after mark: Int) {
        precondition(mark >= 0 && mark <= count, "a mark within what was written")
        count = mark
    }

    /// The digits of `value` (at least 0) in decimal: how many `appendDecimal` writes.
    static func decimalLength(_ value: Int) -> Int {
        var length = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }
}
