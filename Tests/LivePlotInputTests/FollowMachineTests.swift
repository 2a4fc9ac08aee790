import Testing
@testable import LivePlotInput

/// `FollowMachine` stepped through each way a followed file changes (cli.md, "Sources": `-F` follows by
/// name as `tail -F`), then against a model of a disk changed at random.
@Suite struct FollowMachineTests {
    typealias Status = FollowMachine.FileStatus

    static let old = Status(device: 8, inode: 100, size: 0)
    static let new = Status(device: 8, inode: 200, size: 0)

    static func sized(_ status: Status, _ size: Int) -> Status {
        var status = status
        status.size = size
        return status
    }

    /// A followed machine that has read `size` bytes of `old`, at its end (`.check` is next).
    static func atEnd(of size: Int) -> FollowMachine {
        var machine = FollowMachine(follows: true)
        #expect(machine.start() == .open)
        #expect(machine.handle(.opened(sized(old, size))) == .read)
        if size > 0 { #expect(machine.handle(.read(size)) == .read) }
        #expect(machine.handle(.read(0)) == .check)
        return machine
    }

    @Test func withoutFollowAFileEndsAtItsEnd() {
        var machine = FollowMachine(follows: false)
        #expect(machine.start() == .open)
        #expect(machine.handle(.opened(Self.sized(Self.old, 10))) == .read)
        #expect(machine.handle(.read(6)) == .read)
        #expect(machine.handle(.read(4)) == .read)
        #expect(machine.handle(.read(0)) == .end)
        #expect(machine.offset == 10)
        var missing = FollowMachine(follows: false)
        #expect(missing.handle(.missing) == .end)
    }

    @Test func growthIsReadAsItIsWritten() {
        var machine = Self.atEnd(of: 10)
        #expect(machine.handle(.checked(name: Self.sized(Self.old, 10), held: Self.sized(Self.old, 10))) == .waitForChange)
        #expect(machine.handle(.woke) == .read)
        #expect(machine.handle(.read(5)) == .read)
        #expect(machine.handle(.read(0)) == .check)
        #expect(machine.handle(.checked(name: Self.sized(Self.old, 15), held: Self.sized(Self.old, 15))) == .waitForChange)
        #expect(machine.offset == 15)
    }

    /// Written between the read that found the end and the look: read, not waited for.
    @Test func growthSeenAtTheCheckIsReadAtOnce() {
        var machine = Self.atEnd(of: 10)
        #expect(machine.handle(.checked(name: Self.sized(Self.old, 12), held: Self.sized(Self.old, 12))) == .read)
    }

    /// `> app.log`, and logrotate's copytruncate: the same file, smaller than what was read, is read again
    /// from its start (opened again), and what is written after it is read.
    @Test func aTruncatedFileIsReadAgainFromItsStart() {
        var machine = Self.atEnd(of: 10)
        #expect(machine.handle(.checked(name: Self.sized(Self.old, 0), held: Self.sized(Self.old, 0))) == .open)
        #expect(machine.handle(.opened(Self.sized(Self.old, 3))) == .read)
        #expect(machine.offset == 0)
        #expect(machine.handle(.read(3)) == .read)
        #expect(machine.handle(.read(0)) == .check)
        #expect(machine.handle(.checked(name: Self.sized(Self.old, 3), held: Self.sized(Self.old, 3))) == .waitForChange)
    }

    /// logrotate's create: renamed away with lines still unread in it, a new file under the name. The old
    /// one is drained to its end, then the new one read from its start.
    @Test func aRotatedFileIsDrainedThenTheNewOneRead() {
        var machine = Self.atEnd(of: 10)
        #expect(machine.handle(.checked(name: Self.sized(Self.new, 4), held: Self.sized(Self.old, 15))) == .read,
                "five bytes left in the old file")
        #expect(machine.handle(.read(5)) == .read)
        #expect(machine.handle(.read(0)) == .check)
        #expect(machine.handle(.checked(name: Self.sized(Self.new, 4), held: Self.sized(Self.old, 15))) == .open)
        #expect(machine.handle(.opened(Self.sized(Self.new, 4))) == .read)
        #expect(machine.held == Self.sized(Self.new, 4))
        #expect(machine.offset == 0)
    }

