#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command run with `sh -c` on a pseudo-terminal of liveplot's own: its standard output and error are
/// the terminal, so a program that buffers its output in a pipe (mawk, python, grep) writes each line at
/// once; liveplot reads the other side, `master`.
///
/// The command leads a new session (`POSIX_SPAWN_SETSID`) whose controlling terminal is the pty: a
/// session leader that opens a terminal acquires it on Linux (on macOS, which has no spawn action for
/// it, the command writes to the pty all the same, with no controlling terminal). Its standard input is
/// `/dev/null`: liveplot never types into it, and a program that reads its input (ssh, a script's
/// `read`) gets an end at once where a terminal would keep it waiting for ever. Spawned, not forked:
/// `fork` in a process with threads may deadlock the child on a lock another thread held.
///
/// ```swift
/// let run = try PseudoTerminal.run("vmstat 1", columns: 80)   // run.master reads "procs -----memory…"
/// ```
struct PseudoTerminal {
    /// The side liveplot reads, close-on-exec (no other command inherits it).
    let master: Int32
    /// The command's shell: its process id is its group's and its session's.
    let leader: pid_t

    /// What failed, as its `errno`: no pty left (`EAGAIN`), no process (`ENOMEM`, `EAGAIN`).
    struct Failure: Error, Equatable {
        let code: Int32
    }

    /// The terminal's height: what `stty size` says in a window of the usual size.
    static let rows = 24
    /// Its narrowest width, as a terminal's usual one: wider when the chart is.
    static let leastColumns = 80

    /// Opens a pseudo-terminal `columns` wide (80 at the least) and runs `sh -c line` on it; throws the
    /// `errno` of what failed (no pty left, no process).
    static func run(_ line: String, columns: Int) throws(Failure) -> PseudoTerminal {
        let master = try openMaster()
        // The slave is held open here until the command has it: a master with no slave open reads as ended.
        guard let name = Calls.ptsname(master), case let slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC), slave >= 0 else {
            let error = Failure(code: errno)
            close(master)
            throw error
        }
        let path = String(cString: name)
        defer { close(slave) }
        configure(slave, columns: max(leastColumns, columns))
        do throws(Failure) {
            return PseudoTerminal(master: master, leader: try spawn(["/bin/sh", "-c", line], terminal: path))
        } catch {
            close(master)
            throw error
        }
    }

    /// A new pty's master, granted and unlocked, close-on-exec.
    private static func openMaster() throws(Failure) -> Int32 {
        #if canImport(Glibc)
        let master = Calls.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        #else
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        if master >= 0 { _ = fcntl(master, F_SETFD, FD_CLOEXEC) }
        #endif
        guard master >= 0 else { throw Failure(code: errno) }
        guard Calls.grantpt(master) == 0, Calls.unlockpt(master) == 0 else {
            let error = Failure(code: errno)
            close(master)
            throw error
        }
        return master
    }

    /// The window's size, and output as the program writes it: no `\n` made `\r\n` (ONLCR), so the
    /// bytes read are the bytes written.
    private static func configure(_ slave: Int32, columns: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        #if canImport(Glibc)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        #else
        _ = ioctl(slave, TIOCSWINSZ, &size)
        #endif
        var modes = termios()
        if tcgetattr(slave, &modes) == 0 {
            modes.c_oflag &= ~tcflag_t(ONLCR)
            _ = tcsetattr(slave, TCSANOW, &modes)
        }
    }

    /// Spawns `arguments` in a session of its own, its output and error on the terminal at `path`, its
    /// input `/dev/null`, every signal at its default and none blocked (liveplot ignores SIGPIPE, and
    /// its reader threads block every signal: a command must not inherit either).
    private static func spawn(_ arguments: [String], terminal path: String) throws(Failure) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened first, without O_NOCTTY: the new session leader takes it as its controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 1, path, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        sigdelset(&everySignal, SIGKILL)
        sigdelset(&everySignal, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | startsSession))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var leader: pid_t = 0
        let result = posix_spawn(&leader, arguments[0], &actions, &attributes, argv, environment())
        guard result == 0 else { throw Failure(code: result) }
        return leader
    }

    #if canImport(Glibc)
    /// The pty's calls: Glibc's module leaves them out (X/Open extensions of stdlib.h), and the release
    /// build is one static executable, where no symbol can be looked up by name at run time: bound to the
    /// C library's own (`cPosixOpenpt`, …). `ptsname` is not thread-safe: it is called under
    /// `ChildProcesses`' lock, as every spawn is.
    private enum Calls {
        static func openpt(_ flags: Int32) -> Int32 { cPosixOpenpt(flags) }
        static func grantpt(_ master: Int32) -> Int32 { cGrantpt(master) }
        static func unlockpt(_ master: Int32) -> Int32 { cUnlockpt(master) }
        static func ptsname(_ master: Int32) -> UnsafeMutablePointer<CChar>? { cPtsname(master) }
    }
    #else
    private enum Calls {
        static func grantpt(_ master: Int32) -> Int32 { Darwin.grantpt(master) }
        static func unlockpt(_ master: Int32) -> Int32 { Darwin.unlockpt(master) }
        static func ptsname(_ master: Int32) -> UnsafeMutablePointer<CChar>? { Darwin.ptsname(master) }
    }
    #endif

    /// `POSIX_SPAWN_SETSID`: Glibc's module leaves it out (a GNU extension, glibc 2.26 and later).
    #if canImport(Glibc)
    private static let startsSession: Int32 = 0x80
    #else
    private static let startsSession = Int32(POSIX_SPAWN_SETSID)
    #endif

    /// The process's environment, as the command's.
    private static func environment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Glibc)
        environ
        #else
        _NSGetEnviron().pointee
        #endif
    }
}

#if canImport(Glibc)
// The C library's pty functions, by their symbols: plain integers and pointers in and out, which Swift
// passes as C does.
@_silgen_name("posix_openpt") private func cPosixOpenpt(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func cGrantpt(_ master: Int32) -> Int32
@_silgen_name("unlockpt") private func cUnlockpt(_ master: Int32) -> Int32
@_silgen_name("ptsname") private func cPtsname(_ master: Int32) -> UnsafeMutablePointer<CChar>?
#endif
