/// A pattern compiled for `PikeVM`: instructions over Unicode scalars, with a slot per capture bound and
/// one per loop (the position its iteration began, so an iteration that matched nothing ends the loop,
/// as a backtracking matcher's does).
///
/// ```swift
/// let program = try RegexProgram(pattern: "rt=([0-9.]+)")
/// program.groupCount  // 1
/// ```
///
/// - Complexity: the program is O(pattern × repetition counts) instructions, at most `maximumSize`, and
///   its instructions × slots at most `maximumCells`: what `PikeVM` holds per line is bounded whatever
///   the pattern (RE2's `max_mem` and Rust's `size_limit` bound a program the same way, refusing one
///   past them).
public struct RegexProgram: Sendable {
    public enum Instruction: Sendable {
        case scalar(UInt32)
        case set(Int)
        /// Go on at both; the first is preferred (greedy), as a backtracking matcher tries it first.
        case split(Int, Int)
        case jump(Int)
        case save(Int)
        case assertion(RegexNode.Assertion)
        /// The end of a loop's body: when the iteration begun at `slot`'s position matched nothing, leave
        /// the loop (`exit`); else go round (`loop`).
        case progress(slot: Int, exit: Int, loop: Int)
        case match
    }

    public private(set) var instructions: [Instruction] = []
    public private(set) var sets: [ScalarSet] = []
    public let groupCount: Int
    public let groupNames: [Int: String]
    /// Slots: the bounds of the whole match and of each group, then one per loop.
    public private(set) var slotCount: Int
    /// The UTF-8 bytes every match starts with (maybe none): the search skips to them.
    public let literalPrefix: [UInt8]
    /// The bytes every match holds, one after another (maybe none): a line without them cannot match.
    public let requiredLiteral: [UInt8]
    /// The instructions may not exceed this many: a pattern that would is refused.
    public static let maximumSize = 100_000
    /// Instructions × slots may not exceed this many: `PikeVM` keeps a thread's slots for two states of
    /// each instruction in two lists (8 bytes each: 32 MiB at this bound) and copies them as a thread
    /// moves, so this bounds its memory and its work per byte.
    public static let maximumCells = 1 << 20

    public init(pattern: String) throws(RegexError) {
        let parsed = try RegexParser.parse(pattern)
        groupCount = parsed.groupCount
        groupNames = parsed.groupNames
        slotCount = 2 * (parsed.groupCount + 1)
        literalPrefix = Self.utf8(parsed.node.literalPrefix)
        requiredLiteral = Self.utf8(parsed.node.requiredLiteral)
        emit(.save(0))
        try compile(parsed.node)
        emit(.save(1))
        emit(.match)
        guard instructions.count * slotCount <= Self.maximumCells else {
            throw RegexError("the pattern is too large: \(instructions.count) instructions × \(slotCount) slots (2 a group, 1 a loop that may match nothing) is above \(Self.maximumCells)")
        }
    }

    private static func utf8(_ scalars: [UInt32]) -> [UInt8] {
        scalars.flatMap { Unicode.Scalar($0).map { Array(String($0).utf8) } ?? [] }
    }

    @discardableResult
    private mutating func emit(_ instruction: Instruction) -> Int {
        instructions.append(instruction)
        return instructions.count - 1
    }

    private mutating func compile(_ node: RegexNode) throws(RegexError) {
        guard instructions.count < Self.maximumSize else { throw RegexError("the pattern is too large once its repetitions are counted: more than \(Self.maximumSize) instructions") }
        switch node {
        case .empty: break
        case .scalar(let value): emit(.scalar(value))
        case .set(let set):
            if let single = set.single {
                emit(.scalar(single))
            } else {
                sets.append(set)
                emit(.set(sets.count - 1))
            }
        case .concat(let nodes):
            for node in nodes { try compile(node) }
        case .alternate(let branches): try compileAlternation(branches)
        case .group(let inner, let index):
            if let index { emit(.save(2 * index)) }
            try compile(inner)
            if let index { emit(.save(2 * index + 1)) }
        case .assertion(let kind): emit(.assertion(kind))
        case .repetition(let inner, let minimum, let maximum, let greedy):
            try compileRepetition(inner, minimum: minimum, maximum: maximum, greedy: greedy)
        }
    }

    /// split(b1, split(b2, … bn)), each branch jumping to the end.
    private mutating func compileAlternation(_ branches: [RegexNode]) throws(RegexError) {
        var jumps: [Int] = []
        for (index, branch) in branches.enumerated() {
            if index < branches.count - 1 {
                let split = emit(.split(0, 0))
                try compile(branch)
                jumps.append(emit(.jump(0)))
                instructions[split] = .split(split + 1, instructions.count)
            } else {
                try compile(branch)
            }
        }
        for jump in jumps { instructions[jump] = .jump(instructions.count) }
    }

    /// `minimum` copies of `inner`, then up to `maximum` optional ones, or a loop when unbounded.
    private mutating func compileRepetition(_ inner: RegexNode, minimum: Int, maximum: Int?, greedy: Bool) throws(RegexError) {
        for _ in 0..<minimum { try compile(inner) }
        if let maximum {
            // Optional copies, each inside the one before: (x(x(x)?)?)?
            var splits: [Int] = []
            for _ in minimum..<maximum {
                splits.append(emit(.split(0, 0)))
                try compile(inner)
            }
            let end = instructions.count
            for split in splits { instructions[split] = greedy ? .split(split + 1, end) : .split(end, split + 1) }
        } else if inner.alwaysConsumes {
            // loop: split(body, exit); body: x jump(loop). Every iteration reads a scalar, so none can
            // be empty: the check below, and the slot it needs, would never change a thing.
            let loop = emit(.split(0, 0))
            try compile(inner)
            emit(.jump(loop))
            let exit = instructions.count
            instructions[loop] = greedy ? .split(loop + 1, exit) : .split(exit, loop + 1)
        } else {
            // loop: split(body, exit); body: save(k) x progress(k, exit, loop)
            let slot = slotCount
            slotCount += 1
            let loop = emit(.split(0, 0))
            emit(.save(slot))
            try compile(inner)
            let progress = emit(.progress(slot: slot, exit: 0, loop: loop))
            let exit = instructions.count
            instructions[loop] = greedy ? .split(loop + 1, exit) : .split(exit, loop + 1)
            instructions[progress] = .progress(slot: slot, exit: exit, loop: loop)
        }
    }
}
