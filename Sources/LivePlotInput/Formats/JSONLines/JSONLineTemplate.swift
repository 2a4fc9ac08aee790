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
/// template.read(next, clock: clock, powers: .shared)                              // `{"a":3,"b":"y","c":4}`: true
/// template.forEachLeaf { column, value in … }                                   // (0, 3), (1, 4)
/// ```
///
/// A run of lines of the layout is read straight from a chunk (`withLines`, `SampleBatch.appendRows(json:…)`):
/// each line's end is where the layout ends, its values put in a row as `JSONRowCells` puts them.
///
/// - Complexity: O(n) in the bytes of the line, with no allocation once learnt.
struct JSONLineTemplate {
    /// A value of the layout: where it lies in the line learnt, its kind, and its leaf's column.
    fileprivate struct Slot {
        /// The structure before the value, from the last value's end (`{"ts":`, `,"level":`).
        let before: Structure
        let start: Int
        let end: Int
        let kind: JSONToken.Kind
        /// The token's length in the line learnt: where a string is tried first to end (most keep theirs).
        var length: Int { end - start }
        /// The series the slot's leaf goes to, −1 for none (no leaf, or one `-f` does not select).
        let column: Int
        /// Whether a leaf of no series may only be NaN (a `null`, a `1e400`): a number would make one.
        let isGapOnly: Bool
        /// Whether its value is asked for: a number of no series that may be anything (`-f` did not
        /// select it) is checked by JSON's grammar alone, never converted.
        let isRead: Bool
        /// The token of the line learnt, and its value: a line that repeats it byte for byte (`"info"`,
        /// `200`) has that value, read once (the structure after it ends it, as a number's end).
        let token: Structure
        let learnt: Double
        /// For a string that spells no number, where in it (past its quote) the line learnt had a byte no
        /// number has (`T` of `"2026-11-22T10:00:00Z"`, `i` of `"info"`): a string with such a byte there
        /// spells none either, told by that byte, not by reading it whole. −1 for any other slot.
        let textStop: Int
        /// Whether a string of the slot with the learnt one's bytes but for digits in place of its digits
        /// (`"2026-11-22T10:00:01Z"` after `…T10:00:00Z`) is its kind's too, told by comparing it: a plain
        /// string that spells no number, told by a byte no digit replaces (`textStop`). Only for a token
        /// with digits: one without (`"info"`) is compared as it is, at once. Then its words' lanes are
        /// `digitLanes[firstDigitLanes...]`, `digitLaneCount` of them; else the count is 0.
        let firstDigitLanes: Int
        let digitLaneCount: Int

        init(before: Structure, token: JSONToken, layout: [UInt8], column: Int, isGapOnly: Bool, digitLanes: inout [DigitLanes]) {
            self.before = before
            (start, end, kind) = (token.start, token.end, token.kind)
            self.column = column
            self.isGapOnly = isGapOnly
            isRead = column >= 0 || isGapOnly || kind != .number
            self.token = Structure(layout, from: start, to: end)
            let (start, end, kind) = (start, end, kind)
            learnt = layout.withUnsafeBytes { layout in
                var index = start
                return JSONLineTemplate.readToken(kind, layout, &index, length: end - start, powers: .shared) ?? .nan
            }
            let stop = kind == .text ? layout[(start + 1)..<(end - 1)].firstIndex { !SampleParser.mayBeInDecimalNumber($0) } : nil
            textStop = stop.map { $0 - start - 1 } ?? -1
            let isPlain = layout.withUnsafeBytes { JSONString.endOfPlainString($0, from: start + 1, guess: end - 1) == end - 1 }
            let hasDigits = layout[start..<end].contains { $0 &- UInt8(ascii: "0") < 10 }
            let takesOtherDigits = kind == .text && textStop >= 0 && isPlain && hasDigits
            firstDigitLanes = digitLanes.count
            digitLaneCount = takesOtherDigits ? (end - start + 7) / 8 : 0
            for word in 0..<digitLaneCount { digitLanes.append(DigitLanes(layout, from: start + 8 * word, to: end)) }
        }
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
    /// The lanes of the tokens compared but for digits (`Slot.digitLaneCount`), and each slot's other
    /// tokens seen (`JSONTokenMemo`).
    private var digitLanes: [DigitLanes] = []
    private var memos: [JSONTokenMemo] = []
    /// The slots whose leaf goes to a series (`Slot.column`), in order: a row is filled from them alone.
    private var leafSlots: [Int] = []
    /// The structure after the last value (`}`).
    private var closing = Structure([], from: 0, to: 0)
    /// Each slot's value in the last line read, NaN for a slot of no leaf.
    private var values: [Double] = []
    /// The last line's time field: its string's bytes (quotes excluded), or its number, as `JSONLeaves`
    /// gives them; and its time when the clock memo gave it (`JSONClockMemo`), nil for a time to read.
    private(set) var timeText: Range<Int>?
    private(set) var timeNumber: Double?
    private(set) var time: WrittenTime?
    /// Whether the layout has a time field (`ts`), and the widest column a slot's leaf goes to (−1: none).
    private(set) var hasTime = false
    private(set) var widestColumn = -1

    init() {}

    /// Whether a layout is learnt: lines of it may be read by it.
    var isLearnt: Bool { !layout.isEmpty }

    /// Learns the layout of `line`, read in full into `tokens`, whose leaves went to `columns` (nil: none).
    /// - Parameter selects: `-f` chose the columns (a leaf of none has none whatever its value).
    mutating func learn(_ line: UnsafeRawBufferPointer, tokens: [JSONToken], columns: [Int?], selects: Bool) {
        // A line with a C1 control left in it (cleaning made it of bytes it had apart) gives no layout: a
        // line read by one straight from a chunk is never cleaned, and its structure is the layout's.
        guard line.count <= Self.maximumLength, tokens.count <= Self.maximumSlotCount, !LineCleaner.needsCleaning(line) else {
            forget()
            return
        }
        layout.removeAll(keepingCapacity: true)
        layout.append(contentsOf: line)
        layout.append(contentsOf: repeatElement(0, count: 8))
        layoutCount = line.count
        slots.removeAll(keepingCapacity: true)
        digitLanes.removeAll(keepingCapacity: true)
        memos.removeAll(keepingCapacity: true)
        for token in tokens {
            let column = token.leaf >= 0 ? columns[token.leaf] : nil
            slots.append(Slot(before: Structure(layout, from: slots.last?.end ?? 0, to: token.start), token: token, layout: layout,
                              column: column ?? -1, isGapOnly: token.leaf >= 0 && column == nil && !selects, digitLanes: &digitLanes))
            // A time string has its memo (`JSONClockMemo`), and digits in place of digits their lanes.
            memos.append(JSONTokenMemo(isAsked: token.kind != .timeString && slots[slots.count - 1].digitLaneCount == 0))
        }
        closing = Structure(layout, from: slots.last?.end ?? 0, to: layoutCount)
        values = [Double](repeating: .nan, count: slots.count)
        hasTime = slots.contains { $0.kind == .timeString || $0.kind == .timeNumber }
        widestColumn = slots.map(\.column).max() ?? -1
        leafSlots = slots.indices.filter { slots[$0].column >= 0 }
    }

    /// Forgets the layout: the next line is read in full.
    mutating func forget() {
        layout.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        digitLanes.removeAll(keepingCapacity: true)
        memos.removeAll(keepingCapacity: true)
        leafSlots.removeAll(keepingCapacity: true)
        hasTime = false
        widestColumn = -1
    }

    /// Reads `line` by the layout: true, with its values (`forEachLeaf`) and time, when it has the layout.
    /// - Parameter clock: the time field's last timestamp, which gives this one's when it is like it.
    mutating func read(_ line: UnsafeRawBufferPointer, clock: JSONClockMemo, powers: FastPowers) -> Bool {
        guard isLearnt else { return false }
        return withLines { $0.read(line, from: 0, clock: clock, powers: powers) } == line.count
    }

    /// Calls `body` with each leaf's column and value, in order, for the leaves of a series.
    @inline(__always)
    func forEachLeaf(_ body: (Int, Double) -> Void) {
        slots.withUnsafeBufferPointer { slots in
            values.withUnsafeBufferPointer { values in
                for index in leafSlots { body(slots[index].column, values[index]) }
            }
        }
    }

    /// Calls `body` with the layout's buffers held (`Lines`): a run of lines read by it borrows them once.
    @inline(__always)
    mutating func withLines<Result>(_ body: (inout Lines) -> Result) -> Result {
        let closing = closing
        var time: (text: Range<Int>?, number: Double?, time: WrittenTime?) = (nil, nil, nil)
        let result = layout.withUnsafeBytes { layout in
            slots.withUnsafeBufferPointer { slots in
                values.withUnsafeMutableBufferPointer { values in
                    digitLanes.withUnsafeBufferPointer { digitLanes in
                        memos.withUnsafeMutableBufferPointer { memos in
                            leafSlots.withUnsafeBufferPointer { leafSlots in
                                var lines = Lines(layout: layout, slots: slots, closing: closing, values: values, digitLanes: digitLanes,
                                                  memos: memos, leafSlots: leafSlots)
                                defer { time = (lines.timeText, lines.timeNumber, lines.time) }
                                return body(&lines)
                            }
                        }
                    }
                }
            }
        }
        (timeText, timeNumber, self.time) = time
        return result
    }

    /// The layout's buffers, held for a run of lines read by it (`withLines`): each line's values and
    /// time field as the last one read left them.
    struct Lines {
        fileprivate let layout: UnsafeRawBufferPointer
        fileprivate let slots: UnsafeBufferPointer<Slot>
        fileprivate let closing: Structure
        fileprivate let values: UnsafeMutableBufferPointer<Double>
        fileprivate let digitLanes: UnsafeBufferPointer<DigitLanes>
        fileprivate let memos: UnsafeMutableBufferPointer<JSONTokenMemo>
        fileprivate let leafSlots: UnsafeBufferPointer<Int>
        /// The time field of the last line read, as `JSONLineTemplate`'s own say it.
        private(set) var timeText: Range<Int>?
        private(set) var timeNumber: Double?
        private(set) var time: WrittenTime?

        /// Reads the line of the layout at `start` of `bytes`: the index past it (its last byte the layout's
        /// last), or nil when the bytes there are not of the layout. Its values and time field are kept.
        /// - Parameter clock: a time string like its last timestamp but for its clock (`JSONClockMemo`)
        ///   is compared, not scanned: its bytes are the last one's but for digits, and its time is the memo's.
        @inline(__always)
        mutating func read(_ bytes: UnsafeRawBufferPointer, from start: Int, clock: borrowing JSONClockMemo, powers: FastPowers) -> Int? {
            var index = start
            (timeText, timeNumber, time) = (nil, nil, nil)
            for slotIndex in 0..<slots.count {
                // The slot's fields read where they lie: a copy of it (some twenty words) a value cost ~80 instructions a line.
                let slot = slots.baseAddress.unsafelyUnwrapped + slotIndex
                guard slot.pointee.before.matches(bytes, at: &index, layout) else { return nil }
                let tokenStart = index
                let kind = slot.pointee.kind
                if kind == .timeString {
                    // The last time string gives the line's time, as the full reading takes it (`JSONLeaves`): an
                    // earlier one's from the memo is forgotten, or a later one the memo missed would lose to it.
                    time = nil
                    guard JSONLineTemplate.readTime(bytes, &index, length: slot.pointee.length, clock: clock, time: &time) else { return nil }
                    timeText = (tokenStart + 1)..<(index - 1)
                    continue
                }
                // The learnt token, then the others the slot held (`JSONTokenMemo`), then the token read; a slot
                // whose memo is passed (its values seldom repeat) is read at once.
                let value: Double
                let memo = memos.baseAddress.unsafelyUnwrapped + slotIndex
                if slot.pointee.digitLaneCount > 0 ? matchesButForDigits(bytes, at: &index, slot)
                                                   : memo.pointee.isAsked && slot.pointee.token.matches(bytes, at: &index, layout) {
                    value = slot.pointee.learnt
                } else if let remembered = memo.pointee.value(bytes, at: &index) {
                    value = remembered
                } else {
                    if slot.pointee.isRead {
                        // A number (most values read) straight, without the switch over kinds.
                        let read = kind == .number ? JSONNumber.readNumber(bytes, &index, powers: powers)
                            : JSONLineTemplate.readToken(kind, bytes, &index, length: slot.pointee.length, textStop: slot.pointee.textStop,
                                                         powers: powers)
                        guard let read, !slot.pointee.isGapOnly || read.isNaN else { return nil }
                        value = read
                    } else {
                        guard JSONNumber.skip(bytes, &index) else { return nil }
                        value = .nan
                    }
                    memo.pointee.remember(bytes, from: tokenStart, to: index, value: value)
                }
                if kind == .timeNumber { timeNumber = value } else { values[slotIndex] = value }
            }
            guard closing.matches(bytes, at: &index, layout) else { return nil }
            return index
        }

        /// Whether the slot's token at `index` is the learnt one but for digits in place of its digits
        /// (`DigitLanes`): then past it. A word at a time where the line has the words, else as it is.
        @inline(__always)
        private func matchesButForDigits(_ bytes: UnsafeRawBufferPointer, at index: inout Int, _ slot: UnsafePointer<Slot>) -> Bool {
            let count = slot.pointee.digitLaneCount
            guard index + 8 * count <= bytes.count, let text = bytes.baseAddress, let lanes = digitLanes.baseAddress else {
                return slot.pointee.token.matches(bytes, at: &index, layout)
            }
            let first = lanes + slot.pointee.firstDigitLanes
            for word in 0..<count where !first[word].admits(DigitRun.word(at: index + 8 * word, in: text)) { return false }
            index += slot.pointee.length
            return true
        }

        /// Puts the last line's leaves in `row`, a row of NaN as wide as the widest column, as
        /// `JSONRowCells` puts them: a number in its column, a NaN (`null`) a gap where the line gave its
        /// column no number. False, with gaps unmarked, when the line gave no number: no row.
        @inline(__always)
        func fill(_ row: UnsafeMutablePointer<Double>) -> Bool {
            var valued: UInt64 = 0
            var gaps: UInt64 = 0
            for index in leafSlots {
                let column = slots[index].column, value = values[index]
                if value.isNaN {
                    gaps |= 1 << UInt64(column)
                } else {
                    row[column] = value
                    valued |= 1 << UInt64(column)
                }
            }
            guard valued != 0 else { return false }
            var rest = gaps & ~valued
            while rest != 0 {
                row[rest.trailingZeroBitCount] = GapMarker.value
                rest &= rest - 1
            }
            return true
        }
    }

    /// A time string at `index`, past it: true when it is the memo's timestamp but for its clock
    /// (`time` its time, its bytes those of a string without escapes), or any string without escapes
    /// (`time` nil: to be read).
    @inline(__always)
    fileprivate static func readTime(_ line: UnsafeRawBufferPointer, _ index: inout Int, length: Int, clock: borrowing JSONClockMemo,
                                     time: inout WrittenTime?) -> Bool {
        let guess = index + length - 1
        if guess < line.count, line[index] == UInt8(ascii: "\""), line[guess] == UInt8(ascii: "\""),
           let remembered = clock.time(of: UnsafeRawBufferPointer(rebasing: line[(index + 1)..<guess])) {
            time = remembered
            index = guess + 1
            return true
        }
        return readToken(.timeString, line, &index, length: length, powers: .shared) != nil
    }

    /// The value of a token of `kind` at `index`, read as `JSONLeaves` reads it, and past it: NaN for a
    /// token of no leaf; nil when no such token is there.
    /// - Parameter textStop: where in a string a byte no number has may stand (`Slot.textStop`; −1: none
    ///   known): one there tells a `.text` string spells no number.
    @inline(__always)
    fileprivate static func readToken(_ kind: JSONToken.Kind, _ line: UnsafeRawBufferPointer, _ index: inout Int, length: Int,
                                      textStop: Int = -1, powers: FastPowers) -> Double? {
        switch kind {
        case .number, .timeNumber:
            return JSONNumber.readNumber(line, &index, powers: powers)
        case .text, .spelledNumber, .timeString:
            guard index < line.count, line[index] == UInt8(ascii: "\""),
                  let end = JSONString.endOfPlainString(line, from: index + 1, guess: index + length - 1) else { return nil }
            let string = UnsafeRawBufferPointer(rebasing: line[(index + 1)..<end])
            index = end + 1
            if kind == .timeString { return .nan }
            if kind == .text, textStop >= 0, textStop < string.count, !SampleParser.mayBeInDecimalNumber(string[textStop]) { return .nan }
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
