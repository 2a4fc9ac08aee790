/// A value of a JSON line that is no container, as `JSONLeaves` read it: where it lies in the line and
/// what it gave, for `JSONLineTemplate` to learn the line's layout from (every byte between two tokens
/// is the line's structure: brackets, keys, commas, blanks).
///
/// ```swift
/// // `{"ts":"2026-11-22T10:00:01Z","ms":4.5}`
/// JSONToken(start: 6, end: 28, kind: .timeString, leaf: -1)
/// JSONToken(start: 34, end: 37, kind: .number, leaf: 0)
/// ```
struct JSONToken {
    enum Kind: UInt8 {
        /// A number (a leaf).
        case number
        /// A string that spells a number (`"12.5"`: a leaf).
        case spelledNumber
        /// A string that spells none (`"info"`): no leaf.
        case text
        /// The line's time, a string or a number (`JSONLeaves.timeText`, `timeNumber`): no leaf.
        case timeString
        case timeNumber
        /// `true` or `false` (a leaf of 1 or 0), `null` (a leaf of NaN).
        case boolean
        case null
    }

    /// The token's bytes in the line: a string's with its quotes.
    let start: Int
    let end: Int
    let kind: Kind
    /// The index of the leaf it gave, −1 for none.
    let leaf: Int
}
