/// A `-f` name pattern: `*` stands for any run of characters (none included), everything else for
/// itself. `node_load*` matches `node_load1` and `node_load15`; `resp.*` matches `resp.time`;
/// `*{device="eth0"}` matches every metric of eth0.
///
/// ```swift
/// let pattern = NamePattern("node_load*")
/// pattern.matches(Array("node_load15".utf8))   // true
/// pattern.matches(Array("node_loadavg".utf8))  // true: `*` is any run
/// ```
///
/// - Complexity: O(n·p) at worst in the name's and the pattern's lengths; a literal first piece (the
///   usual prefix) refuses most names at their first bytes.
public struct NamePattern: Hashable, Sendable {
    /// The pattern as given.
    public let text: String
    /// The literal pieces between the stars: a name starts with the first, ends with the last and holds
    /// the others in order between them.
    private let pieces: [[UInt8]]

    public init(_ text: String) {
        precondition(text.contains("*"), "a pattern has a *")
        self.text = text
        pieces = text.utf8.split(separator: UInt8(ascii: "*"), omittingEmptySubsequences: false).map(Array.init)
    }

    /// Whether `name` matches the whole pattern.
    public func matches(_ name: UnsafeRawBufferPointer) -> Bool {
        let first = pieces[0]
        let last = pieces[pieces.count - 1]
        guard name.count >= first.count + last.count, name.starts(with: first),
              name[(name.count - last.count)...].elementsEqual(last) else { return false }
        // The middle pieces, each at its leftmost place after the one before: taking the leftmost never
        // loses a match a later place would give, since any run may lie between.
        var index = first.count
        let end = name.count - last.count
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = Self.firstIndex(of: piece, in: name, from: index, before: end) else { return false }
            index = found + piece.count
        }
        return true
    }

    public func matches(_ name: [UInt8]) -> Bool { name.withUnsafeBytes { matches($0) } }

    private static func firstIndex(of piece: [UInt8], in name: UnsafeRawBufferPointer, from start: Int, before end: Int) -> Int? {
        guard end - start >= piece.count else { return nil }
        for index in start...(end - piece.count) where name[index] == piece[0] {
            if name[index..<(index + piece.count)].elementsEqual(piece) { return index }
        }
        return nil
    }
}
