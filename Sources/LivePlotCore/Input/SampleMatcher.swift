/// `--match REGEX`: takes a sample from each capture group, one series per group (named after the group
/// when it has a name, else by its number), or from the whole match when the pattern has no groups. A
/// line that does not match, or matches without a number, holds no sample.
///
/// ```swift
/// let matcher = try SampleMatcher(pattern: "time=([0-9.]+)")
/// matcher.numbers(in: Array("64 bytes … time=0.045 ms".utf8))  // [0.045]
/// ```
///
/// The line becomes a `String` to be matched: `--match` trades some speed for reading any log as it is.
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

    /// Calls `body` once per series with the series' name and the number it matched (`nan` for none),
    /// in group order; returns false when the line does not match.
    public func forEachNumber(in line: UnsafeRawBufferPointer, _ body: (_ series: Int, _ name: () -> String, Double) -> Void) -> Bool {
        let text = String(decoding: line, as: UTF8.self)
        guard let match = try? regex.firstMatch(in: text) else { return false }
        let output = match.output
        if output.count == 1 {
            body(0, { "1" }, Self.number(in: output[0].substring))
        } else {
            for index in 1..<output.count {
                let element = output[index]
                body(index - 1, { element.name ?? String(index) }, Self.number(in: element.substring))
            }
        }
        return true
    }

    /// The numbers of each series in `line` (`nan` where a group has none), or nil when it does not match.
    public func numbers(in line: [UInt8]) -> [Double]? {
        var numbers: [Double] = []
        let matched = line.withUnsafeBytes { forEachNumber(in: $0) { _, _, value in numbers.append(value) } }
        return matched ? numbers : nil
    }

    private static func number(in text: Substring?) -> Double {
        guard var bytes = text.map({ Array($0.utf8) }) else { return .nan }
        return bytes.withUnsafeMutableBytes { SampleParser.firstNumber(in: UnsafeRawBufferPointer($0)) } ?? .nan
    }
}
