import LivePlotBasics

/// The numbers inside a line that is one JSON object (RFC 8259), each with its path: `latency_ms`,
/// `resp.time`, `cpu.0` for an array's first element. A key that would read as path syntax (empty, or
/// holding `.` `,` `"` `*` `{` `}`, or blanks at its ends) is written quoted, `\` and `"` escaped inside:
/// `{"a.b":1,"a":{"b":2},"":3}` has the paths `"a.b"`, `a.b` and `""`, each its own series.
///
/// A number is a number; a string that spells one (`"12.5"`) is one too; `true` and `false` are 1 and 0;
/// `null` is a gap (NaN). Other strings are not series. The whole line is checked before anything is
/// given: a line that is not exactly one valid object, or nests deeper than `maximumDepth`, gives nothing.
///
/// ```swift
/// var leaves = JSONLeaves()
/// leaves.read(Array(#"{"resp":{"time":12},"ok":true}"#.utf8))  // true
/// leaves.count                                                   // 2: resp.time = 12, ok = 1
/// ```
///
/// - Complexity: O(n) in the bytes of the line; no allocation once its buffers have grown.
public struct JSONLeaves: Sendable {
    /// The brackets of JSON's containers: `{` `}` `[` `]`.
    static let objectOpens: UInt8 = 0x7B, objectCloses: UInt8 = 0x7D
    private static let arrayOpens: UInt8 = 0x5B, arrayCloses: UInt8 = 0x5D

    /// Nesting deeper than this is not read: the line is skipped.
    public static let maximumDepth = 64
    /// The most leaves a line gives, and the longest path a leaf has: past either, leaves are dropped
    /// and counted (`droppedLeafCount`), so the paths kept stay within 4 MiB.
    public static let maximumLeafCount = 4096
    public static let maximumPathLength = 1024
    /// The leaves of the last line read that were past the bounds above.
    public private(set) var droppedLeafCount = 0

    /// The paths of leaves nested in containers, one after another (a leaf of the top object has its key
    /// in the line, which is its path: not copied).
    private var paths: [UInt8] = []
    /// Each leaf's path, in `paths` or in the line, and its value.
    private var leaves: [JSONLeaf] = []
    /// The path being walked: the bytes of the keys and indices above the current value.
    private var path: [UInt8] = []
    /// The current member's key while it is still only in the line (a key without escapes): it joins
    /// `path` only when its value is a container, and a leaf's path is `path` and it. Most members are
    /// leaves, so most keys are never copied but once, into the leaf's path.
    private var pendingKey: Range<Int>?
    /// Fetched once: a static's lazy check on every number would cost more than its digits.
    private let powers = FastPowers.shared
    /// The keys of the top object whose value may be the line's time (`ts`, `time`, …), and whether each
    /// is, decided by its first value (`TimeKeyRoles`): else it is a series.
    private let timeKeys: TimeKeys
    private var timeRoles: TimeKeyRoles
    /// For deciding a time key by a timestamp string.
    private var dateMemo = DateMemo()
    /// The last line's time field: its string's bytes in the line, or its number.
    public private(set) var timeText: Range<Int>?
    public private(set) var timeNumber: Double?
    /// The values of the last line read that are no containers, in order, and whether a template
    /// (`JSONLineTemplate`) may be learnt from them: not when a string value had an escape (which the
    /// template's scan refuses), a leaf was dropped, or a time key's role was decided by this line.
    private(set) var tokens: [JSONToken] = []
    private(set) var isTemplatable = false

    /// - Parameter timeKeys: keys of the top object that may hold the line's time (none: every number is
    ///   a leaf).
    /// - Parameter areNamedByX: the keys are `-x`'s: each is the time, whatever its first value.
    public init(timeKeys: TimeKeys = .none, areNamedByX: Bool = false) {
        self.timeKeys = timeKeys
        timeRoles = TimeKeyRoles(isNamedByX: areNamedByX)
    }

    public var count: Int { leaves.count }

