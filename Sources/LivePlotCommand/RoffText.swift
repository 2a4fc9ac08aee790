import LivePlotText

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
                // groff's `\[uXXXX]` wants at least four upper-case digits.
                result += named[scalar] ?? "\\[u" + Hexadecimal.digits(scalar.value, count: 4) + "]"
            }
        }
        // A line starting with a dot or a quote is a request: the zero-width `\&` makes it text.
        if result.hasPrefix(".") { result = "\\&" + result }
        return result
    }
}
