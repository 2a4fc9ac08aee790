/// `--match REGEX`: takes the sample from the first capture group that matched (or from the whole match
/// when the pattern has no groups); a line that does not match holds no sample.
///
/// ```swift
/// let matcher = try SampleMatcher(pattern: "time=([0-9.]+)")
/// matcher.number(in: Array("64 bytes … time=0.045 ms".utf8))  // 0.045
/// ```
///
/// The line becomes a `String` to be matched: `--match` trades some speed (about 250k lines a second) for
/// reading any log as it is. Several groups will make several series once liveplot has them; today the
/// first group that matched is the sample.
public struct SampleMatcher: @unchecked Sendable {
    // `Regex` is an immutable value, safe to share across threads; its Sendable conformance is not
    // spelled out for `AnyRegexOutput`, hence @unchecked.
    private let regex: Regex<AnyRegexOutput>
    public let pattern: String

    /// Throws the regex's own error for a pattern it cannot compile.
    public init(pattern: String) throws {
        regex = try Regex(pattern)
        self.pattern = pattern
    }

    public func number(in line: UnsafeRawBufferPointer) -> Double? {
        let text = String(decoding: line, as: UTF8.self)
        guard let match = try? regex.firstMatch(in: text) else { return nil }
        let output = match.output
        var captured: Substring?
        if output.count > 1 {
            for index in 1..<output.count {
                if let substring = output[index].substring {
                    captured = substring
                    break
                }
            }
        } else {
            captured = output[0].substring
        }
        guard var bytes = captured.map({ Array($0.utf8) }) else { return nil }
        return bytes.withUnsafeMutableBytes { SampleParser.firstNumber(in: UnsafeRawBufferPointer($0)) }
    }

    public func number(in line: [UInt8]) -> Double? {
        line.withUnsafeBytes { number(in: $0) }
    }
}
