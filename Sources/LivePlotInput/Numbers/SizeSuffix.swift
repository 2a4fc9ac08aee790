/// A size suffix glued to a number, which scales it: SI prefixes by powers of 1000, IEC prefixes by
/// powers of 1024, each with or without a `B`, and `B` alone (×1), as dstat, docker stats and `ls -h`
/// write sizes. Only a whole unit is a size: `12ms`, `5Mbps`, `45%` keep their number as written.
///
/// ```swift
/// SizeSuffix.scale(of: Array("GiB".utf8))   // .binary(3): × 1024³
/// SizeSuffix.scale(of: Array("k".utf8))     // .decimal(1): × 10³
/// SizeSuffix.scale(of: Array("ms".utf8))    // nil: not a size
/// ```
///
/// - Complexity: O(1): a unit of at most three bytes is compared with a table of eleven prefixes.
enum SizeSuffix: Equatable, Sendable {
    /// × 1000ⁿ: folded into the number's power of ten, so the value is the correctly rounded one.
    case decimal(Int)
    /// × 1024ⁿ: a power of two, so multiplying the parsed value by it is exact.
    case binary(Int)

    /// The prefixes, as written (`k` `K` `M` `G` `T` `P`, `Ki` `Mi` `Gi` `Ti` `Pi`), and what each scales by. `m`, `µ` and `n` are no sizes (milli-, micro-,
    /// nano-seconds); `B` alone is ×1 (`.decimal(0)`).
    private static let prefixes: [(text: [UInt8], scale: SizeSuffix)] = [
        ([], .decimal(0)),
        ([0x6B], .decimal(1)), ([0x4B], .decimal(1)), ([0x4D], .decimal(2)), ([0x47], .decimal(3)), ([0x54], .decimal(4)),
        ([0x50], .decimal(5)),
        ([0x4B, 0x69], .binary(1)), ([0x4D, 0x69], .binary(2)), ([0x47, 0x69], .binary(3)), ([0x54, 0x69], .binary(4)),
        ([0x50, 0x69], .binary(5)),
    ]

    /// The scale `unit` (the whole of what follows a number's digits) stands for, or nil when it is no
    /// size: a prefix of the table, with or without a `B` after it (`B` alone is one of them).
    static func scale(of unit: some BidirectionalCollection<UInt8>) -> SizeSuffix? {
        guard !unit.isEmpty, unit.count <= 3 else { return nil }
        let prefix = unit.last == UInt8(ascii: "B") ? unit.dropLast() : unit[...]
        return prefixes.first { $0.text.elementsEqual(prefix) }?.scale
    }
}
