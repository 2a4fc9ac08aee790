import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// The short, seeded fuzz pass CI runs: the seed corpus of real producer output (tools/fuzz/corpus), then
/// mutations of it, through the whole ingest stage: 150 mutations and 30 random inputs in the unit tier,
/// 3,000 and 300 in the long tier (`Sweep`). `tools/fuzz` runs libFuzzer for longer.
@Suite struct FuzzTests {
    static let corpus: [[UInt8]] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../tools/fuzz/corpus").standardized
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted() ?? []
        return names.compactMap { try? Array(Data(contentsOf: directory.appendingPathComponent($0))) }
    }()

    static let sequences: [[UInt8]] = ["\u{1B}[2J", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{1B}P", "\u{9B}", "\0", "\r", "\u{1B}"].map { Array($0.utf8) }

    @Test func theCorpusIsThere() {
        #expect(Self.corpus.count >= 7, "tools/fuzz/corpus")
    }

    @Test func seededMutationsOfTheCorpus() {
        var random = SplitMix64(seed: 2026)
        var inputs = Self.corpus.flatMap { file in (0..<4).map { [UInt8($0 * 37)] + file } }
        for _ in 0..<Sweep.count(unit: 150, long: 3000) {
            var input = Self.corpus[Int(random.next() % UInt64(Self.corpus.count))]
            for _ in 0..<Int(1 + random.next() % 8) {
                let position = input.isEmpty ? 0 : Int(random.next() % UInt64(input.count))
                switch random.next() % 6 {
                case 0 where !input.isEmpty: input[position] ^= UInt8(1 << (random.next() % 8))
                case 1: input.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
                case 2 where !input.isEmpty: input.removeSubrange(position..<min(input.count, position + Int(random.next() % 40)))
                case 3: input.insert(contentsOf: Self.sequences[Int(random.next() % UInt64(Self.sequences.count))], at: position)
                case 4:
                    let other = Self.corpus[Int(random.next() % UInt64(Self.corpus.count))]
                    input.insert(contentsOf: other.prefix(Int(random.next() % 200)), at: position)
                default: input.insert(contentsOf: Array(String(Double(bitPattern: random.next())).utf8), at: position)
                }
            }
            inputs.append([UInt8(truncatingIfNeeded: random.next())] + input)
        }
        for _ in 0..<Sweep.count(unit: 30, long: 300) {
            inputs.append((0..<Int(random.next() % 300)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        }
        var failures: [String] = []
        for (done, input) in inputs.enumerated() {
            failures += IngestFuzzHarness.run(input)
            Sweep.progress("ingest fuzz", done: done + 1, of: inputs.count)
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}
