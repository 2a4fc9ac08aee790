#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Turns the signals live mode cares about into calls on a queue, instead of handlers in signal context.
///
/// ```swift
/// let signals = SignalEvents(signals: [SIGINT, SIGWINCH]) { signal in events.post(.signal(signal)) }
/// ```
public final class SignalEvents {
    private let sources: [any DispatchSourceSignal]

    public init(signals: [Int32], queue: DispatchQueue = DispatchQueue(label: "liveplot.signals"), handler: @escaping @Sendable (Int32) -> Void) {
        sources = signals.map { number in
            // The default action must not run: the source gets the signal instead.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
    }

    /// SIGPIPE would kill the process on a write to a closed pipe; the write's EPIPE is handled instead.
    public static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Stops the process as SIGTSTP would have (Ctrl-Z), returning when it is continued.
    public static func suspendSelf() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        signal(SIGTSTP, SIG_IGN)
    }
}
