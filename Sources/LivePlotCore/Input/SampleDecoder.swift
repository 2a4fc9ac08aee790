/// Turns raw input bytes into sample batches: lines split, samples parsed, the rest counted as skipped.
///
/// ```swift
/// var decoder = SampleDecoder()
/// var batch = SampleBatch()
/// bytes.withUnsafeBytes { decoder.decode($0, into: &batch) }
/// decoder.finish(into: &batch)
/// ```
///
/// A decoder that stamps arrivals (`--rate`) is fed with each chunk's time: `decode(_:at:into:)`.
///
/// - Complexity: O(n) in the bytes given.
public struct SampleDecoder: Sendable {
    private var splitter: LineSplitter
    private var reportedDroppedLines = 0
    /// `--match`: the sample comes from the pattern instead of the first number of the line.
    private let matcher: SampleMatcher?
    /// `-f`: the sample comes from one field, by position or name.
    private var selection: FieldSelection?
    /// Stamp each value's line with its arrival (`--rate`), and when the previous chunk arrived.
    private let stampsArrivals: Bool
    private var previousChunkTime = 0.0

    public init(maximumLineLength: Int = LineSplitter.defaultMaximumLineLength, matcher: SampleMatcher? = nil,
                selection: FieldSelection? = nil, stampsArrivals: Bool = false) {
        splitter = LineSplitter(maximumLineLength: maximumLineLength)
        self.matcher = matcher
        self.selection = selection
        self.stampsArrivals = stampsArrivals
    }

    /// Decodes a chunk that arrived at `time` (seconds on the reader's clock, from 0 at the start).
    ///
    /// Lines are stamped per line, not per read: the lines a chunk completes are spread evenly over the
    /// time since the previous chunk, the last at `time`, so lines that arrive together never get dt = 0.
    public mutating func decode(_ chunk: UnsafeRawBufferPointer, at time: Double, into batch: inout SampleBatch) {
        let first = batch.values.count
        decodeLines(chunk, into: &batch)
        stamp(from: first, at: time, in: &batch)
    }

    /// Decodes what is left at the end of the input, which arrived at `time`.
    public mutating func finish(at time: Double, into batch: inout SampleBatch) {
        let first = batch.values.count
        finishLines(into: &batch)
        stamp(from: first, at: time, in: &batch)
    }

    private mutating func stamp(from first: Int, at time: Double, in batch: inout SampleBatch) {
        guard stampsArrivals else { return }
        let count = batch.values.count - first
        let start = previousChunkTime
        for index in 0..<count {
            batch.arrivals.append(start + (time - start) * Double(index + 1) / Double(count))
        }
        previousChunkTime = time
    }

    /// Decodes the lines that `chunk` completes; a partial last line waits for the next chunk.
    public mutating func decode(_ chunk: UnsafeRawBufferPointer, into batch: inout SampleBatch) {
        precondition(!stampsArrivals, "a decoder that stamps arrivals needs each chunk's time")
        decodeLines(chunk, into: &batch)
    }

    /// Decodes whatever is left at the end of the input.
    public mutating func finish(into batch: inout SampleBatch) {
        precondition(!stampsArrivals, "a decoder that stamps arrivals needs the end's time")
        finishLines(into: &batch)
    }

    private mutating func decodeLines(_ chunk: UnsafeRawBufferPointer, into batch: inout SampleBatch) {
        let matcher = self.matcher
        var selection = self.selection
        splitter.split(chunk) { line in Self.take(line, matcher: matcher, selection: &selection, into: &batch) }
        self.selection = selection
        reportDroppedLines(into: &batch)
    }

    private mutating func finishLines(into batch: inout SampleBatch) {
        let matcher = self.matcher
        var selection = self.selection
        splitter.finish { line in Self.take(line, matcher: matcher, selection: &selection, into: &batch) }
        self.selection = selection
        reportDroppedLines(into: &batch)
    }

    private static func take(
        _ line: UnsafeRawBufferPointer, matcher: SampleMatcher?, selection: inout FieldSelection?, into batch: inout SampleBatch
    ) {
        let value: Double?
        if let matcher {
            value = matcher.number(in: line)
        } else if selection != nil {
            value = selection!.sample(in: line)
        } else {
            value = SampleParser.firstNumber(in: line)
        }
        if let value {
            batch.values.append(value)
        } else {
            batch.skippedLineCount += 1
        }
    }

    private mutating func reportDroppedLines(into batch: inout SampleBatch) {
        let dropped = splitter.droppedLineCount
        batch.skippedLineCount += dropped - reportedDroppedLines
        reportedDroppedLines = dropped
    }
}
