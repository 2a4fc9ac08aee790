#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process on a failure it cannot go on from (no memory for a thread, say): the terminal given
/// back, one line on standard error, exit status 1, where a trap would have left a crash report.
///
/// ```swift
/// FatalExit.exit("cannot start a thread: Resource temporarily unavailable")
/// ```
enum FatalExit {
    static func exit(_ problem: String) -> Never {
        ChildProcesses.killAllFromSignalHandler()
        EmergencyRestore.run()
        SystemCalls.writeAll(2, Array("liveplot: \(problem)\n".utf8))
        _exit(1)
    }
}
