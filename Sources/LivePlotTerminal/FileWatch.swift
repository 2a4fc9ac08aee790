#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a followed file's waits learn that it changed: inotify on Linux (the file held open: written,
/// truncated, its links or mode changed, renamed, deleted; and its directory: a file created or renamed
/// under the name), so a quiet file costs no CPU at all; elsewhere, or when inotify cannot be had (its
/// limit of instances reached, or the directory not there yet), a look 4 times a second. Every wait is cut short by the `StopSignal`.
///
/// ```swift
/// let watch = FileWatch(path: "logs/app.log")     // the directory `logs` watched from now on
/// watch.watchHeld(descriptor)                     // after each open of the name
/// if watch.wait(stop) { /* something changed (or the look came round): read, check */ }
/// ```
final class FileWatch {
    /// The longest wait without inotify: the name and the held file are looked at this often.
    static let pollingPeriod = Duration.milliseconds(250)

    /// The inotify instance; nil without one (the waits poll).
    private let notifier: Int32?
    /// The watch of the held file, replaced at each open.
    private var heldWatch: Int32 = -1
    /// The folder of the name.
    private let directory: String
    /// Whether the folder's watch also sees its files written to (`wait(_:writes:)`).
    private var seesWrites = false

    /// A watch of `path`'s directory, for the name to appear; the held file is watched by `watchHeld`.
    init(path: String) {
        directory = Self.directory(of: path)
        #if canImport(Glibc)
        let notifier = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if notifier >= 0, inotify_add_watch(notifier, directory, Self.directoryMask(writes: false)) >= 0 {
            self.notifier = notifier
        } else {
            // No directory to watch (not there yet): only a look now and then sees it and the file come.
            if notifier >= 0 { close(notifier) }
            self.notifier = nil
        }
        #else
        notifier = nil
        #endif
    }

    /// What the folder's watch sees: a file created, or renamed into place (the name coming back), its
    /// mode changed (made readable after its creation); with `writes`, any of its files written to.
    private static func directoryMask(writes: Bool) -> UInt32 {
        #if canImport(Glibc)
        UInt32(IN_CREATE | IN_MOVED_TO | IN_ATTRIB | (writes ? IN_MODIFY : 0))
        #else
        0
        #endif
    }

    deinit {
        if let notifier { close(notifier) }
    }

    /// The folder that holds `path`'s name: `logs` for `logs/app.log`, `.` for `app.log`, `/` for `/app.log`.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Watches the file open on `descriptor` (the one just opened), in place of the one before.
    func watchHeld(_ descriptor: Int32) {
        #if canImport(Glibc)
        guard let notifier else { return }
        // Through /proc, the open file itself, whatever its name is by now; the watch of the one before
        // is removed after, not before: the same file opened again (truncated) keeps its watch.
        let mask = UInt32(IN_MODIFY | IN_ATTRIB | IN_MOVE_SELF | IN_DELETE_SELF)
        let watch = inotify_add_watch(notifier, "/proc/self/fd/\(descriptor)", mask)
        if heldWatch >= 0, watch != heldWatch { _ = inotify_rm_watch(notifier, heldWatch) }
        heldWatch = watch
        #endif
    }

    /// Waits until the held file or the name's directory changes (or, without inotify, the next look);
    /// false once `stop` is set. Every change seen is taken: the next wait waits for a new one.
    /// - Parameter writes: whether a write to any file of the folder ends it too: the new, empty file
    ///   under the name, not yet held, is watched for its first line (`FollowMachine.Action.waitForNewFile`).
    ///   Only while that lasts: a quiet file in a busy folder is woken by nothing else.
    func wait(_ stop: StopSignal, writes: Bool = false) -> Bool {
        guard let notifier else { return !stop.wait(for: nil, timeout: Self.pollingPeriod) }
        if writes != seesWrites {
            // The folder's watch again, with the new mask in place of the old one. A write made before
            // it was in place woke nothing: the caller looks again (as after a wake), then waits.
            #if canImport(Glibc)
            _ = inotify_add_watch(notifier, directory, Self.directoryMask(writes: writes))
            #endif
            seesWrites = writes
            if writes { return !stop.isSet }
        }
        if stop.wait(for: notifier) { return false }
        // The events queued are read and dropped: which one it was does not matter, the status of the
        // name and of the held file says what became of them. One read, not a loop until none is left:
        // a folder written to faster than it is read (while `writes`) would hold the loop for ever; what
        // is left ends the next wait at once.
        var events = [UInt8](repeating: 0, count: 4096)
        _ = events.withUnsafeMutableBytes { systemRead(notifier, $0.baseAddress, $0.count) }
        return true
    }
}
