import Testing
@testable import LivePlotInput

/// `LiteralFinder` against a search that compares at every offset: the same first index, whatever byte
/// it picks as rare, from any start.
@Suite struct LiteralFinderTests {
    static func naive(_ needle: [UInt8], in line: [UInt8], from start: Int) -> Int? {
        guard needle.count <= line.count, start <= line.count - needle.count else { return nil }
        return (start...(line.count - needle.count)).first { line[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// A needle of 1–4 bytes, a line of the same few bytes (long enough for the vector blocks every tenth
    /// round), and a start up to one past its end.
    static func randomCase(_ random: inout SplitMix64, round: Int) -> (needle: [UInt8], line: [UInt8], start: Int) {
        let alphabet = Array("rt= ab\"=xy".utf8) + [0xC3, 0xA9]
        let needle = (0..<(1 + Int(random.next() % 4))).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        let length = round % 10 == 0 ? Int(random.next() % 80) : Int(random.next() % 16)
        let line = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        return (needle, line, Int(random.next() % UInt64(length + 2)))
    }

    @Test func theFirstIndexANaiveSearchFinds() {
        var random = SplitMix64(seed: 33)
        for round in 0..<20_000 {
            let (needle, line, start) = Self.randomCase(&random, round: round)
            let finder = LiteralFinder(needle)
            let found = line.withUnsafeBytes { finder.firstIndex(in: $0, from: start) }
            #expect(found == Self.naive(needle, in: line, from: start), "\(needle) in \(line) from \(start)")
        }
    }

    /// From the end back: the last begin in `start...through` a naive search finds, whatever the rare
    /// byte, near the line's end and past it, lines long enough for the vector blocks included.
    @Test func theLastIndexANaiveSearchFinds() {
        var random = SplitMix64(seed: 34)
        for round in 0..<20_000 {
            let (needle, line, start) = Self.randomCase(&random, round: round)
            let through = Int(random.next() % UInt64(line.count + 3)) - 1
            let finder = LiteralFinder(needle)
            let found = line.withUnsafeBytes { finder.lastIndex(in: $0, from: start, through: through) }
            let expected = through < start ? nil : (start...through).last {
                $0 + needle.count <= line.count && line[$0..<($0 + needle.count)].elementsEqual(needle)
            }
            #expect(found == expected, "\(needle) in \(line) from \(start) through \(through)")
        }
    }

    /// The rare byte is the least common of the needle's: `=` in `rt=`, not `r`.
    @Test func theRareByte() {
        #expect(LiteralFinder(Array("rt=".utf8)).rareIndex == 2)
        #expect(LiteralFinder(Array("time=".utf8)).rareIndex == 4)
        #expect(LiteralFinder(Array("GET ".utf8)).rareIndex == 0)
    }
}
