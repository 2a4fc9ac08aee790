/// Runs async work from synchronous code and waits for its result: for the demo, whose signal is an
/// async sequence on a clock, from a `main` that stays synchronous so that `--once` and live input need
/// no executor thread at all.
///
/// ```swift
/// let status = AsyncBridge.run { await LiveLoop.run(options: options, samples: demo, clock: clock, environment: env) }
/// ```
enum AsyncBridge {
    static func run(_ operation: @escaping @Sendable () async -> Int32) -> Int32 {
        // The executor's threads are started on demand and retried forever when they cannot be: checked
        // first, so too little memory is said, not a hang.
        DetachedThread.ensureThreadsCanStart()
        let result = PlatformLock<Int32?>(nil)
        Task {
            let status = await operation()
            result.withLock { $0 = status }
            result.broadcast()
        }
        return result.withLock(when: { $0 != nil }) { $0! }
    }
}
