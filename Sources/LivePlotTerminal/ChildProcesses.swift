#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotInput

/// Every command liveplot runs (`--exec`), as the session each leads, so that on every way out every
/// group of each session is ended and its processes reaped: no process left behind, no zombie (cli.md,
/// "Sources").
///
/// Each command leads a session of its own (it has a terminal of its own), so the terminal's Ctrl-C
/// never reaches it: liveplot alone ends it. Reaping happens here alone, under the lock, so a group's id
/// is never signalled after its leader was reaped and the id might have been handed on.
///
/// ```swift
/// let group = ChildProcesses.shared.spawn { spawnTheCommand() }   // registered before any crash can miss it
/// let end = ChildProcesses.shared.waitForEnd(of: group!)          // .exited(status: 0)
/// ChildProcesses.shared.endAll()                                  // where the program ends
/// ```
final class ChildProcesses: Sendable {
    /// The registry of the process: the program's end, its signal handlers and its crash handler all end
    /// the same children.
    static let shared = ChildProcesses(adoptsOrphans: true)

    /// The most groups alive at once: a command per source (`OptionTable.mostSources`), one run each.
    static let capacity = 64
    /// How long a group has between SIGTERM and SIGKILL.
    static let grace = Duration.seconds(1)
    /// How often an ending group is looked at again.
    private static let pollStep = Duration.milliseconds(10)

    private struct Child {
        let group: pid_t
        /// The leader's wait status once reaped.
        var status: Int32?
    }

    private struct Registry {
        var children: [Child] = []
        /// After `endAll`: no command starts again (a reader thread's next `--interval` run, say).
        var isClosed = false
        /// Whether the process takes in the commands' orphans already (`adoptOrphans`).
        var adoptsOrphans = false
    }

    private let registry = PlatformLock(Registry())
    /// Whether this process takes in the orphans of the commands it runs (`adoptOrphans`).
    private let adoptsOrphans: Bool

    /// - Parameter adoptsOrphans: on Linux, make the whole process the one the commands' orphans are
    ///   given to (the program's registry does; a test's stays out of the process's ways).
    init(adoptsOrphans: Bool = false) {
        self.adoptsOrphans = adoptsOrphans
    }

    /// The groups, mirrored in memory allocated once, for the crash handler, which may take no lock: 0 is
    /// a free slot. Written under the lock; a 32-bit store is never seen half done.
    nonisolated(unsafe) private static let crashSlots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()

    /// Runs `start` (a spawn, returning the new group's leader, or nil) under the lock, and registers what
    /// it started; nil without running it once `endAll` has run, or when every slot is taken.
    func spawn(_ start: () -> pid_t?) -> pid_t? {
        Self.prepareForSignalHandlers()
        return registry.withLock { registry in
            if adoptsOrphans, !registry.adoptsOrphans {
                Self.adoptOrphans()
                registry.adoptsOrphans = true
            }
            // What earlier runs left to this process is reaped at each start, as at each run's end.
            Self.reap(&registry)
            guard !registry.isClosed, registry.children.count < Self.capacity, let group = start() else { return nil }
            registry.children.append(Child(group: group))
            Self.mirror(registry)
            return group
        }
    }

