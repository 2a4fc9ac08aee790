import Testing
@testable import LivePlotInput

@Suite struct LineFieldScannerTests {
    /// Each field as text, and its key when it is a pair.
    static func fields(_ text: String) -> [String] {
        var fields: [String] = []
        Array(text.utf8).withUnsafeBytes { line in
            LineFieldScanner.forEachRawField(in: line) { field in
                let keyLength = LineFieldScanner.keyLength(of: field)
                let text = String(decoding: field, as: UTF8.self)
                fields.append(keyLength == 0 ? text : "\(text.prefix(keyLength))|\(text.dropFirst(keyLength + 1))")
            }
        }
        return fields
    }

    @Test func pairsAndBareFields() {
        #expect(Self.fields("cpu=12 mem:40% 7") == ["cpu|12", "mem|40%", "7"])
        #expect(Self.fields("a,b;7\t-2") == ["a", "b", "7", "-2"])
        #expect(Self.fields("  ") == [])
    }

    @Test func keysStartWithALetter() {
        #expect(Self.fields("12:00:01") == ["12:00:01"], "a time is not a pair")
        #expect(Self.fields("eth0.rx_bytes=123 tx-bytes:4 a/b=5") == ["eth0.rx_bytes|123", "tx-bytes|4", "a/b|5"])
        #expect(Self.fields("x=1=2") == ["x|1=2"], "the value is the rest of the field")
        #expect(Self.fields("k\u{1B}=1 =3 _a=2") == ["k\u{1B}=1", "=3", "_a=2"], "no key, no pair")
    }

    /// A field without a number keeps its place: the series after it do not shift.
    @Test func emptyFieldsKeepTheirPlace() {
        #expect(Self.fields("1,,3") == ["1", "", "3"], "an empty CSV field is a gap, not a shift")
        #expect(Self.fields(",1") == ["", "1"])
        #expect(Self.fields("1,2,") == ["1", "2", ""])
        #expect(Self.fields("1 , 2 ;3") == ["1", "2", "3"], "blanks around a comma do not make fields")
        #expect(Self.fields("  1  0      0 123") == ["1", "0", "0", "123"], "aligned columns")
    }

    /// Bytes from anywhere: NUL, invalid UTF-8, escapes. Never a crash, and the fields cover the line:
    /// every byte that is no separator lands in exactly one field, in order.
    @Test func arbitraryBytesSplitWhole() {
        var random = SplitMix64(seed: 31)
        for _ in 0..<20_000 {
            // A CR is trimmed only at the end of a field (the CR of CRLF); elsewhere it stays: left out here.
            let bytes = (0..<Int(random.next() % 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }.filter { $0 != 0x0D }
            var kept: [UInt8] = []
            bytes.withUnsafeBytes { line in
                LineFieldScanner.forEachRawField(in: line) { kept += $0 }
            }
            #expect(kept == bytes.filter { !SampleParser.isSeparator($0) }, "\(bytes)")
        }
    }
}
