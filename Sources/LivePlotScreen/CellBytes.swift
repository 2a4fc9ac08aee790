import LivePlotText

/// Which bytes of a `Cell` its fields take, a word at a time: what `GridDiff` compares two cells by
/// before it compares their fields. Found from the fields' own offsets and sizes, never assumed.
///
/// ```swift
/// let bytes = CellBytes.layout
/// bytes.words     // 3: a cell of 24 bytes
/// bytes.mask[1]   // the bits of the second word that belong to a field
/// ```
struct CellBytes {
    /// The words a cell spans; 0 when its size is not whole words (the fields are then compared alone).
    let words: Int
    /// Each word's bits that lie in a field (the scalar, the style, the marks), the padding's cleared.
    let mask: (UInt64, UInt64, UInt64, UInt64)

    /// The layout of `Cell` as compiled.
    static let layout = CellBytes()

    private init() {
        let stride = MemoryLayout<Cell>.stride
        let fields = [
            (MemoryLayout<Cell>.offset(of: \.scalar), MemoryLayout<Unicode.Scalar>.size),
            (MemoryLayout<Cell>.offset(of: \.style), MemoryLayout<CellStyle>.size),
            (MemoryLayout<Cell>.offset(of: \.marks), MemoryLayout<CombiningMarks>.size),
        ]
        var masks: [UInt64] = Array(repeating: 0, count: 4)
        var known = stride % 8 == 0 && stride <= 32
        for (offset, size) in fields {
            guard let offset else {
                known = false
                continue
            }
            for byte in offset..<(offset + size) where byte / 8 < masks.count { masks[byte / 8] |= 0xFF << UInt64(byte % 8 * 8) }
        }
        words = known ? stride / 8 : 0
        mask = (masks[0], masks[1], masks[2], masks[3])
    }
}
