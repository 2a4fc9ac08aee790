import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// `DeterministicMatcher`'s two searches past the straight line: a choice whose branches each begin with
/// a literal (`status=(\d+)|code=(\d+)`: `BranchLiterals` skips to where one stands), and a gap (`.*` of
/// `(?:ERROR|WARN) .*took (\d+)ms`, searched from the end back). Both held to `BoundedBacktracker`,
/// `PikeVM` and `Regex` on random patterns and on lines built from the patterns' own pieces, so that
/// literals overlap, repeat and stand one byte apart.
@Suite struct DeterministicGapTests {
    static let literals = ["a", "ab", "ba", "b=", "=", "ab=", "took ", "to", "ms", " "]
    static let gaps = [".*", #"\S*"#, "[^x]*", ".+", "[ab=]*"]
    static let rests = [#"(\d+)ms"#, #"=(\d+)"#, #"(\S+)"#, "", " ", #"(\d*)"#, "(b)"]

    /// A random pattern: maybe a choice of literals (and a piece after some), maybe a gap, then a literal
    /// and a rest that never gives back.
    static func pattern(_ random: inout SplitMix64) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        func literal() -> String { NSRegularExpression.escapedPattern(for: pick(literals)) }
        let branches = (0..<(1 + random.next() % 4)).map { _ in literal() + (random.next() % 3 == 0 ? pick([#"\d"#, "x", "[ab]"]) : "") }
        let choice = branches.count == 1 ? branches[0] : (random.next() % 2 == 0 ? "(?:" : "(") + branches.joined(separator: "|") + ")"
        let gap = random.next() % 5 == 0 ? "" : pick(gaps)
        let head = random.next() % 4 == 0 ? "" : choice
        return head + gap + literal() + pick(rests)
    }

    /// A line of the pieces, digits, spaces, `x`, a newline now and then, and bytes past ASCII (ill-formed ones too).
    static func line(_ random: inout SplitMix64) -> [UInt8] {
        let pieces: [[UInt8]] = (literals + ["12", "3", "x", "é", " ", "a", "b", "took 7ms", "=5", "\n"]).map { Array($0.utf8) }
            + [[0x80], [0xC3], [0xE2, 0x82]]
        return (0..<(random.next() % 12)).flatMap { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
    }

    /// Whenever the matcher takes a pattern, its match is the backtracker's and the Pike VM's on every
    /// line, and `Regex`'s on the well-formed ones; most patterns with a gap are taken.
    @Test func matchesAsTheEnginesAndRegexDo() throws {
        var random = SplitMix64(seed: 4801)
        var taken = 0, gaps = 0, choices = 0, againstRegex = 0
        var failures: [String] = []
        for _ in 0..<3_000 {
            let pattern = Self.pattern(&random)
            let program = try RegexProgram(pattern: pattern)
            guard var matcher = DeterministicMatcher(program: program) else { continue }
            taken += 1
            if Self.gaps.contains(where: { pattern.contains($0) }) { gaps += 1 }
            if pattern.contains("|") { choices += 1 }
            var backtracker = BoundedBacktracker(program: program)
            var machine = PikeVM(program: program)
            for _ in 0..<10 {
                let line = Self.line(&random)
                if try DeterministicMatcherTests.compare(pattern, on: line, &matcher, &backtracker, &machine, regexTakesNewlines: false,
                                                         failures: &failures) { againstRegex += 1 }
            }
            if failures.count >= 8 { break }
        }
        #expect(taken >= 1_500 && gaps >= 1_000 && choices >= 500, "\(taken) taken, \(gaps) with a gap, \(choices) with a choice")
        #expect(againstRegex >= 10_000, "\(againstRegex) lines against Regex")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// `BranchLiterals` gives each next start a search at every offset gives, the leftmost where any of
    /// its literals stands, and tells which of them stand there.
    @Test func theLiteralsStartWhereANaiveSearchFindsThem() {
        var random = SplitMix64(seed: 4802)
        // Few bytes, so that literals share first bytes and pairs, and stand overlapping.
        let alphabet = Array("ab= t".utf8) + [0xC3]
        for round in 0..<5_000 {
            let literals = (0..<(1 + Int(random.next() % 4))).map { _ in
                (0..<(1 + Int(random.next() % 5))).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            }
            // Long lines too, so that a prefix stands in a block of sixteen, across two, and in the last bytes.
            let length = round % 4 == 0 ? Int(random.next() % 70) : Int(random.next() % 20)
            let line = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let starts = BranchLiterals(literals)!
            var places = Array(repeating: -1, count: literals.count)
            var from = 0
            line.withUnsafeBytes { buffer in places.withUnsafeMutableBufferPointer { places in
                while from <= line.count {
                    let standing = literals.map { literal in
                        (from...line.count).first { $0 + literal.count <= line.count && line[$0..<($0 + literal.count)].elementsEqual(literal) }
                    }
                    let expected = standing.compactMap { $0 }.min()
                    let found = starts.nextStart(in: buffer, from: from, places: places)
                    #expect(found == expected, "\(literals) in \(line) from \(from)")
                    guard let found, found == expected else { return }
                    for branch in literals.indices {
                        #expect(starts.begins(branch, at: found, places: places) == (standing[branch] == found), "\(literals[branch]) at \(found) of \(line)")
                    }
                    from = found + 1 + Int(random.next() % 3)
                }
            } }
        }
    }

    /// The patterns users write: the last `took` of the line after the level, the first `status=` or
    /// `code=` whichever comes first, none where the literal stands without its number.
    @Test(arguments: [
        (#"(?:ERROR|WARN|INFO) .*took (\d+)ms"#, "2026-11-22T10:00:10Z INFO [db] took 3s, retried: took 25ms took 7ms thread=2", [21, 67, 64, 65]),
        (#"(?:ERROR|WARN|INFO) .*took (\d+)ms"#, "WARN took ms INFO took 12ms", [0, 27, 23, 25]),
        (#"(?:ERROR|WARN|INFO) .*took (\d+)ms"#, "DEBUG x took 12ms", nil),
        (#"status=(\d+)|code=(\d+)"#, "host=a code=404 status=200", [7, 15, -1, -1, 12, 15]),
        (#"status=(\d+)|code=(\d+)"#, "status=x code=5", [9, 15, -1, -1, 14, 15]),
    ] as [(String, String, [Int]?)])
    func thePatternsUsersWrite(pattern: String, line: String, expected: [Int]?) throws {
        var matcher = try #require(DeterministicMatcher(program: try RegexProgram(pattern: pattern)))
        #expect(Array(line.utf8).withUnsafeBytes { matcher.firstMatch(in: $0).map(Array.init) } == expected)
    }
}
