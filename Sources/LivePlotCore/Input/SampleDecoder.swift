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
        readLines(chunk, at: time, into: &batch)
    }

    /// Decodes what is left at the end of the input, which arrived at `time`.
    public mutating func finish(at time: Double, into batch: inout SampleBatch) {
        readLines(nil, at: time, into: &batch)
    }

    private mutating func readLines(_ chunk: UnsafeRawBufferPointer?, at time: Double, into batch: inout SampleBatch) {
        let first = batch.values.count
        readLines(chunk, into: &batch)
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
        readLines(chunk, into: &batch)
    }

    /// Decodes whatever is left at the end of the input.
    public mutating func finish(into batch: inout SampleBatch) {
        precondition(!stampsArrivals, "a decoder that stamps arrivals needs the end's time")
        readLines(nil, into: &batch)
    }

    /// Reads the lines a chunk completes, or with `nil` the partial last line at the end of the input.
    private mutating func readLines(_ chunk: UnsafeRawBufferPointer?, into batch: inout SampleBatch) {
        // The way a line is read is chosen once per chunk, not per line: a per-line look at an optional
        // matcher goes through the value witnesses of `Regex` (a resilient type) and halved throughput.
        if let matcher {
            forEachLine(chunk) { line in Self.record(matcher.number(in: line), into: &batch) }
        } else if var selection {
            forEachLine(chunk) { line in Self.record(selection.sample(in: line), into: &batch) }
            self.selection = selection
        } else {
            forEachLine(chunk) { line in Self.record(SampleParser.firstNumber(in: line), into: &batch) }
        }
        reportDroppedLines(into: &batch)
    }

    @inline(__always)
    private mutating func forEachLine(_ chunk: UnsafeRawBufferPointer?, _ body: (UnsafeRawBufferPointer) -> Void) {
        if let chunk {
            splitter.split(chunk, body)
        } else {
            splitter.finish(body)
        }
    }

    @inline(__always)
    private static func record(_ value: Double?, into batch: inout SampleBatch) {
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
