/// Names for a `--match` pattern's unnamed groups: the word of literal text just before each one, as a
/// person reads `time=([0-9.]+)` (the group is `time`). A group without such a word keeps its number.
///
/// ```swift
/// GroupNaming.names(of: try RegexParser.parse("rt=(\\d+) bytes: (\\d+)").node, given: [:])
/// // [1: "rt", 2: "bytes"]
/// ```
///
/// The word is the last run of letters, digits, `_`, `.` and `-` in the literals right before the group
/// (past the `=`, `:` and blanks that end them), starting with a letter: `GET / bytes=(\S+)` is `bytes`,
/// `" (\d{3})` has none. A name already taken, by `(?<name>…)` or an earlier group, is left to the
/// number, so every series keeps a name of its own.
///
/// - Complexity: O(size of the pattern), recursing as deep as its nesting (`RegexParser.maximumNesting`).
enum GroupNaming {
    /// `given` (the groups named in the pattern) and a name for each unnamed group that has a word before it.
    static func names(of node: RegexNode, given: [Int: String]) -> [Int: String] {
        var names = given
        var taken = Set(given.values)
        var literal: [UInt32] = []
        visit(node, literal: &literal, names: &names, taken: &taken)
        return names
    }

    private static func visit(_ node: RegexNode, literal: inout [UInt32], names: inout [Int: String], taken: inout Set<String>) {
        switch node {
        case .scalar(let value):
            literal.append(value)
        case .concat(let items):
            for item in items { visit(item, literal: &literal, names: &names, taken: &taken) }
        case .group(let inner, nil):
            // `(?:…)` groups nothing: its literals run on into what follows.
            visit(inner, literal: &literal, names: &names, taken: &taken)
        case .group(let inner, let index?):
            if names[index] == nil, let word = word(endingText: literal), taken.insert(word).inserted {
                names[index] = word
            }
            literal = []
            visit(inner, literal: &literal, names: &names, taken: &taken)
            literal = []
        case .alternate(let branches):
            for branch in branches {
                literal = []
                visit(branch, literal: &literal, names: &names, taken: &taken)
            }
            literal = []
        case .repetition(let inner, _, _, _):
            literal = []
            visit(inner, literal: &literal, names: &names, taken: &taken)
            literal = []
        case .empty, .set, .assertion:
            literal = []
        }
    }

    /// The word `text` ends with, past its trailing `=`, `:` and blanks; nil when there is none.
    private static func word(endingText text: [UInt32]) -> String? {
        var end = text.count
        while end > 0, let scalar = Unicode.Scalar(text[end - 1]), ["=", ":", " ", "\t"].contains(scalar) { end -= 1 }
        var start = end
        while start > 0, let scalar = Unicode.Scalar(text[start - 1]), isWordScalar(scalar) { start -= 1 }
        // A word starts with a letter: `1.5=(…)` names nothing.
        while start < end, let scalar = Unicode.Scalar(text[start]), !isLetter(scalar) { start += 1 }
        guard start < end else { return nil }
        return String(String.UnicodeScalarView(text[start..<end].compactMap(Unicode.Scalar.init)))
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || (scalar >= "0" && scalar <= "9") || scalar == "_" || scalar == "." || scalar == "-"
    }
}
