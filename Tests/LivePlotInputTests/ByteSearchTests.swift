import Testing
@testable import LivePlotInput

@Suite struct ByteSearchTests {
    /// Property: sixteen and eight bytes at a time find exactly what a byte-by-byte scan finds, at every
    /// length, offset and position (past a block of sixteen, in the words after it, in the last bytes),
    /// including bytes whose lanes borrow (0x00, 0x80, 0xFF next to the target).
    @Test func findsWhatAByteByByteScanFinds() {
        var random = SplitMix64(seed: 17)
        let alphabet: [UInt8] = [0x0A, 0x3D, 0x3A, 0x00, 0x80, 0xFF, 0x0B, 0x09, 0x3C, 0x3E, 0x41]
        for _ in 0..<5000 {
            let count = Int(random.next() % 72)
            // Sparse or dense, so that targets lie in any block, word or last byte.
            let density = 1 + random.next() % 24
            let bytes = (0..<count).map { _ in random.next() % density == 0 ? alphabet[Int(random.next() % UInt64(alphabet.count))] : 0x61 }
            let start = count == 0 ? 0 : Int(random.next() % UInt64(count + 1))
            bytes.withUnsafeBytes { buffer in
                let expected = bytes.indices.first { $0 >= start && bytes[$0] == 0x0A }
                #expect(ByteSearch.firstIndex(of: 0x0A, in: buffer, from: start) == expected, "\(bytes) from \(start)")
                #expect(ByteSearch.contains(0x3D, or: 0x3A, in: buffer) == bytes.contains { $0 == 0x3D || $0 == 0x3A }, "\(bytes)")
            }
        }
    }

