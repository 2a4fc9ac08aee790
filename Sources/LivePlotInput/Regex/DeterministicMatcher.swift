/// A `--match` pattern whose first match is found without backtracking: a straight line of literals,
/// classes, greedy runs and groups, maybe with one choice of such lines (`(?:GET|POST) \S+ HTTP/1\.[01]"
/// (\d{3}) (\d+)`, `status=(\d+)|code=(\d+)`), where each run is followed by something it cannot read
/// (`\S+` then a space), so a shorter run could never let the rest match. Rust's `regex` runs such
/// patterns on its one-pass DFA for the same reason; here the steps are read straight off the compiled
/// program, so it is the pattern the engines run, and it matches as `BoundedBacktracker` does: leftmost,
/// then the branches in order at each start.
///
/// ```swift
/// var matcher = DeterministicMatcher(program: try RegexProgram(pattern: "(?:GET|POST) (\\S+)"))!
/// matcher.firstMatch(in: line)  // [start, end, group 1 start, end]
/// ```
///
/// - Complexity: O(n × m) for a line of n bytes and m steps: a run met again from a later start ends
///   where it ended before (`runFrom`/`runTo`), so no byte is read by one run twice.
public struct DeterministicMatcher: Sendable {
    /// What a branch reads next.
    enum Step: Sendable, Equatable {
        /// One ASCII byte.
        case byte(UInt8)
        /// One scalar of the class: its ASCII bytes, and every scalar past ASCII when `wide`.
        case one(ByteClass, wide: Bool)
        /// As many scalars of the class as stand there (greedy), none included.
        case run(ByteClass, wide: Bool)
        case save(Int)
    }

    /// Choices past this many are left to the backtracker: building stays bounded whatever the pattern
    /// (the fuzzer's 2,000 alternatives included).
    static let maximumBranches = 16
    /// Steps in all branches past this many are left to the backtracker.
    static let maximumSteps = 512

    /// Each branch whole (what comes before and after the choice included), in the order they are tried;
    /// `ends[b]` is where branch b ends in `steps`.
    private let steps: [Step]
    private let ends: [Int]
    private let slotCount: Int
    /// The literal every match begins with, when there is one: found by its rarest byte (`took ` of
    /// `took (\d+)ms`, where its first byte, `t`, stands all over a log line).
    private let prefix: LiteralFinder?
    /// The bytes a match can begin with (nil: any), and the same when they are three at most.
    private let firstBytes: ByteClass?
    private let fewFirstBytes: (UInt8, UInt8, UInt8)?
    private var slots: [Int]
    /// For the run at each step: the bytes `runFrom[i]..<runTo[i]` are all of its class and the one at
    /// `runTo[i]` is not, so a run begun anywhere in between ends at `runTo[i]` (-1: none yet this line).
    private var runFrom: [Int]
    private var runTo: [Int]

    /// The matcher for `program`, when every match of it is found without backtracking; else nil.
    public init?(program: RegexProgram) {
        guard let branches = DeterministicMatcher.branches(of: program),
              branches.allSatisfy(Self.runsCannotGiveBack) else { return nil }
        steps = branches.flatMap { $0 }
        var end = 0
        ends = branches.map { branch in
            end += branch.count
            return end
        }
        slotCount = 2 * (program.groupCount + 1)
        prefix = program.literalPrefix.isEmpty ? nil : LiteralFinder(program.literalPrefix)
        firstBytes = ByteClass(startsOf: program)
        fewFirstBytes = firstBytes?.few
        slots = Array(repeating: -1, count: slotCount)
        runFrom = Array(repeating: -1, count: steps.count)
        runTo = Array(repeating: -1, count: steps.count)
    }

    /// The program's branches, each whole (what stands before and after the choice joined to it): a line
    /// of steps, maybe with one choice of lines in it; nil when the program has any other shape (a lazy or
    /// counted-optional repetition, an assertion, a scalar past ASCII, a class with only some of them).
    static func branches(of program: RegexProgram) -> [[Step]]? {
        let instructions = program.instructions
        guard case .save(0) = instructions[0], case .match = instructions[instructions.count - 1] else { return nil }
        let end = instructions.count - 1
        guard let (head, afterHead) = straightLine(from: 1, to: end, in: program) else { return nil }
        if afterHead == end { return head.count <= maximumSteps ? [head] : nil }
        // A choice: split(next, other) at each branch but the last, each ending with a jump past them all.
        var choices: [[Step]] = []
        var at = afterHead
        var exit: Int?
        while case .split(let preferred, let other) = instructions[at], preferred == at + 1, other > preferred,
              case .jump(let target) = instructions[other - 1], target >= other, exit == nil || exit == target {
            exit = target
            guard choices.count < maximumBranches, let (choice, stop) = straightLine(from: preferred, to: other - 1, in: program),
                  stop == other - 1 else { return nil }
            choices.append(choice)
            at = other
        }
        guard let exit, let (last, stop) = straightLine(from: at, to: exit, in: program), stop == exit,
              let (tail, tailStop) = straightLine(from: exit, to: end, in: program), tailStop == end else { return nil }
        choices.append(last)
        let branches = choices.map { head + $0 + tail }
        return branches.reduce(0) { $0 + $1.count } <= maximumSteps ? branches : nil
    }

