import LivePlotBasics

/// `--explain`'s reading of the input's start: its chunks fed to a decoder that explains, never a line
/// past the `lineLimit`-th (a chunk that holds it is cut after its newline), then the explanation.
///
/// ```swift
/// var reading = ExplainReading(decoder: SampleDecoder(explains: true), lineLimit: 1_000)
/// let done = chunk.withUnsafeBytes { reading.take($0) }   // true once 1,000 lines came
/// print(reading.explanation(end: done ? .lineLimit : .endOfInput).text)
/// ```
///
/// - Complexity: O(n) in the bytes taken.
public struct ExplainReading: Sendable {
    private var decoder: SampleDecoder
    /// The batch the lines are read into: its samples are not kept, only what the decoder learnt.
    private var batch = SampleBatch()
    public let lineLimit: Int
    /// Lines ended so far (newlines taken).
    public private(set) var lineCount = 0
    private var hasFinished = false

    public init(decoder: SampleDecoder, lineLimit: Int) {
        precondition(lineLimit > 0, "at least a line")
        self.decoder = decoder
        self.lineLimit = lineLimit
    }

    /// Whether the lines to read have all come.
    public var isComplete: Bool { lineCount >= lineLimit }

    /// Takes a chunk read, up to the line that makes `lineLimit`; true once that line came.
    @discardableResult
    public mutating func take(_ chunk: UnsafeRawBufferPointer) -> Bool {
        guard !isComplete else { return true }
        var end = 0
        while end < chunk.count, let newline = ByteSearch.firstIndex(of: 0x0A, in: chunk, from: end) {
            end = newline + 1
            lineCount += 1
            if isComplete { break }
        }
        let taken = isComplete ? UnsafeRawBufferPointer(rebasing: chunk[..<end]) : chunk
        decoder.decode(taken, into: &batch)
        batch.removeAll()
        return isComplete
    }

    /// How the lines taken were read; the reading ended as `end` says (a line begun and not ended is
    /// read as the last).
    public mutating func explanation(end: ReadingEnd, arrivalAxis: Bool = false) -> InputExplanation {
        if !hasFinished {
            hasFinished = true
            decoder.finish(into: &batch)
            batch.removeAll()
        }
        return decoder.explanation(end: end, arrivalAxis: arrivalAxis)
    }
}
