import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// `DeterministicMatcher` takes the patterns whose match needs no backtracking, and finds in them
/// exactly what `BoundedBacktracker`, `PikeVM` and `Regex` find: the same start, the same groups.
@Suite struct DeterministicMatcherTests {
    static func program(_ pattern: String) throws -> RegexProgram { try RegexProgram(pattern: pattern) }

    /// `matcher`'s match of `line` beside the backtracker's and the Pike VM's, and beside Swift's `Regex`'s
    /// where `Regex` can take the line (UTF-8; with `regexTakesNewlines` false, none in it): each difference
    /// goes to `failures`. Returns whether `Regex` was asked.
    static func compare(_ pattern: String, on line: [UInt8], _ matcher: inout DeterministicMatcher,
                        _ backtracker: inout BoundedBacktracker, _ machine: inout PikeVM, regexTakesNewlines: Bool = true,
                        failures: inout [String]) throws -> Bool {
        let (ours, backtracked, pike) = line.withUnsafeBytes {
            (matcher.firstMatch(in: $0).map(Array.init), backtracker.firstMatch(in: $0).map(Array.init), machine.firstMatch(in: $0).map(Array.init))
        }
        if ours != backtracked || ours != pike {
            failures.append("\(pattern) on \(line): ours \(String(describing: ours)), backtracker \(String(describing: backtracked)), Pike \(String(describing: pike))")
        }
        guard let text = String(bytes: line, encoding: .utf8), regexTakesNewlines || !text.contains("\n") else { return false }
        let expected = try RegexDifferentialTests.reference(pattern, text)
        let found: [(Int, String)?]? = ours.map { slots in
            stride(from: 0, to: slots.count, by: 2).map { index in
                slots[index] < 0 ? nil : (slots[index], String(decoding: line[slots[index]..<slots[index + 1]], as: UTF8.self))
            }
        }
        if !RegexDifferentialTests.same(expected, found) {
            failures.append("\(pattern) on \(text.debugDescription): Regex \(String(describing: expected)), ours \(String(describing: found))")
        }
        return true
    }

    @Test(arguments: [
        #"(?:GET|POST) \S+ HTTP/1\.[01]" (\d{3}) (\d+)"#, #"status=(\d+)|code=(\d+)"#, #"(GET|POST|PUT) (\S+)"#,
        #"load average: ([0-9.]+), ([0-9.]+)"#, #"\d+ ms"#, #"a[^x]*x"#, #"(\w+)=(\d+)"#,
        // A gap: the run that gives back, then a literal and a rest that never does.
        #"(?:ERROR|WARN) .*took (\d+)ms"#, #"a.*(b)"#, #"x\S*=(\d+)"#,
    ])
    func takesLinesThatNeverGiveBack(pattern: String) throws {
        #expect(DeterministicMatcher(program: try Self.program(pattern)) != nil)
    }

