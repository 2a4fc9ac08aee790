#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs one `FuzzCase` against the built binary: in a folder of its own (its working directory, where
/// `-o` writes), in a session of its own (so /dev/tty is the harness's pseudo-terminal or none), under
/// `ulimit -v`, polling its memory, feeding its input, playing the script, draining everything it
/// writes, and killing it (a finding) when it outlives its bound.
///
/// ```swift
/// let outcome = CaseRunner(binary: ".build/release/liveplot").run(CaseGenerator.fuzzCase(seed: 3))
/// RunChecks.findings(fuzzCase, outcome)
/// ```
struct CaseRunner: Sendable {
    let binary: String
    /// Bytes kept of each stream (more are read and dropped, with the last ones kept for the checks).
    static let keptBytes = 8 << 20

    func run(_ fuzzCase: FuzzCase) -> RunOutcome {
        // A run that ends before it reads its input makes the harness's next write to it EPIPE, not a signal.
        signal(SIGPIPE, SIG_IGN)
        var outcome = RunOutcome()
        var template = Array("/tmp/liveplot-options-fuzz-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            outcome.killedFor = "harness: mkdtemp failed"
            return outcome
        }
        let folder = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inputPath = folder + "/.input"
        _ = FileManager.default.createFile(atPath: inputPath, contents: Data(fuzzCase.input))
        for fifo in fuzzCase.fifos { mkfifo(folder + "/" + fifo, 0o600) }
        let arguments = fuzzCase.arguments.map { $0.replacingOccurrences(of: "@DIR@", with: folder) }

        // The terminal: a pseudo-terminal the child opens as its controlling terminal.
        var master: Int32 = -1
        var slavePath = ""
        var before = termios()
        if let size = fuzzCase.terminal {
            // posix_openpt and friends, by hand: the C library's are not imported without _XOPEN_SOURCE.
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard master >= 0, ioctl(master, Self.setLock, &unlock) == 0, ioctl(master, Self.getNumber, &number) == 0 else {
                outcome.killedFor = "harness: no pseudo-terminal"
                return outcome
            }
            slavePath = "/dev/pts/\(number)"
            Self.resize(master, columns: size[0], rows: size[1])
            _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
            tcgetattr(master, &before)
        }
        defer { if master >= 0 { close(master) } }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var toClose: [Int32] = []
        // Pipes are made close-on-exec and the child spawned under one lock: another worker's child must not
        // inherit this run's pipes (a write end held elsewhere, and the input never ends).
        Self.spawning.lock()
        var spawningLocked = true
        defer { if spawningLocked { Self.spawning.unlock() } }
        func pipePair() -> (read: Int32, write: Int32) {
            var descriptors: [Int32] = [-1, -1]
            _ = pipe(&descriptors)
            for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            return (descriptors[0], descriptors[1])
        }
        // Standard error first: opening the pseudo-terminal there makes it the session's controlling terminal.
        var errorPipe: (read: Int32, write: Int32)?
        if master >= 0 {
            posix_spawn_file_actions_addopen(&actions, 2, slavePath, O_RDWR, 0)
        } else {
            let pair = pipePair()
            errorPipe = pair
            posix_spawn_file_actions_adddup2(&actions, pair.write, 2)
            toClose.append(pair.write)
        }
        var outputPipe: (read: Int32, write: Int32)?
        switch fuzzCase.outputSink {
        case .terminal where master >= 0:
            posix_spawn_file_actions_adddup2(&actions, 2, 1)
        case .full:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/full", O_WRONLY, 0)
        default:
            let pair = pipePair()
            outputPipe = pair
            posix_spawn_file_actions_adddup2(&actions, pair.write, 1)
            toClose.append(pair.write)
        }
        var inputPipe: (read: Int32, write: Int32)?
        switch fuzzCase.inputSource {
        case .file: posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        case .empty: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .directory: posix_spawn_file_actions_addopen(&actions, 0, folder, O_RDONLY, 0)
        case .pipe, .openPipe:
            let pair = pipePair()
            inputPipe = pair
            posix_spawn_file_actions_adddup2(&actions, pair.read, 0)
            toClose.append(pair.read)
            _ = fcntl(pair.write, F_SETFL, fcntl(pair.write, F_GETFL) | O_NONBLOCK)
        }

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        sigdelset(&allSignals, SIGKILL)
        sigdelset(&allSignals, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | 0x80 /* POSIX_SPAWN_SETSID */))

        let shellLine = "cd \"$1\" || exit 99; ulimit -v \(RunCaseBounds.addressSpaceKiB) 2>/dev/null; shift; exec \"$@\""
        let argv = (["/bin/sh", "-c", shellLine, "sh", folder, binary] + arguments).map { strdup($0) } + [nil]
        var environment = ["PATH": "/usr/bin:/bin", "HOME": folder, "TERM": "xterm-256color", "LANG": "C.UTF-8"]
        for (key, value) in fuzzCase.environment { environment[key] = value }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let started = Self.now()
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        toClose.forEach { close($0) }
        Self.spawning.unlock()
        spawningLocked = false
        guard spawned == 0 else {
            [errorPipe?.read, outputPipe?.read, inputPipe?.write].compactMap { $0 }.forEach { close($0) }
            outcome.killedFor = "harness: spawn failed (\(spawned))"
            return outcome
        }

