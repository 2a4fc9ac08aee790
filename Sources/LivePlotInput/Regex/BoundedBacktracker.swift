/// Finds the first match of a `RegexProgram` as a backtracking matcher would (leftmost, then first by
/// preference), but never explores a state twice at one position: a bit per (state, position) remembers
/// the states already tried, so the time stays O(line × program) like `PikeVM`'s, `(a+)+$` included.
/// It carries one set of captures, not one per thread, so where the bitmap is small (a log line, a
/// pattern of a few dozen instructions) it is several times faster than the Pike VM; `SampleMatcher`
/// takes the Pike VM for lines too long for it (`canSearch`). RE2's BitState does the same.
///
/// A state is an instruction and whether a loop's iteration began at this position (`PikeVM.stateKey`'s
/// reason): the first visit of a state at a position comes by the most preferred path that reaches it,
/// so when that visit fails, every later one would; the match is the one `PikeVM` and `Regex` find.
///
/// ```swift
/// var backtracker = BoundedBacktracker(program: try RegexProgram(pattern: "time=([0-9.]+)"))
/// backtracker.firstMatch(in: line)  // [start, end, group 1 start, group 1 end, …], -1 where unset
/// ```
///
/// - Complexity: O(n × m) time for a line of n bytes and a program of m instructions, with
///   2 × m × (n + 1) ≤ `maximumBits`; the bitmap, stack and captures are allocated once and reused.
public struct BoundedBacktracker: Sendable {
    public let program: RegexProgram
    /// The largest map of visited states, in bits (32 KB): lines that would need more go to `PikeVM`.
    public static let maximumBits = 256 * 1024

    private let instructions: [RegexProgram.Instruction]
    private let sets: [ScalarSet]
    private let prefix: LiteralFinder?
    /// Where a search at a found prefix goes on: past `save(0)` and the scalars the program begins with,
    /// which the prefix search has already compared (`bytes` of them).
    private let pastPrefix: (pc: Int, bytes: Int)
    /// The first slot of a loop's (the slots before it bound the match and its groups).
    private let firstLoopSlot: Int
    /// States per position: two per instruction (see the type's summary).
    private let states: Int
    /// The bytes a match can begin with, when every match begins by reading a scalar (else nil: any).
    private let firstBytes: ByteClass?
    /// The same bytes, when they are three at most, for a vector search.
    private let fewFirstBytes: (UInt8, UInt8, UInt8)?
    private var visited: [UInt64]
    private var slots: [Int]
    private var stack: [Frame] = []

    private enum Frame {
        case explore(pc: Int, position: Int)
        case restore(slot: Int, value: Int)
    }

    public init(program: RegexProgram) {
        self.program = program
        instructions = program.instructions
        sets = program.sets
        prefix = program.literalPrefix.isEmpty ? nil : LiteralFinder(program.literalPrefix)
        pastPrefix = Self.pastPrefix(of: program)
        firstLoopSlot = 2 * (program.groupCount + 1)
        states = 2 * program.instructions.count
        firstBytes = ByteClass(startsOf: program)
        fewFirstBytes = firstBytes?.few
        visited = Array(repeating: 0, count: Self.maximumBits / 64)
        slots = Array(repeating: -1, count: program.slotCount)
    }

    /// Whether a line of `length` bytes fits the map of visited states.
    @inline(__always)
    public func canSearch(_ length: Int) -> Bool {
        states * (length + 1) <= Self.maximumBits
    }

    /// The first match in `line`: its capture slots as byte offsets, as `PikeVM.firstMatch` gives them.
    public mutating func firstMatch(in line: UnsafeRawBufferPointer) -> ArraySlice<Int>? {
        precondition(canSearch(line.count), "a line too long for the map of visited states")
        // The scratch space is moved out while the search works on it through pointers: no reference
        // counting and no uniqueness checks inside the loops.
        var visited: [UInt64] = [], slots: [Int] = [], stack: [Frame] = []
        swap(&visited, &self.visited)
        swap(&slots, &self.slots)
        swap(&stack, &self.stack)
        defer {
            swap(&visited, &self.visited)
            swap(&slots, &self.slots)
            swap(&stack, &self.stack)
        }
        // What the closures below read, taken out first: a closure that used `self` would copy it whole.
        let (states, firstLoopSlot, instructions, sets) = (self.states, self.firstLoopSlot, self.instructions, self.sets)
        let starts = Starts(prefix: prefix, pastPrefix: pastPrefix, few: fewFirstBytes, bytes: firstBytes)
        let words = (states * (line.count + 1) + 63) / 64
        let found = visited.withUnsafeMutableBufferPointer { visited in
            slots.withUnsafeMutableBufferPointer { slots in
                instructions.withUnsafeBufferPointer { instructions in
                    sets.withUnsafeBufferPointer { sets in
                        visited.baseAddress!.update(repeating: 0, count: words)
                        let scratch = Scratch(instructions: instructions, sets: sets, states: states,
                                              firstLoopSlot: firstLoopSlot, visited: visited, slots: slots)
                        return Self.firstStart(in: line, starts: starts, scratch: scratch, stack: &stack)
                    }
                }
            }
        }
        return found ? slots[0..<firstLoopSlot] : nil
    }

    /// What a search reads and writes, by pointer.
    private struct Scratch {
        let instructions: UnsafeBufferPointer<RegexProgram.Instruction>
        let sets: UnsafeBufferPointer<ScalarSet>
        let states: Int
        let firstLoopSlot: Int
        let visited: UnsafeMutableBufferPointer<UInt64>
        let slots: UnsafeMutableBufferPointer<Int>
    }