    /// Waits until `group`'s leader (the command's shell) exits, reaps it, ends what is left of its
    /// session (a job it sent to the background, in its group or one of its own), and says how the
    /// leader ended.
    func waitForEnd(of group: pid_t) -> SourceEnd {
        // Waited for without reaping it (WNOWAIT): the reaping is done under the lock, below.
        var info = siginfo_t()
        while waitid(P_PID, id_t(group), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        end(group)
        return registry.withLock { registry in
            let status = registry.children.first { $0.group == group }?.status
            registry.children.removeAll { $0.group == group }
            Self.mirror(registry)
            // Reaped by `endAll` before this thread could look: it was ended, by SIGTERM at the least.
            return status.map(Self.sourceEnd(ofWaitStatus:)) ?? .signalled(SIGTERM)
        }
    }

    /// Ends every group of `group`'s session (SIGTERM; SIGKILL to what is left after `grace`) and reaps
    /// its leader; the group stays registered with its leader's status until `waitForEnd` takes it.
    func end(_ group: pid_t) {
        registry.withLock { registry in Self.terminate([group], in: &registry) }
    }

    /// Ends every session and reaps every leader, at once, and starts no command again: where the program
    /// ends, whichever way it ends.
    func endAll() {
        registry.withLock { registry in
            registry.isClosed = true
            Self.terminate(registry.children.map(\.group), in: &registry)
        }
    }

    /// For a run that handles no signal itself (`--once`): SIGINT, SIGTERM and SIGHUP end every child,
    /// then the process, with 128 + the signal's number, as the signal alone would have ended it; a crash
    /// kills them (`EmergencyRestore`). Without it a Ctrl-C would leave them running: no terminal signal
    /// reaches their sessions.
    static func endAllOnSignals() {
        EmergencyRestore.installCrashHandlers()
        _ = SignalEvents(signals: [SIGINT, SIGTERM, SIGHUP]) { number in
            shared.endAll()
            _exit(128 + number)
        }
    }

    /// Sets up what `killAllFromSignalHandler` reads, never inside a handler (a static is made on first use).
    static func prepareForSignalHandlers() {
        _ = crashSlots
    }

    /// Async-signal-safe, for a crash's handler: SIGKILL to every leader's group, no lock, no waiting (the
    /// leaders are reaped by whoever adopts them once this process is gone). The other groups of their
    /// sessions are not known here: reading the process table takes memory a handler may not allocate;
    /// the pty's hangup, when this process is gone, still reaches the terminal's foreground group.
    static func killAllFromSignalHandler() {
        for slot in 0..<capacity where crashSlots[slot] > 0 {
            _ = killpg(crashSlots[slot], SIGKILL)
        }
    }

    /// SIGTERM (and SIGCONT: a stopped job takes it only once it runs) to every group alive in the
    /// `sessions` (the commands' leaders', a job's under `bash -i`, a `setpgid`'s), and to any that
    /// appears meanwhile; up to `grace` for them to go, reaping what is this process's; then SIGKILL to
    /// what is left, reaped too. A process that started a session of its own is not in them: it asked to
    /// outlive its parent (an ssh ControlPersist master, an agent), as it would outlive `watch`.
    private static func terminate(_ sessions: [pid_t], in registry: inout Registry) {
        let clock = ContinuousClock()
        let deadline = clock.now + grace
        var signal = SIGTERM
        var signalled: [pid_t] = []
        while true {
            reap(&registry)
            let live = sessions.flatMap(SessionMembers.liveGroups(inSession:))
            let unreaped = registry.children.contains { $0.status == nil && sessions.contains($0.group) }
            if live.isEmpty && !unreaped { return }
            if signal == SIGTERM, clock.now >= deadline {
                signal = SIGKILL
                signalled = []
            } else if clock.now >= deadline + grace {
                // SIGKILL cannot be caught: what is left is in an uninterruptible wait, ended later.
                return
            }
            for group in live where !signalled.contains(group) {
                _ = killpg(group, signal)
                if signal == SIGTERM { _ = killpg(group, SIGCONT) }
                signalled.append(group)
            }
            SystemCalls.sleep(pollStep)
        }
    }

    /// Reaps every process of the registered groups that has exited (the leaders, and on Linux the jobs
    /// they left behind, adopted here), keeping each leader's status; then every other child adopted
    /// here that has exited (`reapOrphans`).
    private static func reap(_ registry: inout Registry) {
        for index in registry.children.indices {
            let group = registry.children[index].group
            var status: Int32 = 0
            while case let reaped = waitpid(-group, &status, WNOHANG), reaped > 0 {
                if reaped == group { registry.children[index].status = status }
            }
        }
        if registry.adoptsOrphans { reapOrphans(&registry) }
    }

    /// Reaps every child that has exited, whatever its group or session: an orphan given to this process
    /// (`adoptOrphans`: a `setsid` job whose shell exited, a job of `bash -i`) is a zombie until it is,
    /// and with `--interval` they would pile up run after run. A registered leader found so keeps its
    /// status for `waitForEnd`, which then finds it reaped. Only the program's registry does it: a test
    /// process has children of its own to wait for.
    private static func reapOrphans(_ registry: inout Registry) {
        #if os(Linux)
        var info = siginfo_t()
        // Looked at first (WNOWAIT), then reaped by its id: waitpid gives the status as a leader keeps it.
        while waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) == 0, case let pid = info._sifields._sigchld.si_pid, pid > 0 {
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return }
            if let index = registry.children.firstIndex(where: { $0.group == pid && $0.status == nil }) {
                registry.children[index].status = status
            }
            info = siginfo_t()
        }
        #endif
    }

    /// On Linux, makes this process the one a command's orphans are given to (a job whose shell has
    /// exited), rather than init: so they are reaped here, at once, and a group ends with its last
    /// process, where init may leave their zombies in it for seconds.
    private static func adoptOrphans() {
        #if os(Linux)
        let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER, <linux/prctl.h>
        _ = cProcessControl(setChildSubreaper, 1, 0, 0, 0)
        #endif
    }

    /// Copies the registered groups into the crash handler's slots (a group whose leader was reaped may
    /// still hold a background job; its id is not handed on while it does).
    private static func mirror(_ registry: Registry) {
        let groups = registry.children.map(\.group)
        for slot in 0..<capacity { crashSlots[slot] = slot < groups.count ? groups[slot] : 0 }
    }

    /// A wait status in words: `exited(status:)` or `signalled(_:)` (`WIFEXITED`, `WTERMSIG`, which the
    /// C headers give as macros only).
    static func sourceEnd(ofWaitStatus status: Int32) -> SourceEnd {
        status & 0x7F == 0 ? .exited(status: (status >> 8) & 0xFF) : .signalled(status & 0x7F)
    }
}

#if os(Linux)
/// `prctl(2)`, by its symbol: the C function is variadic, which Swift cannot call, and the release build
/// is static, where it cannot be looked up at run time. Its four integer arguments are passed as C passes
/// a variadic call's on Linux's 64-bit ABIs.
@_silgen_name("prctl") private func cProcessControl(_ option: Int32, _ second: UInt, _ third: UInt, _ fourth: UInt, _ fifth: UInt) -> Int32
#endif