    /// The steps from `start` up to `limit` or the first split that is not a greedy loop over one class,
    /// and where they stopped; nil at anything else.
    private static func straightLine(from start: Int, to limit: Int, in program: RegexProgram) -> ([Step], Int)? {
        let instructions = program.instructions
        var steps: [Step] = []
        var pc = start
        while pc < limit {
            switch instructions[pc] {
            case .scalar(let value):
                guard value < 0x80 else { return nil }
                steps.append(.byte(UInt8(value)))
                pc += 1
            case .set(let index):
                guard let (bytes, wide) = byteClass(of: program.sets[index]) else { return nil }
                steps.append(.one(bytes, wide: wide))
                pc += 1
            case .save(let slot):
                steps.append(.save(slot))
                pc += 1
            case .split(let preferred, let exit) where preferred == pc + 1 && exit == pc + 3 && exit <= limit:
                // The shape of a greedy loop over one scalar: split(body, exit) body jump(split).
                guard case .jump(let loop) = instructions[pc + 2], loop == pc else { return nil }
                let bytes: (ByteClass, Bool)?
                switch instructions[pc + 1] {
                case .scalar(let value) where value < 0x80: bytes = (ByteClass { UInt32($0) == value }, false)
                case .set(let index): bytes = byteClass(of: program.sets[index])
                default: bytes = nil
                }
                guard let (run, wide) = bytes else { return nil }
                steps.append(.run(run, wide: wide))
                pc += 3
            case .split:
                return (steps, pc)
            default:
                return nil
            }
        }
        return (steps, pc)
    }

    /// A class as its ASCII bytes and whether it holds every scalar past ASCII; nil when it holds only
    /// some of them.
    private static func byteClass(of set: ScalarSet) -> (ByteClass, Bool)? {
        let bytes = ByteClass { $0 < 0x80 && set.contains(UInt32($0)) }
        guard let last = set.ranges.last, last.upperBound >= 0x80 else { return (bytes, false) }
        guard last.upperBound == 0x10FFFF, last.lowerBound <= 0x80 else { return nil }
        return (bytes, true)
    }

    /// Whether no run of `branch` can give back a scalar the rest would read: what can be read next after
    /// it (up to the first step that must read one) holds none of its bytes, or nothing must be read.
    static func runsCannotGiveBack(_ branch: [Step]) -> Bool {
        for (index, step) in branch.enumerated() {
            guard case .run(let run, let wide) = step else { continue }
            var next = ByteClass()
            var mustRead = false
            for later in branch[(index + 1)...] {
                switch later {
                case .save: continue
                case .byte(let byte): next.insert(byte)
                case .one(let bytes, let laterWide), .run(let bytes, let laterWide):
                    for byte in UInt8(0)...UInt8(0x7F) where bytes.contains(byte) { next.insert(byte) }
                    if laterWide { next.insert(0x80) }
                }
                if case .run = later { continue }
                mustRead = true
                break
            }
            guard mustRead else { continue }
            if wide, next.contains(0x80) { return false }
            for byte in UInt8(0)...UInt8(0x7F) where run.contains(byte) && next.contains(byte) { return false }
        }
        return true
    }

    /// The first match in `line`: its capture slots as byte offsets, as `BoundedBacktracker` gives them.
    public mutating func firstMatch(in line: UnsafeRawBufferPointer) -> ArraySlice<Int>? {
        for index in runTo.indices { runTo[index] = -1 }
        var start = 0
        let count = line.count
        while start <= count {
            // Skip to where a match can begin, as `BoundedBacktracker` does.
            if let prefix {
                guard let found = prefix.firstIndex(in: line, from: start) else { return nil }
                start = found
            } else if let (first, second, third) = fewFirstBytes {
                guard let found = ByteSearch.firstIndex(of: first, second, third, in: line, from: start) else { return nil }
                start = found
            } else if let firstBytes {
                while start < count, !firstBytes.contains(line[start]) { start += 1 }
                if start == count { return nil }
            }
            var branchStart = 0
            for end in ends {
                if matches(steps: branchStart..<end, at: start, in: line) { return slots[0..<slotCount] }
                branchStart = end
            }
            guard start < count else { break }
            start += line[start] < 0x80 ? 1 : PikeVM.decode(line, at: start).length
        }
        return nil
    }

    /// Whether the steps `range` match at `start`, with their captures in `slots` when they do.
    private mutating func matches(steps range: Range<Int>, at start: Int, in line: UnsafeRawBufferPointer) -> Bool {
        for slot in slots.indices { slots[slot] = -1 }
        slots[0] = start
        var position = start
        let count = line.count
        for index in range {
            switch steps[index] {
            case .byte(let byte):
                guard position < count, line[position] == byte else { return false }
                position += 1
            case .one(let bytes, let wide):
                guard position < count else { return false }
                let byte = line[position]
                if byte < 0x80 {
                    guard bytes.contains(byte) else { return false }
                    position += 1
                } else {
                    guard wide else { return false }
                    position += PikeVM.decode(line, at: position).length
                }
            case .run(let bytes, let wide):
                if runFrom[index] <= position, position <= runTo[index] {
                    position = runTo[index]
                    continue
                }
                runFrom[index] = position
                // Past ASCII, a wide run takes every byte: a scalar's bytes are all 0x80 or above, so the
                // run still ends on a scalar's start (an ASCII byte, or the line's end).
                while position < count {
                    let byte = line[position]
                    guard byte < 0x80 ? bytes.contains(byte) : wide else { break }
                    position += 1
                }
                runTo[index] = position
            case .save(let slot):
                slots[slot] = position
            }
        }
        return true
    }
}
