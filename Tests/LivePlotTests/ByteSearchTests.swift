import Testing
@testable import LivePlotInput

@Suite struct ByteSearchTests {
    /// Property: eight bytes at a time finds exactly what a byte-by-byte scan finds, at every length,
    /// offset and position, including bytes whose lanes borrow (0x00, 0x80, 0xFF next to the target).
    @Test func findsWhatAByteByByteScanFinds() {
        var random = SplitMix64(seed: 17)
        let alphabet: [UInt8] = [0x0A, 0x3D, 0x3A, 0x00, 0x80, 0xFF, 0x0B, 0x09, 0x3C, 0x3E, 0x41]
        for _ in 0..<5000 {
            let count = Int(random.next() % 40)
            let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let start = count == 0 ? 0 : Int(random.next() % UInt64(count + 1))
            bytes.withUnsafeBytes { buffer in
                let expected = bytes.indices.first { $0 >= start && bytes[$0] == 0x0A }
                #expect(ByteSearch.firstIndex(of: 0x0A, in: buffer, from: start) == expected, "\(bytes) from \(start)")
                #expect(ByteSearch.contains(0x3D, or: 0x3A, in: buffer) == bytes.contains { $0 == 0x3D || $0 == 0x3A }, "\(bytes)")
            }
        }
    }
}
