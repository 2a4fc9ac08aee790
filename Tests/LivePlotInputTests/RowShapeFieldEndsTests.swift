import LivePlotBasics
import Testing
@testable import LivePlotInput

/// The field-ends reading of a shape by position takes every line of the common form itself (plain
/// numbers or words one separator apart, to the LF; in delimited text, numbers quoted), however long: a missed stop would send the line to
/// the byte-by-byte `read`, which reads it the same — right, but slow, so no equivalence test sees it.
@Suite struct RowShapeFieldEndsTests {
    /// Property: lines of 1 to 16 fields (numbers of 1 to 21 bytes, words where `-f` passes over), blank,
    /// comma or tab separated, some comma-separated ones quoted, 1 to 150 bytes, each followed by 66 bytes
    /// of more lines: `readByFieldEndsAlone` (the common form's loop, or the quoted one's) returns the index past the line's LF, and the row `read` gives.
    @Test func everyLineOfTheCommonFormIsReadByItsFieldEnds() {
        var random = SplitMix64(seed: 5454)
        var longest = 0
        for trial in 0..<3000 {
            let width = 1 + Int(random.next() % 16)
            let passesOver = random.next() % 2 == 0
            var columns = (0..<width).map { $0 }
            if passesOver {
                // `-f` of a few fields: the rest passed over, the last field always read.
                var column = 0
                columns = (0..<width).map { field in
                    guard field == width - 1 || random.next() % 3 == 0 else { return RowShape.skipped }
                    defer { column += 1 }
                    return column
                }
            }
            let separator: UInt8 = [0x20, 0x2C, 0x09][Int(random.next() % 3)]
            let shape = RowShape(columns: columns, delimiter: separator == 0x2C ? 0x2C : nil)
            // Quoted CSV: the first field quoted and most of the numbers read (`readQuotedForm`).
            let quotes = separator == 0x2C && columns[0] != RowShape.skipped && random.next() % 2 == 0
            let fields = columns.enumerated().map { field, column in
                if column == RowShape.skipped { return random.next() % 2 == 0 ? Self.word(&random) : Self.number(&random) }
                return quotes && (field == 0 || random.next() % 4 != 0) ? "\"" + Self.number(&random) + "\"" : Self.number(&random)
            }
            let line = Array(fields.joined(separator: String(UnicodeScalar(separator))).utf8) + [0x0A]
            // Lines after it: a shape that passes over fields reads no line within 64 bytes of the buffer's end.
            let bytes = line + Array(String(repeating: "1 2 3\n", count: 11).utf8)
            longest = max(longest, line.count)
            let readColumns = (columns.max() ?? 0) + 1
            var fast = [Double](repeating: .nan, count: readColumns)
            var full = [Double](repeating: .nan, count: readColumns)
            let (fastEnd, fullEnd) = bytes.withUnsafeBytes { buffer in
                (fast.withUnsafeMutableBufferPointer {
                    shape.readByFieldEndsAlone(buffer, from: 0, into: $0.baseAddress!, maximumLineLength: 4096, powers: .shared)
                 },
                 full.withUnsafeMutableBufferPointer {
                    shape.read(buffer, from: 0, into: $0.baseAddress!, maximumLineLength: 4096, powers: .shared)
                 })
            }
            #expect(fastEnd == line.count && fullEnd == line.count, "trial \(trial): \(String(decoding: line, as: UTF8.self).debugDescription)")
            #expect(fast.map(\.bitPattern) == full.map(\.bitPattern), "trial \(trial): \(String(decoding: line, as: UTF8.self).debugDescription)")
        }
        #expect(longest > 100, "lines past the first window and several blocks")
    }

    /// A shape that passes over fields reads a line by its field ends only with 64 bytes of the buffer
    /// from the line's start, and 48 from the block that holds its last stop read (its numbers are read from
    /// words with no test of the buffer's end); nearer the end, `read` reads the line, to the same row.
    @Test func aShapeThatPassesOverFieldsLeavesTheBuffersLast64BytesToRead() {
        let shape = RowShape(columns: [RowShape.skipped, 0, RowShape.skipped, 1], delimiter: nil, readsWholeLine: false)
        let line = Array("x 12.5 y -7\n".utf8)
        for padding in [0, 30, 51, 52, 60, 80] {
            let bytes = line + Array(repeating: UInt8(ascii: "a"), count: padding)
            var alone = [Double](repeating: .nan, count: 2)
            var full = [Double](repeating: .nan, count: 2)
            let (aloneEnd, fullEnd) = bytes.withUnsafeBytes { buffer in
                (alone.withUnsafeMutableBufferPointer {
                    shape.readByFieldEndsAlone(buffer, from: 0, into: $0.baseAddress!, maximumLineLength: 4096, powers: .shared)
                 },
                 full.withUnsafeMutableBufferPointer {
                    shape.readByFieldEnds(buffer, from: 0, into: $0.baseAddress!, maximumLineLength: 4096, powers: .shared)
                 })
            }
            #expect(aloneEnd == (bytes.count >= 64 ? line.count : nil), "\(bytes.count) bytes")
            #expect(fullEnd == line.count && full == [12.5, -7], "\(bytes.count) bytes")
        }
    }

    /// A plain number of 1 to 21 bytes, as the field-ends reading takes them: a sign, digits, a point, an exponent.
    private static func number(_ random: inout SplitMix64) -> String {
        let digits = 1 + Int(random.next() % 12)
        var text = random.next() % 4 == 0 ? "-" : ""
        text += String((0..<digits).map { _ in Character(UnicodeScalar(UInt8(0x30 + random.next() % 10))) })
        if random.next() % 2 == 0 { text += "." + String(random.next() % 1000) }
        if random.next() % 5 == 0 { text += "e" + String(Int(random.next() % 9) - 4) }
        return text
    }

    /// A word a field passed over may hold: letters, a unit, a mark.
    private static func word(_ random: inout SplitMix64) -> String {
        ["x", "ms", "GET", "/api/v1/items", "a-b_c", "12%", "#7"][Int(random.next() % 7)]
    }
}
