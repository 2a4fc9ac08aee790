/// A size suffix glued to a number, which scales it: SI prefixes by powers of 1000, IEC prefixes by
/// powers of 1024, each with or without a `B`, and `B` alone (×1), as dstat, docker stats and `ls -h`
/// write sizes. Only a whole unit is a size: `12ms`, `5Mbps`, `45%` keep their number as written.
///
/// ```swift
/// SizeSuffix.scale(of: field, from: 3)   // .binary(3) for "1.5GiB": × 1024³
/// SizeSuffix.scale(of: field, from: 4)   // .decimal(1) for "2898k": × 10³
/// SizeSuffix.scale(of: field, from: 2)   // nil for "12ms": not a size
/// ```
///
/// - Complexity: O(1): a unit of at most three bytes, as one number, compared with a table of twelve.
enum SizeSuffix: Equatable, Sendable {
    /// × 1000ⁿ: folded into the number's power of ten, so the value is the correctly rounded one.
    case decimal(Int)
    /// × 1024ⁿ: a power of two, so multiplying the parsed value by it is exact.
    case binary(Int)

    /// The prefixes, as written (`k` `K` `M` `G` `T` `P`, `Ki` `Mi` `Gi` `Ti` `Pi`), and what each scales by.
    /// `m`, `µ` and `n` are no sizes (milli-, micro-, nano-seconds); `B` alone is ×1 (`.decimal(0)`).
    private static let prefixes: [(text: String, scale: SizeSuffix)] = [
        ("", .decimal(0)), ("k", .decimal(1)), ("K", .decimal(1)), ("M", .decimal(2)), ("G", .decimal(3)), ("T", .decimal(4)),
        ("P", .decimal(5)), ("Ki", .binary(1)), ("Mi", .binary(2)), ("Gi", .binary(3)), ("Ti", .binary(4)), ("Pi", .binary(5)),
    ]

    /// The prefixes' bytes as one number each (first byte highest), with the length: what `scale` compares.
    private static let keys: [(key: UInt32, length: Int, scale: SizeSuffix)] = prefixes.map { prefix in
        (prefix.text.utf8.reduce(0) { $0 << 8 | UInt32($1) }, prefix.text.utf8.count, prefix.scale)
    }

    /// The scale the unit `field[start...]` (the whole of what follows a number's digits) stands for, or
    /// nil when it is no size: a prefix of the table, with or without a `B` after it (`B` alone is one).
    @inline(__always)
    static func scale(of field: UnsafeRawBufferPointer, from start: Int) -> SizeSuffix? {
        var end = field.count
        guard end > start, end - start <= 3 else { return nil }
        if field[end - 1] == UInt8(ascii: "B") { end -= 1 }
        var key: UInt32 = 0
        for index in start..<end { key = key << 8 | UInt32(field[index]) }
        let length = end - start
        for entry in keys where entry.key == key && entry.length == length { return entry.scale }
        return nil
    }
}
