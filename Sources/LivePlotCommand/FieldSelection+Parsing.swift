import LivePlotInput

extension FieldSelection {
    /// Reads `-f`'s value: positions, names and `*` patterns, separated by commas (`2`, `1,3`, `cpu,mem`,
    /// `node_load*`).
    public static func parse(_ text: String) throws(OptionsError) -> FieldSelection {
        var fields: [Field] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = String(part).trimmingBlanks
            if let position = Int(item) {
                guard position >= 1 else { throw .badValue("-f", text, "positions from 1, or field names, separated by commas") }
                guard position <= maximumPosition else {
                    throw .badValue("-f", text, "positions up to \(maximumPosition): a line of at most 1 MiB holds no more fields")
                }
                fields.append(.position(position))
            } else {
                guard !item.isEmpty, !item.hasPrefix("-"), !item.hasPrefix("+") else {
                    throw .badValue("-f", text, "positions from 1, or field names, separated by commas")
                }
                fields.append(item.contains("*") ? .pattern(NamePattern(item)) : .name(item))
            }
        }
        guard Set(fields).count == fields.count else { throw .badValue("-f", text, "each field once") }
        guard fields.count <= SeriesCatalog.maximumCount else {
            throw .badValue("-f", text, "at most \(SeriesCatalog.maximumCount) fields")
        }
        return FieldSelection(fields)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
