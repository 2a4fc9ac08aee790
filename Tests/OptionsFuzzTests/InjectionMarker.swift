/// Escape sequences the fuzzer plants in inputs, names and option values, and the bytes that would show
/// one of them reached the terminal or a file whole: a title change (OSC), a colour change (CSI, also as
/// the one-byte C1 introducer), a device control string. Text liveplot writes never holds these: its own
/// colours are other sequences, and what it shows from outside goes through its escape filter.
///
/// ```swift
/// InjectionMarker.planted.randomElement()          // "\u{1B}]0;PWNED\u{7}"
/// InjectionMarker.found(in: Array("ok".utf8))      // nil
/// ```
enum InjectionMarker {
    static let planted: [String] = [
        "\u{1B}]0;PWNED\u{7}",
        "\u{1B}[7;31mPWN3D",
        "\u{9B}7;31mPWN3D",
        "\u{1B}P1$rPWNED\u{1B}\\",
    ]

    /// Planted as raw bytes (not UTF-8): a lone C1 CSI byte, then the sequence.
    static let plantedBytes: [UInt8] = [0x9B] + Array("7;31mPWN3D".utf8)

    /// What must never be written: each marker with its introducer.
    static let patterns: [[UInt8]] = [
        Array("\u{1B}]0;PWNED".utf8),
        Array("\u{1B}[7;31mPWN3D".utf8),
        [0x9B] + Array("7;31mPWN3D".utf8),
        Array("\u{1B}P1$rPWNED".utf8),
    ]

    /// The first marker found in `bytes`, quoted for a report; nil when none is.
    static func found(in bytes: [UInt8]) -> String? {
        for pattern in patterns where contains(bytes, pattern) {
            return String(decoding: pattern.map { $0 == 0x1B ? UInt8(ascii: "^") : $0 }, as: UTF8.self)
        }
        return nil
    }

    /// Whether `pattern` occurs in `bytes`. - Complexity: O(n·m), on outputs of a few MB at most.
    static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }
}
