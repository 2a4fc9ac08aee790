/// Tokens other than the learnt one that a value of a JSON layout has held (`"warn"` and `"error"`
/// after `"info"`, `404` after `200`), up to three of at most sixteen bytes, each with the value it read
/// to: a line with one of them there has that value, its bytes compared at once instead of read.
///
/// ```swift
/// var memo = JSONTokenMemo()
/// memo.remember(line, from: 36, to: 42, value: .nan)   // `"warn"`, read by its grammar
/// memo.value(next, at: &index)                         // `"warn"` again: NaN, index past it
/// ```
///
/// A token is remembered once read: valid, its value the reading's; the same bytes read the same, so a
/// line that repeats them is checked no less. The bytes after it are the structure's to match, as after
/// the learnt token. A slot whose values seldom repeat (a latency) stops asking: each miss costs a
/// credit, each hit earns one back, and with none left the memo is passed at once.
///
/// - Complexity: O(1): two words compared with three tokens' under their masks.
struct JSONTokenMemo {
    /// A token remembered: its bytes as two words and the masks of its lanes, its length, its value.
    private struct Token {
        var words: (UInt64, UInt64) = (0, 0)
        var masks: (UInt64, UInt64) = (0, 0)
        var length = 0
        var value = 0.0

        @inline(__always)
        func matches(_ low: UInt64, _ high: UInt64) -> Bool {
            (low ^ words.0) & masks.0 | (high ^ words.1) & masks.1 == 0
        }
    }

    private var first = Token()
    private var second = Token()
    private var third = Token()
    /// How many are remembered (0…3), and which is replaced next once all three are.
    private var count = 0
    private var next = 0
    private var credit: Int

    /// The misses a slot may have before its memo is passed: a few lines of a value that never repeats.
    static let credits = 8

    /// - Parameter isAsked: false for a slot compared otherwise (a time string, digits in place of
    ///   digits): its memo is passed from the start.
    init(isAsked: Bool = true) {
        credit = isAsked ? Self.credits : 0
    }

    /// Whether the memo is still asked: its slot's values have repeated (or it has not missed enough to
    /// tell). One that is not is passed; so is, in a layout, the learnt token (a value that seldom
    /// repeats seldom repeats the first line's either).
    var isAsked: Bool { credit > 0 }

    /// The value of the token remembered at `index` of `line`, and `index` past it; nil (a miss) when
    /// none is there.
    @inline(__always)
    mutating func value(_ line: UnsafeRawBufferPointer, at index: inout Int) -> Double? {
        guard credit > 0, index + 16 <= line.count else { return nil }
        // Not empty: it has sixteen bytes.
        let base = line.baseAddress.unsafelyUnwrapped
        let low = DigitRun.word(at: index, in: base), high = DigitRun.word(at: index + 8, in: base)
        let length: Int, value: Double
        if count > 0, first.matches(low, high) {
            (length, value) = (first.length, first.value)
        } else if count > 1, second.matches(low, high) {
            (length, value) = (second.length, second.value)
        } else if count > 2, third.matches(low, high) {
            (length, value) = (third.length, third.value)
        } else {
            credit -= 1
            return nil
        }
        if credit < Self.credits { credit += 1 }
        index += length
        return value
    }

    /// Remembers the token from `start` to `end` of `line`, read to `value`, when it is at most sixteen
    /// bytes and the line has sixteen from its start (as `value` compares): in place of the oldest
    /// when three are.
    @inline(__always)
    mutating func remember(_ line: UnsafeRawBufferPointer, from start: Int, to end: Int, value: Double) {
        guard credit > 0, end - start <= 16, end > start, start + 16 <= line.count, let base = line.baseAddress else { return }
        let length = end - start
        let lanes = (UInt64.max >> UInt64(64 - 8 * min(length, 8)), length > 8 ? UInt64.max >> UInt64(128 - 8 * length) : 0)
        let token = Token(words: (DigitRun.word(at: start, in: base) & lanes.0, DigitRun.word(at: start + 8, in: base) & lanes.1),
                          masks: lanes, length: length, value: value)
        switch next {
        case 0: first = token
        case 1: second = token
        default: third = token
        }
        next = (next + 1) % 3
        count = min(count + 1, 3)
    }
}
