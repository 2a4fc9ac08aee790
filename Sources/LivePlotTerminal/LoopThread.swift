#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The live loop's thread, to wake once a system call it sleeps in (a frame's `write`).
///
/// Ctrl-C typed while a frame is being written to a pseudo-terminal flushes the terminal's output: the
/// room the write waits for comes from the flush, and the kernel wakes no writer for it, so the write would
/// sleep for ever and the loop never see the signal. A signal on this thread makes the write look again.
/// Our threads block every signal (`DetachedThread`), so the loop's thread takes one of its own, SIGURG
/// (ignored by default, sent by nobody else), with a handler that does nothing.
///
/// ```swift
/// let thread = LoopThread()              // on the loop's thread
/// thread.wakeOnce()                      // from the signal thread: its write looks again
/// ```
final class LoopThread: @unchecked Sendable {
    // @unchecked: a pthread_t is an opaque handle (a pointer on Darwin), only ever passed to pthread_kill.
    private let thread = pthread_self()
    private let isWoken = Atomic<Bool>(false)

    /// Takes SIGURG on the calling thread (the loop's).
    init() {
        // Restarted: the write goes on where it was, now that it looks for room again.
        SignalEvents.install(wakeNothing, for: SIGURG)
        var wake = sigset_t()
        sigemptyset(&wake)
        sigaddset(&wake, SIGURG)
        pthread_sigmask(SIG_UNBLOCK, &wake, nil)
    }

    /// Wakes the loop's thread from a system call it sleeps in, the first time only (the run is ending).
    func wakeOnce() {
        guard !isWoken.exchange(true, ordering: .relaxed) else { return }
        _ = pthread_kill(thread, SIGURG)
    }
}

private let wakeNothing: @convention(c) (Int32) -> Void = { _ in }
