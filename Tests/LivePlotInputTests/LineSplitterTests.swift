import Testing
@testable import LivePlotInput

@Suite struct LineSplitterTests {
    /// Splits `input` fed in the given chunk sizes; returns the lines and the dropped count.
    static func split(_ input: [UInt8], chunks: [Int], maximum: Int = LineSplitter.defaultMaximumLineLength) -> ([String], Int) {
        var splitter = LineSplitter(maximumLineLength: maximum)
        var lines: [String] = []
        var offset = 0
        var chunkIndex = 0
        while offset < input.count {
            let size = min(chunks[chunkIndex % chunks.count], input.count - offset)
            chunkIndex += 1
            input[offset..<offset + size].withUnsafeBytes { chunk in
                splitter.split(chunk) { lines.append(String(decoding: $0, as: UTF8.self)) }
            }
            offset += size
        }
        splitter.finish { lines.append(String(decoding: $0, as: UTF8.self)) }
        return (lines, splitter.droppedLineCount)
    }

    @Test func everySplitPointGivesTheSameLines() {
        let input = Array("12\r\n-3.5\n\nabc\r\n7\n.5".utf8)
        let expected = ["12", "-3.5", "", "abc", "7", ".5"]
        for first in 1...input.count {
            for second in 1...4 {
                #expect(Self.split(input, chunks: [first, second]).0 == expected, "chunks \(first), \(second)")
            }
        }
    }

    @Test func aPartialLastLineIsKeptUntilTheEnd() {
        #expect(Self.split(Array("1\n2".utf8), chunks: [1]).0 == ["1", "2"])
        #expect(Self.split(Array("1\n2\n".utf8), chunks: [3]).0 == ["1", "2"])
        #expect(Self.split([], chunks: [1]).0 == [])
    }

    @Test func aCROnItsOwnStaysInTheLine() {
        #expect(Self.split(Array("1\r2\n".utf8), chunks: [2]).0 == ["1\r2"])
    }

    @Test func overLongLinesAreDroppedWholeAtAnyChunking() {
        let input = Array("1234\n123456789\n12\n987654321".utf8)
        for size in 1...input.count {
            let (lines, dropped) = Self.split(input, chunks: [size], maximum: 4)
            #expect(lines == ["1234", "12"], "chunk \(size)")
            #expect(dropped == 2, "chunk \(size)")
        }
    }

    @Test func theCROfCRLFDoesNotCountAgainstTheLimit() {
        let (lines, dropped) = Self.split(Array("1234\r\n".utf8), chunks: [1], maximum: 4)
        #expect(lines == ["1234"])
        #expect(dropped == 0)
    }
}
