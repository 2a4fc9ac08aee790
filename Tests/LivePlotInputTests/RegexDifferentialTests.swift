import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// Both engines, `PikeVM` and `BoundedBacktracker`, against the standard library's `Regex` on the same
/// patterns and lines: the same match, the same groups. `Regex` is set to the classes the README gives (ASCII `\d \w \s`) and simple word
/// boundaries (its scalar semantics take `1` for a non-word character at a `\b`); the lines hold no
/// combining marks, so characters and scalars are one.
@Suite struct RegexDifferentialTests {
    static let alphabet: [String] = ["a", "b", "c", "1", "2", "=", " ", ".", "-", "é", "x"]

    /// A random pattern of at most `depth` levels, from the syntax the parser takes.
    static func pattern(_ random: inout SplitMix64, depth: Int) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        func atom() -> String {
            switch random.next() % (depth > 0 ? 14 : 10) {
            case 0, 1, 2: return pick(["a", "b", "c", "1", "=", " ", "é", "x"])
            case 3: return "."
            case 4: return pick(["\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "\\."])
            case 5: return pick(["[ab]", "[^a]", "[0-9]", "[a-c1]", "[^\\d ]", "[-a]", "[é=]", "(?:a|b|c)", "(?:[ab]|1|é)", "(?:a|\\d|a)"])
            case 6: return pick(["^", "$", "\\b", "\\B"])
            case 7, 8, 9: return pick(["a", "b", "1"])
            case 10: return "(" + pattern(&random, depth: depth - 1) + ")"
            case 11: return "(?:" + pattern(&random, depth: depth - 1) + ")"
            case 12: return "(?<n\(random.next() % 1000)>" + pattern(&random, depth: depth - 1) + ")"
            default: return "(" + pattern(&random, depth: depth - 1) + "|" + pattern(&random, depth: depth - 1) + ")"
            }
        }
        var text = ""
        for _ in 0..<(1 + random.next() % 4) {
            let item = atom()
            text += item
            if !["^", "$", "\\b", "\\B"].contains(item), random.next() % 3 == 0 {
                text += pick(["*", "+", "?", "{2}", "{1,3}", "{0,2}", "{2,}", "{,2}"]) + (random.next() % 3 == 0 ? "?" : "")
            }
        }
        if random.next() % 6 == 0 { text += "|" + pattern(&random, depth: max(0, depth - 1)) }
        return text
    }

    /// The match as `Regex` finds it: each group's (offset, text), nil for a group that took no part.
    static func reference(_ pattern: String, _ line: String) throws -> [(Int, String)?]? {
        let regex = try Regex(pattern).asciiOnlyDigits().asciiOnlyWhitespace().asciiOnlyWordCharacters()
            .wordBoundaryKind(.simple)
        guard let match = try regex.firstMatch(in: line) else { return nil }
        return (0..<match.output.count).map { index in
            match.output[index].substring.map { (line.utf8.distance(from: line.startIndex, to: $0.startIndex), String($0)) }
        }
    }

    /// Which of the two engines finds the match.
    enum Engine: CaseIterable {
        case pikeVM, backtracker
    }

    static func ours(_ pattern: String, _ line: String, engine: Engine = .pikeVM) throws -> [(Int, String)?]? {
        let program = try RegexProgram(pattern: pattern)
        var machine = PikeVM(program: program)
        var backtracker = BoundedBacktracker(program: program)
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBytes { buffer -> [(Int, String)?]? in
            let found = engine == .pikeVM ? machine.firstMatch(in: buffer) : backtracker.firstMatch(in: buffer)
            guard let slots = found else { return nil }
            return stride(from: slots.startIndex, to: slots.endIndex, by: 2).map { index in
                let start = slots[index]
                let end = slots[index + 1]
                guard start >= 0 else { return nil }
                return (start, String(decoding: bytes[start..<end], as: UTF8.self))
            }
        }
    }

    static func same(_ left: [(Int, String)?]?, _ right: [(Int, String)?]?) -> Bool {
        guard let left, let right else { return left == nil && right == nil }
        return left.count == right.count && zip(left, right).allSatisfy { $0?.0 == $1?.0 && $0?.1 == $1?.1 }
    }

    @Test func randomPatternsMatchAsRegexDoes() throws {
        var random = SplitMix64(seed: 21)
        var failures: [String] = []
        var compared = 0
        let patterns = Int(ProcessInfo.processInfo.environment["REGEX_PATTERNS"] ?? "") ?? Sweep.count(unit: 250, long: 2500)
        for done in 0..<patterns {
            let pattern = Self.pattern(&random, depth: 3)
            for _ in 0..<4 {
                let line = (0..<Int(random.next() % 14)).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }.joined()
                let expected: [(Int, String)?]?
                do {
                    expected = try Self.reference(pattern, line)
                } catch {
                    // A pattern `Regex` refuses is refused here too.
                    if (try? RegexProgram(pattern: pattern)) != nil { failures.append("\(pattern.debugDescription) compiled: \(error)") }
                    continue
                }
                for engine in Engine.allCases {
                    let actual = try Self.ours(pattern, line, engine: engine)
                    compared += 1
                    if !Self.same(expected, actual) {
                        failures.append("\(pattern.debugDescription) on \(line.debugDescription): Regex \(String(describing: expected)), \(engine) \(String(describing: actual))")
                    }
                }
            }
            if failures.count >= 8 { break }
            Sweep.progress("random patterns", done: done + 1, of: patterns)
        }
        #expect(compared >= patterns * 36 / 5, "\(compared) compared for \(patterns) patterns: 7.2 a pattern at least (18,000 for 2,500)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The two engines on random patterns and random bytes, ill-formed UTF-8 included (which `Regex`,
    /// reading Strings, cannot be asked about): the same match, the same groups.
    @Test func theTwoEnginesAgreeOnAnyBytes() throws {
        var random = SplitMix64(seed: 22)
        let bytes: [UInt8] = Array("ab1=. é".utf8) + [0x80, 0xC3, 0xE2, 0xFF, 0xF0, 0x9F]
        var compared = 0
        for _ in 0..<(Int(ProcessInfo.processInfo.environment["REGEX_PATTERNS"] ?? "") ?? 2500) {
            guard let program = try? RegexProgram(pattern: Self.pattern(&random, depth: 3)) else { continue }
            var machine = PikeVM(program: program)
            var backtracker = BoundedBacktracker(program: program)
            for _ in 0..<4 {
                let line = (0..<Int(random.next() % 20)).map { _ in bytes[Int(random.next() % UInt64(bytes.count))] }
                let (pike, backtracked) = line.withUnsafeBytes {
                    (machine.firstMatch(in: $0).map(Array.init), backtracker.firstMatch(in: $0).map(Array.init))
                }
                #expect(pike == backtracked, "\(program.instructions.count) instructions on \(line)")
                compared += 1
            }
        }
        #expect(compared >= 8_000)
    }

    /// `LiteralRun` takes exactly the literal-then-`(class+)` patterns, and matches as `Regex` does on
    /// random literals, classes and lines.
    @Test func literalRunsMatchAsRegexDoes() throws {
        #expect(LiteralRun(program: try RegexProgram(pattern: "time=([0-9.]+)")) != nil)
        #expect(LiteralRun(program: try RegexProgram(pattern: "a(b)")) == nil, "no run")
        #expect(LiteralRun(program: try RegexProgram(pattern: "a(b+?)")) == nil, "lazy")
        #expect(LiteralRun(program: try RegexProgram(pattern: "a(b+)c")) == nil, "more after the run")
        #expect(LiteralRun(program: try RegexProgram(pattern: "(b+)")) == nil, "no literal")
        #expect(LiteralRun(program: try RegexProgram(pattern: "a(b+)(c)")) == nil, "two groups")
        // The literal again inside itself: after "aa" with no digit next, the "aa" one on has one.
        var overlapping = try #require(LiteralRun(program: try RegexProgram(pattern: "aa(\\d+)")))
        #expect(Array("aaa1".utf8).withUnsafeBytes { overlapping.firstMatch(in: $0).map(Array.init) } == [1, 4, 3, 4])
        var random = SplitMix64(seed: 23)
        let classes = ["[0-9.]", "\\d", "\\S", "[aé]", "a", "[^=]", ".", "\\w"]
        var compared = 0
        for _ in 0..<3_000 {
            let literal = (0..<(1 + Int(random.next() % 3))).map { _ in ["a", "=", "1", "é", " "][Int(random.next() % 5)] }.joined()
            let pattern = literal + "(" + classes[Int(random.next() % UInt64(classes.count))] + "+)"
            var run = try #require(LiteralRun(program: try RegexProgram(pattern: pattern)), "\(pattern)")
            for _ in 0..<4 {
                let line = (0..<Int(random.next() % 16)).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }.joined()
                let bytes = Array(line.utf8)
                let ours: [(Int, String)?]? = bytes.withUnsafeBytes { buffer in
                    run.firstMatch(in: buffer).map { slots in
                        [(slots[0], String(decoding: bytes[slots[0]..<slots[1]], as: UTF8.self)),
                         (slots[2], String(decoding: bytes[slots[2]..<slots[3]], as: UTF8.self))]
                    }
                }
                let expected = try Self.reference(pattern, line)
                #expect(Self.same(expected, ours), "\(pattern) on \(line.debugDescription): Regex \(String(describing: expected)), ours \(String(describing: ours))")
                compared += 1
            }
        }
        #expect(compared == 12_000)
    }

