/// A `--match` pattern whose first match is found without backtracking: a straight line of literals,
/// classes, greedy runs and groups, maybe with one choice of such lines (`(?:GET|POST) \S+ HTTP/1\.[01]"
/// (\d{3}) (\d+)`, `status=(\d+)|code=(\d+)`), where each run is followed by something it cannot read
/// (`\S+` then a space), so a shorter run could never let the rest match. Rust's `regex` runs such
/// patterns on its one-pass DFA for the same reason; here the steps are read straight off the compiled
/// program, so it is the pattern the engines run, and it matches as `BoundedBacktracker` does: leftmost,
/// then the branches in order at each start.
///
/// One run after the choice may give back (the gap: `.*` of `(?:ERROR|WARN) .*took (\d+)ms`) when what
/// follows it begins with a literal and never gives back: a greedy run tries its longest first, so the
/// match is the last place the literal stands, within the run's reach, where the rest matches; it is
/// looked for from there back (Rust's regex finds such a suffix in reverse too, `ReverseSuffix`).
///
/// ```swift
/// var matcher = DeterministicMatcher(program: try RegexProgram(pattern: "(?:GET|POST) (\\S+)"))!
/// matcher.firstMatch(in: line)  // [start, end, group 1 start, end]
/// ```
///
/// - Complexity: O(n × m) for a line of n bytes and m steps: a run met again from a later start ends
///   where it ended before (`runFrom`/`runTo`), so no byte is read by one run twice; a gap's reach that
///   held no match is not searched again.
public struct DeterministicMatcher: Sendable {
    /// What a branch reads next.
    enum Step: Sendable, Equatable {
        /// One ASCII byte.
        case byte(UInt8)
        /// Up to eight ASCII bytes compared as one word (an index in `words`): a run of `.byte` steps
        /// merged for the search (`merged(_:words:)`); building reads the steps before, byte by byte.
        case literal(Int)
        /// One scalar of the class (an index in `classes`): its ASCII bytes, and every scalar past ASCII when `wide`.
        case one(Int, wide: Bool)
        /// As many scalars of the class as stand there (greedy), none included.
        case run(Int, wide: Bool)
        case save(Int)
    }

    /// The run that may give back, and what follows it (`steps[suffix]`), which begins with `literal`.
    private struct Gap: Sendable {
        let run: Int
        let wide: Bool
        let suffix: Range<Int>
        let literal: LiteralFinder
    }

    /// Where a branch's steps end in `steps`, and its first steps that are bytes (`.byte`, `.literal`)
    /// before anything else: where its literal was found to stand (`BranchLiterals`), they match, and
    /// are passed over.
    private struct Branch: Sendable {
        let end: Int
        let leadingSteps: Int
        let leadingBytes: Int
    }

    /// Choices past this many are left to the backtracker: building stays bounded whatever the pattern
    /// (the fuzzer's 2,000 alternatives included).
    static let maximumBranches = 16
    /// Steps in all branches past this many are left to the backtracker.
    static let maximumSteps = 512

    /// What a search reads and never writes, held by reference: a line's search takes it with one retain,
    /// not one per array in it.
    private final class Plan: Sendable {
        /// Each branch whole, or up to its gap, in the order they are tried (`branches[b].end` is where
        /// branch b ends), then what follows the gap; runs of bytes merged into words (`merged(_:words:)`).
        let steps: [Step]
        let branches: [Branch]
        let classes: [ByteClass]
        let words: [LiteralWord]
        let gap: Gap?
        let slotCount: Int
        /// With a choice, the literal each branch begins with, when each does (`GET ` and `POST `).
        let literals: BranchLiterals?
        /// The literal every match begins with, when there is one: found by its rarest byte (`took ` of
        /// `took (\d+)ms`, where its first byte, `t`, stands all over a log line).
        let prefix: LiteralFinder?
        /// The bytes a match can begin with (nil: any), and the same when they are three at most.
        let firstBytes: ByteClass?
        let fewFirstBytes: (UInt8, UInt8, UInt8)?
        /// The steps that are runs: the only ones whose `runTo` a line's search reads, so the only ones reset.
        let runSteps: [Int]

        init(steps: [Step], branches: [Branch], classes: [ByteClass], words: [LiteralWord], gap: Gap?, program: RegexProgram,
             literals: BranchLiterals?) {
            self.steps = steps
            self.branches = branches
            self.classes = classes
            self.words = words
            self.gap = gap
            slotCount = 2 * (program.groupCount + 1)
            self.literals = literals
            prefix = program.literalPrefix.isEmpty ? nil : LiteralFinder(program.literalPrefix)
            firstBytes = ByteClass(startsOf: program)
            fewFirstBytes = firstBytes?.few
            runSteps = steps.indices.filter { if case .run = steps[$0] { true } else { false } }
        }
    }