        var pendingInput = fuzzCase.inputSource == .pipe || fuzzCase.inputSource == .openPipe ? fuzzCase.input[...] : []
        var inputWriter = inputPipe?.write
        var closeWhenWritten = fuzzCase.inputSource == .pipe && fuzzCase.terminal == nil
        var step = 0
        var scriptStarted = false
        var nextStepAt = started
        var endedAt: Double?
        var scriptDoneAt: Double?
        var killed = false
        var waitStatus: Int32 = 0
        var usage = rusage()
        var exited = false
        var readers: [(descriptor: Int32, stream: Int)] = []
        if let errorPipe { readers.append((errorPipe.read, 1)) }
        if let outputPipe, fuzzCase.outputSink == .pipe { readers.append((outputPipe.read, 0)) }
        if master >= 0 { readers.append((master, 2)) }
        for reader in readers where reader.descriptor != master {
            _ = fcntl(reader.descriptor, F_SETFL, fcntl(reader.descriptor, F_GETFL) | O_NONBLOCK)
        }
        var streams: [[UInt8]] = [[], [], []]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)

        func drain(_ descriptor: Int32, into stream: Int) -> Bool {
            var open = true
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    streams[stream] += buffer[0..<count]
                    if streams[stream].count > Self.keptBytes { streams[stream].removeFirst(streams[stream].count - Self.keptBytes / 2) }
                    continue
                }
                if count < 0, errno == EINTR { continue }
                if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) { open = false }
                break
            }
            return open
        }

        while !exited {
            let now = Self.now()
            // The script: steps due now, a pause apart.
            if fuzzCase.terminal != nil, !scriptStarted {
                // Keys typed before liveplot takes the terminal raw are flushed (TCSAFLUSH) or wait for a
                // newline: the script starts once it has (or when it will not: --once, TERM=dumb, an error).
                var current = termios()
                tcgetattr(master, &current)
                if current.c_lflag & tcflag_t(ICANON) == 0 || now - started > RunCaseBounds.rawModeSeconds {
                    scriptStarted = true
                    nextStepAt = now
                }
            }
            if scriptStarted {
                while step < fuzzCase.script.count, now >= nextStepAt {
                    switch fuzzCase.script[step] {
                    case .keys(let text):
                        Self.type(Array(text.utf8), to: master)
                        if text.contains("\u{3}") { outcome.signalsSent.append(SIGINT) }
                        // q is a key only live: with --once the terminal stays as it was, and q is typed to nobody.
                        let ends = text == "\u{3}" || text == "q" && !fuzzCase.arguments.contains("--once")
                            && !fuzzCase.arguments.contains("--explain")
                        if ends, step == fuzzCase.script.count - 1 { endedAt = now }
                    case .mouse(let button, let column, let row, let pressed):
                        Self.type(Array(LiveStep.mouseReport(button, column, row, pressed).utf8), to: master)
                    case .resize(let columns, let rows):
                        Self.resize(master, columns: columns, rows: rows)
                    case .pause(let milliseconds):
                        nextStepAt = now + Double(milliseconds) / 1000
                    case .closeInput:
                        if pendingInput.isEmpty, let writer = inputWriter {
                            close(writer)
                            inputWriter = nil
                        } else {
                            closeWhenWritten = true
                        }
                    case .signal(let number):
                        outcome.signalsSent.append(number)
                        kill(pid, number)
                        if step == fuzzCase.script.count - 1 { endedAt = now }
                    }
                    step += 1
                }
                if step == fuzzCase.script.count, scriptDoneAt == nil { scriptDoneAt = now }
            }
            // Bounds: time, then memory.
            if !killed {
                // A run whose output nobody reads (a FIFO never opened, a pipe never drained) and that no
                // key ended waits as `cat > fifo` does: the bound is then that SIGTERM cuts the wait short.
                if endedAt == nil, fuzzCase.hasAReaderThatNeverReads,
                   now - started > RunCaseBounds.onceSeconds {
                    kill(pid, SIGTERM)
                    outcome.signalsSent.append(SIGTERM)
                    endedAt = now
                }
                let overdue = fuzzCase.terminal == nil
                    ? endedAt.map { now - $0 > RunCaseBounds.afterEndSeconds } ?? (now - started > RunCaseBounds.onceSeconds)
                    : endedAt.map { now - $0 > RunCaseBounds.afterEndSeconds } ?? scriptDoneAt.map { now - $0 > RunCaseBounds.afterScriptSeconds } ?? false
                let status = Self.memory(of: pid)
                outcome.peakKiB = max(outcome.peakKiB, status.peak)
                if overdue || status.resident > RunCaseBounds.killKiB {
                    outcome.killedFor = overdue ? "hang" : "memory"
                    kill(pid, SIGKILL)
                    killed = true
                }
            }
            // Input, output, and a short wait for any of them.
            if let writer = inputWriter, !pendingInput.isEmpty {
                let count = pendingInput.withUnsafeBytes { write(writer, $0.baseAddress, min($0.count, 1 << 16)) }
                if count > 0 {
                    pendingInput = pendingInput.dropFirst(count)
                } else if count < 0, errno == EPIPE {
                    pendingInput = []
                }
            }
            if pendingInput.isEmpty, closeWhenWritten, let writer = inputWriter {
                close(writer)
                inputWriter = nil
            }
            var polls = readers.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            if let writer = inputWriter, !pendingInput.isEmpty { polls.append(pollfd(fd: writer, events: Int16(POLLOUT), revents: 0)) }
            _ = poll(&polls, nfds_t(polls.count), 10)
            readers = readers.filter { drain($0.descriptor, into: $0.stream) || $0.descriptor == master }
            let reaped = wait4(pid, &waitStatus, WNOHANG, &usage)
            if reaped == pid { exited = true }
        }
        let finished = Self.now()
        outcome.seconds = finished - started
        outcome.secondsAfterEnd = endedAt.map { finished - $0 }
        outcome.peakKiB = max(outcome.peakKiB, Int(usage.ru_maxrss))
        if (waitStatus & 0x7F) == 0 {
            outcome.status = (waitStatus >> 8) & 0xFF
        } else {
            outcome.signal = waitStatus & 0x7F
        }
        // What it wrote last: the pipes to their end, the terminal until it has nothing more.
        let quietUntil = Self.now() + 0.3
        while !readers.isEmpty, Self.now() < quietUntil {
            var polls = readers.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            _ = poll(&polls, nfds_t(polls.count), 20)
            readers = readers.filter { drain($0.descriptor, into: $0.stream) }
        }
        if let inputWriter { close(inputWriter) }
        [errorPipe?.read, outputPipe?.read].compactMap { $0 }.forEach { close($0) }
        if master >= 0 {
            var after = termios()
            tcgetattr(master, &after)
            outcome.termiosRestored = Self.same(before, after)
        }
        outcome.output = streams[0]
        outcome.error = streams[1]
        outcome.terminal = streams[2]
        // The commands --exec ran inherit HOME, this run's own folder: any process that still has it was left behind.
        if fuzzCase.flags.contains("--exec"), outcome.status != nil { outcome.leftBehind = Self.processes(withHome: folder) }
        if let names = try? FileManager.default.contentsOfDirectory(atPath: folder) {
            for name in names where name != ".input" && !fuzzCase.fifos.contains(name) {
                let path = folder + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                      let handle = FileHandle(forReadingAtPath: path) else { continue }
                outcome.files[name] = Array((try? handle.read(upToCount: Self.keptBytes)) ?? Data())
                try? handle.close()
            }
        }
        return outcome
    }

    static let spawning = NSLock()
    /// TIOCSPTLCK and TIOCGPTN (Linux): unlock a pseudo-terminal's other side, and get its number.
    static let setLock = UInt(0x4004_5431)
    static let getNumber = UInt(0x8004_5430)

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func resize(_ master: Int32, columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Types `bytes` on the terminal, as much as it takes now (a terminal not read is a full one).
    static func type(_ bytes: [UInt8], to master: Int32) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// VmRSS and VmHWM of `pid`, in KiB; zeros once it is gone.
    static func memory(of pid: pid_t) -> (resident: Int, peak: Int) {
        let descriptor = open("/proc/\(pid)/status", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return (0, 0) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return (0, 0) }
        var resident = 0
        var peak = 0
        for line in String(decoding: bytes[0..<count], as: UTF8.self).split(separator: "\n") {
            let value = { Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") ?? 0 }
            if line.hasPrefix("VmRSS:") { resident = value() }
            if line.hasPrefix("VmHWM:") { peak = value() }
        }
        return (resident, peak)
    }

    /// The command lines of the processes whose environment holds `HOME=folder` (Linux's /proc; none elsewhere).
    static func processes(withHome folder: String) -> [String] {
        let marker = Data("HOME=\(folder)\u{0}".utf8)
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { $0.allSatisfy(\.isNumber) }
        return pids.compactMap { pid in
            guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                  environment.range(of: marker) != nil else { return nil }
            let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
            return "\(pid) " + String(decoding: line.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
        }
    }

    static func same(_ a: termios, _ b: termios) -> Bool {
        var a = a
        var b = b
        return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag && a.c_lflag == b.c_lflag
            && withUnsafeBytes(of: &a.c_cc) { x in withUnsafeBytes(of: &b.c_cc) { y in x.elementsEqual(y) } }
    }
}