    /// The same for the end of a JSON string without escapes: a quote, a backslash or a control character,
    /// among bytes that borrow (0x1F, 0x20, 0x21, 0x23, 0x5B, 0x5D) and UTF-8's high bytes.
    @Test func findsAStringStopAsAByteByByteScanDoes() {
        var random = SplitMix64(seed: 23)
        let alphabet: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x80, 0xC3, 0xFF, 0x61, 0x7F]
        for _ in 0..<5000 {
            let count = Int(random.next() % 72)
            // Mostly harmless bytes, so that stops lie deep in the blocks and words.
            let bytes = (0..<count).map { _ in random.next() % 4 == 0 ? alphabet[Int(random.next() % UInt64(alphabet.count))] : 0x61 }
            let start = Int(random.next() % UInt64(count + 1))
            bytes.withUnsafeBytes { buffer in
                let expected = bytes.indices.first { $0 >= start && (bytes[$0] == 0x22 || bytes[$0] == 0x5C || bytes[$0] < 0x20) }
                #expect(ByteSearch.firstStringStop(in: buffer, from: start) == expected, "\(bytes) from \(start)")
            }
        }
    }

    /// The three-byte search and the end of a printable field, against a byte-by-byte scan, among bytes
    /// that borrow or carry in their lanes (0x00, 0x1F–0x22, 0x7E–0x80, 0xFF) and the ones looked for.
    @Test func findsThreeBytesAndPrintableEndsAsAByteByByteScanDoes() {
        var random = SplitMix64(seed: 29)
        let alphabet: [UInt8] = [0x0A, 0x3D, 0x3A, 0x2C, 0x3B, 0x22, 0x00, 0x1F, 0x20, 0x21, 0x7E, 0x7F, 0x80, 0xC2, 0xFF, 0x30]
        for _ in 0..<8000 {
            let count = Int(random.next() % 72)
            let density = 1 + random.next() % 24
            let bytes = (0..<count).map { _ in random.next() % density == 0 ? alphabet[Int(random.next() % UInt64(alphabet.count))] : 0x61 }
            let start = Int(random.next() % UInt64(count + 1))
            let low: UInt8 = random.next() % 2 == 0 ? 0x20 : 0x21
            let excluded: (UInt8, UInt8, UInt8, UInt8) = random.next() % 2 == 0 ? (0x2C, 0x3B, 0x3D, 0x3A) : (0x2C, 0x22, 0x2C, 0x2C)
            bytes.withUnsafeBytes { buffer in
                let three = bytes.indices.first { $0 >= start && (bytes[$0] == 0x0A || bytes[$0] == 0x3D || bytes[$0] == 0x3A) }
                #expect(ByteSearch.firstIndex(of: 0x0A, 0x3D, 0x3A, in: buffer, from: start) == three, "\(bytes) from \(start)")
                let end = bytes.indices.first { index in
                    let byte = bytes[index]
                    return index >= start && (byte < low || byte > 0x7E || byte == excluded.0 || byte == excluded.1
                        || byte == excluded.2 || byte == excluded.3)
                } ?? count
                #expect(ByteSearch.endOfPrintable(in: buffer, from: start, low: low, excluding: excluded) == end,
                        "\(bytes) from \(start), low \(low)")
            }
        }
    }

    /// Property: fields passed over a block at a time end where passing them one by one ends them (each
    /// a non-empty run of field bytes, then one separator), in random lines of short fields, separators
    /// doubled or missing now and then, and the bytes that must stop the search (`=`, `:`, a quote, LF,
    /// CR, VT, 0x7F, UTF-8, 0x20 where only a delimiter separates) anywhere, at every offset and count, in
    /// the blocks and in the last bytes.
    @Test func passesOverFieldsAsOneByOneDoes() {
        var random = SplitMix64(seed: 4747)
        let fieldBytes = Array("0123456789.-+abcxyzE%/_()[]".utf8)
        let stops: [UInt8] = [0x3D, 0x3A, 0x22, 0x0A, 0x0D, 0x0B, 0x0C, 0x7F, 0x80, 0xC2, 0xFF, 0x00, 0x1F, 0x20, 0x7E, 0x21]
        var reached = 0
        for _ in 0..<20_000 {
            // Blanks (a blank, tab, comma or semicolon) or a delimiter (a comma, tab or bar).
            let isBlanks = random.next() % 2 == 0
            let delimiter: UInt8 = [0x2C, 0x09, 0x7C][Int(random.next() % 3)]
            let separators: (UInt8, UInt8, UInt8, UInt8) = isBlanks ? (0x20, 0x09, 0x2C, 0x3B) : (delimiter, delimiter, delimiter, delimiter)
            let low: UInt8 = isBlanks ? 0x21 : 0x20
            let excluded: (UInt8, UInt8) = isBlanks ? (0x3D, 0x3A) : (0x22, 0x22)
            var bytes: [UInt8] = []
            for _ in 0..<(1 + Int(random.next() % 12)) {
                for _ in 0..<(Int(random.next() % 9) + (random.next() % 12 == 0 ? 0 : 1)) {
                    bytes.append(random.next() % 40 == 0 ? stops[Int(random.next() % UInt64(stops.count))]
                        : fieldBytes[Int(random.next() % UInt64(fieldBytes.count))])
                }
                let separator = isBlanks ? [separators.0, separators.1, separators.2, separators.3][Int(random.next() % 4)] : delimiter
                bytes.append(separator)
                if random.next() % 25 == 0 { bytes.append(separator) }
            }
            if random.next() % 3 == 0 { bytes.removeLast(Int(random.next() % UInt64(bytes.count))) }
            let start = Int(random.next() % 3) % (bytes.count + 1)
            let count = 1 + Int(random.next() % 8)
            func isSeparator(_ byte: UInt8) -> Bool { byte == separators.0 || byte == separators.1 || byte == separators.2 || byte == separators.3 }
            // One field at a time: a run of field bytes, non-empty, then a separator.
            var expected: Int? = start
            for _ in 0..<count {
                guard let index = expected else { break }
                let end = bytes[index...].firstIndex { byte in
                    isSeparator(byte) || byte < low || byte > 0x7E || byte == excluded.0 || byte == excluded.1
                } ?? bytes.count
                expected = end > index && end < bytes.count && isSeparator(bytes[end]) ? end + 1 : nil
            }
            if expected != nil { reached += 1 }
            let found = bytes.withUnsafeBytes {
                ByteSearch.pastFields(count, in: $0, from: start, separators: separators, low: low, excluding: excluded)
            }
            #expect(found == expected, "\(String(decoding: bytes, as: UTF8.self).debugDescription) from \(start), \(count) fields")
        }
        // Most searches find their fields, the rest stop on a byte or an empty field: both are tested.
        #expect(reached > 5000 && reached < 15_000, "\(reached)")
    }

    /// A block's compare as bits: lane i is bit i, whatever the other lanes hold.
    @Test func gathersABlocksLanesAsBits() {
        var random = SplitMix64(seed: 16)
        for _ in 0..<2000 {
            let bytes = SIMD16<UInt8>((0..<16).map { _ in random.next() % 3 == 0 ? 0x20 : UInt8(truncatingIfNeeded: random.next()) })
            let expected = (0..<16).reduce(UInt32(0)) { $0 | (bytes[$1] == 0x20 ? 1 << UInt32($1) : 0) }
            #expect(ByteSearch.bits(bytes .== SIMD16<UInt8>(repeating: 0x20)) == expected)
        }
    }
}