    /// Loops whose iteration can match nothing, where a Pike VM that marks states by instruction alone
    /// (not by whether an iteration began at this position) takes other groups than `Regex` does.
    @Test(arguments: [
        ("\\D(?<n>([é=]b^|1{,2}?\\b)*)=.{,2}", "x11=b=x="), ("(a*)*b", "aab"), ("(a*)*", "b"), ("(|a)+", "aa"),
        ("(a?)*?b", "ab"), ("(?:(a)|b)*", "ab"), ("((a)|b?)*c", "abc"), ("(a|\\b)*x", "aax"), ("(1?\\b)+=", "11="),
    ])
    func emptyIterationsEndTheirLoopAsRegexDoes(pattern: String, line: String) throws {
        let expected = try Self.reference(pattern, line)
        for engine in Engine.allCases {
            let actual = try Self.ours(pattern, line, engine: engine)
            #expect(Self.same(expected, actual), "Regex \(String(describing: expected)), \(engine) \(String(describing: actual))")
        }
    }

    /// The cases that hang a backtracking matcher take one pass here.
    @Test func noPatternBacktracks() throws {
        var nested = try SampleMatcher(pattern: "(a+)+$")
        #expect(nested.numbers(in: Array(("aaaaaaaaaaaaaaaaaaaab" + String(repeating: "a", count: 5000) + "b").utf8)) == nil)
        var digits = try SampleMatcher(pattern: "(\\d+) ms")
        #expect(digits.numbers(in: Array(String(repeating: "7", count: 32_000).utf8)) == nil)
        #expect(digits.numbers(in: Array((String(repeating: "7", count: 32_000) + " 12 ms").utf8)) == [12])
    }

