import Testing
@testable import LivePlotCore

@Suite struct LineFieldScannerTests {
    static func fields(_ text: String) -> [LineField] { LineFieldScanner.fields(in: Array(text.utf8)) }

    @Test func pairsAndBareFields() {
        #expect(Self.fields("cpu=12 mem:40% 7") == [.pair(key: "cpu", value: 12), .pair(key: "mem", value: 40), .bare(value: 7)])
        #expect(Self.fields("a,b;7\t-2") == [.bare(value: nil), .bare(value: nil), .bare(value: 7), .bare(value: -2)])
        #expect(Self.fields("  ") == [])
    }

    @Test func keysStartWithALetter() {
        #expect(Self.fields("12:00:01") == [.bare(value: nil)], "a time is not a pair")
        #expect(Self.fields("eth0.rx_bytes=123 tx-bytes:4 a/b=5") == [
            .pair(key: "eth0.rx_bytes", value: 123), .pair(key: "tx-bytes", value: 4), .pair(key: "a/b", value: 5),
        ])
        #expect(Self.fields("x=1=2") == [.pair(key: "x", value: nil)], "the value is the rest of the field")
    }

    /// ping's own output line.
    @Test func readsPing() {
        let line = "64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.045 ms"
        let pairs = Self.fields(line).compactMap { field -> String? in
            if case .pair(let key, let value?) = field { return "\(key)=\(value)" }
            return nil
        }
        #expect(pairs == ["icmp_seq=1.0", "ttl=64.0", "time=0.045"])
    }

    /// A field without a number keeps its place: the series after it do not shift.
    @Test func aMissingValueLeavesAGapInItsPlace() {
        #expect(Self.fields("1,,3").map(\.value) == [1, nil, 3], "an empty CSV field is a gap, not a shift")
        #expect(Self.fields(",1").map(\.value) == [nil, 1])
        #expect(Self.fields("1,2,").map(\.value) == [1, 2, nil])
        #expect(Self.fields("1 , 2 ;3").map(\.value) == [1, 2, 3], "blanks around a comma do not make fields")
        #expect(Self.fields("  1  0      0 123").map(\.value) == [1, 0, 0, 123], "aligned columns")
        #expect(Self.fields("1 n/a 3").map(\.value) == [1, nil, 3])
        #expect(Self.fields("cpu=12 mem=? io=3").map(\.value) == [12, nil, 3])
    }

    /// Bytes from anywhere: NUL, invalid UTF-8, escapes. Never a crash; keys stay as given (they are made
    /// safe for the screen where they are drawn), values only from the sample grammar.
    @Test func arbitraryBytesNeverCrash() {
        var random = SplitMix64(seed: 31)
        for _ in 0..<20_000 {
            let bytes = (0..<Int(random.next() % 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            for field in LineFieldScanner.fields(in: bytes) {
                if let value = field.value { #expect(value.isFinite) }
            }
        }
    }
}