    @Test(arguments: [
        (#"(\w+)(\d)"#, "the run gives back a digit, and no literal follows it"),
        (#"a.*b.*c"#, "a second gap"), (#"a.*\d+b"#, "no literal after the gap"),
        (#"(?:a|b.*)c"#, "a gap inside the choice"), (#"a\w*.*b"#, "a run before the gap gives back to it"),
        (#"a(\d+?)"#, "lazy"), (#"a(\d{1,3})"#, "counted, with optional copies"),
        (#"\bx(\d+)"#, "an assertion"), (#"é(\d+)"#, "a scalar past ASCII"), (#"[aé](\d+)"#, "a class with some scalars past ASCII"),
        (#"a(?:b|cd)e(?:f|gh)"#, "two choices"), (#"a(?:b|c+d?)"#, "an optional part inside a choice"),
        (#"(a|b)*c"#, "a loop over a choice"), (#"(?:a*)*b"#, "a loop that may match nothing"),
    ])
    func leavesTheRestToTheBacktracker(pattern: String, why: String) throws {
        #expect(DeterministicMatcher(program: try Self.program(pattern)) == nil, "\(why)")
    }

    /// Building stays bounded: past `maximumBranches` choices no matcher is built (the fuzzer's 2,000).
    @Test func manyBranchesAreLeftToTheBacktracker() throws {
        let branches = (0..<2000).map { "w\($0)x" }.joined(separator: "|")
        #expect(DeterministicMatcher(program: try Self.program("(?:\(branches)) (\\d+)")) == nil)
        let few = (0..<DeterministicMatcher.maximumBranches).map { "w\($0)x" }.joined(separator: "|")
        #expect(DeterministicMatcher(program: try Self.program("(?:\(few)) (\\d+)")) != nil)
    }

    static let literals = ["GET", "POST", "GE", "PO", "a", "ab", "=", " ", "1", "x"]
    static let classes = [#"\d"#, #"\S"#, #"[01]"#, #"[^x]"#, ".", #"\w"#, #"[a=]"#, #"\s"#, "[^a ]"]

    /// Literals of up to eight bytes and past them (a run of bytes is compared as words of eight,
    /// `LiteralWord`), sharing their first bytes (`status=`, `state=`) as a choice's literals do.
    static let longLiterals = ["status=", "state=", "code=", "HTTP/1.", "abcdefgh", "abcdefghi", "abcdefghijklmnopq", "a", "="]

    /// A random line of literals (`literals`), classes, runs and groups, maybe with one choice in it.
    static func pattern(_ random: inout SplitMix64, literals: [String] = literals) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        func piece() -> String {
            switch random.next() % 6 {
            case 0, 1: return NSRegularExpression.escapedPattern(for: pick(literals))
            case 2: return pick(classes)
            case 3: return pick(classes) + pick(["+", "*", "{2}"])
            case 4: return "(" + pick(classes) + pick(["+", "*", ""]) + ")"
            default: return "(" + NSRegularExpression.escapedPattern(for: pick(literals)) + ")"
            }
        }
        func line(_ most: UInt64) -> String { (0..<(random.next() % most)).map { _ in piece() }.joined() }
        let choices = (0..<(1 + random.next() % 4)).map { _ in (random.next() % 2 == 0 ? NSRegularExpression.escapedPattern(for: pick(literals)) : "") + line(3) }
        switch random.next() % 3 {
        case 0: return line(4) + choices.joined(separator: "|")
        case 1: return line(3) + "(?:" + choices.joined(separator: "|") + ")" + line(4)
        default: return line(2) + "(" + choices.joined(separator: "|") + ")" + line(3)
        }
    }

    /// A random line from the pattern's pieces (`literals`, at most `most` of them), near misses and bytes
    /// past ASCII (ill-formed ones too).
    static func line(_ random: inout SplitMix64, literals: [String] = literals, most: UInt64 = 9) -> [UInt8] {
        let pieces: [[UInt8]] = (literals + ["GET /a HTTP", "POS", "0", "200 ", "é", "\t", "b", "xx"]).map { Array($0.utf8) }
            + [[0x80], [0xC3], [0xE2, 0x82]]
        return (0..<(random.next() % most)).flatMap { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
    }

    /// Random patterns from the pieces users write, on random lines: whenever the matcher takes one, its
    /// match is the backtracker's and the Pike VM's, bytes past ASCII and ill-formed ones included; and
    /// `Regex`'s on the lines that are well formed.
    @Test func matchesAsTheEnginesAndRegexDo() throws {
        var random = SplitMix64(seed: 47)
        var taken = 0, compared = 0, againstRegex = 0
        var failures: [String] = []
        for _ in 0..<3_000 {
            let pattern = Self.pattern(&random)
            let program = try Self.program(pattern)
            guard var matcher = DeterministicMatcher(program: program) else { continue }
            taken += 1
            var backtracker = BoundedBacktracker(program: program)
            var machine = PikeVM(program: program)
            for _ in 0..<8 {
                let line = Self.line(&random)
                compared += 1
                if try Self.compare(pattern, on: line, &matcher, &backtracker, &machine, failures: &failures) { againstRegex += 1 }
            }
            if failures.count >= 8 { break }
        }
        #expect(taken >= 1_000, "\(taken) of 3,000 patterns taken")
        #expect(compared >= 8_000 && againstRegex >= 4_000)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Literals of eight bytes and more, compared as words (`LiteralWord`), and a choice's literals passed
    /// over where the search found them: on long lines (a word read whole) and near their ends (read a
    /// byte at a time), the match is the backtracker's, the Pike VM's and `Regex`'s.
    @Test func longLiteralsMatchAsTheEnginesDo() throws {
        var random = SplitMix64(seed: 4750)
        var taken = 0, compared = 0, wordsCompared = 0
        var failures: [String] = []
        for _ in 0..<2_000 {
            let pattern = Self.pattern(&random, literals: Self.longLiterals)
            let program = try Self.program(pattern)
            guard var matcher = DeterministicMatcher(program: program) else { continue }
            taken += 1
            if pattern.contains("abcdefgh") || pattern.contains("status") || pattern.contains("HTTP") { wordsCompared += 1 }
            var backtracker = BoundedBacktracker(program: program)
            var machine = PikeVM(program: program)
            for _ in 0..<8 {
                let line = Self.line(&random, literals: Self.longLiterals, most: 14)
                compared += 1
                _ = try Self.compare(pattern, on: line, &matcher, &backtracker, &machine, failures: &failures)
            }
            if failures.count >= 8 { break }
        }
        #expect(taken >= 600 && wordsCompared >= 200, "\(taken) of 2,000 patterns taken, \(wordsCompared) with a long literal")
        #expect(compared >= 4_800)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The broad random patterns of `RegexDifferentialTests` (assertions, lazy and counted repetitions,
    /// nested choices): those the matcher takes match as the backtracker does; the rest it must refuse.
    @Test func anyPatternItTakesMatchesAsTheBacktrackerDoes() throws {
        var random = SplitMix64(seed: 48)
        let bytes: [UInt8] = Array("ab1=. éx".utf8) + [0x80, 0xC3, 0xE2, 0xFF]
        var taken = 0
        for _ in 0..<3_000 {
            guard let program = try? RegexProgram(pattern: RegexDifferentialTests.pattern(&random, depth: 3)),
                  var matcher = DeterministicMatcher(program: program) else { continue }
            taken += 1
            var backtracker = BoundedBacktracker(program: program)
            for _ in 0..<4 {
                let line = (0..<Int(random.next() % 20)).map { _ in bytes[Int(random.next() % UInt64(bytes.count))] }
                let (ours, backtracked) = line.withUnsafeBytes { (matcher.firstMatch(in: $0).map(Array.init), backtracker.firstMatch(in: $0).map(Array.init)) }
                #expect(ours == backtracked, "\(program.instructions) on \(line)")
            }
        }
        #expect(taken >= 300, "\(taken) taken")
    }

    /// The bench's pattern on an nginx line: the method, then the status and the bytes.
    @Test func theAccessLogPattern() throws {
        var matcher = try #require(DeterministicMatcher(program: try Self.program(#"(?:GET|POST) \S+ HTTP/1\.[01]" (\d{3}) (\d+)"#)))
        let line = Array(#"10.0.1.1 - - [22/Nov/2026:10:00:00 +0000] "GET /api/items HTTP/1.1" 200 39921 "-" "Mozilla/5.0""#.utf8)
        #expect(line.withUnsafeBytes { matcher.firstMatch(in: $0).map(Array.init) } == [43, 77, 68, 71, 72, 77])
    }
}
