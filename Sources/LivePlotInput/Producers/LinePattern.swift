/// A pattern a producer profile tests a line with (`ProducerProfile`), as data: a literal every line
/// it matches holds, searched first, and the regular expression, compiled (`compiled()`) and run only
/// for a line that holds the literal. A stream whose lines hold none of the table's literals compiles
/// nothing.
///
/// ```swift
/// let banner = LinePattern(needle: "PING ", #"^PING \S+ ?\([^)]*\):? \d+"#)
/// if LinePattern.contains(banner.needle, in: line) { var matcher = banner.compiled() … }
/// ```
///
/// - Complexity: O(n) in the bytes of the line for the literal; the expression runs in time linear in
///   the line (`SampleMatcher`).
struct LinePattern: Sendable {
    /// Bytes every line the pattern matches holds; empty for none.
    let needle: [UInt8]
    let pattern: String

    init(needle: String = "", _ pattern: String) {
        self.needle = Array(needle.utf8)
        self.pattern = pattern
    }

    /// The pattern compiled. Its text is the table's own, never the user's: one that does not compile
    /// is a mistake in the table, which `ProducerProfileTests` would have caught.
    func compiled() -> SampleMatcher {
        do {
            return try SampleMatcher(pattern: pattern)
        } catch {
            preconditionFailure("a producer profile's pattern does not compile: \(pattern): \(error)")
        }
    }

    /// Whether `line` holds the needle and `matcher` (this pattern compiled, nil until first needed)
    /// matches it.
    func matches(_ line: UnsafeRawBufferPointer, compiled matcher: inout SampleMatcher?) -> Bool {
        guard Self.contains(needle, in: line) else { return false }
        if matcher == nil { matcher = compiled() }
        return matcher!.forEachNumber(in: line) { _, _, _ in }
    }

    /// Whether `needle` occurs in `line` (an empty needle does everywhere).
    static func contains(_ needle: [UInt8], in line: UnsafeRawBufferPointer) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= line.count else { return false }
        var start = 0
        let last = line.count - needle.count
        while start <= last, let index = ByteSearch.firstIndex(of: first, in: line, from: start) {
            guard index <= last else { return false }
            var offset = 1
            while offset < needle.count, line[index + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
            start = index + 1
        }
        return false
    }
}