    /// Leaf `index`'s value.
    public func value(_ index: Int) -> Double { leaves[index].value }

    /// Leaf `index`'s path, valid until the next `read`; `line` is the line read.
    @inline(__always)
    public func withPath<R>(_ index: Int, in line: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        paths.withUnsafeBytes { paths in body(leaves[index].path(in: line, paths: paths)) }
    }

    /// Calls `body` with each leaf's index, path and value, in order: the buffers are borrowed once.
    /// `line` is the line read.
    @inline(__always)
    public func forEachLeaf(in line: UnsafeRawBufferPointer, _ body: (Int, UnsafeRawBufferPointer, Double) -> Void) {
        paths.withUnsafeBytes { paths in
            leaves.withUnsafeBufferPointer { leaves in
                for index in leaves.indices {
                    body(index, leaves[index].path(in: line, paths: paths), leaves[index].value)
                }
            }
        }
    }

    /// Reads `line`; false, with no leaves, when it is not one valid JSON object.
    public mutating func read(_ line: UnsafeRawBufferPointer) -> Bool {
        // Only when not empty: emptying an empty array (most lines fill neither `paths` nor `path`) takes
        // a fresh buffer each time.
        if !paths.isEmpty { paths.removeAll(keepingCapacity: true) }
        if !leaves.isEmpty { leaves.removeAll(keepingCapacity: true) }
        if !path.isEmpty { path.removeAll(keepingCapacity: true) }
        if !tokens.isEmpty { tokens.removeAll(keepingCapacity: true) }
        isTemplatable = true
        pendingKey = nil
        droppedLeafCount = 0
        timeText = nil
        timeNumber = nil
        var index = 0
        Self.skipWhitespace(line, &index)
        guard index < line.count, line[index] == Self.objectOpens, readValue(line, &index, depth: 1) else {
            leaves.removeAll(keepingCapacity: true)
            isTemplatable = false
            return false
        }
        Self.skipWhitespace(line, &index)
        guard index == line.count else {
            leaves.removeAll(keepingCapacity: true)
            isTemplatable = false
            return false
        }
        return true
    }

    public mutating func read(_ line: [UInt8]) -> Bool { line.withUnsafeBytes { read($0) } }

    // MARK: The grammar

    private mutating func readValue(_ text: UnsafeRawBufferPointer, _ index: inout Int, depth: Int) -> Bool {
        guard index < text.count else { return false }
        switch text[index] {
        case Self.objectOpens:
            guard depth <= Self.maximumDepth else { return false }
            joinPendingKey(text)
            return readObject(text, &index, depth: depth)
        case Self.arrayOpens:
            guard depth <= Self.maximumDepth else { return false }
            joinPendingKey(text)
            return readArray(text, &index, depth: depth)
        case UInt8(ascii: "\""):
            // Most string values (`"info"`, a timestamp) have no escape: tested where they lie, not copied.
            if let end = JSONString.endOfPlainString(text, from: index + 1) {
                let string = UnsafeRawBufferPointer(rebasing: text[(index + 1)..<end])
                let start = index
                index = end + 1
                if isTime(text, string: string) {
                    timeText = (start + 1)..<end
                    note(.timeString, from: start, to: index)
                } else if let spelled = SampleParser.decimalNumber(in: string) {
                    addLeaf(spelled, text)
                    note(.spelledNumber, from: start, to: index, isLeaf: true)
                } else {
                    note(.text, from: start, to: index)
                }
                return true
            }
            isTemplatable = false
            let start = path.count
            guard JSONString.readString(text, &index, into: &path) else { return false }
            // A string that spells a number is one; the text of any other is not kept.
            let spelled = path.withUnsafeBytes { SampleParser.decimalNumber(in: UnsafeRawBufferPointer(rebasing: $0[start...])) }
            path.removeSubrange(start...)
            if let spelled { addLeaf(spelled, text) }
            return true
        case UInt8(ascii: "t"): return readLiteral("true", text, &index, value: 1)
        case UInt8(ascii: "f"): return readLiteral("false", text, &index, value: 0)
        case UInt8(ascii: "n"): return readLiteral("null", text, &index, value: .nan)
        default:
            let start = index
            guard let value = JSONNumber.readNumber(text, &index, powers: powers) else { return false }
            if isTime(text, number: value) {
                timeNumber = value
                note(.timeNumber, from: start, to: index)
                return true
            }
            addLeaf(value, text)
            note(.number, from: start, to: index, isLeaf: true)
            return true
        }
    }

