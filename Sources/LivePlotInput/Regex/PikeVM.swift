/// Runs a `RegexProgram` over a line in one pass, every alternative in step (Thompson's construction,
/// with Pike's captures): time O(line × program), whatever the pattern, where a backtracking matcher
/// takes exponential time on `(a+)+$`. Threads keep the order a backtracking matcher would try them in,
/// so the match and its groups are the ones `Regex` finds (leftmost, then first by preference).
///
/// The line is read as UTF-8 scalars, an ill-formed sequence as U+FFFD, as `String(decoding:as:)` does.
/// Where the pattern starts with literal text, the search skips to where that text stands; where every
/// match holds some literal text (`z` of `(?:a|b){500}z`), a line without it is passed over after one
/// search for it, as PCRE's required byte and RE2's and Rust's prefilters pass it over: a long line
/// (the lines this machine is given) costs the work of every thread at every byte only when it can
/// match.
///
/// ```swift
/// var machine = PikeVM(program: try RegexProgram(pattern: "time=([0-9.]+)"))
/// machine.firstMatch(in: line)  // [start, end, group 1 start, group 1 end, …], -1 where unset
/// ```
///
/// - Complexity: O(n × m) time for a line of n bytes and a program of m instructions; O(m × slots) memory,
///   allocated once and reused for every line.
public struct PikeVM: Sendable {
    public let program: RegexProgram
    /// Finds the literal every match begins with, when there is one.
    private let prefixFinder: LiteralFinder?
    /// Finds the literal every match holds, when there is one and it is not the prefix.
    private let requiredFinder: LiteralFinder?
    private var current: ThreadList
    private var next: ThreadList
    /// The captures of the thread being followed through its ε-moves.
    private var working: [Int]
    private var stack: [StackEntry] = []
    private var matched: [Int] = []

    private enum StackEntry {
        case explore(Int)
        case restore(slot: Int, value: Int)
    }

    /// Threads at one position, in priority order, at most one per instruction and state (see `stateKey`).
    private struct ThreadList {
        var pcs: [Int]
        var captures: [Int]
        var count = 0
        var stamps: [UInt32]
        var generation: UInt32 = 1
        let slots: Int

        init(size: Int, slots: Int) {
            pcs = Array(repeating: 0, count: 2 * size)
            captures = Array(repeating: -1, count: 2 * size * slots)
            stamps = Array(repeating: 0, count: 2 * size)
            self.slots = slots
        }

        mutating func clear() {
            count = 0
            generation &+= 1
            if generation == 0 {
                for index in stamps.indices { stamps[index] = 0 }
                generation = 1
            }
        }
    }

    public init(program: RegexProgram) {
        self.program = program
        prefixFinder = program.literalPrefix.isEmpty ? nil : LiteralFinder(program.literalPrefix)
        let required = program.requiredLiteral
        requiredFinder = required.isEmpty || required == program.literalPrefix ? nil : LiteralFinder(required)
        let size = program.instructions.count
        current = ThreadList(size: size, slots: program.slotCount)
        next = ThreadList(size: size, slots: program.slotCount)
        working = Array(repeating: -1, count: program.slotCount)
    }

    /// The first match in `line`: its capture slots as byte offsets (`[2g]` and `[2g + 1]` bound group g,
    /// 0 the whole match; -1 where a group took no part), or nil when there is none.
    public mutating func firstMatch(in line: UnsafeRawBufferPointer) -> ArraySlice<Int>? {
        if let requiredFinder, requiredFinder.firstIndex(in: line, from: 0) == nil { return nil }
        let end = line.count
        var position = 0
        var previous: UInt32?
        var found = false
        current.clear()
        while true {
            if !found {
                if current.count == 0, let prefixFinder {
                    guard let start = prefixFinder.firstIndex(in: line, from: position) else { break }
                    if start != position { previous = nil }
                    position = start
                }
                for slot in working.indices { working[slot] = -1 }
                var list = take(\.current)
                addThread(to: &list, pc: 0, at: position, previous: previous, line: line)
                current = list
            }
            let (scalar, length) = position < end ? Self.decode(line, at: position) : (UInt32.max, 0)
            if current.count == 0 {
                // No thread here (an anchor failed at this position): the search goes on at the next one.
                if found || position >= end { break }
                current.clear()
                previous = scalar
                position += length
                continue
            }
            if step(over: scalar, length: length, at: position, line: line) { found = true }
            if position >= end { break }
            swap(&current, &next)
            previous = scalar
            position += length
        }
        return found ? matched[0..<(2 * (program.groupCount + 1))] : nil
    }

    /// Steps each thread of `current` over `scalar` (`length` bytes at `position`) into `next`; true
    /// when a thread matched (its captures in `matched`; the threads after it are cut).
    private mutating func step(over scalar: UInt32, length: Int, at position: Int, line: UnsafeRawBufferPointer) -> Bool {
        var found = false
        // Taken out once a step, not once a thread: a swap through a key path per thread cost more
        // than the thread's own work where hundreds are alive (`[a-h]{500}z` on a long line).
        var nextList = take(\.next)
        nextList.clear()
        let slots = program.slotCount
        var index = 0
        while index < current.count {
            let pc = current.pcs[index]
            let base = index * slots
            switch program.instructions[pc] {
            case .match:
                matched = Array(current.captures[base..<(base + slots)])
                found = true
                // Threads after this one would be tried only if it failed: they are cut.
                index = current.count
                continue
            case .scalar(let value):
                if value == scalar { follow(thread: base, to: pc + 1, at: position + length, previous: scalar, line: line, into: &nextList) }
            case .set(let set):
                if length > 0, program.sets[set].contains(scalar) {
                    follow(thread: base, to: pc + 1, at: position + length, previous: scalar, line: line, into: &nextList)
                }
            default:
                break
            }
            index += 1
        }
        next = nextList
        return found
    }

