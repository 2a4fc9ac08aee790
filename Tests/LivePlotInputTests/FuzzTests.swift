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
    /// Hostile tables: ragged rows, label columns that turn numeric, blocks without headers, headers
    /// wider or narrower than their rows, repeated headers with other spacing, time-led and summary
    /// rows, `a / b` cells: through the whole ingest stage (every mode of `IngestFuzzHarness`), and line
    /// by line, where every line has an outcome, a reason when it gave no row, and the rows are the batch's.
    @Test func hostileTables() throws {
        var random = SplitMix64(seed: 42)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let names = ["Device", "r/s", "%util", "CPU %", "MEM USAGE / LIMIT", "NET I/O", "avg-cpu:", "KB/s in", "NAME", "CONTAINER ID", "used"]
        let cells = ["12", "0.5", "vda", "all", "0", "1.2kB / 0B", "web", "-", "Mem:", "Average:", "12:11:07", "12:11:07 AM", "45%", "x=1", "", "nan"]
        let selections = [nil, try FieldSelection.parse("%util"), try FieldSelection.parse("used,NET I/O")]
        for round in 0..<Sweep.count(unit: 60, long: 600) {
            var text = ""
            for _ in 0..<Int(1 + random.next() % 4) {
                let width = Int(1 + random.next() % 9)
                let spacing = Int(1 + random.next() % 4)
                let header = (0..<width).map { _ in pick(names) }
                if random.next() % 4 != 0 {
                    if random.next() % 3 == 0 { text += pick(["---a--- ---b---", "  eth0    lo", "Linux 6.1 (vm)\t11/26/26"]) + "\n" }
                    text += (random.next() % 3 == 0 ? "00:11:07   " : "") + header.joined(separator: String(repeating: " ", count: spacing)) + "\n"
                }
                for _ in 0..<Int(random.next() % 6) {
                    let count = max(0, width + Int(random.next() % 5) - 2)
                    text += (0..<count).map { _ in pick(cells) }.joined(separator: String(repeating: " ", count: Int(1 + random.next() % 4))) + "\n"
                }
                if random.next() % 2 == 0 { text += "\n" }
            }
            let bytes = Array(text.utf8)
            for mode: UInt8 in [0, 3, 8, 20] {
                let failures = IngestFuzzHarness.run([mode] + bytes)
                #expect(failures.isEmpty, "round \(round), mode \(mode): \(failures.prefix(3)) in \(text.debugDescription)")
            }
            for selection in selections {
                var reader = FieldRowReader(selection: selection)
                var batch = SampleBatch()
                var rows = 0
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                for line in lines {
                    switch reader.read(Array(line.utf8), into: &batch) {
                    case .row: rows += 1
                    case .header, .skipped, .ignored, .recordGoesOn: _ = reader.lastSkipReason
                    }
                }
                batch.checkInvariants()
                // A line of one `key: value` pair joins its scrape's row (`ScrapeRow`): a row said, none added.
                #expect(rows >= batch.rowCount && (rows == 0) == (batch.rowCount == 0), "round \(round): every row the reader said is in the batch")
                #expect(reader.catalog.count <= SeriesCatalog.maximumCount)
            }
        }
    }
}