    @Test(arguments: [
        ("(a)\\1", "a backreference ('\\1') is not supported (the matcher runs in linear time, without backtracking)"),
        ("a(?=b)", "lookahead ('(?=') is not supported (the matcher runs in linear time, without backtracking)"),
        ("(?<!a)b", "lookbehind ('(?<!') is not supported (the matcher runs in linear time, without backtracking)"),
        ("a++", "a possessive quantifier ('++') is not supported (the matcher runs in linear time, without backtracking)"),
        ("(?i)a", "an inline option or special group ('(?i') is not supported (the matcher runs in linear time, without backtracking)"),
        ("\\p{L}", "a Unicode property ('\\p') is not supported (the matcher runs in linear time, without backtracking)"),
        ("time=([0-9.]+", "expected ')'"),
        ("a{3,2}", "range lower bound '3' must be less than or equal to upper bound '2'"),
        ("a**", "quantifier '*' must appear after expression"),
        ("[]a]", "expected custom character class members"),
        ("\\q", "invalid escape sequence '\\q'"),
    ])
    func constructsItDoesNotRunAreNamed(pattern: String, message: String) {
        do {
            _ = try RegexProgram(pattern: pattern)
            Issue.record("compiled \(pattern)")
        } catch {
            #expect(error.message == message)
        }
    }

