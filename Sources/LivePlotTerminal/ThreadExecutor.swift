/// Runs async work on the calling thread: a task executor whose one thread is the caller, so that an
/// async sequence whose iterator blocks in `read(2)` (`SampleStream`) is iterated with `for try await`
/// on a thread that is there to wait, never on one of the shared pool's.
///
/// `--once` runs its whole `for try await` loop on the main thread this way (one thread, as a plain
/// loop would), and live mode its input's on a thread of its own. A job that something else sends here
/// (a clock's wake-up) runs here too, in turn.
///
/// ```swift
/// let status = ThreadExecutor.run {
///     for try await batch in SampleStream(fileDescriptor: 0) { store.append(batch) }
///     return 0
/// }
/// ```
final class ThreadExecutor: TaskExecutor, Sendable {
    private struct Queue {
        var jobs: [UnownedJob] = []
        var isFinished = false
    }

    private let queue = PlatformLock(Queue())

    private init() {}

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.withLock { $0.jobs.append(job) }
        queue.broadcast()
    }

    /// Runs `operation` as a task that prefers this thread, and this thread's jobs until it ends; returns
    /// its result. Blocks the calling thread throughout: call it from synchronous code on a thread that
    /// has nothing else to do (`main`, a `DetachedThread`).
    static func run<Result: Sendable>(_ operation: sending @escaping () async -> Result) -> Result {
        let executor = ThreadExecutor()
        let result = PlatformLock<Result?>(nil)
        Task(executorPreference: executor) {
            let value = await operation()
            result.withLock { $0 = value }
            executor.queue.withLock { $0.isFinished = true }
            executor.queue.broadcast()
        }
        while true {
            let jobs = executor.queue.withLock(when: { !$0.jobs.isEmpty || $0.isFinished }) { queue -> [UnownedJob] in
                defer { queue.jobs.removeAll(keepingCapacity: true) }
                return queue.jobs
            }
            for job in jobs { job.runSynchronously(on: executor.asUnownedTaskExecutor()) }
            if jobs.isEmpty { break }
        }
        return result.withLock { $0! }
    }
}