    /// Where matches can begin: the literal every one starts with, else the bytes one can start with.
    private struct Starts {
        let prefix: LiteralFinder?
        let pastPrefix: (pc: Int, bytes: Int)
        let few: (UInt8, UInt8, UInt8)?
        let bytes: ByteClass?
    }

    /// Tries each start where a match can begin, in order, until one matches.
    private static func firstStart(in line: UnsafeRawBufferPointer, starts: Starts, scratch: Scratch,
                                   stack: inout [Frame]) -> Bool {
        var start = 0
        while start <= line.count {
            // Skip to where a match can begin: the literal every match starts with, or a byte one can.
            if let prefix = starts.prefix {
                guard let found = prefix.firstIndex(in: line, from: start) else { return false }
                start = found
            } else if let (first, second, third) = starts.few {
                // Three bytes at most are ASCII (a class with one byte from 0x80 has them all): each is a
                // scalar's start.
                guard let found = ByteSearch.firstIndex(of: first, second, third, in: line, from: start) else { return false }
                start = found
            } else if let firstBytes = starts.bytes {
                // Bytes not in the class are skipped one by one: the class holds all of 0x80…0xFF or none
                // of them, so no start lands inside a scalar that could begin a match.
                while start < line.count, !firstBytes.contains(line[start]) { start += 1 }
                if start == line.count { return false }
            }
            if search(from: start, past: starts.pastPrefix, in: line, scratch: scratch, stack: &stack) { return true }
            guard start < line.count else { break }
            // Starts are scalar boundaries, as the Pike VM steps from scalar to scalar.
            start += line[start] < 0x80 ? 1 : PikeVM.decode(line, at: start).length
        }
        return false
    }

    /// Explores from `start`, most preferred path first; true at the first `match` reached, with its
    /// captures in the slots. The program's opening (`save(0)` and its first scalars, `past`) is taken as
    /// read: the search only begins where they stand.
    private static func search(from start: Int, past: (pc: Int, bytes: Int), in line: UnsafeRawBufferPointer,
                               scratch: Scratch, stack: inout [Frame]) -> Bool {
        let slots = scratch.slots, visited = scratch.visited, instructions = scratch.instructions
        let states = scratch.states, firstLoopSlot = scratch.firstLoopSlot
        slots.update(repeating: -1)
        slots[0] = start
        stack.removeAll(keepingCapacity: true)
        stack.append(.explore(pc: past.pc, position: start + past.bytes))
        let end = line.count
        while let frame = stack.popLast() {
            guard case .explore(var pc, var position) = frame else {
                if case .restore(let slot, let value) = frame { slots[slot] = value }
                continue
            }
            // One path is followed without the stack until it fails; alternatives and restores are pushed.
            path: while true {
                var fresh = 0
                var slot = firstLoopSlot
                while slot < slots.count {
                    if slots[slot] == position { fresh = 1; break }
                    slot += 1
                }
                let bit = position * states + 2 * pc + fresh
                let mask = UInt64(1) << UInt64(bit & 63)
                guard visited[bit >> 6] & mask == 0 else { break path }
                visited[bit >> 6] |= mask
                switch instructions[pc] {
                case .match:
                    return true
                case .scalar(let value):
                    guard position < end else { break path }
                    let (scalar, length) = line[position] < 0x80 ? (UInt32(line[position]), 1) : PikeVM.decode(line, at: position)
                    guard scalar == value else { break path }
                    pc += 1
                    position += length
                case .set(let set):
                    guard position < end else { break path }
                    let (scalar, length) = line[position] < 0x80 ? (UInt32(line[position]), 1) : PikeVM.decode(line, at: position)
                    guard scratch.sets[set].contains(scalar) else { break path }
                    pc += 1
                    position += length
                case .split(let preferred, let other):
                    stack.append(.explore(pc: other, position: position))
                    pc = preferred
                case .jump(let target):
                    pc = target
                case .save(let slot):
                    stack.append(.restore(slot: slot, value: slots[slot]))
                    slots[slot] = position
                    pc += 1
                case .assertion(let kind):
                    guard holds(kind, at: position, in: line) else { break path }
                    pc += 1
                case .progress(let slot, let exit, let loop):
                    pc = slots[slot] == position ? exit : loop
                }
            }
        }
        return false
    }

    /// The program's opening: `save(0)`, then as many of the scalars it reads before anything else as
    /// the literal prefix spells out (a repetition's copies may go past what the prefix took of them).
    private static func pastPrefix(of program: RegexProgram) -> (pc: Int, bytes: Int) {
        guard case .save(0) = program.instructions[0] else { preconditionFailure("a program begins with save(0)") }
        let prefix = program.literalPrefix
        var pc = 1
        var bytes = 0
        while case .scalar(let value) = program.instructions[pc], let scalar = Unicode.Scalar(value) {
            let encoded = Array(String(scalar).utf8)
            guard bytes + encoded.count <= prefix.count, prefix[bytes..<(bytes + encoded.count)].elementsEqual(encoded) else { break }
            bytes += encoded.count
            pc += 1
        }
        return (pc, bytes)
    }

    /// An assertion at `position`. Word characters are ASCII, so the scalar before is a word character
    /// exactly when the byte before is one (a multi-byte scalar ends in a byte of 0x80 or more).
    private static func holds(_ assertion: RegexNode.Assertion, at position: Int, in line: UnsafeRawBufferPointer) -> Bool {
        switch assertion {
        case .start: return position == 0
        case .end: return position == line.count
        case .wordBoundary, .notWordBoundary:
            let before = position > 0 && ScalarSet.word.contains(UInt32(line[position - 1]))
            let after = position < line.count && ScalarSet.word.contains(UInt32(line[position]))
            return (before != after) == (assertion == .wordBoundary)
        }
    }
}