    /// Rotated while a read was under way: the reads go on to the old file's end before any look.
    @Test func aRotationDuringAReadWaitsForTheOldFilesEnd() {
        var machine = FollowMachine(follows: true)
        #expect(machine.handle(.opened(Self.sized(Self.old, 300_000))) == .read)
        for _ in 0..<4 { #expect(machine.handle(.read(65_536)) == .read) }
        #expect(machine.handle(.read(37_856)) == .read)
        #expect(machine.handle(.read(0)) == .check)
        #expect(machine.handle(.checked(name: Self.sized(Self.new, 1), held: Self.sized(Self.old, 300_000))) == .open)
    }

    /// logrotate's create with a writer that holds the old file open until `postrotate` tells it to
    /// reopen: while the new file is empty, the old one is read as it is written; the new file's first
    /// line says the writer moved on, and the old one, drained, is let go.
    @Test func theOldFileIsReadUntilTheNewOneIsWritten() {
        var machine = Self.atEnd(of: 10)
        #expect(machine.handle(.checked(name: Self.new, held: Self.sized(Self.old, 10))) == .waitForNewFile)
        #expect(machine.handle(.woke) == .read)
        #expect(machine.handle(.read(3)) == .read)
        #expect(machine.handle(.read(0)) == .check)
        #expect(machine.handle(.checked(name: Self.new, held: Self.sized(Self.old, 13))) == .waitForNewFile)
        #expect(machine.handle(.woke) == .read)
        #expect(machine.handle(.read(0)) == .check)
        #expect(machine.handle(.checked(name: Self.sized(Self.new, 2), held: Self.sized(Self.old, 15))) == .read,
                "the last lines of the old file, then the new one")
        #expect(machine.handle(.read(2)) == .read)
        #expect(machine.handle(.read(0)) == .check)
        #expect(machine.handle(.checked(name: Self.sized(Self.new, 2), held: Self.sized(Self.old, 15))) == .open)
    }

    /// Between the rename and the create the name is gone: the old file is still read as it grows, the
    /// name waited for, then the new file read.
    @Test func aNameGoneBetweenRotationStepsIsWaitedFor() {
        var machine = Self.atEnd(of: 10)
        #expect(machine.handle(.checked(name: nil, held: Self.sized(Self.old, 10))) == .waitForName)
        #expect(machine.handle(.woke) == .read, "the held file first")
        #expect(machine.handle(.read(2)) == .read)
        #expect(machine.handle(.read(0)) == .check)
        #expect(machine.handle(.checked(name: nil, held: Self.sized(Self.old, 12))) == .waitForName)
        #expect(machine.handle(.woke) == .read)
        #expect(machine.handle(.read(0)) == .check)
        #expect(machine.handle(.checked(name: Self.sized(Self.new, 1), held: Self.sized(Self.old, 12))) == .open)
        #expect(machine.handle(.opened(Self.sized(Self.new, 1))) == .read)
    }

    /// The name seen at the check and gone by the open: the old file is kept, the name waited for.
    @Test func aNameGoneBeforeItsOpenKeepsTheOldFile() {
        var machine = Self.atEnd(of: 10)
        #expect(machine.handle(.checked(name: Self.sized(Self.new, 1), held: Self.sized(Self.old, 10))) == .open)
        #expect(machine.handle(.missing) == .waitForName)
        #expect(machine.held == Self.sized(Self.old, 10))
        #expect(machine.offset == 10)
    }

