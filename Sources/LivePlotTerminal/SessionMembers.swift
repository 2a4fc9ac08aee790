#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process groups still alive in a session, read from the process table: a command's session holds
/// more than its own group when a job-controlled shell (`bash -i`) gave each job a group, or a program
/// called `setpgid` — all of them ended with the command (cli.md, "Sources").
///
/// A session's id is its leader's process id, and the kernel hands that id on to no new process while a
/// member still carries it, so the groups found are the command's, even after its leader was reaped.
///
/// ```swift
/// SessionMembers.liveGroups(inSession: leader)   // [leader, 4711] while bash -ic "sleep 9 & vmstat 1" runs
/// ```
enum SessionMembers {
    /// One process as `/proc/PID/stat` gives it.
    struct Member: Equatable {
        let state: UInt8
        let group: pid_t
        let session: pid_t
    }

    /// The groups of `session` holding a process that has not exited (a zombie is no longer running: it
    /// waits for its parent), each once; on systems without `/proc`, `session`'s own group while it has
    /// a process (a zombie leader not yet reaped counts).
    /// - Complexity: O(p), p the processes of the whole system: one small read each.
    static func liveGroups(inSession session: pid_t) -> [pid_t] {
        #if os(Linux)
        guard let directory = opendir("/proc") else { return killpg(session, 0) == 0 || errno == EPERM ? [session] : [] }
        defer { closedir(directory) }
        var groups: [pid_t] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let first = name.first, first >= UInt8(ascii: "1"), first <= UInt8(ascii: "9"),
                  let member = read(String(decoding: name, as: UTF8.self)),
                  member.session == session, member.state != UInt8(ascii: "Z"), !groups.contains(member.group)
            else { continue }
            groups.append(member.group)
        }
        return groups
        #else
        return killpg(session, 0) == 0 || errno == EPERM ? [session] : []
        #endif
    }

    /// The process `pid`'s state, group and session; nil when it is gone.
    private static func read(_ pid: String) -> Member? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // The fields wanted come within a name's 64 bytes of the start: the rest is never read.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            return count > 0 ? parse(buffer[..<count]) : nil
        }
    }

    /// Reads `pid (comm) S ppid pgrp session …`: the command's name may hold spaces and parentheses, so
    /// the fields are counted from the last `)`.
    ///
    /// ```swift
    /// SessionMembers.parse(Array("7 (a) b) S 1 7 5 0".utf8)[...])   // state S, group 7, session 5
    /// ```
    /// - Complexity: O(n) in the line's bytes, nothing allocated: it runs for every process at each
    ///   run's end.
    static func parse<Bytes: BidirectionalCollection<UInt8>>(_ line: Bytes) -> Member? {
        guard let close = line.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        // Field 0 the state, 1 the parent, 2 the group, 3 the session: each after a space.
        var field = -1, value: pid_t = 0, digits = 0
        var state: UInt8 = 0, group: pid_t = 0
        for byte in line[line.index(after: close)...] {
            if byte == UInt8(ascii: " ") {
                if field == 2 { group = value }
                if field == 3 { break }
                field += 1
                value = 0
                digits = 0
            } else if field == 0 {
                state = byte
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                value = value &* 10 &+ pid_t(byte &- UInt8(ascii: "0"))
                digits += 1
            } else if byte != UInt8(ascii: "\n") {
                return nil
            }
        }
        guard field == 3, digits > 0, state != 0 else { return nil }
        return Member(state: state, group: group, session: value)
    }
}