    private mutating func readObject(_ text: UnsafeRawBufferPointer, _ index: inout Int, depth: Int) -> Bool {
        if Self.closesAtOnce(text, &index, closing: Self.objectCloses) { return true }
        let base = path.count
        while true {
            guard index < text.count, text[index] == UInt8(ascii: "\"") else { return false }
            // Most keys have no escape: left in the line until needed (`pendingKey`).
            if let end = JSONString.endOfPlainString(text, from: index + 1) {
                pendingKey = (index + 1)..<end
                index = end + 1
            } else {
                if base > 0 { path.append(UInt8(ascii: ".")) }
                let start = path.count
                guard JSONString.readString(text, &index, into: &path) else { return false }
                JSONPath.quoteSegment(from: start, of: &path)
            }
            Self.skipWhitespace(text, &index)
            guard index < text.count, text[index] == UInt8(ascii: ":") else { return false }
            index += 1
            Self.skipWhitespace(text, &index)
            guard readValue(text, &index, depth: depth + 1) else { return false }
            pendingKey = nil
            if path.count > base { path.removeLast(path.count - base) }
            guard let isClosed = Self.closesOrGoesOn(text, &index, closing: Self.objectCloses) else { return false }
            if isClosed { return true }
        }
    }

    private mutating func readArray(_ text: UnsafeRawBufferPointer, _ index: inout Int, depth: Int) -> Bool {
        if Self.closesAtOnce(text, &index, closing: Self.arrayCloses) { return true }
        let base = path.count
        var element = 0
        while true {
            if base > 0 { path.append(UInt8(ascii: ".")) }
            JSONPath.appendDecimal(element, to: &path)
            guard readValue(text, &index, depth: depth + 1) else { return false }
            path.removeLast(path.count - base)
            element += 1
            guard let isClosed = Self.closesOrGoesOn(text, &index, closing: Self.arrayCloses) else { return false }
            if isClosed { return true }
        }
    }

    /// Past an opening bracket: true when the container is empty (its closing bracket taken too).
    private static func closesAtOnce(_ text: UnsafeRawBufferPointer, _ index: inout Int, closing: UInt8) -> Bool {
        index += 1
        skipWhitespace(text, &index)
        guard index < text.count, text[index] == closing else { return false }
        index += 1
        return true
    }

    /// After a member or an element: true past the closing bracket, false past a comma (and the blanks
    /// after it), nil when neither comes.
    private static func closesOrGoesOn(_ text: UnsafeRawBufferPointer, _ index: inout Int, closing: UInt8) -> Bool? {
        skipWhitespace(text, &index)
        guard index < text.count else { return nil }
        if text[index] == closing {
            index += 1
            return true
        }
        guard text[index] == UInt8(ascii: ",") else { return nil }
        index += 1
        skipWhitespace(text, &index)
        return false
    }

