/// Finds a literal in a line by its rarest byte: the vector search looks for the byte of the literal that
/// log lines hold least often (`=` of `rt=` rather than `r`, which every user agent has), and only where
/// it stands are the other bytes compared. Ripgrep and Rust's `memchr` pick their needle's rare byte the
/// same way, from a table of how common each byte is.
///
/// ```swift
/// let finder = LiteralFinder(Array("rt=".utf8))
/// finder.firstIndex(in: line, from: 0)   // where "rt=" starts
/// ```
///
/// - Complexity: O(n) for a line of n bytes, one vector compare per sixteen bytes between candidates.
public struct LiteralFinder: Sendable {
    public let needle: [UInt8]
    /// The index in `needle` of the byte the search looks for.
    public let rareIndex: Int

    /// How common each byte is in text and logs, 0 (rare) to 255 (everywhere), by classes: a rough rank,
    /// not a measurement; it only has to tell `=` from `r`.
    static let commonness: [UInt8] = (0...255).map { byte -> UInt8 in
        switch UInt8(byte) {
        case UInt8(ascii: " "): return 255
        case UInt8(ascii: "e"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "o"), UInt8(ascii: "i"),
             UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "r"): return 220
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 200
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 160
        case UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: ","): return 120
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 100
        case UInt8(ascii: "\""), UInt8(ascii: "_"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "'"), UInt8(ascii: ";"): return 70
        case 0x21...0x7E: return 40
        case 0x80...0xFF: return 30
        default: return 10
        }
    }

    public init(_ needle: [UInt8]) {
        precondition(!needle.isEmpty, "a literal to find")
        self.needle = needle
        rareIndex = needle.indices.min { Self.commonness[Int(needle[$0])] < Self.commonness[Int(needle[$1])] }!
    }

    /// Where `needle` next starts in `line` at or after `start`, or nil.
    public func firstIndex(in line: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let last = line.count - needle.count
        var from = start + rareIndex
        while from - rareIndex <= last, let candidate = ByteSearch.firstIndex(of: needle[rareIndex], in: line, from: from) {
            let begin = candidate - rareIndex
            guard begin <= last else { return nil }
            var matches = true
            for offset in needle.indices where offset != rareIndex && line[begin + offset] != needle[offset] {
                matches = false
                break
            }
            if matches { return begin }
            from = candidate + 1
        }
        return nil
    }

    /// Where `needle` last starts in `line` at a begin in `start...through`, or nil: the rare byte looked
    /// for from the end back.
    public func lastIndex(in line: UnsafeRawBufferPointer, from start: Int, through: Int) -> Int? {
        let last = min(through, line.count - needle.count)
        guard start <= last else { return nil }
        var before = last + rareIndex + 1
        while let candidate = ByteSearch.lastIndex(of: needle[rareIndex], in: line, from: start + rareIndex, before: before) {
            let begin = candidate - rareIndex
            var matches = true
            for offset in needle.indices where offset != rareIndex && line[begin + offset] != needle[offset] {
                matches = false
                break
            }
            if matches { return begin }
            before = candidate
        }
        return nil
    }
}