    @Test func aFileNotThereYetIsWaitedForThenReadFromItsStart() {
        var machine = FollowMachine(follows: true)
        #expect(machine.start() == .open)
        #expect(machine.handle(.missing) == .waitForName)
        #expect(machine.handle(.woke) == .open, "nothing held: the name is tried")
        #expect(machine.handle(.missing) == .waitForName, "another file in its directory")
        #expect(machine.handle(.woke) == .open)
        #expect(machine.handle(.opened(Self.sized(Self.new, 8))) == .read)
        #expect(machine.handle(.read(8)) == .read)
        #expect(machine.offset == 8)
    }

    /// Deleted and never back: the wait for the name goes on (as `tail -F`'s), and nothing is read twice.
    @Test func aFileDeletedForGoodIsWaitedForWithoutEnd() {
        var machine = Self.atEnd(of: 10)
        for _ in 0..<3 {
            #expect(machine.handle(.checked(name: nil, held: Self.sized(Self.old, 10))) == .waitForName)
            #expect(machine.handle(.woke) == .read)
            #expect(machine.handle(.read(0)) == .check)
        }
        #expect(machine.offset == 10)
    }

    /// The inode number taken again by a new file under the name (a file system that reuses them while
    /// the old one is gone): smaller than what was read, it is read from its start.
    @Test func theSameInodeReusedSmallerIsReadFromItsStart() {
        var machine = Self.atEnd(of: 10)
        #expect(machine.handle(.checked(name: Self.sized(Self.old, 4), held: Self.sized(Self.old, 4))) == .open)
        #expect(machine.handle(.opened(Self.sized(Self.old, 4))) == .read)
        #expect(machine.offset == 0)
    }

    /// A pipe or a device (`liveplot -F <(vmstat 1)`) ends at its end: it has no size to follow.
    @Test func aPipeEndsAtItsEndEvenFollowed() {
        var machine = FollowMachine(follows: true)
        #expect(machine.handle(.opened(Status(device: 0, inode: 5, size: 0, isRegular: false))) == .read)
        #expect(machine.handle(.read(100)) == .read)
        #expect(machine.handle(.read(0)) == .end)
    }

    /// Every look at the end: the name gone, the same file, another, another still empty; the held file
    /// smaller, as read, larger.
    @Test(arguments: [
        (nil, -2, FollowMachine.Action.waitForName), (nil, 0, .waitForName), (nil, 2, .read),
        (100, -2, .open), (100, 0, .waitForChange), (100, 2, .read),
        (200, -2, .open), (200, 0, .open), (200, 2, .read),
        (0, -2, .waitForNewFile), (0, 0, .waitForNewFile), (0, 2, .read),
    ] as [(UInt64?, Int, FollowMachine.Action)])
    func everyLookAtTheEnd(nameInode: UInt64?, heldGrowth: Int, expected: FollowMachine.Action) {
        var machine = Self.atEnd(of: 10)
        let held = Self.sized(Self.old, 10 + heldGrowth)
        // 0: a new file, still empty.
        let name = nameInode.map { $0 == Self.old.inode ? held : Self.sized(Self.new, $0 == 0 ? 0 : 1) }
        #expect(machine.handle(.checked(name: name, held: held)) == expected)
    }

    /// Property: a disk changed at random (appends to the file under the name and to one renamed away,
    /// rotations, creates, truncations, deletions), the machine run to its wait after a few changes, reads
    /// every byte written exactly once (but those of a file gone before it was ever looked at), holds the
    /// file under the name whenever there is one and it has been written to, and never
    /// runs more than a few steps before it waits.
    @Test func aDiskChangedAtRandomLosesNothing() {
        var random = SplitMix64(seed: 44)
        for _ in 0..<200 {
            var disk = Disk()
            var machine = FollowMachine(follows: true)
            var action = machine.start()
            var (written, read, races) = (0, 0, false)
            if random.next() % 2 == 0 { disk.create() }
            for _ in 0..<40 {
                read += disk.run(&machine, from: &action, random: &random, racing: races, written: &written)
                #expect([.waitForChange, .waitForName, .waitForNewFile].contains(action))
                #expect(disk.name == nil || disk.held == disk.name || disk.sizes[disk.name!] == 0, "\(disk)")
                // One to three changes before the machine looks; a truncation alone, and no change racing
                // with the look after it (truncated and written past the point read before the look,
                // lines are lost: see `FollowMachine`).
                let changes = 1 + Int(random.next() % 3)
                for _ in 0..<changes { written += disk.change(&random, truncates: changes == 1, writesHeld: true) }
                races = changes > 1
                action = machine.handle(.woke)
            }
            read += disk.run(&machine, from: &action, random: &random, racing: false, written: &written)
            #expect(read == written)
        }
    }

