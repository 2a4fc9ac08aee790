/// Up to eight literal bytes compared with a line as one word: one unaligned load, an xor and a mask,
/// where a byte at a time was a load, a compare and a branch each (`status=` was seven of them, and a
/// branch's literal was compared twice: where the choice's search found it, then step by step).
///
/// ```swift
/// let words = LiteralWord.words(of: Array("status=".utf8))   // one word, seven bytes
/// words[0].stands(in: line, at: 42)                        // whether "status=" stands at 42
/// ```
///
/// - Complexity: O(1); a place less than eight bytes from the line's end is read a byte at a time.
struct LiteralWord: Sendable, Equatable {
    /// The bytes, the first in the lowest lane (as a little-endian load reads them); zero past `count`.
    let word: UInt64
    /// All ones in the lanes of the bytes, zero past them.
    let mask: UInt64
    /// How many bytes, 1 to 8.
    let count: Int

    init(_ bytes: some Collection<UInt8>) {
        precondition((1...8).contains(bytes.count), "one to eight bytes a word")
        var word: UInt64 = 0
        for (lane, byte) in bytes.enumerated() { word |= UInt64(byte) << (8 * lane) }
        self.word = word
        count = bytes.count
        mask = count == 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
    }

    /// The bytes, in order.
    var bytes: [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) } }

    /// `bytes` as words of eight, the last one shorter.
    static func words(of bytes: [UInt8]) -> [LiteralWord] {
        stride(from: 0, to: bytes.count, by: 8).map { LiteralWord(bytes[$0..<min($0 + 8, bytes.count)]) }
    }

    /// Whether the bytes stand in `line` at `position` (not past its end).
    @inline(__always)
    func stands(in line: UnsafeRawBufferPointer, at position: Int) -> Bool {
        let count = line.count
        if position &+ 8 <= count {
            let loaded = UInt64(littleEndian: line.baseAddress!.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            return (loaded ^ word) & mask == 0
        }
        // Near the end: the bytes that are there gathered into a word, never a load past the line.
        guard position &+ self.count <= count else { return false }
        var loaded: UInt64 = 0
        for lane in 0..<self.count { loaded |= UInt64(line[position &+ lane]) << (8 * UInt64(lane)) }
        return loaded == word
    }
}
