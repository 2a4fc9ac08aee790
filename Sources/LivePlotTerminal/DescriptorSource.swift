#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A descriptor read to its end with `read(2)`: standard input, a file read once.
///
/// ```swift
/// let input = DescriptorSource(descriptor: 0)
/// input.read(into: buffer)   // .bytes(4096), …, .ended(.endOfFile)
/// ```
final class DescriptorSource: ByteSource {
    let descriptor: Int32

    /// The bytes a pipe read from holds (`SystemCalls.widenPipe`), and the most a read takes.
    static let pipeBytes = 1 << 20

    init(descriptor: Int32) {
        self.descriptor = descriptor
        SystemCalls.widenPipe(descriptor, to: Int32(Self.pipeBytes))
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> ByteRead {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count > 0 { return .bytes(count) }
            if count == 0 { return .ended(.endOfFile) }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK {
                // A standard input left non-blocking by whoever made it: wait for bytes as a blocking read would.
                var descriptorPoll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptorPoll, 1, -1)
                continue
            }
            // An error reading (EISDIR for `< /`, EIO when a terminal goes) ends the input.
            return .failed(errno)
        }
    }

    var runsEndSteps: Bool { false }

    /// A pipe quiet for `span`: false; a file is never quiet.
    func waitForBytes(upTo span: Duration) -> Bool {
        SystemCalls.waitForInput(descriptor, upTo: span)
    }

    /// Nothing to end: the process ends with the chart, and a read of standard input with it.
    func stop() {}
}
