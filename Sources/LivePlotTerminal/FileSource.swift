#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotInput
import LivePlotText

/// A file named on the command line, read to its end, and with `-F` followed by name after it as
/// `tail -F` does: what `FollowMachine` decides, done with system calls. A regular file is read with
/// nothing between the reads but a flag's load, as fast as the same bytes on standard input; a pipe or
/// a device (`liveplot <(vmstat 1)`) is polled beside the stop signal, so `stop()` ends its wait too.
///
/// ```swift
/// let log = try FileSource(path: "app.log", follows: true)
/// log.read(into: buffer)    // .bytes(4096), …, then waits for more: rotated, truncated, created
/// log.stop()                // from another thread: that wait returns .ended(.endOfFile)
/// ```
final class FileSource: ByteSource, @unchecked Sendable {
    // @unchecked: all but `stopSignal` is the reading thread's alone (`read` is called on one thread at a
    // time); `stop()`, from any thread, only sets the signal, which is made for that.
    let path: String
    private var machine: FollowMachine
    /// What `machine` said to do next.
    private var action = FollowMachine.Action.open
    /// The file held open, or -1.
    private var descriptor: Int32 = -1
    private let stopSignal: StopSignal
    /// With `-F`: what wakes a wait for the file to change.
    private let watch: FileWatch?
    /// Called on the reading thread as each wait begins: a test changes the file only then, so a change
    /// that wakes nothing shows as a read that never returns, not as one that happened to look late.
    var willWait: (() -> Void)?

    /// `path` opened, and with `follows` (`-F`) waited for when it is not there yet.
    ///
    /// - Throws: `SourceOpening.Failure` naming the file when it cannot be read (`No such file or
    ///   directory` without `-F`, `Permission denied`), or no descriptor is left for its stop signal.
    init(path: String, follows: Bool) throws(SourceOpening.Failure) {
        self.path = path
        machine = FollowMachine(follows: follows)
        guard let stopSignal = StopSignal() else { throw Self.failure(path, errno) }
        self.stopSignal = stopSignal
        watch = follows ? FileWatch(path: path) : nil
        // Opened here, not at the first read: a file that cannot be read is said when the sources open.
        // Without -F as `< FILE` would (a FIFO waits for its writer); with -F never waiting, and a name
        // not there yet waited for.
        let opened = follows ? Self.openWithoutWaiting(path) : SystemCalls.openForReading(path)
        guard opened >= 0 else {
            guard follows, errno == ENOENT else { throw Self.failure(path, errno) }
            action = machine.handle(.missing)
            return
        }
        guard let status = Self.status(of: opened) else {
            let error = errno
            close(opened)
            throw Self.failure(path, error)
        }
        action = hold(opened, status)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> ByteRead {
        while true {
            if stopSignal.isSet { action = .end }
            switch action {
            case .read:
                let count = readHeld(into: buffer)
                if count < 0 {
                    let error = errno
                    action = .end
                    return .failed(error)
                }
                action = machine.handle(.read(count))
                if count > 0 { return .bytes(count) }
            case .open:
                action = reopen()
            case .check:
                guard let held = Self.status(of: descriptor) else {
                    let error = errno
                    action = .end
                    return .failed(error)
                }
                action = machine.handle(.checked(name: Self.status(ofName: path), held: held))
            case .waitForChange, .waitForName, .waitForNewFile:
                willWait?()
                guard let watch, watch.wait(stopSignal, writes: action == .waitForNewFile) else { action = .end; continue }
                action = machine.handle(.woke)
            case .end:
                return .ended(.endOfFile)
            }
        }
    }

    func stop() {
        stopSignal.set()
    }

    var runsEndSteps: Bool { false }

    /// A pipe or device as a descriptor is waited for; a regular file has bytes when it is longer than
    /// what was read, and with `-F` is looked at again after `span` (a followed file's scrape written in
    /// pieces); without it, its end is next.
    func waitForBytes(upTo span: Duration) -> Bool {
        guard descriptor >= 0, !stopSignal.isSet else { return true }
        if machine.held?.isRegular == false { return SystemCalls.waitForInput(descriptor, upTo: span) }
        guard watch != nil, !hasUnreadBytes() else { return true }
        return stopSignal.wait(for: nil, timeout: span) || hasUnreadBytes()
    }

    /// Whether the held regular file is longer than where its reads are.
    private func hasUnreadBytes() -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && Int64(status.st_size) > Int64(lseek(descriptor, 0, SEEK_CUR))
    }

    /// Holds `opened` (with its status) as the file read from now on, in place of the one before.
    private func hold(_ opened: Int32, _ status: FollowMachine.FileStatus) -> FollowMachine.Action {
        if descriptor >= 0 { close(descriptor) }
        descriptor = opened
        // Watched before its first read: a write after that read wakes the wait that follows it.
        watch?.watchHeld(opened)
        return machine.handle(.opened(status))
    }

    /// The name opened again, from its start (rotated, truncated, created): held, or the one before kept.
    private func reopen() -> FollowMachine.Action {
        let opened = Self.openWithoutWaiting(path)
        guard opened >= 0 else { return machine.handle(.missing) }
        guard let status = Self.status(of: opened) else {
            close(opened)
            return machine.handle(.missing)
        }
        return hold(opened, status)
    }

    /// One `read(2)` of the held file, retried on EINTR; a pipe or a device first waits, beside the stop
    /// signal, for something to read (a stop then reads as the end: 0).
    private func readHeld(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            if machine.held?.isRegular == false {
                willWait?()
                if stopSignal.wait(for: descriptor) { return 0 }
            }
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 || errno != EINTR { return count }
        }
    }

    /// `path` opened as `SystemCalls.openForReading` does, but never waiting: a FIFO with no writer yet
    /// would hold the open until one comes, where no stop can end it. Its reads then wait as usual.
    private static func openWithoutWaiting(_ path: String) -> Int32 {
        let opened = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if opened >= 0 { _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK) }
        return opened
    }

    /// The status of the file open on `descriptor` (`fstat`); nil with `errno` set.
    private static func status(of descriptor: Int32) -> FollowMachine.FileStatus? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return fileStatus(status)
    }

    /// The status of the file the name is now (`stat`, through symbolic links); nil when there is none.
    private static func status(ofName path: String) -> FollowMachine.FileStatus? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return fileStatus(status)
    }

    private static func fileStatus(_ status: stat) -> FollowMachine.FileStatus {
        FollowMachine.FileStatus(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino),
                                 size: Int(status.st_size), isRegular: status.st_mode & S_IFMT == S_IFREG)
    }

    /// `liveplot: cannot read app.log: No such file or directory`, the name's control characters removed
    /// (`liveplot "$(printf '\033]0;pwned\007')"` retitles no window).
    private static func failure(_ path: String, _ error: Int32) -> SourceOpening.Failure {
        SourceOpening.Failure(message: "liveplot: cannot read \(TerminalText(path).string): \(SystemCalls.describe(error))")
    }
}
