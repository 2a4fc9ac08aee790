/// One source's bytes as they come: a descriptor (standard input, a file read once), a file followed
/// by name (`-F`), a command's output on its pseudo-terminal (`--exec`, run again with `--interval`).
///
/// A `SampleStream` reads it on a thread that is there to wait: `read` blocks until there are bytes or
/// the source ends. A source that can wait for ever (a followed file, a command) returns `.ended` once
/// `stop()` is called, from any thread, promptly (q, Ctrl-C, SIGTERM cut every wait short).
///
/// ```swift
/// let source = DescriptorSource(descriptor: 0)
/// if case .bytes(let count) = source.read(into: buffer) { … }
/// ```
protocol ByteSource: AnyObject, Sendable {
    /// Reads what there is into `buffer`, waiting until there is something or the source ends.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> ByteRead
    /// Reads what there is into `buffer`, or lends bytes of the source's own until the next call (of any
    /// of its methods): the bytes read, empty unless `.bytes`. A source that reads ahead (`ReadAheadSource`)
    /// saves the copy.
    func read(lending buffer: UnsafeMutableRawBufferPointer) -> (ByteRead, UnsafeRawBufferPointer)
    /// Waits up to `span` for bytes to read: false when none came; true when there are some, the
    /// source ended, or `stop()` was called (the next `read` does not wait). A scrape left open by the
    /// last read ends its step when none came (`StepClosing`).
    func waitForBytes(upTo span: Duration) -> Bool
    /// Whether the source's runs end its steps (`--interval`: `.runEnded`), not its quiet.
    var runsEndSteps: Bool { get }
    /// Ends every wait of `read` and the source itself (a command and its process group are ended):
    /// `read` returns `.ended` from now on.
    func stop()
}
