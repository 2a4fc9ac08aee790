/// How `DeterministicMatcher` reads its steps off a compiled program, and which it takes.
extension DeterministicMatcher {
    /// A program as lines of steps: `head`, then one of `choices` (a single empty one when there is no
    /// choice), then `tail`; with no choice, every step is in `tail`.
    struct Parts {
        var head: [Step]
        var choices: [[Step]]
        var tail: [Step]

        /// Each branch whole, in the order they are tried.
        var branches: [[Step]] { choices.map { head + $0 + tail } }
    }

    /// The program's parts: a line of steps, maybe with one choice of lines in it; nil when the program
    /// has any other shape (a lazy or counted-optional repetition, an assertion, a scalar past ASCII, a
    /// class with only some of them). The classes the steps read are appended to `classes`.
    static func parts(of program: RegexProgram, classes: inout [ByteClass]) -> Parts? {
        let instructions = program.instructions
        guard case .save(0) = instructions[0], case .match = instructions[instructions.count - 1] else { return nil }
        let end = instructions.count - 1
        guard let (head, afterHead) = straightLine(from: 1, to: end, in: program, classes: &classes) else { return nil }
        if afterHead == end { return head.count <= maximumSteps ? Parts(head: [], choices: [[]], tail: head) : nil }
        // A choice: split(next, other) at each branch but the last, each ending with a jump past them all.
        var choices: [[Step]] = []
        var at = afterHead
        var exit: Int?
        while case .split(let preferred, let other) = instructions[at], preferred == at + 1, other > preferred,
              case .jump(let target) = instructions[other - 1], target >= other, exit == nil || exit == target {
            exit = target
            guard choices.count < maximumBranches,
                  let (choice, stop) = straightLine(from: preferred, to: other - 1, in: program, classes: &classes),
                  stop == other - 1 else { return nil }
            choices.append(choice)
            at = other
        }
        guard let exit, let (last, stop) = straightLine(from: at, to: exit, in: program, classes: &classes), stop == exit,
              let (tail, tailStop) = straightLine(from: exit, to: end, in: program, classes: &classes), tailStop == end else { return nil }
        choices.append(last)
        let parts = Parts(head: head, choices: choices, tail: tail)
        return parts.branches.reduce(0) { $0 + $1.count } <= maximumSteps ? parts : nil
    }

    /// The steps from `start` up to `limit` or the first split that is not a greedy loop over one class,
    /// and where they stopped; nil at anything else.
    private static func straightLine(from start: Int, to limit: Int, in program: RegexProgram,
                                     classes: inout [ByteClass]) -> ([Step], Int)? {
        let instructions = program.instructions
        var steps: [Step] = []
        var pc = start
        func index(of bytes: ByteClass) -> Int {
            if let found = classes.firstIndex(of: bytes) { return found }
            classes.append(bytes)
            return classes.count - 1
        }
        while pc < limit {
            switch instructions[pc] {
            case .scalar(let value):
                guard value < 0x80 else { return nil }
                steps.append(.byte(UInt8(value)))
                pc += 1
            case .set(let set):
                guard let (bytes, wide) = byteClass(of: program.sets[set]) else { return nil }
                steps.append(.one(index(of: bytes), wide: wide))
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
                case .set(let set): bytes = byteClass(of: program.sets[set])
                default: bytes = nil
                }
                guard let (run, wide) = bytes else { return nil }
                steps.append(.run(index(of: run), wide: wide))
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

    /// Whether the run at `index` of `steps` can give back a scalar the rest would read: what can be
    /// read next after it (up to the first step that must read one) holds one of its bytes. Never when
    /// nothing must be read after it, or the step is no run.
    static func givesBack(_ steps: [Step], at index: Int, classes: [ByteClass]) -> Bool {
        guard case .run(let run, let wide) = steps[index] else { return false }
        var next = ByteClass()
        var mustRead = false
        for later in steps[(index + 1)...] {
            switch later {
            case .save: continue
            case .byte(let byte): next.insert(byte)
            case .literal: preconditionFailure("building reads the steps before they are merged")
            case .one(let bytes, let laterWide), .run(let bytes, let laterWide):
                for byte in UInt8(0)...UInt8(0x7F) where classes[bytes].contains(byte) { next.insert(byte) }
                if laterWide { next.insert(0x80) }
            }
            if case .run = later { continue }
            mustRead = true
            break
        }
        guard mustRead else { return false }
        if wide, next.contains(0x80) { return true }
        return (UInt8(0)...UInt8(0x7F)).contains { classes[run].contains($0) && next.contains($0) }
    }

    /// Whether no run of any branch can give back: each match is found without backtracking.
    static func nothingGivesBack(_ parts: Parts, classes: [ByteClass]) -> Bool {
        parts.branches.allSatisfy { branch in !branch.indices.contains { givesBack(branch, at: $0, classes: classes) } }
    }

    /// Where the gap of `parts` is in its tail: the first run of the tail that can give back (`.*` of
    /// `.*took`), when no run before it can (what the gap lets through counted), none after it can, and a
    /// literal begins what follows it (maybe after saves); else nil.
    static func gapIndex(in parts: Parts, classes: [ByteClass]) -> Int? {
        for branch in parts.branches {
            for index in 0..<(branch.count - parts.tail.count) where givesBack(branch, at: index, classes: classes) { return nil }
        }
        guard let gap = parts.tail.indices.first(where: { givesBack(parts.tail, at: $0, classes: classes) }) else { return nil }
        let suffix = Array(parts.tail[(gap + 1)...])
        guard !suffix.indices.contains(where: { givesBack(suffix, at: $0, classes: classes) }),
              !literal(beginning: suffix).isEmpty else { return nil }
        return gap
    }

    /// The bytes `steps` must begin with, saves passed over (`(GET) ` → `GET `).
    static func literal(beginning steps: some Collection<Step>) -> [UInt8] {
        var bytes: [UInt8] = []
        for step in steps {
            switch step {
            case .save: continue
            case .byte(let byte): bytes.append(byte)
            case .literal: preconditionFailure("building reads the steps before they are merged")
            case .one, .run: return bytes
            }
        }
        return bytes
    }

    /// `steps` with each run of two or more `.byte` steps as `.literal` words of up to eight bytes
    /// (`status=` one word, not seven steps), the words appended to `words`.
    ///
    /// ```swift
    /// var words: [LiteralWord] = []
    /// merged([.byte(0x61), .byte(0x3D), .save(2)], words: &words)   // [.literal(0), .save(2)]; words: "a="
    /// ```
    static func merged(_ steps: [Step], words: inout [LiteralWord]) -> [Step] {
        var result: [Step] = []
        var bytes: [UInt8] = []
        func flush() {
            if bytes.count == 1 {
                result.append(.byte(bytes[0]))
            } else {
                for word in LiteralWord.words(of: bytes) {
                    result.append(.literal(words.count))
                    words.append(word)
                }
            }
            bytes.removeAll()
        }
        for step in steps {
            if case .byte(let byte) = step {
                bytes.append(byte)
                continue
            }
            flush()
            result.append(step)
        }
        flush()
        return result
    }
}
