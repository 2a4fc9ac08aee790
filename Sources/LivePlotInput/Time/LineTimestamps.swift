/// Where a stream's lines write their timestamps, decided by its first line that gives a row, and the
/// timestamp of each line after: a leading one (ISO 8601, a time of day, syslog) or a bracketed common
/// log one anywhere (`[22/Nov/2026:10:00:01 +0000]`).
///
/// ```swift
/// var stamps = LineTimestamps()
/// stamps.time(of: line)      // .instant(…) for "2026-11-22T10:00:01Z 12"
/// stamps.decide(after: line) // the line gave a row: its form is the stream's
/// ```
///
/// - Complexity: once decided, O(1) for a stream with none, and O(timestamp) a line (a common log
///   timestamp is looked for from the line's start).
public struct LineTimestamps: Sendable {
    private enum Decision: Equatable {
        case undecided
        case none
        case leading(TimestampForm)
        case commonLog
    }

    private var decision = Decision.undecided
    /// The form the last line had while undecided: the stream's once a line gives a row.
    private var candidate = Decision.none
    /// The date of the last leading timestamp read, which the next one most likely shares.
    private var dateMemo = DateMemo()
    /// The last common-log timestamp read, which the next line most likely writes again.
    private var commonLogMemo = CommonLogMemo()
    /// The last leading timestamp read, which the next line most likely writes again but for its fraction.
    private var leadingMemo = LeadingTimeMemo()
    /// Whether a row without a time, from a line of words, was let pass undecided (one at most).
    private var hasPassedABanner = false

    /// - Parameter looksInLines: whether lines are looked at at all (not when `-x` names another field).
    /// - Parameter daysFirst: the locale's order of slashed dates (`DateMemo.daysFirst`).
    public init(looksInLines: Bool = true, daysFirst: Bool = false) {
        decision = looksInLines ? .undecided : .none
        dateMemo = DateMemo(daysFirst: daysFirst)
    }

    /// Whether no line has given a row yet.
    public var isUndecided: Bool { decision == .undecided }

    /// Whether a form is still to be decided, or one was: false once a stream was found to have none.
    public var mayFindTimes: Bool { decision != .none }

    /// The form the stream's lines lead with, once a row decided one; nil otherwise.
    public var leadingForm: TimestampForm? {
        if case .leading(let form) = decision { form } else { nil }
    }

    /// The timestamp of `line` as the stream writes them, or nil.
    public mutating func time(of line: UnsafeRawBufferPointer) -> WrittenTime? {
        switch decision {
        case .none:
            return nil
        case .leading(let form):
            if let time = leadingMemo.time(in: line) { return time }
            guard let read = read(leadingIn: line) else { return nil }
            leadingMemo.remember(line, time: read.time, form: form, start: read.start, end: read.end)
            return read.time
        case .commonLog:
            return commonLogMemo.time(in: line)
        case .undecided:
            // `leading(in:)` makes its form the candidate.
            if let (time, _) = leading(in: line) { return time }
            let time = TimestampParser.commonLog(in: line)
            candidate = time == nil ? .none : .commonLog
            return time
        }
    }

    /// The timestamp `line` leads with and the index past it (and past the `]` or `"` that closes one
    /// opened before it), when the stream's lines lead with one, or while undecided, when this line
    /// does: its form is then the one a row decides. Nil otherwise, with nothing decided.
    ///
    /// A reader that knows where the timestamp ends reads only the rest of the line.
    @inline(__always)
    public mutating func leading(in line: UnsafeRawBufferPointer) -> (time: WrittenTime, end: Int)? {
        guard let (time, start, end) = read(leadingIn: line) else { return nil }
        // `[2026-11-22 10:00:01]`, `"2026-11-22T10:00:01Z"`: the closing bracket or quote is the timestamp's.
        if start > 0, end < line.count {
            let opener = line[start - 1], closer = line[end]
            if opener == UInt8(ascii: "[") && closer == UInt8(ascii: "]") || opener == UInt8(ascii: "\"") && closer == opener {
                return (time, end + 1)
            }
        }
        return (time, end)
    }

    /// The timestamp `line` leads with, where it starts and where it ends (before any closing bracket),
    /// as `leading(in:)` reads it.
    @inline(__always)
    private mutating func read(leadingIn line: UnsafeRawBufferPointer) -> (time: WrittenTime, start: Int, end: Int)? {
        guard decision != .none, decision != .commonLog, let start = TimestampParser.leadingStart(in: line) else { return nil }
        if case .leading(let form) = decision {
            guard let (time, end) = TimestampParser.read(form, in: line, at: start, memo: &dateMemo) else { return nil }
            return (time, start, end)
        }
        guard let (form, time, end) = TimestampParser.leading(in: line, memo: &dateMemo) else { return nil }
        candidate = .leading(form)
        return (time, start, end)
    }

    /// `line`, looked at last, gave a row: the form it had is the stream's from now on. A first row
    /// without a time from a line of words (http.server's `Serving HTTP on 0.0.0.0 port 8000 …`) is a
    /// banner, and decides nothing: the next row does. A row of numbers and pairs decides at once.
    public mutating func decide(after line: UnsafeRawBufferPointer) {
        guard decision == .undecided else { return }
        if candidate == .none, !hasPassedABanner, Self.hasBareWord(line) {
            hasPassedABanner = true
            return
        }
        decision = candidate
    }

    /// Whether a field of `line` is a word, not a number or a pair (`Serving`, `HTTP`).
    private static func hasBareWord(_ line: UnsafeRawBufferPointer) -> Bool {
        var found = false
        LineFieldScanner.forEachRawFieldUntil(in: line) { field in
            found = field.first.map { ($0 | 0x20) &- UInt8(ascii: "a") < 26 } == true && LineFieldScanner.keyLength(of: field) == 0
            return found
        }
        return found
    }

    /// Rows without a time, from the first, that decide a stream has none.
    static let rowsWithoutTimeToDecide = 2
}
