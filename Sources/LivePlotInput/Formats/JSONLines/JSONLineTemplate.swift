import LivePlotBasics

/// The layout of a JSON line read in full (`JSONLeaves`), which the lines of a log repeat: the same
/// keys in the same order, with the same brackets, commas and blanks. A line of that layout is read by
/// comparing its structure byte for byte and reading each value where the layout has one, with the
/// readers `JSONLeaves` uses (`JSONNumber`, `JSONString`): its leaves go to the columns the line read
/// in full gave them, none hashed or looked up again. What differs in any way (another key, a blank
/// more, a string with an escape, `null` where a number was) is not of the layout: the line is read in
/// full, and teaches the next layout.
///
/// The values read are those the full reading reads (the same functions, on the same bytes), and a
/// line of the layout is valid JSON exactly when each of its values is a valid token: the structure
/// between them is the valid line's, byte for byte.
///
/// ```swift
/// var template = JSONLineTemplate()
/// template.learn(line, tokens: leaves.tokens, columns: [0, 1], selects: false)  // `{"a":1,"b":"x","c":2}`
/// template.read(next, powers: .shared)                                            // `{"a":3,"b":"y","c":4}`: true
/// template.forEachLeaf { column, value in … }                                   // (0, 3), (1, 4)
/// ```
///
/// - Complexity: O(n) in the bytes of the line, with no allocation once learnt.
struct JSONLineTemplate {
    /// A value of the layout: where it lies in the line learnt, its kind, and its leaf's column.
    private struct Slot {
        let start: Int
        let end: Int
        let kind: JSONToken.Kind
        /// The token's length in the line learnt: where a string is tried first to end (most keep theirs).
        var length: Int { end - start }
        /// The series the slot's leaf goes to, −1 for none (no leaf, or one `-f` does not select).
        let column: Int
        /// Whether a leaf of no series may only be NaN (a `null`, a `1e400`): a number would make one.
        let isGapOnly: Bool
    }

    /// The longest line, and the most values, a layout is learnt from: past them, lines are read in
    /// full (their walk dwarfs the layout's saving), and nothing that large is kept.
    static let maximumLength = 1 << 16
    static let maximumSlotCount = 1024

    /// The line learnt (the structure lies between the slots), and eight bytes of zeros after it, so
    /// that a word of it can be loaded wherever the structure is.
    private var layout: [UInt8] = []
    private var layoutCount = 0
    private var slots: [Slot] = []
    /// Each slot's value in the last line read, NaN for a slot of no leaf.
    private var values: [Double] = []
    /// The last line's time field: its string's bytes (quotes excluded), or its number, as `JSONLeaves` gives them.
    private(set) var timeText: Range<Int>?
    private(set) var timeNumber: Double?

    init() {}

    /// Learns the layout of `line`, read in full into `tokens`, whose leaves went to `columns` (nil: none).
    /// - Parameter selects: `-f` chose the columns (a leaf of none has none whatever its value).
    mutating func learn(_ line: UnsafeRawBufferPointer, tokens: [JSONToken], columns: [Int?], selects: Bool) {
        guard line.count <= Self.maximumLength, tokens.count <= Self.maximumSlotCount else {
            forget()
            return
        }
        layout.removeAll(keepingCapacity: true)
        layout.append(contentsOf: line)
        layout.append(contentsOf: repeatElement(0, count: 8))
        layoutCount = line.count
        slots.removeAll(keepingCapacity: true)
        for token in tokens {
            let column = token.leaf >= 0 ? columns[token.leaf] : nil
            slots.append(Slot(start: token.start, end: token.end, kind: token.kind, column: column ?? -1,
                              isGapOnly: token.leaf >= 0 && column == nil && !selects))
        }
        values = [Double](repeating: .nan, count: slots.count)
    }

    /// Forgets the layout: the next line is read in full.
    mutating func forget() {
        layout.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
    }

    /// Reads `line` by the layout: true, with its values (`forEachLeaf`) and time, when it has the layout.
    mutating func read(_ line: UnsafeRawBufferPointer, powers: FastPowers) -> Bool {
        guard !layout.isEmpty else { return false }
        var text: Range<Int>?
        var number: Double?
        let isRead = layout.withUnsafeBytes { layout in
            slots.withUnsafeBufferPointer { slots in
                values.withUnsafeMutableBufferPointer { values in
                    Self.read(line, layout: layout, layoutCount: layoutCount, slots: slots, into: values, timeText: &text,
                              timeNumber: &number, powers: powers)
                }
            }
        }
        timeText = text
        timeNumber = number
        return isRead
    }