    private let plan: Plan
    /// The slots, then for the run at each step: the bytes `runFrom[i]..<runTo[i]` are all of its class
    /// and the one at `runTo[i]` is not, so a run begun anywhere in between ends at `runTo[i]` (-1: none
    /// yet this line); then where each branch's literal stands (`BranchLiterals`' places).
    private var scratch: [Int]

    /// The matcher for `program`, when every match of it is found without backtracking, but in a gap;
    /// else nil.
    public init?(program: RegexProgram) {
        var classes: [ByteClass] = []
        guard let parts = Self.parts(of: program, classes: &classes) else { return nil }
        var gapIndex: Int?
        if !Self.nothingGivesBack(parts, classes: classes) {
            guard let found = Self.gapIndex(in: parts, classes: classes) else { return nil }
            gapIndex = found
        }
        let tail = gapIndex.map { Array(parts.tail[..<$0]) } ?? parts.tail
        let branchSteps = parts.choices.map { parts.head + $0 + tail }
        var words: [LiteralWord] = []
        let merged = branchSteps.map { Self.merged($0, words: &words) }
        var steps = merged.flatMap { $0 }
        var end = 0
        let branches = merged.map { branch in
            end += branch.count
            let leading = branch.prefix { step in
                switch step {
                case .byte, .literal: true
                case .one, .run, .save: false
                }
            }
            return Branch(end: end, leadingSteps: leading.count, leadingBytes: leading.reduce(0) { bytes, step in
                if case .literal(let word) = step { bytes + words[word].count } else { bytes + 1 }
            })
        }
        var gap: Gap?
        if let gapIndex, case .run(let run, let wide) = parts.tail[gapIndex] {
            let suffix = parts.tail[(gapIndex + 1)...]
            let mergedSuffix = Self.merged(Array(suffix), words: &words)
            gap = Gap(run: run, wide: wide, suffix: steps.count..<(steps.count + mergedSuffix.count),
                      literal: LiteralFinder(Self.literal(beginning: suffix)))
            steps += mergedSuffix
        }
        let literals = branchSteps.count > 1 ? BranchLiterals(branchSteps.map { Self.literal(beginning: $0) }) : nil
        plan = Plan(steps: steps, branches: branches, classes: classes, words: words, gap: gap, program: program, literals: literals)
        scratch = Array(repeating: -1, count: plan.slotCount + 2 * steps.count + (literals == nil ? 0 : branches.count))
    }

    /// What a search reads and writes, by pointer.
    private struct Scratch {
        let steps: UnsafeBufferPointer<Step>
        let branches: UnsafeBufferPointer<Branch>
        let classes: UnsafeBufferPointer<ByteClass>
        let words: UnsafeBufferPointer<LiteralWord>
        let slots: UnsafeMutableBufferPointer<Int>
        let runFrom: UnsafeMutableBufferPointer<Int>
        let runTo: UnsafeMutableBufferPointer<Int>
        let places: UnsafeMutableBufferPointer<Int>
    }

    /// The first match in `line`: its capture slots as byte offsets, as `BoundedBacktracker` gives them.
    public mutating func firstMatch(in line: UnsafeRawBufferPointer) -> ArraySlice<Int>? {
        // The scratch space is moved out while the search works on it through pointers: no reference
        // counting and no uniqueness checks inside the loops.
        var scratch: [Int] = []
        swap(&scratch, &self.scratch)
        defer { swap(&scratch, &self.scratch) }
        // What the closures below read, taken out first: a closure that used `self` would copy it whole.
        let plan = self.plan
        let slotCount = plan.slotCount
        let found = plan.steps.withUnsafeBufferPointer { steps in
            plan.branches.withUnsafeBufferPointer { branches in
                plan.classes.withUnsafeBufferPointer { classes in
                    plan.words.withUnsafeBufferPointer { words in
                    scratch.withUnsafeMutableBufferPointer { scratch in
                        let runs = steps.count, places = slotCount + 2 * runs
                        let pointers = Scratch(steps: steps, branches: branches, classes: classes, words: words,
                                               slots: UnsafeMutableBufferPointer(rebasing: scratch[0..<slotCount]),
                                               runFrom: UnsafeMutableBufferPointer(rebasing: scratch[slotCount..<(slotCount + runs)]),
                                               runTo: UnsafeMutableBufferPointer(rebasing: scratch[(slotCount + runs)..<places]),
                                               places: UnsafeMutableBufferPointer(rebasing: scratch[places...]))
                        // A few stores, not a fill of every step's: the fill was a memset call a line. The
                        // places need none: `BranchLiterals.nextStart` writes each before a branch reads it.
                        for index in plan.runSteps { pointers.runTo[index] = -1 }
                        return Self.firstStart(in: line, plan: plan, scratch: pointers)
                    }
                    }
                }
            }
        }
        return found ? scratch[0..<slotCount] : nil
    }