    private mutating func follow(thread base: Int, to pc: Int, at position: Int, previous: UInt32, line: UnsafeRawBufferPointer,
                                 into list: inout ThreadList) {
        for slot in 0..<program.slotCount { working[slot] = current.captures[base + slot] }
        addThread(to: &list, pc: pc, at: position, previous: previous, line: line)
    }

    /// Moves a list out of the machine (an empty one left in its place), so it can be filled while the
    /// machine's other state changes: no copy of its storage.
    private mutating func take(_ list: WritableKeyPath<PikeVM, ThreadList>) -> ThreadList {
        var taken = ThreadList(size: 0, slots: 0)
        swap(&taken, &self[keyPath: list])
        return taken
    }

    /// Adds the thread at `pc` with the `working` captures, following its ε-moves (jumps, splits in
    /// order of preference, saves, assertions, loop ends) to the instructions that read a scalar or match.
    private mutating func addThread(to list: inout ThreadList, pc start: Int, at position: Int, previous: UInt32?,
                                    line: UnsafeRawBufferPointer) {
        stack.append(.explore(start))
        while let entry = stack.popLast() {
            switch entry {
            case .restore(let slot, let value):
                working[slot] = value
            case .explore(let pc):
                let key = stateKey(pc, at: position)
                guard list.stamps[key] != list.generation else { continue }
                list.stamps[key] = list.generation
                switch program.instructions[pc] {
                case .jump(let target):
                    stack.append(.explore(target))
                case .split(let preferred, let other):
                    stack.append(.explore(other))
                    stack.append(.explore(preferred))
                case .save(let slot):
                    stack.append(.restore(slot: slot, value: working[slot]))
                    working[slot] = position
                    stack.append(.explore(pc + 1))
                case .assertion(let kind):
                    if holds(kind, at: position, previous: previous, line: line) { stack.append(.explore(pc + 1)) }
                case .progress(let slot, let exit, let loop):
                    stack.append(.explore(working[slot] == position ? exit : loop))
                case .scalar, .set, .match:
                    let base = list.count * program.slotCount
                    list.pcs[list.count] = pc
                    for slot in 0..<program.slotCount { list.captures[base + slot] = working[slot] }
                    list.count += 1
                }
            }
        }
    }

    /// An instruction's state at a position: itself, and whether a loop's iteration began here. The two
    /// differ in their future (such an iteration that ends here leaves its loop), so the second may not
    /// be cut as a repeat of the first, as plain Pike marking would; each instruction is explored at most
    /// twice a position, and the time stays linear.
    @inline(__always)
    private func stateKey(_ pc: Int, at position: Int) -> Int {
        var fresh = 0
        var slot = 2 * (program.groupCount + 1)
        while slot < program.slotCount {
            if working[slot] == position {
                fresh = 1
                break
            }
            slot += 1
        }
        return 2 * pc + fresh
    }

    private func holds(_ assertion: RegexNode.Assertion, at position: Int, previous: UInt32?,
                       line: UnsafeRawBufferPointer) -> Bool {
        switch assertion {
        case .start: return position == 0
        case .end: return position == line.count
        case .wordBoundary, .notWordBoundary:
            let before = previous.map { ScalarSet.word.contains($0) } ?? false
            let after = position < line.count && ScalarSet.word.contains(Self.decode(line, at: position).scalar)
            return (before != after) == (assertion == .wordBoundary)
        }
    }

    /// The scalar at `position` and its length in bytes; an ill-formed sequence is U+FFFD for its maximal
    /// subpart (one to three bytes), as the standard library decodes it.
    @inline(__always)
    static func decode(_ line: UnsafeRawBufferPointer, at position: Int) -> (scalar: UInt32, length: Int) {
        let first = line[position]
        if first < 0x80 { return (UInt32(first), 1) }
        let count = line.count
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> UInt32? {
            guard position + offset < count, range.contains(line[position + offset]) else { return nil }
            return UInt32(line[position + offset] & 0x3F)
        }
        switch first {
        case 0xC2...0xDF:
            guard let second = continuation(1) else { return (0xFFFD, 1) }
            return (UInt32(first & 0x1F) << 6 | second, 2)
        case 0xE0...0xEF:
            let range: ClosedRange<UInt8> = first == 0xE0 ? 0xA0...0xBF : first == 0xED ? 0x80...0x9F : 0x80...0xBF
            guard let second = continuation(1, range) else { return (0xFFFD, 1) }
            guard let third = continuation(2) else { return (0xFFFD, 2) }
            return (UInt32(first & 0x0F) << 12 | second << 6 | third, 3)
        case 0xF0...0xF4:
            let range: ClosedRange<UInt8> = first == 0xF0 ? 0x90...0xBF : first == 0xF4 ? 0x80...0x8F : 0x80...0xBF
            guard let second = continuation(1, range) else { return (0xFFFD, 1) }
            guard let third = continuation(2) else { return (0xFFFD, 2) }
            guard let fourth = continuation(3) else { return (0xFFFD, 3) }
            return (UInt32(first & 0x07) << 18 | second << 12 | third << 6 | fourth, 4)
        default:
            return (0xFFFD, 1)
        }
    }
}
