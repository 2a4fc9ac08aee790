#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A signal that ends a source's waits for good, from any thread: a descriptor that a wait polls beside
/// what it waits for (a pipe's read end, as `SignalEvents` has: the C library's eventfd is not in Swift's
/// Glibc module), readable once `set()` is called, and a flag a read that never waits (a regular file's)
/// looks at between reads.
///
/// ```swift
/// let stop = try StopSignal()
/// var polled = [pollfd(fd: watched, events: Int16(POLLIN), revents: 0),
///               pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0)]
/// poll(&polled, 2, -1)        // on the reading thread: returns once `stop.set()` is called
/// stop.set()                  // from another: q, Ctrl-C, SIGTERM never wait on a source
/// ```
final class StopSignal: Sendable {
    /// The descriptor to poll for reading: readable once set, and from then on (nothing ever reads it).
    let descriptor: Int32
    /// The pipe's other end, written once to set it.
    private let writeEnd: Int32
    private let isSetFlag = Atomic<Bool>(false)

    /// A new signal, not set; nil when no descriptor can be had (the process's limit reached).
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        // Close-on-exec: a command liveplot runs (--exec) holds no end of it.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        descriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(descriptor)
        close(writeEnd)
    }

    /// Whether `set()` was called.
    var isSet: Bool { isSetFlag.load(ordering: .acquiring) }

    /// Sets it, once: every wait that polls `descriptor` ends, now and from now on.
    func set() {
        guard !isSetFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // One byte, written once: the pipe is never full.
        SystemCalls.writeAll(writeEnd, [1])
    }

    /// Waits until `descriptor` is readable (or has hung up) or the signal is set, or `timeout` passes
    /// (nil: no limit); true when the signal is set. A poll cut short by a signal handler waits again.
    func wait(for watched: Int32?, timeout: Duration? = nil) -> Bool {
        var polled = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                      pollfd(fd: watched ?? -1, events: Int16(POLLIN), revents: 0)]
        let milliseconds = timeout.map { Int32($0 / .milliseconds(1)) } ?? -1
        while poll(&polled, 2, milliseconds) < 0 && errno == EINTR {}
        return polled[0].revents != 0 || isSet
    }
}
