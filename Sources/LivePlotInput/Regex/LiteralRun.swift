/// The commonest `--match` pattern, run without an engine: a literal, then one group of a greedy run of
/// one class (`time=([0-9.]+)`, `rt=([0-9.]+)`, `bytes=(\d+)`). The match is the first place the literal
/// stands with a scalar of the class right after it, the run as long as it goes: what `Regex`, `PikeVM`
/// and `BoundedBacktracker` find, in one search for the literal (by its rarest byte) and one pass over
/// the run. Recognised from the compiled program, so it is the same pattern the engines would run.
///
/// ```swift
/// var run = LiteralRun(program: try RegexProgram(pattern: "time=([0-9.]+)"))!
/// run.firstMatch(in: line)  // [start, end, run start, end]
/// ```
///
/// - Complexity: O(n) for a line of n bytes.
public struct LiteralRun: Sendable {
    private let literal: LiteralFinder
    private let literalLength: Int
    /// The class the run reads: a set, or the one scalar; and its ASCII bytes as a table, where a number's
    /// bytes are looked up (no search through the set's ranges per byte).
    private let run: ScalarSet
    private let asciiRun: ByteClass
    private var slots = [-1, -1, -1, -1]

    /// The matcher for `program`, when it is a literal then `(class+)` and nothing else; else nil.
    public init?(program: RegexProgram) {
        guard program.groupCount == 1, program.slotCount == 4 else { return nil }
        let instructions = program.instructions
        guard case .save(0) = instructions[0] else { return nil }
        var literal: [UInt8] = []
        var pc = 1
        while case .scalar(let value) = instructions[pc], let scalar = Unicode.Scalar(value) {
            literal += Array(String(scalar).utf8)
            pc += 1
        }
        // The shape `RegexProgram` compiles `(S+)` to: save(2) S split(+1, exit) S jump(split) save(3)
        // save(1) match, greedy.
        guard !literal.isEmpty, pc + 8 == instructions.count,
              case .save(2) = instructions[pc],
              let run = Self.scalarClass(instructions[pc + 1], in: program),
              case .split(let body, let exit) = instructions[pc + 2], body == pc + 3, exit == pc + 5,
              Self.scalarClass(instructions[pc + 3], in: program) == run,
              case .jump(let loop) = instructions[pc + 4], loop == pc + 2,
              case .save(3) = instructions[pc + 5], case .save(1) = instructions[pc + 6],
              case .match = instructions[pc + 7] else { return nil }
        self.literal = LiteralFinder(literal)
        literalLength = literal.count
        self.run = run
        asciiRun = ByteClass { $0 < 0x80 && run.contains(UInt32($0)) }
    }

    /// The scalars an instruction reads, when it reads one.
    private static func scalarClass(_ instruction: RegexProgram.Instruction, in program: RegexProgram) -> ScalarSet? {
        switch instruction {
        case .scalar(let value): return ScalarSet(ranges: [value...value])
        case .set(let index): return program.sets[index]
        default: return nil
        }
    }

    /// The first match in `line`: `[start, end, run start, end]` as byte offsets, or nil.
    public mutating func firstMatch(in line: UnsafeRawBufferPointer) -> ArraySlice<Int>? {
        var from = 0
        while let start = literal.firstIndex(in: line, from: from) {
            let runStart = start + literalLength
            var end = runStart
            while end < line.count {
                if line[end] < 0x80 {
                    guard asciiRun.contains(line[end]) else { break }
                    end += 1
                    continue
                }
                let (scalar, length) = PikeVM.decode(line, at: end)
                guard run.contains(scalar) else { break }
                end += length
            }
            if end > runStart {
                slots[0] = start
                slots[1] = end
                slots[2] = runStart
                slots[3] = end
                return slots[0..<4]
            }
            // The literal with no run after it: the next place it stands, overlapping included.
            from = start + 1
        }
        return nil
    }
}
