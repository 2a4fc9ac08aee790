import Testing
@testable import LivePlotInput

/// `SampleMatcher`'s reading of a capture.
@Suite struct SampleMatcherTests {
    /// A capture of digits alone is read by `digitsValue`, to the bits the parse reads
    /// (`SampleParser.firstNumber`); anything else is left to the parse.
    @Test func aRunOfDigitsIsWhatTheParseReads() {
        var random = SplitMix64(seed: 52)
        let bytes = Array("0123456789012345678909:./ -e".utf8)
        var read = 0
        for _ in 0..<50_000 {
            let length = Int.random(in: 0...18, using: &random)
            // Mostly digits: now and then a byte the parse reads otherwise, or a separator.
            let span = (0..<length).map { _ in bytes[Int.random(in: 0..<(Int.random(in: 0..<4, using: &random) == 0 ? bytes.count : 20), using: &random)] }
            span.withUnsafeBytes { span in
                guard let value = SampleMatcher.digitsValue(span) else { return }
                read += 1
                #expect(value.bitPattern == SampleParser.firstNumber(in: span)?.bitPattern, "\(String(decoding: span, as: UTF8.self))")
            }
        }
        #expect(read > 15_000, "\(read) read as digits")
    }
}