    /// Calls `body` with each leaf's column and value, in order, for the leaves of a series.
    @inline(__always)
    func forEachLeaf(_ body: (Int, Double) -> Void) {
        slots.withUnsafeBufferPointer { slots in
            values.withUnsafeBufferPointer { values in
                for index in slots.indices where slots[index].column >= 0 { body(slots[index].column, values[index]) }
            }
        }
    }

    private static func read(_ line: UnsafeRawBufferPointer, layout: UnsafeRawBufferPointer, layoutCount: Int, slots: UnsafeBufferPointer<Slot>,
                             into values: UnsafeMutableBufferPointer<Double>, timeText: inout Range<Int>?,
                             timeNumber: inout Double?, powers: FastPowers) -> Bool {
        var index = 0
        var from = 0
        for slotIndex in slots.indices {
            let slot = slots[slotIndex]
            guard structureMatches(line, at: &index, layout, from: from, to: slot.start) else { return false }
            let start = index
            guard let value = readToken(slot.kind, line, &index, length: slot.length, powers: powers) else { return false }
            if slot.isGapOnly, !value.isNaN { return false }
            switch slot.kind {
            case .timeString: timeText = (start + 1)..<(index - 1)
            case .timeNumber: timeNumber = value
            default: values[slotIndex] = value
            }
            from = slot.end
        }
        return line.count - index == layoutCount - from && structureMatches(line, at: &index, layout, from: from, to: layoutCount)
    }

    /// Whether the line's bytes at `index` are the layout's from `from` to `to`: then past them. Eight
    /// bytes at a time, the last few under a mask when the line has eight bytes there (most structure
    /// is a few bytes: `","level":"`).
    @inline(__always)
    private static func structureMatches(_ line: UnsafeRawBufferPointer, at index: inout Int, _ layout: UnsafeRawBufferPointer,
                                         from: Int, to: Int) -> Bool {
        let end = index + (to - from)
        guard end <= line.count, let text = line.baseAddress, let structure = layout.baseAddress else { return false }
        var offset = 0
        let length = to - from
        while offset + 8 <= length {
            guard text.loadUnaligned(fromByteOffset: index + offset, as: UInt64.self)
                    == structure.loadUnaligned(fromByteOffset: from + offset, as: UInt64.self) else { return false }
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

    /// The value of a token of `kind` at `index`, read as `JSONLeaves` reads it, and past it: NaN for a
    /// token of no leaf; nil when no such token is there.
    @inline(__always)
    private static func readToken(_ kind: JSONToken.Kind, _ line: UnsafeRawBufferPointer, _ index: inout Int, length: Int,
                                  powers: FastPowers) -> Double? {
        switch kind {
        case .number, .timeNumber:
            return JSONNumber.readNumber(line, &index, powers: powers)
        case .text, .spelledNumber, .timeString:
            guard index < line.count, line[index] == UInt8(ascii: "\""),
                  let end = JSONString.endOfPlainString(line, from: index + 1, guess: index + length - 1) else { return nil }
            let string = UnsafeRawBufferPointer(rebasing: line[(index + 1)..<end])
            index = end + 1
            if kind == .timeString { return .nan }
            // A string spells a number or not as the line learnt's did: else its leaves differ.
            let spelled = SampleParser.decimalNumber(in: string)
            if kind == .text { return spelled == nil ? .nan : nil }
            return spelled
        case .boolean:
            if word("true", line, &index) { return 1 }
            return word("false", line, &index) ? 0 : nil
        case .null:
            return word("null", line, &index) ? .nan : nil
        }
    }

    @inline(__always)
    private static func word(_ word: StaticString, _ line: UnsafeRawBufferPointer, _ index: inout Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= line.count,
              ByteSearch.equal(UnsafeRawBufferPointer(rebasing: line[index..<(index + count)]),
                               UnsafeRawBufferPointer(start: word.utf8Start, count: count)) else { return false }
        index += count
        return true
    }
}