    /// The bounds (issue 40): a pattern past one is refused, naming it; one at the bound compiles.
    @Test func patternsPastTheBoundsAreRefusedNamingThem() throws {
        let nesting = RegexParser.maximumNesting
        let deep = "groups and repetitions nested more than \(nesting) deep"
        func refusal(_ pattern: String) -> String? {
            do {
                _ = try RegexProgram(pattern: pattern)
                return nil
            } catch {
                return error.message
            }
        }
        func nested(_ count: Int, open: String = "(?:") -> String {
            String(repeating: open, count: count) + "a" + String(repeating: ")", count: count)
        }
        #expect(refusal(nested(nesting)) == nil)
        #expect(refusal(nested(nesting + 1)) == deep)
        #expect(refusal(nested(10_000)) == deep)
        #expect(refusal(nested(10_000, open: "(")) == "more than 64 capture groups (a series each, at most 64; '(?:…)' groups without capturing)",
                "the finding (12.4 GB before): the 65th group, before the nesting bound")
        // Repetitions nest without groups; groups and repetitions add up.
        #expect(refusal("a" + String(repeating: "{1}", count: nesting)) == nil)
        #expect(refusal("a" + String(repeating: "{1}", count: nesting + 1)) == deep)
        #expect(refusal(nested(nesting / 2) + String(repeating: "{1}", count: nesting - nesting / 2)) == nil)
        #expect(refusal(nested(nesting / 2) + String(repeating: "{1}", count: nesting - nesting / 2 + 1)) == deep)
        #expect(refusal("(" + nested(nesting - 1) + "+)") == deep)
        // A series per group: 64 at most.
        let groups = RegexParser.maximumGroups
        #expect(groups == SeriesCatalog.maximumCount)
        let many = "more than \(groups) capture groups (a series each, at most \(groups); '(?:…)' groups without capturing)"
        #expect(refusal((0..<groups).map { "(x\($0))" }.joined(separator: "|")) == nil)
        #expect(refusal((0...groups).map { "(x\($0))" }.joined(separator: "|")) == many)
        #expect(refusal((0...groups).map { "(?<n\($0)>x)" }.joined()) == many)
        #expect(refusal((0..<3000).map { "(x\($0))" }.joined(separator: "|")) == many, "the finding: 15.3 GB before")
        // Instructions × slots: 64 groups of a 1000-count repetition each is 64,000 instructions × 130 slots.
        let wide = (0..<groups).map { _ in "(a{1000})" }.joined()
        let program = try? RegexProgram(pattern: (0..<groups).map { _ in "(a)" }.joined())
        #expect(program != nil)
        #expect(refusal(wide)?.hasPrefix("the pattern is too large: ") == true, "\(refusal(wide) ?? "compiled")")
        #expect(refusal(wide)?.hasSuffix(" is above \(RegexProgram.maximumCells)") == true)
        #expect(refusal("(?:a{1000}){101}") == "the pattern is too large once its repetitions are counted: more than \(RegexProgram.maximumSize) instructions")
    }

    /// What any compiled pattern holds stays within the bounds, on random patterns with their counts and
    /// nesting pushed up: what `PikeVM` allocates is instructions × slots.
    @Test func everyCompiledProgramIsWithinTheCellBound() {
        var random = SplitMix64(seed: 40)
        var compiled = 0
        let patterns = Sweep.count(unit: 200, long: 2000)
        for _ in 0..<patterns {
            var pattern = Self.pattern(&random, depth: 4)
            for _ in 0..<Int(random.next() % 3) { pattern = "(?:" + pattern + "){\(random.next() % 200)}" }
            guard let program = try? RegexProgram(pattern: pattern) else { continue }
            compiled += 1
            #expect(program.instructions.count * program.slotCount <= RegexProgram.maximumCells, "\(pattern)")
            #expect(program.groupCount <= RegexParser.maximumGroups)
        }
        #expect(compiled >= patterns / 2, "\(compiled) of \(patterns) compiled: half at least")
    }

    /// Alternatives of one scalar each are one set: `(?:a|b|c|d|e|f|g|h){500}z` is 500 instructions
    /// (11,500 before, and 49 s on a 1 MiB line), and matches as before (the random patterns above hold such
    /// alternatives, against `Regex`).
    @Test func alternativesOfOneScalarAreOneSet() throws {
        let program = try RegexProgram(pattern: "(?:a|b|c|d|e|f|g|h){500}z")
        #expect(program.instructions.count == 504, "save, 500 sets, z, save, match")
        #expect(try RegexParser.parse("a|[0-9]|é").node == .set(ScalarSet(ranges: [0x30...0x39, 0x61...0x61, 0xE9...0xE9])))
        #expect(try RegexParser.parse("(a)|b").node != .set(ScalarSet(ranges: [0x61...0x62])), "a group captures: kept")
        #expect(try RegexParser.parse("a|bc").node == .alternate([.scalar(0x61), .concat([.scalar(0x62), .scalar(0x63)])]))
    }

    /// The literal every match holds, which a long line must hold to be searched: the longest run of
    /// scalars certain to be read one after another.
    @Test(arguments: [
        ("(?:a|b|c|d|e|f|g|h){500}z", "z"), ("(\\d+) ms", " ms"), ("a|b", ""), ("x(?:ab)+yyy", "yyy"),
        ("x(?:ab)+y", "ab"), ("a?b", "b"), ("time=([0-9.]+)", "time="), ("é+=", "é"), ("(?:ab|ac)d", "d"),
        ("a{3}", "a"), ("ab*c", "a"), ("a(?:)b", "ab"), ("\\x{FFFD}b", "b"), ("", ""),
    ])
    func theLiteralEveryMatchHolds(pattern: String, literal: String) throws {
        #expect(try RegexProgram(pattern: pattern).requiredLiteral == Array(literal.utf8))
    }

    /// The required literal is required: on random patterns and lines, a line without it has no match
    /// (as `Regex` finds), so the search that passes such a line over never loses one.
    @Test func aLineWithoutTheRequiredLiteralNeverMatches() throws {
        var random = SplitMix64(seed: 41)
        var checked = 0
        let patterns = Sweep.count(unit: 300, long: 3000)
        for _ in 0..<patterns {
            let pattern = Self.pattern(&random, depth: 3)
            guard let program = try? RegexProgram(pattern: pattern), !program.requiredLiteral.isEmpty else { continue }
            for _ in 0..<8 {
                let line = (0..<Int(random.next() % 14)).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }.joined()
                let expected: [(Int, String)?]?
                do { expected = try Self.reference(pattern, line) } catch { continue }
                let holds = line.utf8.count >= program.requiredLiteral.count
                    && Array(line.utf8).indices.contains { Array(line.utf8).dropFirst($0).starts(with: program.requiredLiteral) }
                if !holds {
                    #expect(expected == nil, "\(pattern) on \(line.debugDescription) matches without \(program.requiredLiteral)")
                    checked += 1
                }
            }
        }
        #expect(checked >= patterns, "\(checked) lines checked for \(patterns) patterns: one a pattern at least")
    }

    /// Ill-formed UTF-8 reads as `String(decoding:as:)` reads it: U+FFFD per maximal subpart.
    @Test func illFormedBytesDecodeAsTheStandardLibraryDoes() {
        var random = SplitMix64(seed: 8)
        for _ in 0..<3000 {
            let bytes = (0..<Int(1 + random.next() % 6)).map { _ in UInt8(truncatingIfNeeded: random.next() % 3 == 0 ? random.next() : 0x80 | random.next() % 0x75) }
            var scalars: [UInt32] = []
            bytes.withUnsafeBytes { buffer in
                var position = 0
                while position < buffer.count {
                    let (scalar, length) = PikeVM.decode(buffer, at: position)
                    scalars.append(scalar)
                    position += length
                }
            }
            #expect(scalars == String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value), "\(bytes)")
        }
    }
}