    private mutating func readLiteral(_ literal: StaticString, _ text: UnsafeRawBufferPointer, _ index: inout Int,
                                      value: Double) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= text.count else { return false }
        for offset in 0..<count where text[index + offset] != literal.utf8Start[offset] { return false }
        index += count
        addLeaf(value, text)
        note(value.isNaN ? .null : .boolean, from: index - count, to: index, isLeaf: true)
        return true
    }

    /// Notes a value that is no container (`tokens`); `isLeaf`: the leaf just added is its, unless dropped.
    @inline(__always)
    private mutating func note(_ kind: JSONToken.Kind, from start: Int, to end: Int, isLeaf: Bool = false) {
        tokens.append(JSONToken(start: start, end: end, kind: kind, leaf: isLeaf ? leaves.count - 1 : -1))
    }

    private mutating func addLeaf(_ value: Double, _ text: UnsafeRawBufferPointer) {
        // Bounded whatever the line: a line of 1 MiB could otherwise repeat a long key's path in
        // hundreds of thousands of leaves. What is not kept is counted.
        var key: UnsafeRawBufferPointer?
        var isQuoted = false
        var keyLength = 0
        if let range = pendingKey {
            let bytes = UnsafeRawBufferPointer(rebasing: text[range])
            isQuoted = JSONPath.needsQuotes(bytes)
            keyLength = isQuoted ? JSONPath.quotedLength(of: bytes) : bytes.count
            key = bytes
        }
        guard leaves.count < Self.maximumLeafCount, path.count + 1 + keyLength <= Self.maximumPathLength else {
            droppedLeafCount += 1
            isTemplatable = false
            return
        }
        if path.isEmpty, let range = pendingKey, !isQuoted {
            leaves.append(JSONLeaf(start: range.lowerBound, end: range.upperBound, isInLine: true, value: value))
            return
        }
        let start = paths.count
        paths.append(contentsOf: path)
        if let key {
            if !path.isEmpty { paths.append(UInt8(ascii: ".")) }
            JSONPath.appendSegment(key, isQuoted: isQuoted, to: &paths)
        }
        leaves.append(JSONLeaf(start: start, end: paths.count, isInLine: false, value: value))
    }

    /// Whether the current member, a `string` or a `number`, is the line's time: a member of the top
    /// object keyed as a time that is x (`TimeKeyRoles`), decided here by its first value (a string that
    /// spells a number of no epoch magnitude, `"12.5"`, makes a series too).
    @inline(__always)
    private mutating func isTime(_ text: UnsafeRawBufferPointer, string: UnsafeRawBufferPointer? = nil, number: Double? = nil) -> Bool {
        guard !timeKeys.isEmpty, path.isEmpty, let range = pendingKey else { return false }
        let key = UnsafeRawBufferPointer(rebasing: text[range])
        guard timeKeys.contains(key) else { return false }
        return isTime(key: key, string: string, number: number)
    }

    /// The same, for a member keyed as a time: kept out of line, off the path of every other member.
    @inline(never)
    private mutating func isTime(key: UnsafeRawBufferPointer, string: UnsafeRawBufferPointer?, number: Double?) -> Bool {
        switch timeRoles.role(of: key) {
        case .x: return true
        case .series: return false
        case .undecided:
            // The role may be decided by this value: a template of this line would hold a guess.
            isTemplatable = false
            let number = number ?? string.flatMap(SampleParser.decimalNumber(in:))
            let isTime = if let string { TimestampParser.field(string, memo: &dateMemo) != nil }
                else { number.flatMap(EpochNumber.microseconds(of:)) != nil }
            timeRoles.decide(key, isTime: isTime, isNumber: number.map { !$0.isNaN } ?? false)
            return timeRoles.role(of: key) != .series
        }
    }

    /// Puts the pending key into `path`: its value is a container, whose members' paths start with it.
    @inline(__always)
    private mutating func joinPendingKey(_ text: UnsafeRawBufferPointer) {
        guard let range = pendingKey else { return }
        if !path.isEmpty { path.append(UInt8(ascii: ".")) }
        let key = UnsafeRawBufferPointer(rebasing: text[range])
        JSONPath.appendSegment(key, isQuoted: JSONPath.needsQuotes(key), to: &path)
        pendingKey = nil
    }

    @inline(__always)
    private static func skipWhitespace(_ text: UnsafeRawBufferPointer, _ index: inout Int) {
        while index < text.count {
            let byte = text[index]
            guard ByteClasses.isJSONWhitespace(byte) else { return }
            index += 1
        }
    }
}
