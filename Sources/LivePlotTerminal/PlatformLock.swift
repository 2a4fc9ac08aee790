#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a pthread mutex: what the terminal module's threads share.
///
/// `Synchronization.Mutex` would do, but ThreadSanitizer cannot see the ordering inside its prebuilt
/// futex lock and reports every guarded access as a race; a pthread mutex it understands, so
/// `tools/sanitizers` reports only real races.
///
/// ```swift
/// let counter = PlatformLock(0)
/// counter.withLock { $0 += 1 }
/// ```
final class PlatformLock<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
