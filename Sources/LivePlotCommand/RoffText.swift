/// Text made safe for a roff (man) page: what roff would read as a request or an escape is escaped, and
/// characters beyond ASCII are named, so the page renders the same with or without a UTF-8 input filter.
///
/// ```swift
/// RoffText.escaped("--fps N ≤ 240")   // "\\-\\-fps N \\(<= 240"
/// ```
enum RoffText {
    /// Characters beyond ASCII by their groff names, where groff has one every device draws; the rest
    /// are written as `\[uXXXX]`.
    static let named: [Unicode.Scalar: String] = [
        "←": "\\(<-", "→": "\\(->", "↑": "\\(ua", "↓": "\\(da", "×": "\\(mu", "≤": "\\(<=", "≥": "\\(>=",
        "°": "\\(de", "µ": "\\(mc", "·": "\\(pc", "÷": "\\(di", "…": "\\&.\\|.\\|.", "’": "\\(cq", "—": "\\(em",
        "–": "\\(en", "●": "\\(bu", "ⁿ": "^n",
    ]

    /// `text` as roff reads it in running text: backslashes, hyphens (which roff may break or turn into
    /// a typographer's hyphen; options must stay minus signs), a leading dot or quote, and characters
    /// beyond ASCII.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "'", "`": result += scalar == "'" ? "\\(aq" : "\\(ga"
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default:
                result += named[scalar] ?? "\\[u" + hex(scalar.value) + "]"
            }
        }
        // A line starting with a dot or a quote is a request: the zero-width `\&` makes it text.
        if result.hasPrefix(".") { result = "\\&" + result }
        return result
    }

    /// Upper-case hexadecimal, at least four digits, as groff's `\[uXXXX]` wants it.
    private static func hex(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = ""
        var rest = value
        repeat {
            text.insert(digits[Int(rest & 0xF)], at: text.startIndex)
            rest >>= 4
        } while rest > 0
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}
