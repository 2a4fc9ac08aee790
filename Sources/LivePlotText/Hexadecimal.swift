/// Numbers written in upper-case hexadecimal, padded with zeros to a width.
///
/// ```swift
/// Hexadecimal.digits(0x2192, count: 4)   // "2192"
/// Hexadecimal.digits(0xD7, count: 2)     // "D7"
/// ```
public enum Hexadecimal {
    static let symbols = Array("0123456789ABCDEF")

    /// `value`'s digits, at least `count` of them (zeros in front), more when the value needs them.
    public static func digits(_ value: UInt32, count: Int) -> String {
        var text = ""
        var rest = value
        repeat {
            text.append(symbols[Int(rest & 0xF)])
            rest >>= 4
        } while rest > 0
        text += String(repeating: "0", count: max(0, count - text.count))
        return String(text.reversed())
    }
}
