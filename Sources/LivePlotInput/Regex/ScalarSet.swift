import LivePlotText

/// A set of Unicode scalars for a character class, `.`, or `\d`: sorted ranges, with a bitmap for ASCII
/// so the common test is one load and a shift.
///
/// ```swift
/// let digits = ScalarSet(ranges: [0x30...0x39])
/// digits.contains("7")    // true
/// digits.inverted.contains("é")  // true
/// ```
///
/// - Complexity: `contains` is O(1) for ASCII, O(log ranges) beyond.
public struct ScalarSet: Hashable, Sendable {
    /// Disjoint, sorted, not adjacent.
    public private(set) var ranges: [ClosedRange<UInt32>]
    private var ascii: (UInt64, UInt64)

    public init(ranges: [ClosedRange<UInt32>]) {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
        ascii = (0, 0)
        for range in merged where range.lowerBound < 128 {
            for value in range.lowerBound...min(range.upperBound, 127) {
                if value < 64 { ascii.0 |= 1 << UInt64(value) } else { ascii.1 |= 1 << UInt64(value - 64) }
            }
        }
    }

    public static func == (left: ScalarSet, right: ScalarSet) -> Bool { left.ranges == right.ranges }
    public func hash(into hasher: inout Hasher) { hasher.combine(ranges) }

    @inline(__always)
    public func contains(_ value: UInt32) -> Bool {
        if value < 64 { return ascii.0 & (1 << UInt64(value)) != 0 }
        if value < 128 { return ascii.1 & (1 << UInt64(value - 64)) != 0 }
        return SortedRanges.contains(value, in: ranges)
    }

    public func contains(_ scalar: Unicode.Scalar) -> Bool { contains(scalar.value) }

    /// Every scalar not in the set.
    public var inverted: ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound &+ 1
        }
        if next <= 0x10FFFF, ranges.last.map({ $0.upperBound < 0x10FFFF }) ?? true { result.append(next...0x10FFFF) }
        return ScalarSet(ranges: result)
    }

    /// The one scalar in the set, when it holds exactly one.
    public var single: UInt32? {
        guard ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound else { return nil }
        return ranges[0].lowerBound
    }

    // The classes, ASCII only, as the README's `--match` says (the same as `Regex` with ASCII-only classes).
    public static let digits = ScalarSet(ranges: [0x30...0x39])
    public static let word = ScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    public static let space = ScalarSet(ranges: [0x09...0x0D, 0x20...0x20])
    /// `.`: any scalar but a line feed.
    public static let anyButNewline = ScalarSet(ranges: [0x0A...0x0A]).inverted
}
