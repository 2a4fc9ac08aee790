/// A line that gave no sample, as `--explain` lists it: its number, its text as a person can read it
/// (control characters and escapes made visible, cut to a width), and why (`SkipReason`).
///
/// ```swift
/// let line = UnusedLine(number: 1, bytes: Array("Linux 6.1\t(vm)".utf8), reason: .banner)
/// line.text   // "Linux 6.1\\t(vm)"
/// ```
public struct UnusedLine: Hashable, Sendable {
    /// The line's 1-based number in the input.
    public let number: Int
    /// Its text, cut to `maximumLength` characters (`…` marks the cut), every control character shown as
    /// an escape (`\t`, `\r`, `\e`, `\x7F`, `\u{9B}`): nothing of it acts on a terminal.
    public let text: String
    public let reason: SkipReason

    /// The most characters of a line kept.
    public static let maximumLength = 60

    public init(number: Int, bytes: some Collection<UInt8>, reason: SkipReason) {
        self.number = number
        self.reason = reason
        text = Self.visible(bytes.prefix(4 * Self.maximumLength))
    }

    /// A line already made visible, with another reason.
    init(number: Int, text: String, reason: SkipReason) {
        self.number = number
        self.text = text
        self.reason = reason
    }

    /// `bytes` decoded as UTF-8 (a byte that is not, as U+FFFD), controls made visible, cut to `length`.
    static func visible(_ bytes: some Collection<UInt8>, length: Int = maximumLength) -> String {
        var text = ""
        var count = 0
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            let shown = escape(scalar)
            guard count + shown.count <= length else {
                text += "…"
                break
            }
            text += shown
            count += shown.count
        }
        return text
    }

    /// A scalar as it is shown: itself, or its escape when it is a control (C0, DEL, C1).
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x09: "\\t"
        case 0x0D: "\\r"
        case 0x1B: "\\e"
        case 0x00..<0x20, 0x7F: "\\x" + hex(scalar.value)
        case 0x80..<0xA0: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        case 0x5C: "\\\\"
        default: String(scalar)
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
