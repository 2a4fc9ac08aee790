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
    /// States per position: two per instruction (see the type's summary).
    private let states: Int
    /// The bytes a match can begin with, when every match begins by reading a scalar (else nil: any).
    private let firstBytes: ByteClass?
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
        states = 2 * program.instructions.count
        firstBytes = ByteClass(startsOf: program)
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
        let words = (states * (line.count + 1) + 63) / 64
        for word in 0..<words { visited[word] = 0 }
        let prefix = program.literalPrefix
        var start = 0
        while start <= line.count {
            // Skip to where a match can begin: the literal every match starts with, or a byte one can.
            if !prefix.isEmpty {
                guard let found = PikeVM.find(prefix, in: line, from: start) else { return nil }
                start = found
            } else if let firstBytes {
                while start < line.count, !firstBytes.contains(line[start]) { start += Self.scalarLength(line, at: start) }
                if start == line.count { return nil }
            }
            if search(from: start, in: line) { return slots[0..<(2 * (program.groupCount + 1))] }
            guard start < line.count else { break }
            // Starts are scalar boundaries, as the Pike VM steps from scalar to scalar.
            start += Self.scalarLength(line, at: start)
        }
        return nil
    }

    @inline(__always)
    private static func scalarLength(_ line: UnsafeRawBufferPointer, at position: Int) -> Int {
        line[position] < 0x80 ? 1 : PikeVM.decode(line, at: position).length
    }

    /// Explores from `pc` 0 at `start`, most preferred path first; true at the first `match` reached, with
    /// its captures in `slots`.
    private mutating func search(from start: Int, in line: UnsafeRawBufferPointer) -> Bool {
        for slot in slots.indices { slots[slot] = -1 }
        var stack = take(\.stack)
        defer { self.stack = stack }
        stack.removeAll(keepingCapacity: true)
        stack.append(.explore(pc: 0, position: start))
        let firstLoopSlot = 2 * (program.groupCount + 1)
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
                    guard program.sets[set].contains(scalar) else { break path }
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
                    guard Self.holds(kind, at: position, in: line) else { break path }
                    pc += 1
                case .progress(let slot, let exit, let loop):
                    pc = slots[slot] == position ? exit : loop
                }
            }
        }
        return false
    }

    /// Moves the stack out of the matcher while a search fills it: no copy of its storage.
    private mutating func take(_ list: WritableKeyPath<BoundedBacktracker, [Frame]>) -> [Frame] {
        var taken: [Frame] = []
        swap(&taken, &self[keyPath: list])
        return taken
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