    /// Tries each start where a match can begin, in order, until one matches: skips to where one can
    /// begin as `BoundedBacktracker` does (the branches' literals, else the literal every match begins
    /// with, else the bytes one can begin with).
    private static func firstStart(in line: UnsafeRawBufferPointer, plan: Plan, scratch: Scratch) -> Bool {
        var start = 0
        let count = line.count
        // A gap's reach already searched in vain: a later search from inside it would find nothing more.
        var searched = (from: Int.max, to: Int.max)
        // Taken out of the plan once a line, not at each use: a copy of it retains its arrays.
        let literals = plan.literals
        let hasLiterals = literals != nil
        while start <= count {
            if hasLiterals {
                guard let found = literals.unsafelyUnwrapped.nextStart(in: line, from: start, places: scratch.places) else { return false }
                start = found
            } else if let prefix = plan.prefix {
                guard let found = prefix.firstIndex(in: line, from: start) else { return false }
                start = found
            } else if let (first, second, third) = plan.fewFirstBytes {
                guard let found = ByteSearch.firstIndex(of: first, second, third, in: line, from: start) else { return false }
                start = found
            } else if let firstBytes = plan.firstBytes {
                while start < count, !firstBytes.contains(line[start]) { start += 1 }
                if start == count { return false }
            }
            var branchStart = 0
            for (index, branch) in scratch.branches.enumerated() {
                defer { branchStart = branch.end }
                var first = branchStart, at = start
                if hasLiterals {
                    // A branch whose literal does not stand here cannot match here; where it stands, the
                    // bytes it begins with match, and are not compared again.
                    guard literals.unsafelyUnwrapped.begins(index, at: start, places: scratch.places) else { continue }
                    first += branch.leadingSteps
                    at += branch.leadingBytes
                }
                scratch.slots.update(repeating: -1)
                scratch.slots[0] = start
                guard let reached = matches(steps: first..<branch.end, at: at, in: line, scratch: scratch) else { continue }
                guard let gap = plan.gap else { return true }
                if searched.from <= reached, reached <= searched.to { continue }
                let (matched, reach) = across(gap, from: reached, in: line, scratch: scratch)
                if matched { return true }
                searched = (reached, reach)
            }
            guard start < count else { break }
            start += line[start] < 0x80 ? 1 : PikeVM.decode(line, at: start).length
        }
        return false
    }

    /// The gap's run from `start`, longest first: the last place its suffix's literal stands within the
    /// run's reach where the suffix matches. Whether one did, and the reach (where the run ends).
    private static func across(_ gap: Gap, from start: Int, in line: UnsafeRawBufferPointer, scratch: Scratch) -> (Bool, Int) {
        let bytes = scratch.classes[gap.run]
        var reach = start
        // Past ASCII, a wide run takes every byte (see `matches`).
        while reach < line.count {
            let byte = line[reach]
            guard byte < 0x80 ? bytes.contains(byte) : gap.wide else { break }
            reach += 1
        }
        var through = reach
        while let place = gap.literal.lastIndex(in: line, from: start, through: through) {
            if matches(steps: gap.suffix, at: place, in: line, scratch: scratch) != nil { return (true, reach) }
            through = place - 1
        }
        return (false, reach)
    }

    /// Where the steps `range` end when they match at `start`, with their captures in the slots; nil
    /// when they do not match.
    @inline(__always)
    private static func matches(steps range: Range<Int>, at start: Int, in line: UnsafeRawBufferPointer, scratch: Scratch) -> Int? {
        var position = start
        let count = line.count
        // Wrapping sums here and below: an index never passes the steps' or the line's count, and a loop
        // of a step a byte or a step a step keeps no overflow check.
        var index = range.lowerBound
        while index < range.upperBound {
            defer { index &+= 1 }
            switch scratch.steps[index] {
            case .byte(let byte):
                guard position < count, line[position] == byte else { return nil }
                position += 1
            case .literal(let wordIndex):
                let word = scratch.words[wordIndex]
                guard word.stands(in: line, at: position) else { return nil }
                position += word.count
            case .one(let bytes, let wide):
                guard position < count else { return nil }
                let byte = line[position]
                if byte < 0x80 {
                    guard scratch.classes[bytes].contains(byte) else { return nil }
                    position += 1
                } else {
                    guard wide else { return nil }
                    position += PikeVM.decode(line, at: position).length
                }
            case .run(let bytes, let wide):
                if scratch.runFrom[index] <= position, position <= scratch.runTo[index] {
                    position = scratch.runTo[index]
                    continue
                }
                scratch.runFrom[index] = position
                let run = scratch.classes[bytes]
                // Past ASCII, a wide run takes every byte: a scalar's bytes are all 0x80 or above, so the
                // run still ends on a scalar's start (an ASCII byte, or the line's end).
                while position < count {
                    let byte = line[position]
                    guard byte < 0x80 ? run.contains(byte) : wide else { break }
                    position &+= 1
                }
                scratch.runTo[index] = position
            case .save(let slot):
                scratch.slots[slot] = position
            }
        }
        return position
    }
}