    /// Files by inode, the one under the name, and what the edge would hold open: what `FileSource` does
    /// with system calls, done on numbers.
    struct Disk: CustomStringConvertible {
        var sizes: [UInt64: Int] = [:]
        var name: UInt64?
        var nextInode: UInt64 = 1
        var held: UInt64?
        var position = 0

        func status(_ inode: UInt64) -> Status { Status(device: 1, inode: inode, size: sizes[inode]!) }

        mutating func create() {
            name = nextInode
            sizes[nextInode] = 0
            nextInode += 1
        }

        /// One change at random (a truncation only when `truncates`, a write to the held file renamed away
        /// only when `writesHeld`); the bytes it wrote that are there to
        /// be read: less those of a file renamed away or deleted before anything looked at it.
        mutating func change(_ random: inout SplitMix64, truncates: Bool, writesHeld: Bool) -> Int {
            let bytes = 1 + Int(random.next() % 100)
            switch random.next() % 5 {
            case 0, 1:
                guard let name else { create(); return 0 }
                sizes[name]! += bytes
                return bytes
            case 2:
                // The writer still writing to the file it has open, renamed away (not yet told to reopen).
                guard writesHeld, let held, held != name else { return 0 }
                sizes[held]! += bytes
                return bytes
            case 3:
                guard let name else { return 0 }
                if truncates { sizes[name] = 0 } else { sizes[name]! += bytes }
                return truncates ? 0 : bytes
            default:
                // Renamed away or deleted (the same, seen from the name), or created anew.
                guard let gone = name else { create(); return 0 }
                name = nil
                return gone == held ? 0 : -sizes[gone]!
            }
        }

        /// Runs the machine until it waits; the bytes it read. When `racing`, before one step in four, a
        /// change (no truncation) races with it: a write between the read that found the end and the look, a rotation
        /// between the look and the open; what it wrote is added to `written`. Not a write to the old file
        /// once the machine has chosen to open the new one: the old one had no more, and is let go.
        mutating func run(_ machine: inout FollowMachine, from action: inout FollowMachine.Action,
                          random: inout SplitMix64, racing: Bool, written: inout Int) -> Int {
            var read = 0
            for _ in 0..<200 {
                if racing, ![.waitForChange, .waitForName, .waitForNewFile, .end].contains(action), random.next() % 4 == 0 {
                    written += change(&random, truncates: false, writesHeld: action != .open)
                }
                switch action {
                case .open:
                    guard let name else { action = machine.handle(.missing); continue }
                    (held, position) = (name, 0)
                    action = machine.handle(.opened(status(name)))
                case .read:
                    let count = min(64, sizes[held!]! - position)
                    position += max(count, 0)
                    read += max(count, 0)
                    action = machine.handle(.read(max(count, 0)))
                case .check:
                    action = machine.handle(.checked(name: name.map(status), held: status(held!)))
                case .waitForChange, .waitForName, .waitForNewFile, .end:
                    return read
                }
            }
            Issue.record("no wait after 200 steps")
            return read
        }

        var description: String { "name \(String(describing: name)) held \(String(describing: held)) sizes \(sizes)" }
    }
}
