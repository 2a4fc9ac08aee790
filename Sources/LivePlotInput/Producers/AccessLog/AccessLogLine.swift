/// An access log line split as its format writes it: `%h %l %u [%t] "%r" %>s %b`, then, in the
/// combined format, `"%{Referer}i" "%{User-agent}i"`, then any `key=value` pairs a `log_format` adds
/// (`rt=0.012 urt="0.010"`). Each field is a range of the line's bytes; the request's quoted line is
/// split at its blanks into method, path and protocol (a request that is no such line is its method
/// alone). Quotes inside a quoted field are escaped (`\"`, nginx's `\x22`).
///
/// ```swift
/// // 127.0.0.1 - - [26/Nov/2026:08:42:03 +0000] "GET /a HTTP/1.1" 304 0 "-" "curl/8.5" rt=0.016
/// let fields = AccessLogLine(line)!
/// line[fields.range(of: .status)]   // 304
/// fields.isCombined                 // true
/// ```
///
/// - Complexity: O(n) in the bytes of the line up to the pairs; nothing is allocated.
struct AccessLogLine: Sendable {
    private var remote = 0..<0, user = 0..<0, time = 0..<0, method = 0..<0, path = 0..<0
    private var protocolName = 0..<0, status = 0..<0, bytes = 0..<0, referer = 0..<0, agent = 0..<0
    /// Where the `key=value` pairs after the fixed fields begin.
    private(set) var pairsStart = 0
    /// Whether the line has the combined format's referer and user agent.
    private(set) var isCombined = false
    /// The line's end, short of a CR.
    private var end = 0

    /// The line split, or nil when it is no access log line (a status of three digits after the request).
    init?(_ line: UnsafeRawBufferPointer) {
        // A CRLF line's CR is no part of its last field.
        let line = line.last == 0x0D ? UnsafeRawBufferPointer(rebasing: line.dropLast()) : line
        end = line.count
        var index = 0
        guard let remote = Self.word(in: line, at: &index), Self.word(in: line, at: &index) != nil,
              let user = Self.word(in: line, at: &index),
              let time = Self.enclosed(in: line, at: &index, opening: UInt8(ascii: "["), closing: UInt8(ascii: "]")),
              let request = Self.enclosed(in: line, at: &index, opening: Self.quote, closing: Self.quote),
              let status = Self.word(in: line, at: &index), status.count == 3,
              status.allSatisfy({ (0x30...0x39).contains(line[$0]) }),
              let bytes = Self.word(in: line, at: &index) else { return nil }
        (self.remote, self.user, self.time, self.status, self.bytes) = (remote, user, time, status, bytes)
        (method, path, protocolName) = Self.split(request, of: line)
        pairsStart = index
        var next = index
        if let referer = Self.enclosed(in: line, at: &next, opening: Self.quote, closing: Self.quote),
           let agent = Self.enclosed(in: line, at: &next, opening: Self.quote, closing: Self.quote) {
            (self.referer, self.agent, isCombined, pairsStart) = (referer, agent, true, next)
        }
    }

    /// The bytes' range of `field` in the line (empty for a part the request lacks, or a common format's
    /// referer and agent).
    func range(of field: AccessLogField) -> Range<Int> {
        switch field {
        case .remote: remote
        case .user: user
        case .time: time
        case .method: method
        case .path: path
        case .protocol: protocolName
        case .status: status
        case .bytes: bytes
        case .referer: referer
        case .agent: agent
        }
    }

    /// Each `key=value` pair after the fixed fields, in order: the key's and the value's ranges (a
    /// quoted value's without its quotes). A field that is no pair (a bare quoted string) is passed over.
    func forEachPair(in line: UnsafeRawBufferPointer, _ body: (Range<Int>, Range<Int>) -> Void) {
        let line = UnsafeRawBufferPointer(rebasing: line[..<end])
        var index = pairsStart
        while index < line.count {
            while index < line.count, line[index] == Self.space { index += 1 }
            let keyStart = index
            while index < line.count, line[index] != Self.space, line[index] != UInt8(ascii: "="), line[index] != Self.quote { index += 1 }
            let key = keyStart..<index
            guard index < line.count, line[index] == UInt8(ascii: "="), !key.isEmpty, Self.isLetter(line[keyStart]) else {
                // No pair: the rest of this field (a quoted one whole) is passed over.
                if index < line.count, line[index] == Self.quote { _ = Self.enclosed(in: line, at: &index, opening: Self.quote, closing: Self.quote) }
                while index < line.count, line[index] != Self.space { index += 1 }
                continue
            }
            index += 1
            if index < line.count, line[index] == Self.quote, let value = Self.enclosed(in: line, at: &index, opening: Self.quote, closing: Self.quote) {
                body(key, value)
            } else {
                let valueStart = index
                while index < line.count, line[index] != Self.space { index += 1 }
                body(key, valueStart..<index)
            }
        }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let space = UInt8(ascii: " ")

    /// A key begins with a letter (`rt=`), as the contract's pairs do.
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    /// The word at `index` up to the next blank (or the line's end), `index` moved past that blank; nil
    /// for none.
    @inline(__always)
    private static func word(in line: UnsafeRawBufferPointer, at index: inout Int) -> Range<Int>? {
        guard index < line.count, line[index] != Self.space else { return nil }
        let start = index
        let end = ByteSearch.firstIndex(of: Self.space, in: line, from: start) ?? line.count
        index = min(end + 1, line.count)
        return start..<end
    }

    /// The text between `opening` at `index` and its `closing` (a backslash escapes the byte after it),
    /// `index` moved past the closing byte and the blank after it; nil when the line has no such field.
    @inline(__always)
    private static func enclosed(in line: UnsafeRawBufferPointer, at index: inout Int, opening: UInt8, closing: UInt8) -> Range<Int>? {
        guard index < line.count, line[index] == opening else { return nil }
        let start = index + 1
        var end = start
        while true {
            guard let found = ByteSearch.firstIndex(of: closing, in: line, from: end) else { return nil }
            var backslashes = 0
            while found - backslashes > start, line[found - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            end = found
            if backslashes % 2 == 0 { break }
            end += 1
        }
        index = end + 1
        if index < line.count {
            guard line[index] == Self.space else { return nil }
            index += 1
        }
        return start..<end
    }

    /// A request line's method, path and protocol (`GET /a HTTP/1.1`); one that is not three words is
    /// its method alone.
    private static func split(_ request: Range<Int>, of line: UnsafeRawBufferPointer) -> (Range<Int>, Range<Int>, Range<Int>) {
        let text = UnsafeRawBufferPointer(rebasing: line[request])
        guard let first = ByteSearch.firstIndex(of: Self.space, in: text, from: 0),
              let second = ByteSearch.firstIndex(of: Self.space, in: text, from: first + 1) else {
            return (request, request.upperBound..<request.upperBound, request.upperBound..<request.upperBound)
        }
        let base = request.lowerBound
        return (base..<base + first, base + first + 1..<base + second, base + second + 1..<request.upperBound)
    }
}
