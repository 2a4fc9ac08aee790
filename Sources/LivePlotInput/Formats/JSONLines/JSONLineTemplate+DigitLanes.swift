extension JSONLineTemplate {
    /// Eight bytes of a learnt token that a line's may match but for digits where it has digits
    /// (`10:00:07` for `10:00:00`): the lanes of the learnt bytes that are no digit must be those bytes,
    /// the lanes of a digit any digit. Which is: where the two differ, both are digits.
    ///
    /// ```swift
    /// let lanes = DigitLanes(Array(#""10:00:00""#.utf8), from: 0, to: 10)
    /// lanes.admits(word)   // true for the word of `"10:59:07`, false for `"10:5x:07` or `'10:00:00`
    /// ```
    ///
    /// Every test is of whole words: a few instructions for the eight bytes, with no branch a lane.
    struct DigitLanes {
        /// The learnt bytes, and the lanes they must keep (no digit there; none past the token's end).
        private let word: UInt64
        private let same: UInt64
        /// The high nibbles of the digits' lanes, `3` in each (`0x30`…`0x39`), and their low nibbles.
        private let digitHighs: UInt64
        private let digitLows: UInt64
        private let threes: UInt64

        /// The lanes of the bytes from `from` (at most eight, to `end`) of `layout`.
        init(_ layout: [UInt8], from: Int, to end: Int) {
            var word: UInt64 = 0, same: UInt64 = 0, digits: UInt64 = 0
            for lane in 0..<min(8, end - from) {
                let byte = layout[from + lane], shift = UInt64(8 * lane)
                word |= UInt64(byte) << shift
                if byte &- UInt8(ascii: "0") < 10 { digits |= 0xFF << shift } else { same |= 0xFF << shift }
            }
            self.word = word
            self.same = same
            digitHighs = digits & 0xF0F0_F0F0_F0F0_F0F0
            digitLows = digits & 0x0F0F_0F0F_0F0F_0F0F
            threes = digits & 0x3030_3030_3030_3030
        }

        /// Whether a line's eight bytes (`DigitRun.word`) are the learnt ones but for digits in place of
        /// digits. A digit's lane has `3` high and at most `9` low: adding 6 to its low nibble carries
        /// nothing into the high one (nor out of the lane, 0x0F + 6 < 0x100).
        @inline(__always)
        func admits(_ line: UInt64) -> Bool {
            let others = (line ^ word) & same
            let highs = (line & digitHighs) ^ threes
            let lows = ((line & digitLows) &+ 0x0606_0606_0606_0606) & digitHighs
            return others | highs | lows == 0
        }
    }
}
