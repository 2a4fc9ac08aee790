import Testing
@testable import LivePlotInput

@Suite struct LiteralWordTests {
    /// Property: a literal's words stand at a place exactly where its bytes do, compared one by one: over
    /// random literals of 1 to 20 bytes (one word, two, three) and random lines drawn from the literal's own
    /// bytes and a near miss of each, at every place of the line — the places less than eight bytes from
    /// its end (read a byte at a time, never past the end) and the ones where the literal would run past it.
    @Test func wordsStandWhereTheBytesDo() {
        var random = SplitMix64(seed: 5050)
        var stood = 0, nearTheEnd = 0
        for _ in 0..<3_000 {
            let literal = (0..<(1 + Int(random.next() % 20))).map { _ in UInt8(0x61 + random.next() % 3) }
            let words = LiteralWord.words(of: literal)
            #expect(words.flatMap(\.bytes) == literal && words.dropLast().allSatisfy { $0.count == 8 })
            // Lines made of the literal cut anywhere and of bytes it holds, so that it often stands.
            var line: [UInt8] = []
            while line.count < Int(random.next() % 40) {
                if random.next() % 2 == 0 {
                    line += literal.prefix(Int(random.next() % UInt64(literal.count + 1)))
                } else {
                    line.append(UInt8(0x61 + random.next() % 4))
                }
            }
            line.withUnsafeBytes { bytes in
                for position in 0...line.count {
                    var at = position
                    let byWords = words.allSatisfy { word in
                        defer { at += 8 }
                        return word.stands(in: bytes, at: at)
                    }
                    let byBytes = position + literal.count <= line.count && Array(line[position..<(position + literal.count)]) == literal
                    #expect(byWords == byBytes, "\(literal) in \(line) at \(position)")
                    if byBytes { stood += 1 }
                    if byBytes, position + 8 > line.count { nearTheEnd += 1 }
                }
            }
        }
        #expect(stood >= 1_000 && nearTheEnd >= 300, "stood \(stood), near the end \(nearTheEnd)")
    }

    /// A run of bytes in a branch becomes words of eight, the rest of the steps kept in order.
    @Test func mergesRunsOfBytesIntoWords() {
        let steps = Array("status=".utf8).map(DeterministicMatcher.Step.byte) + [.save(2)] + [.byte(0x20)]
            + Array("abcdefghij".utf8).map(DeterministicMatcher.Step.byte)
        var words: [LiteralWord] = []
        #expect(DeterministicMatcher.merged(steps, words: &words) == [.literal(0), .save(2), .literal(1), .literal(2)])
        #expect(words == [LiteralWord("status=".utf8), LiteralWord(" abcdefg".utf8), LiteralWord("hij".utf8)])
        #expect(DeterministicMatcher.merged([.byte(0x61), .save(2)], words: &words) == [.byte(0x61), .save(2)] && words.count == 3)
    }
}
