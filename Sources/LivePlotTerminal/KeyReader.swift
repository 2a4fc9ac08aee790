#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotLive

/// Reads keys from the controlling terminal on a thread of its own (stdin is the data, not the keyboard).
///
/// ```swift
/// KeyReader.start(descriptor: tty, typed: outcome.replies.unread) { keys in events.post(.keys(keys)) }
/// ```
enum KeyReader {
    /// - Parameter typed: the bytes read before (by `GraphicsProbe`), decoded first: keys typed while
    ///   the terminal answered, and a reply begun, whose rest the decoder then skips.
    static func start(descriptor: Int32, typed: [UInt8] = [], onKeys: @escaping @Sendable ([Key]) -> Void) {
        DetachedThread.start(name: "liveplot.keys") {
            var decoder = KeyDecoder()
            let early = decoder.decode(typed)
            if !early.isEmpty { onKeys(early) }
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                guard count > 0 else { return }
                let keys = decoder.decode(Array(buffer[0..<count]))
                if !keys.isEmpty { onKeys(keys) }
            }
        }
    }
}
