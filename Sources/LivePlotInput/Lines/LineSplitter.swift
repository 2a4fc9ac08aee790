/// Splits a byte stream into complete lines, keeping a partial last line until it is complete.
///
/// Lines end with LF; a CR just before the LF is dropped too. A line longer than `maximumLineLength`
/// bytes is dropped whole, and its bytes are never buffered past that limit, so memory stays bounded
/// whatever the input. A line that opens as a whole document on one line (a Prometheus API response:
/// `FormatSniffer.opensDocument`, a `query_range` matrix of megabytes) may be up to `documentLength`.
///
/// ```swift
/// var splitter = LineSplitter()
/// splitter.split(chunk) { line in print(line.count) }
/// splitter.finish { line in print("last:", line.count) }
/// ```
///
/// - Complexity: O(n) in the bytes of each chunk; a line split across chunks is copied once.
public struct LineSplitter: Sendable {
    /// The longest line kept: 1 MiB, as the command-line contract says.
    public static let defaultMaximumLineLength = 1 << 20

    public let maximumLineLength: Int
    /// The longest line kept that opens as a whole document: 32 MiB, a `query_range` of 200 series ×
    /// 5,000 steps.
    public static let defaultDocumentLength = 32 << 20
    public let documentLength: Int
    /// Whether the line being read opens as a document (asked only once it is past `maximumLineLength`).
    private var isDocument = false
    /// Lines dropped for being too long, counted when their end arrives (or at the end of input).
    public private(set) var droppedLineCount = 0

    /// The start of a line whose end has not arrived yet.
    private var tail: [UInt8] = []
    /// True while skipping the rest of an over-long line.
    private var isDiscarding = false

    public init(maximumLineLength: Int = LineSplitter.defaultMaximumLineLength, documentLength: Int = LineSplitter.defaultDocumentLength) {
        precondition(maximumLineLength > 0, "a line must be allowed at least one byte")
        self.maximumLineLength = maximumLineLength
        self.documentLength = max(documentLength, maximumLineLength)
    }

    /// Calls `body` with each line completed by `chunk`, without its terminator.
    public mutating func split(_ chunk: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void) {
        guard let base = chunk.baseAddress, !chunk.isEmpty else { return }
        let end = chunk.count
        var start = 0
        while let index = ByteSearch.firstIndex(of: 0x0A, in: chunk, from: start) {
            completeLine(UnsafeRawBufferPointer(start: base + start, count: index - start), body)
            start = index + 1
        }
        if start < end {
            keepPartial(UnsafeRawBufferPointer(start: base + start, count: end - start))
        }
    }

    /// Like `split`, but offers each line that starts in the chunk to `leading` first, which may take the
    /// whole line itself and return the index just after its LF, or decline with nil: then the line goes
    /// to `body` as usual. One pass over the bytes for lines the caller reads while it looks for their end.
    public mutating func split(
        _ chunk: UnsafeRawBufferPointer, leading: (UnsafeRawBufferPointer, Int) -> Int?, _ body: (UnsafeRawBufferPointer) -> Void
    ) {
        guard let base = chunk.baseAddress, !chunk.isEmpty else { return }
        let end = chunk.count
        var start = 0
        if !tail.isEmpty || isDiscarding {
            // The line begun in an earlier chunk ends first, the usual way.
            guard let index = ByteSearch.firstIndex(of: 0x0A, in: chunk, from: 0) else {
                keepPartial(chunk)
                return
            }
            completeLine(UnsafeRawBufferPointer(start: base, count: index), body)
            start = index + 1
        }
        while start < end {
            if let next = leading(chunk, start) {
                start = next
                continue
            }
            guard let index = ByteSearch.firstIndex(of: 0x0A, in: chunk, from: start) else { break }
            completeLine(UnsafeRawBufferPointer(start: base + start, count: index - start), body)
            start = index + 1
        }
        if start < end {
            keepPartial(UnsafeRawBufferPointer(start: base + start, count: end - start))
        }
    }

    /// Ends the input: a partial last line counts as a line.
    public mutating func finish(_ body: (UnsafeRawBufferPointer) -> Void) {
        if isDiscarding {
            droppedLineCount += 1
            isDiscarding = false
            isDocument = false
        } else if !tail.isEmpty {
            let line = tail
            tail.removeAll(keepingCapacity: false)
            line.withUnsafeBytes { emit($0, body) }
        }
    }

    private mutating func completeLine(_ piece: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void) {
        if isDiscarding {
            isDiscarding = false
            isDocument = false
            droppedLineCount += 1
        } else if tail.isEmpty {
            emit(piece, body)
        } else if !fits(tail.count + piece.count, then: piece) {
            tail.removeAll(keepingCapacity: false)
            isDocument = false
            droppedLineCount += 1
        } else {
            tail.append(contentsOf: piece)
            let line = tail
            tail.removeAll(keepingCapacity: true)
            line.withUnsafeBytes { emit($0, body) }
        }
    }

    private mutating func keepPartial(_ piece: UnsafeRawBufferPointer) {
        guard !isDiscarding else { return }
        if !fits(tail.count + piece.count, then: piece) {
            tail.removeAll(keepingCapacity: false)
            isDiscarding = true
        } else {
            tail.append(contentsOf: piece)
        }
    }

    /// Whether a line of `count` bytes, `tail` and then `piece`, is kept: within `maximumLineLength`, or
    /// `documentLength` for a line that opens as a document (its start is looked at once, when the line
    /// is first past the shorter limit). +1: the CR of a CRLF ending does not count against the limit.
    private mutating func fits(_ count: Int, then piece: UnsafeRawBufferPointer) -> Bool {
        if count <= maximumLineLength + 1 { return true }
        if !isDocument {
            var start = Array(tail.prefix(Self.documentOpening))
            start += piece.prefix(Self.documentOpening - start.count)
            isDocument = start.withUnsafeBytes { FormatSniffer.opensDocument($0) }
        }
        return isDocument && count <= documentLength + 1
    }

    /// The bytes of a line's start that tell a document (`{"status":"success","data":` and blanks).
    private static let documentOpening = 256

    private mutating func emit(_ line: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void) {
        var count = line.count
        if count > 0, line[count - 1] == 0x0D { count -= 1 }
        if count > maximumLineLength {
            // A document's end, or a whole one in one piece: the one test of a line past the limit.
            let isDocument = self.isDocument || FormatSniffer.opensDocument(line)
            self.isDocument = false
            guard isDocument, count <= documentLength else {
                droppedLineCount += 1
                return
            }
        }
        body(UnsafeRawBufferPointer(rebasing: line[0..<count]))
    }
}
