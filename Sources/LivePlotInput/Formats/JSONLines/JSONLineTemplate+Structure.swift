extension JSONLineTemplate {
    /// Bytes of the layout: between two values (or before the first, after the last), or a value's token.
    /// Where they lie in it, and up to sixteen of them as two words and the masks of their lanes,
    /// compared with a line's at once.
    ///
    /// ```swift
    /// let level = Structure(layout, from: 28, to: 38)   // `,"level":"` of the layout
    /// level.matches(line, at: &index, layout)           // true, index 10 on, when the line has it there
    /// ```
    struct Structure {
        let from: Int
        let length: Int
        let words: (UInt64, UInt64)
        let masks: (UInt64, UInt64)
        /// The bytes a line must have from where it is compared for its two words to be loaded: sixteen;
        /// more than any line has for a structure longer than sixteen bytes (compared by `matchesLong`).
        /// One test for both.
        private let reach: Int

        init(_ layout: [UInt8], from: Int, to: Int) {
            self.from = from
            length = to - from
            reach = length <= 16 ? 16 : Int.max / 2
            var bytes = [UInt8](repeating: 0, count: 16)
            var lanes = [UInt8](repeating: 0, count: 16)
            for offset in 0..<min(16, to - from) {
                bytes[offset] = layout[from + offset]
                lanes[offset] = 0xFF
            }
            func word(_ bytes: [UInt8], _ at: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) } }
            words = (word(bytes, 0), word(bytes, 8))
            masks = (word(lanes, 0), word(lanes, 8))
        }

        /// Whether the line's bytes at `index` are this structure's: then past them. Two words compared
        /// under their masks when it is at most sixteen bytes and the line has sixteen there (most is a
        /// few bytes), else `matchesLong`.
        @inline(__always)
        func matches(_ line: UnsafeRawBufferPointer, at index: inout Int, _ layout: UnsafeRawBufferPointer) -> Bool {
            guard index &+ reach <= line.count else { return matchesLong(line, at: &index, layout) }
            // Not empty: it has sixteen bytes.
            let text = line.baseAddress.unsafelyUnwrapped
            guard (DigitRun.word(at: index, in: text) ^ words.0) & masks.0 | (DigitRun.word(at: index + 8, in: text) ^ words.1) & masks.1 == 0
            else { return false }
            index += length
            return true
        }

        /// The same for any structure: eight bytes at a time, the last few under a mask when the line has
        /// eight bytes there, else one by one.
        private func matchesLong(_ line: UnsafeRawBufferPointer, at index: inout Int, _ layout: UnsafeRawBufferPointer) -> Bool {
            let end = index + length
            guard end <= line.count, let text = line.baseAddress, let structure = layout.baseAddress else { return false }
            var offset = 0
            while offset + 8 <= length {
                guard DigitRun.word(at: index + offset, in: text) == DigitRun.word(at: from + offset, in: structure) else { return false }
                offset += 8
            }
            let rest = length - offset
            if rest > 0 {
                if index + offset + 8 <= line.count {
                    let difference = DigitRun.word(at: index + offset, in: text) ^ DigitRun.word(at: from + offset, in: structure)
                    guard difference & (UInt64.max >> UInt64(64 - 8 * rest)) == 0 else { return false }
                } else {
                    for at in offset..<length where line[index + at] != layout[from + at] { return false }
                }
            }
            index = end
            return true
        }
    }
}
