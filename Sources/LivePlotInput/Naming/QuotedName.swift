/// A name `-f` gave in double quotes (`-f '"vda %util",%idle'`, `-f '"a,b"'`: a name with a comma), as a
/// header or a table names it: without its quotes. `-f` keeps the quotes, which a JSON path reads as its
/// quoted key (`"a,b".c`); a header's or a table's name is matched with them or without.
///
/// ```swift
/// QuotedName.unquoted("\"vda %util\"")   // "vda %util"
/// QuotedName.unquoted("\"a\".\"b\"")      // nil: two quoted parts
/// ```
enum QuotedName {
    /// The name inside the quotes of `name`, when it is one quoted name (a backslash escapes the next
    /// character); nil for any other.
    static func unquoted(_ name: String) -> String? {
        guard name.count > 2, name.first == "\"", name.last == "\"" else { return nil }
        var inside = ""
        var isEscaped = false
        for character in name.dropFirst().dropLast() {
            if isEscaped {
                inside.append(character)
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
            } else if character == "\"" {
                return nil
            } else {
                inside.append(character)
            }
        }
        return isEscaped ? nil : inside
    }
}
