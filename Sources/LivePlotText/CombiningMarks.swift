/// The combining marks drawn with a cell's glyph (the accent of a decomposed `é`, Thai vowel and tone
/// marks): up to three, packed in one word, so a cell stays small and compares in one instruction.
///
/// ```swift
/// var marks = CombiningMarks()
/// marks.append("\u{301}")
/// Array(marks)  // ["\u{301}"]
/// ```
public struct CombiningMarks: Hashable, Sendable, Sequence {
    /// Three 21-bit scalar values, the first in the low bits; 0 where there is none.
    private var packed: UInt64 = 0

    /// Marks beyond this many on one glyph are left out.
    public static let capacity = 3
    public static let none = CombiningMarks()

    public init() {}

    public var isEmpty: Bool { packed == 0 }

    public var count: Int {
        var count = 0
        while count < Self.capacity, (packed >> UInt64(21 * count)) & 0x1F_FFFF != 0 { count += 1 }
        return count
    }

    /// Adds `mark` after the others, unless there are already `capacity`.
    public mutating func append(_ mark: Unicode.Scalar) {
        let index = count
        guard index < Self.capacity, mark.value != 0 else { return }
        packed |= UInt64(mark.value) << UInt64(21 * index)
    }

    public func makeIterator() -> AnyIterator<Unicode.Scalar> {
        var rest = packed
        return AnyIterator {
            let value = UInt32(rest & 0x1F_FFFF)
            rest >>= 21
            return value == 0 ? nil : Unicode.Scalar(value)
        }
    }
}
