import Testing
@testable import LivePlotInput

@Suite struct FieldStopsTests {
    /// Property: a block's stops, sixteen at a time, are exactly the bytes `contains` calls stops, lane i
    /// bit i, for the blank-separated and the delimited tables, over random bytes of every class (control,
    /// blanks, the excluded ones, 0x7E and 0x7F, 0x80 and above), and in the last bytes of a buffer.
    @Test func blocksFlagWhatABytesTestFlags() {
        var random = SplitMix64(seed: 4949)
        let tables = [FieldStops(lowest: 0x21, excluded: (0x2C, 0x3B, 0x3D, 0x3A)),
                      FieldStops(lowest: 0x20, excluded: (0x09, 0x22, 0x09, 0x09)),
                      FieldStops(lowest: 0x20, excluded: (0x7C, 0x22, 0x7C, 0x7C))]
        let edges: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x2C, 0x3A, 0x3B, 0x3C, 0x3D, 0x7C, 0x7E, 0x7F, 0x80, 0xC2, 0xFF]
        var flagged = 0
        for _ in 0..<4000 {
            let stops = tables[Int(random.next() % UInt64(tables.count))]
            let count = 1 + Int(random.next() % 40)
            let bytes = (0..<count).map { _ in
                random.next() % 3 == 0 ? edges[Int(random.next() % UInt64(edges.count))] : UInt8(truncatingIfNeeded: random.next())
            }
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < count {
                    let expected = (0..<min(16, count - offset)).reduce(UInt32(0)) { bits, lane in
                        bits | (stops.contains(bytes[offset + lane]) ? 1 << UInt32(lane) : 0)
                    }
                    let found = offset + 16 <= count ? stops.block(buffer.baseAddress!, at: offset) : stops.lastBlock(buffer, at: offset)
                    #expect(found == expected, "\(bytes) at \(offset)")
                    flagged += found.nonzeroBitCount
                    offset += 1 + Int(random.next() % 16)
                }
            }
        }
        #expect(flagged > 10_000, "stops were flagged: \(flagged)")
    }

    /// Property: a window's stops (`FieldStops.windowWidth` at a time) are exactly the bytes `contains` calls stops,
    /// lane i bit i, whole windows and those the buffer's end cuts short (no lane past it flagged).
    @Test func windowsFlagWhatABytesTestFlags() {
        var random = SplitMix64(seed: 6464)
        let stops = FieldStops(lowest: 0x21, excluded: (0x2C, 0x3B, 0x3D, 0x3A))
        let edges: [UInt8] = [0x09, 0x0A, 0x20, 0x21, 0x2C, 0x3A, 0x3B, 0x3D, 0x7E, 0x7F, 0x80]
        for _ in 0..<1000 {
            let count = 1 + Int(random.next() % 160)
            let bytes = (0..<count).map { _ in
                random.next() % 4 == 0 ? edges[Int(random.next() % UInt64(edges.count))] : UInt8(33 + random.next() % 90)
            }
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < count {
                    let expected = (0..<min(FieldStops.windowWidth, count - offset)).reduce(UInt64(0)) { bits, lane in
                        bits | (stops.contains(bytes[offset + lane]) ? 1 << UInt64(lane) : 0)
                    }
                    #expect(stops.window(buffer, at: offset) == expected, "\(bytes) at \(offset)")
                    offset += 1 + Int(random.next() % 40)
                }
            }
        }
    }

    /// `contains` is the rule written out: below the lowest byte, past `~`, or one of the excluded.
    @Test func stopsAreTheBytesAFieldMayNotHold() {
        let blanks = FieldStops(lowest: 0x21, excluded: (0x2C, 0x3B, 0x3D, 0x3A))
        for byte in UInt8(0)...UInt8(0xFF) {
            let holds = byte >= 0x21 && byte <= 0x7E && ![0x2C, 0x3B, 0x3D, 0x3A].contains(byte)
            #expect(blanks.contains(byte) == !holds, "\(byte)")
        }
    }
}
