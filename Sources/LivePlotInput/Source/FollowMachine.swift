/// What to do next with a file read to its end and, with `-F`, followed by name as `tail -F` does: events
/// in (a read's byte count, the name's and the open file's status, a wait that woke), actions out (read,
/// open the name from its start, check, wait). The system calls are the edge's (`FileSource`); every
/// decision about growth, truncation and rotation is here, where a test can step through it.
///
/// ```swift
/// var machine = FollowMachine(follows: true)
/// machine.start()                                         // .open
/// machine.handle(.opened(FollowMachine.FileStatus(device: 1, inode: 7, size: 12)))   // .read
/// machine.handle(.read(12))                               // .read
/// machine.handle(.read(0))                                // .check: at the end; has it moved on?
/// machine.handle(.checked(name: same, held: same))        // .waitForChange
/// ```
///
/// How a followed file is told apart, from the status of its name (`stat`) beside that of the file held
/// open (`fstat`), once a read reached the held file's end:
/// - grown: the held file is larger than what was read: read on;
/// - truncated (`> app.log`, logrotate's `copytruncate`): the name is the held file, now smaller than what
///   was read: open the name again, from its start;
/// - replaced (renamed away and created anew, logrotate's `create`): the name is another file: the held
///   one is drained to its end first (a line written just before the rename is not lost), and read on as
///   long as the new file is empty: a writer that holds the old one open (until logrotate's `postrotate`
///   tells it to reopen) still writes there, and its first line in the new file says it has moved on.
///   Then the name is opened from its start;
/// - gone (deleted, or between a rename and the create): the held file is still read as it grows, and
///   the name waited for;
/// - not there at all (not yet created): the name is waited for, then read from its start.
///
/// A file whose inode number is reused under the same name cannot be told from the held one by status:
/// smaller, it reads as truncated (from its start, as a new file should be); larger, as grown. While the
/// held file is open its inode cannot be reused, so this only happens on file systems that reuse them.
/// Likewise a file truncated and written past the point read before anyone looked reads as grown, its
/// first lines missed, as with `tail -F`: the status of a file cannot tell.
public struct FollowMachine: Sendable, Equatable {
    /// A file's place on its device, its size in bytes, and whether it is a regular file, as `stat` gives
    /// them.
    public struct FileStatus: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64
        public var size: Int
        /// A pipe or a device (`liveplot <(vmstat 1)`, a FIFO) has one end and no size to follow: it is
        /// read to that end, with `-F` or not.
        public var isRegular: Bool

        public init(device: UInt64, inode: UInt64, size: Int, isRegular: Bool = true) {
            self.device = device
            self.inode = inode
            self.size = size
            self.isRegular = isRegular
        }

        /// Whether it is the same file as `other` (whatever the sizes).
        public func isSameFile(as other: FileStatus) -> Bool { device == other.device && inode == other.inode }
    }

    /// What the edge saw, in answer to the action before.
    public enum Event: Hashable, Sendable {
        /// The name was opened (`.open`): this file, read from its start from now on.
        case opened(FileStatus)
        /// The name could not be opened (`.open`): nothing there, or nothing readable yet.
        case missing
        /// A read of the held file (`.read`) gave this many bytes; 0 at its end.
        case read(Int)
        /// The status of the name (nil: there is none) and of the held file (`.check`).
        case checked(name: FileStatus?, held: FileStatus)
        /// A wait (`.waitForChange`, `.waitForName`, `.waitForNewFile`) ended: something changed, or a
        /// poll's time came.
        case woke
    }

    /// What the edge does next.
    public enum Action: Hashable, Sendable {
        /// Open the name, from its start; the file it gives replaces the held one (which is closed), or,
        /// when the open fails, the held one is kept.
        case open
        /// Read the held file from where the reads before left it.
        case read
        /// Take the status of the name and of the held file: the held file is read to its end.
        case check
        /// Wait until the held file or its name changes (its directory, for a new file under the name).
        case waitForChange
        /// Wait until the name appears (a new file in its directory), or the held file, if any, grows.
        case waitForName
        /// Wait until the held file or the new, still empty, file under the name is written to: the
        /// writer may not have moved to the new one yet.
        case waitForNewFile
        /// Nothing more: the file is read to its end and not followed.
        case end
    }

    /// Whether the file is followed by name after its end (`-F`).
    public let follows: Bool
    /// The file held open, if any, as it was when opened.
    public private(set) var held: FileStatus?
    /// How many bytes of the held file have been read.
    public private(set) var offset = 0

    public init(follows: Bool) {
        self.follows = follows
    }

    /// The first action: open the name.
    public func start() -> Action { .open }

    /// The next action, after `event`.
    /// - Complexity: O(1).
    public mutating func handle(_ event: Event) -> Action {
        switch event {
        case .opened(let status):
            held = status
            offset = 0
            return .read
        case .missing:
            // Without -F, a file that cannot be opened is said when the source is opened, before any read.
            return follows ? .waitForName : .end
        case .read(let count):
            offset += count
            if count > 0 { return .read }
            return follows && held?.isRegular != false ? .check : .end
        case .checked(let name, let heldNow):
            return afterCheck(name: name, held: heldNow)
        case .woke:
            // The held file first: whatever else changed, what was written to it is read before it is let go.
            return held == nil ? .open : .read
        }
    }

    /// At the held file's end: grown, truncated, replaced, gone, or as it was.
    private func afterCheck(name: FileStatus?, held heldNow: FileStatus) -> Action {
        guard follows else { return .end }
        // Written to since the read that found its end: drained first, whatever became of the name.
        if heldNow.size > offset { return .read }
        guard let name else { return .waitForName }
        if !name.isSameFile(as: heldNow) { return name.size > 0 ? .open : .waitForNewFile }
        // The same file, smaller than what was read of it: truncated, read again from its start.
        return heldNow.size < offset ? .open : .waitForChange
    }
}
