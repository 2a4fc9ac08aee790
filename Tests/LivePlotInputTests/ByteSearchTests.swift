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

    /// From the end back: the last target in `start..<end` a byte-by-byte scan finds, in any block, word
    /// or first byte, with empty and reversed ranges.
    @Test func findsTheLastAsAByteByByteScanDoes() {
        var random = SplitMix64(seed: 18)
        for _ in 0..<5000 {
            let count = Int(random.next() % 72)
            let density = 1 + random.next() % 24
            let bytes = (0..<count).map { _ in random.next() % density == 0 ? UInt8(0x3D) : UInt8(0x3C + random.next() % 2 * 2) }
            let start = Int(random.next() % UInt64(count + 1)), end = Int(random.next() % UInt64(count + 1))
            bytes.withUnsafeBytes { buffer in
                let expected = start < end ? (start..<end).last { bytes[$0] == 0x3D } : nil
                #expect(ByteSearch.lastIndex(of: 0x3D, in: buffer, from: start, before: end) == expected, "\(bytes) in \(start)..<\(end)")
            }
        }
    }

    /// A few literals' prefixes of one to three bytes: the first place a byte-by-byte scan finds, in a
    /// block, across blocks, in the last bytes (where a prefix no longer fits), overlapping ones. One to
    /// six literals: two and three are searched with their lanes held (`firstIndex(ofPrefixes:)`'s own
    /// cases), the others by the loop over literals.
    @Test func findsPrefixesAsAByteByByteScanDoes() {
        var random = SplitMix64(seed: 19)
        let alphabet: [UInt8] = [0x61, 0x62, 0x63, 0x3D, 0x80]
        for _ in 0..<12000 {
            let count = Int(random.next() % 100)
            let bytes = (0..<count).map { _ in random.next() % 3 == 0 ? alphabet[Int(random.next() % UInt64(alphabet.count))] : UInt8(0x20) }
            let width = 1 + Int(random.next() % 3)
            let literals = (0..<(1 + Int(random.next() % 6))).map { _ in
                (0..<width).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            }
            let start = Int(random.next() % UInt64(count + 1))
            let expected = (start..<max(start, count)).first { index in
                literals.contains { index + width <= count && bytes[index..<(index + width)].elementsEqual($0) }
            }
            let lanes = ByteSearch.prefixLanes(literals, width: width)
            let found = bytes.withUnsafeBytes { buffer in
                lanes.withUnsafeBufferPointer { ByteSearch.firstIndex(ofPrefixes: $0, width: width, in: buffer, from: start) }
            }
            #expect(found == expected, "\(literals) in \(bytes) from \(start)")
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
}
