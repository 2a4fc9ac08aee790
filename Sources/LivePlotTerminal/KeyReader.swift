#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotLive

/// Reads keys from the controlling terminal on a thread of its own (stdin is the data, not the keyboard),
/// from when liveplot's job first has them; held while it is in the background (Ctrl-Z, `bg`), where a
/// read fails (EIO: the thread blocks SIGTTIN, `DetachedThread`), until `read` is asked again (`fg`).
///
/// ```swift
/// let reader = KeyReader(descriptor: tty) { keys in events.post(.keys(keys)) }
/// reader.read(typed: outcome.replies.unread)   // the thread starts; later calls let a held one go on
/// ```
final class KeyReader: Sendable {
    private let descriptor: Int32
    private let onKeys: @Sendable ([Key]) -> Void
    /// Whether the thread has started, and how many times `read` was asked: a read that failed waits for
    /// the next ask, made after it began.
    private let state = PlatformLock((isStarted: false, asks: 0))

    init(descriptor: Int32, onKeys: @escaping @Sendable ([Key]) -> Void) {
        self.descriptor = descriptor
        self.onKeys = onKeys
    }

    /// Reads keys from now on: starts the thread the first time, lets a held one read again after.
    ///
    /// - Parameter typed: the bytes read before (by `GraphicsProbe`), decoded first: keys typed while
    ///   the terminal answered, and a reply begun, whose rest the decoder then skips.
    func read(typed: [UInt8] = []) {
        let starts = state.withLock { state in
            state.asks += 1
            defer { state.isStarted = true }
            return !state.isStarted
        }
        state.broadcast()
        guard starts else { return }
        DetachedThread.start(name: "liveplot.keys") { [self] in
            var decoder = KeyDecoder()
            let early = decoder.decode(typed)
            if !early.isEmpty { onKeys(early) }
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                let asked = state.withLock { $0.asks }
                let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                if count < 0 && errno == EIO {
                    // Not the foreground job now: held until liveplot has the keys again.
                    state.withLock(when: { $0.asks != asked }) { _ in }
                    continue
                }
                guard count > 0 else { return }
                let keys = decoder.decode(Array(buffer[0..<count]))
                if !keys.isEmpty { onKeys(keys) }
            }
        }
    }
}
