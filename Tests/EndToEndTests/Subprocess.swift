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
    }

    /// Runs `arguments` (looked up on PATH) with `environment`; stdin and stderr go to /dev/null, stdout is
    /// captured when `captureOutput`, else discarded.
    static func run(_ arguments: [String], environment: [String: String], captureOutput: Bool = true) throws -> Result {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
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
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
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
        return Result(status: exitStatus, output: String(decoding: output, as: UTF8.self))
    }
}
