#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Turns signals into calls on a thread of its own, through a self-pipe: the handler only writes the
/// signal's number to a pipe (async-signal-safe), whichever thread the kernel delivers it to.
///
/// ```swift
/// let signals = SignalEvents(signals: [SIGINT, SIGWINCH]) { signal in events.post(.signal(signal)) }
/// ```
public final class SignalEvents: Sendable {
    /// The pipe's write end, for the handler. Set once, before any handler is installed.
    nonisolated(unsafe) fileprivate static var writeEnd: Int32 = -1
    /// One bit per signal received, set by the handler itself: lock-free, so async-signal-safe. It answers
    /// "did a signal come?" at once, before the pipe's reader has passed it on.
    fileprivate static let received = Atomic<UInt64>(0)

    public let signals: [Int32]

    public init(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        var descriptors: [Int32] = [-1, -1]
        precondition(pipe(&descriptors) == 0, "no pipe for signals")
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        // A full pipe must never block a handler: a signal that finds it full is dropped, as duplicates are.
        _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
        Self.writeEnd = descriptors[1]
        let readEnd = descriptors[0]
        DetachedThread.start(name: "liveplot.signals") {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { return }
                handler(Int32(byte))
            }
        }
        for number in signals { Self.install(number) }
    }

    private static func install(_ number: Int32) { install(signalToPipe, for: number) }

    /// Installs `handler` for `number`, restarting what it interrupts (`LoopThread`'s wake uses it too).
    static func install(_ handler: @convention(c) (Int32) -> Void, for number: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        // Interrupted reads and writes elsewhere restart instead of failing.
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(number, &action, nil)
    }

    /// The first of `candidates` that has been received, or is pending and not yet handled, if any.
    ///
    /// A terminal queues Ctrl-C's SIGINT on every process of the group before any of them runs, so when
    /// the producer's death ends our input, the signal is at least pending here, if not yet handled.
    public func firstReceived(of candidates: [Int32]) -> Int32? {
        let bits = Self.received.load(ordering: .acquiring)
        var pending = sigset_t()
        sigemptyset(&pending)
        sigpending(&pending)
        return candidates.first { number in
            (number > 0 && number < 64 && bits & (1 << UInt64(number)) != 0) || sigismember(&pending, number) == 1
        }
    }

    /// SIGPIPE would kill the process on a write to a closed pipe; the write's EPIPE is handled instead.
    public static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Stops the process as Ctrl-Z would have, and returns once it is continued (`fg`).
    public func suspendProcess() {
        signal(SIGTSTP, SIG_DFL)
        // The calling thread may be a worker that blocks SIGTSTP; raise it where it is delivered at once.
        var stop = sigset_t()
        var previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        if signals.contains(SIGTSTP) { Self.install(SIGTSTP) }
    }
}

/// A C function pointer: no captures, only async-signal-safe calls, errno kept.
private let signalToPipe: @convention(c) (Int32) -> Void = { number in
    let savedErrno = errno
    if number > 0 && number < 64 { SignalEvents.received.bitwiseOr(1 << UInt64(number), ordering: .releasing) }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(SignalEvents.writeEnd, &byte, 1)
    errno = savedErrno
}
