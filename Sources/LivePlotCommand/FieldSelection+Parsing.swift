import LivePlotInput

extension FieldSelection {
    /// Reads `-f`'s value: positions, names and `*` patterns, separated by commas outside `{…}` and
    /// quotes (`2`, `1,3`, `cpu,mem`, `node_load*`, `http_requests_total{code="200",method="get"}`, a JSON
    /// path's quoted key `"a,b".c`); a `*` inside quotes is no pattern.
    public static func parse(_ text: String) throws(OptionsError) -> FieldSelection {
        var fields: [Field] = []
        for (part, hasStar) in items(of: text) {
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
                fields.append(hasStar ? .pattern(NamePattern(item)) : .name(item))
            }
        }
        guard Set(fields).count == fields.count else { throw .badValue("-f", text, "each field once") }
        guard fields.count <= SeriesCatalog.maximumCount else {
            throw .badValue("-f", text, "at most \(SeriesCatalog.maximumCount) fields")
        }
        return FieldSelection(fields)
    }

    /// The items of `-f`'s list, split at commas outside braces and double quotes (a backslash escapes
    /// the next character inside them), each with whether it has a `*` outside quotes.
    private static func items(of text: String) -> [(Substring, hasStar: Bool)] {
        var items: [(Substring, hasStar: Bool)] = []
        var start = text.startIndex
        var braces = 0
        var isQuoted = false
        var isEscaped = false
        var hasStar = false
        for index in text.indices {
            let character = text[index]
            if isQuoted {
                if isEscaped {
                    isEscaped = false
                } else if character == "\\" {
                    isEscaped = true
                } else if character == "\"" {
                    isQuoted = false
                }
                continue
            }
            switch character {
            case "\"": isQuoted = true
            case "{": braces += 1
            case "}": braces = max(0, braces - 1)
            case "*": hasStar = true
            case "," where braces == 0:
                items.append((text[start..<index], hasStar))
                start = text.index(after: index)
                hasStar = false
            default: break
            }
        }
        items.append((text[start...], hasStar))
        return items
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
