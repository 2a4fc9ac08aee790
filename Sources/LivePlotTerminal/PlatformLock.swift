#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a pthread mutex, with a condition to wait on for it to change: what the terminal
/// module's threads share.
///
/// `Synchronization.Mutex` would do for the lock, but ThreadSanitizer cannot see the ordering inside its
/// prebuilt futex lock and reports every guarded access as a race; a pthread mutex it understands, so
/// `tools/sanitizers` reports only real races. The condition lets a thread sleep until another changes
/// the value, or until a time limit, with no timer of its own.
///
/// ```swift
/// let counter = PlatformLock(0)
/// counter.withLock { $0 += 1 }
/// counter.broadcast()
/// counter.withLock(when: { $0 > 0 }, timeout: .milliseconds(30)) { $0 }  // 1, or 0 after 30 ms
/// ```
final class PlatformLock<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        #if canImport(Glibc)
        // Time limits on the monotonic clock: setting the wall clock neither stretches nor cuts a wait.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
        #else
        pthread_cond_init(condition, nil)
        #endif
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// Waits until `isReady` holds, or until `timeout` has passed (never, when nil), then runs `body`,
    /// all under the lock. `isReady` may note in the value that a thread waits (so that others know to
    /// wake it); `body` sees whether it became ready from the value itself.
    func withLock<Result>(when isReady: (inout Value) -> Bool, timeout: Duration? = nil,
                          _ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let deadline = timeout.map(Self.deadline(after:))
        while !isReady(&value) {
            if let deadline {
                guard Self.wait(condition, mutex, until: deadline) else { break }
            } else {
                pthread_cond_wait(condition, mutex)
            }
        }
        return try body(&value)
    }

    /// Wakes every thread waiting in `withLock(when:)`, to look at the value again.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }

    /// The monotonic time `timeout` from now.
    private static func deadline(after timeout: Duration) -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let (seconds, attoseconds) = max(timeout, .zero).components
        var deadline = timespec(tv_sec: now.tv_sec + Int(seconds), tv_nsec: now.tv_nsec + Int(attoseconds / 1_000_000_000))
        if deadline.tv_nsec >= 1_000_000_000 {
            deadline.tv_sec += 1
            deadline.tv_nsec -= 1_000_000_000
        }
        return deadline
    }

    /// Waits on the condition until `deadline`; false once it has passed.
    private static func wait(_ condition: UnsafeMutablePointer<pthread_cond_t>, _ mutex: UnsafeMutablePointer<pthread_mutex_t>,
                             until deadline: timespec) -> Bool {
        #if canImport(Glibc)
        var deadline = deadline
        return pthread_cond_timedwait(condition, mutex, &deadline) != ETIMEDOUT
        #else
        // Darwin's conditions wait on the wall clock; a relative wait keeps to the monotonic one.
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        var left = timespec(tv_sec: deadline.tv_sec - now.tv_sec, tv_nsec: deadline.tv_nsec - now.tv_nsec)
        if left.tv_nsec < 0 {
            left.tv_sec -= 1
            left.tv_nsec += 1_000_000_000
        }
        guard left.tv_sec >= 0 else { return false }
        return pthread_cond_timedwait_relative_np(condition, mutex, &left) != ETIMEDOUT
        #endif
    }
}
