/// Membership in a sorted list of disjoint scalar ranges, by binary search: the one lookup behind the
/// Unicode width tables and the regex classes.
///
/// ```swift
/// SortedRanges.contains(0x4E2D, in: [0x3041...0x33FF, 0x4E00...0x9FFF])  // true
/// ```
///
/// - Complexity: O(log n).
package enum SortedRanges {
    @inline(__always)
    package static func contains(_ value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(value)
    }
}
