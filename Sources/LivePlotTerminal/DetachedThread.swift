#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a named, detached POSIX thread for a blocking loop (a `read(2)` on stdin, the terminal or the
/// signal pipe), without linking Foundation for it: Foundation alone costs about 11 MB of memory.
///
/// ```swift
/// DetachedThread.start(name: "liveplot.input") { readForever() }
/// ```
enum DetachedThread {
    private final class Body {
        let name: String
        let run: () -> Void
        init(name: String, run: @escaping () -> Void) {
            self.name = name
            self.run = run
        }
    }

    /// The stack of each thread started here.
    static let stackSize = 1 << 20

    static func start(name: String, _ run: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(name: name, run: run)).toOpaque()
        // Small stacks: these loops go no deeper than a frame's drawing, and eight megabytes of address
        // space each (the default) is what a tight `ulimit -v` runs out of first.
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        // Signals go to the main thread alone (its handlers write to a pipe the loop reads): a new thread
        // starts with them blocked, but for the ones a fault raises on the thread itself. Ctrl-Z, SIGCONT
        // and the terminal's stops then reach the process as they would a one-thread program.
        var blocked = sigset_t()
        sigfillset(&blocked)
        for fault in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] { sigdelset(&blocked, fault) }
        var previousMask = sigset_t()
        pthread_sigmask(SIG_SETMASK, &blocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        #if canImport(Glibc)
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { context in
            // Glibc's module leaves out pthread_setname_np (a GNU extension): Linux threads stay unnamed.
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            body.run()
            return nil
        }, context)
        #else
        var thread: pthread_t?
        let result = pthread_create(&thread, &attributes, { context in
            let body = Unmanaged<Body>.fromOpaque(context).takeRetainedValue()
            _ = pthread_setname_np(body.name)
            body.run()
            return nil
        }, context)
        #endif
        // Out of memory or of threads (`ulimit -v`): said and ended, never a trap.
        if result != 0 { FatalExit.exit("cannot start a thread (\(SystemCalls.describe(result)))") }
        #if canImport(Glibc)
        pthread_detach(thread)
        #else
        pthread_detach(thread!)
        #endif
    }

    /// Ends the process with a clear message when no thread can be started (too little memory, as under
    /// `ulimit -v`): the standard library's executor would otherwise retry its first thread forever.
    static func ensureThreadsCanStart() {
        #if canImport(Glibc)
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { _ in nil }, nil)
        if result == 0 { pthread_join(thread, nil) }
        #else
        var thread: pthread_t?
        let result = pthread_create(&thread, nil, { _ in nil }, nil)
        if result == 0 { pthread_join(thread!, nil) }
        #endif
        if result != 0 { FatalExit.exit("not enough memory to start (\(SystemCalls.describe(result)))") }
    }
}
