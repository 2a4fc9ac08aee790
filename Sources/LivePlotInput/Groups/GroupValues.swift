/// `--by`'s values, interned: each distinct value's bytes get an index in the order first seen, so a
/// row carries an `Int32`, not a string (`SampleBatch.groups`). At most `GroupField.mostValues` values
/// are told apart; past them every new value is `GroupValues.beyond`. A value longer than
/// `GroupField.longestValue` bytes is cut there first (on a UTF-8 boundary), so values alike up to it
/// are one.
///
/// ```swift
/// var values = GroupValues()
/// values.index(of: Array("200".utf8))   // (0, isNew: true)
/// values.index(of: Array("404".utf8))   // (1, isNew: true)
/// values.index(of: Array("200".utf8))   // (0, isNew: false)
/// ```
///
/// - Complexity: O(n) in the value's bytes: hashed in place, looked up by open addressing, its bytes
///   compared in one arena; nothing is allocated but a new value's bytes (and the table's rare growth).
struct GroupValues: Sendable {
    /// The index of every value past the `GroupField.mostValues` told apart: `other`'s.
    static let beyond = Int32(GroupField.mostValues)

    /// Every value's bytes, one after another.
    private var arena: [UInt8] = []
    /// Where each value's bytes begin in `arena` (one more entry than values: the last is the arena's end).
    private var starts: [Int32] = [0]
    private var hashes: [UInt64] = []
    /// Each slot's value index, -1 when empty; a power of two, at most half full.
    private var slots = [Int32](repeating: -1, count: 64)

    var count: Int { hashes.count }

    /// The bytes of value `index`.
    func bytes(of index: Int) -> ArraySlice<UInt8> { arena[Int(starts[index])..<Int(starts[index + 1])] }

    /// The index of `value` (cut to `GroupField.longestValue` bytes), added when new; `beyond` when new
    /// and the table is full.
    @inline(__always)
    mutating func index(of value: UnsafeRawBufferPointer) -> (index: Int32, isNew: Bool) {
        let value = Self.cut(value)
        let hash = SeriesCatalog.hash(value)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let found: Int32? = arena.withUnsafeBytes { arena in
            while true {
                let index = slots[slot]
                guard index >= 0 else { return nil }
                let start = Int(starts[Int(index)]), end = Int(starts[Int(index) + 1])
                if hashes[Int(index)] == hash, ByteSearch.equal(UnsafeRawBufferPointer(rebasing: arena[start..<end]), value) { return index }
                slot = (slot + 1) & mask
            }
        }
        if let found { return (found, false) }
        guard count < GroupField.mostValues else { return (Self.beyond, false) }
        let index = Int32(count)
        arena.append(contentsOf: value)
        starts.append(Int32(arena.count))
        hashes.append(hash)
        slots[slot] = index
        if 2 * count > slots.count { grow() }
        return (index, true)
    }

    /// `value`'s first `GroupField.longestValue` bytes, the cut moved back to a character's start.
    static func cut(_ value: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        guard value.count > GroupField.longestValue else { return value }
        var end = GroupField.longestValue
        // A continuation byte (10xxxxxx) is inside a character: the cut goes before the character.
        while end > 0, value[end] & 0xC0 == 0x80 { end -= 1 }
        return UnsafeRawBufferPointer(rebasing: value[..<end])
    }

    /// Twice the slots, every value placed again.
    private mutating func grow() {
        slots = [Int32](repeating: -1, count: 2 * slots.count)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
