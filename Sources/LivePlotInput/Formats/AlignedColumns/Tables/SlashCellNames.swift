/// The series a docker-stats cell `a / b` gives, by its column's name, as data: `NET I/O` in and out,
/// `BLOCK I/O` read and write; a column named `X / Y` (`MEM USAGE / LIMIT`) gives X alone, the usage
/// (the limit is constant).
///
/// ```swift
/// SlashCellNames.names(forColumn: "NET I/O")             // ["NET I/O in", "NET I/O out"]
/// SlashCellNames.names(forColumn: "MEM USAGE / LIMIT")   // ["MEM USAGE"]
/// SlashCellNames.names(forColumn: "CPU %")               // ["CPU %"]
/// ```
enum SlashCellNames {
    /// Columns whose two parts are both series, and the words that tell them apart.
    static let pairs: [String: (String, String)] = ["NET I/O": ("in", "out"), "BLOCK I/O": ("read", "write")]

    /// The names of the series a column's cells give: one, or two for the two parts of `a / b`.
    static func names(forColumn name: String) -> [String] {
        if let (first, second) = pairs[name] { return [name + " " + first, name + " " + second] }
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        if let slash = words.firstIndex(of: "/"), slash > 0 { return [words[..<slash].joined(separator: " ")] }
        return [name]
    }
}
