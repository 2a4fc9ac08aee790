/// The keys whose value is a line's time, not a series: of a JSON line's top object, or of a pair
/// (`ts=2026-11-22T10:00:01Z`). The defaults the README's `-x` row names, or the one `-x` names.
///
/// ```swift
/// let keys = TimeKeys.defaults
/// keys.contains(key)   // true for the bytes of "ts", "@timestamp", …
/// ```
///
/// - Complexity: `contains` is O(1) for a key of no time key's length (most keys), else O(keys × length).
public struct TimeKeys: Hashable, Sendable {
    /// The keys the README's `-x` row names as a line's time when `-x` names none.
    public static let defaults = TimeKeys(["time", "ts", "timestamp", "@timestamp", "date", "datetime"])
    /// No key is a time.
    public static let none = TimeKeys([])

    private let keys: [[UInt8]]
    /// A bit per length of the keys: most keys are told apart by their length alone.
    private let lengths: UInt64

    public init(_ keys: [String]) {
        self.keys = keys.map { Array($0.utf8) }
        lengths = self.keys.reduce(0) { $0 | 1 << min($1.count, 63) }
    }

    public var isEmpty: Bool { keys.isEmpty }

    /// Whether `key` is one of the keys.
    @inline(__always)
    public func contains(_ key: UnsafeRawBufferPointer) -> Bool {
        guard lengths & 1 << UInt64(min(key.count, 63)) != 0 else { return false }
        return keys.contains { $0.withUnsafeBytes { ByteSearch.equal($0, key) } }
    }
}
