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

    static func start(name: String, _ run: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(name: name, run: run)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { context in
            // Glibc's module leaves out pthread_setname_np (a GNU extension): Linux threads stay unnamed.
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            body.run()
            return nil
        }, context)
        #else
        var thread: pthread_t?
        let result = pthread_create(&thread, nil, { context in
            let body = Unmanaged<Body>.fromOpaque(context).takeRetainedValue()
            _ = pthread_setname_np(body.name)
            body.run()
            return nil
        }, context)
        #endif
        precondition(result == 0, "cannot start thread \(name): error \(result)")
        #if canImport(Glibc)
        pthread_detach(thread)
        #else
        pthread_detach(thread!)
        #endif
    }
}
