/// The last `HH:MM:SS` a run's clock read, as its eight bytes, and their seconds since midnight in
/// microseconds: the lines of a log share their second with the lines around them, so the word is
/// compared (one load) instead of checked and summed again; only the fraction is read.
///
/// ```swift
/// var memo = ClockMemo()
/// clock.microseconds(at: line, memo: &memo)   // 10:00:00.001: reads the seconds and remembers them
/// clock.microseconds(at: next, memo: &memo)   // 10:00:00.002: the same word, the fraction alone read
/// ```
///
/// What it remembers is a function of the word alone, remembered only once checked: a word it holds
/// reads as the full check would read it, whatever came between (another hour, date or zone). It
/// begins with midnight, `00:00:00` and 0, a word and its value like any other (no word, not even
/// eight zero bytes, matches a memo that holds nothing).
struct ClockMemo: Sendable {
    /// The word, little-endian.
    var word: UInt64 = Self.midnight
    /// `HH * 3600 + MM * 60 + SS`, times a million.
    var microseconds: Int64 = 0

    /// `00:00:00`, little-endian.
    static var midnight: UInt64 { 0x3030_3A30_303A_3030 }
}
