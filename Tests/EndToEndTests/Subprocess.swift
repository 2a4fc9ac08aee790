#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a command with posix_spawn and reaps it with waitpid: no run loop, no SIGCHLD machinery, so a
/// child that daemonizes (the tmux server) cannot leave the test waiting.
enum Subprocess {
    struct Result {
        var status: Int32
        var output: String
        var error: String
        /// From the spawn to the reaping: the child's own time, without a wait for a slot (`ChildSlots`).
        var seconds: Double = 0
    }

    /// Runs `arguments` off the cooperative pool: the blocking spawn, read and wait happen on a thread of their
    /// own while the calling task is suspended.
    ///
    /// The end-to-end tier runs its tests on the two threads of the cooperative pool; a test blocked in a
    /// child's run (seconds for `--once` over a big input, minutes for a build) held one of them, and tests
    /// whose clock matters (a notice shown for 4 s, a quiet interval) were kept waiting past it.
    ///
    ///     let result = try Subprocess.runBlocking(["ps", "-e"], environment: [:])
    ///
    /// - Parameter takesASlot: whether the child waits for one of `ChildSlots` (at most as many children
    ///   at once as the pool has threads, as when each held one: more made a child's own time limits,
    ///   `timeout 20` or "under 3 s", a measure of the others). False for a child that is a step of a
    ///   scenario running in tmux (a reader of its FIFO, lines written while it follows a file), which
    ///   must not wait behind another test's minutes.
    static func run(_ arguments: [String], environment: [String: String], captureOutput: Bool = true,
                    input: String? = nil, takesASlot: Bool = true) async throws -> Result {
        if takesASlot { await ChildSlots.shared.take() }
        defer { if takesASlot { ChildSlots.shared.giveBack() } }
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Swift.Result<Subprocess.Result, any Error> {
                    try runBlocking(arguments, environment: environment, captureOutput: captureOutput, input: input)
                })
            }
            thread.start()
        }
    }

    /// Runs `arguments` (looked up on PATH) with `environment`; stdin reads `input` (or /dev/null), stderr is
    /// captured, and stdout too when `captureOutput` (else it goes to /dev/null). Blocks the calling thread:
    /// for the quick commands (tmux's) and the synchronous polls that must hold their thread.
    static func runBlocking(_ arguments: [String], environment: [String: String], captureOutput: Bool = true,
                    input: String? = nil) throws -> Result {
        var inputPath = "/dev/null"
        if let input {
            inputPath = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-input-\(UUID().uuidString)").path
            try input.write(toFile: inputPath, atomically: false, encoding: .utf8)
        }
        defer { if input != nil { try? FileManager.default.removeItem(atPath: inputPath) } }
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-stderr-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var pipeDescriptors: [Int32] = [-1, -1]
        if captureOutput {
            guard pipe(&pipeDescriptors) == 0 else { throw POSIXError(.EMFILE) }
            posix_spawn_file_actions_adddup2(&actions, pipeDescriptors[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeDescriptors[0])
            posix_spawn_file_actions_addclose(&actions, pipeDescriptors[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // A child must not inherit this thread's signal mask (the test runner's workers block SIGTSTP and
        // more) nor ignored signals: tmux, its shells and liveplot get the state a terminal session has.
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
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let started = DispatchTime.now()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        if captureOutput { close(pipeDescriptors[1]) }
        guard spawned == 0 else {
            if captureOutput { close(pipeDescriptors[0]) }
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT)
        }
        var output: [UInt8] = []
        if captureOutput {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(pipeDescriptors[0], $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                output += buffer[0..<count]
            }
            close(pipeDescriptors[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let error = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        return Result(status: exitStatus, output: String(decoding: output, as: UTF8.self), error: error, seconds: seconds)
    }
}
