/// Reads a `--match` pattern into a `RegexNode`: the syntax of Swift's `Regex` for what a linear-time
/// matcher can run, and a clear error naming anything else.
///
/// Taken: literals, `.`, classes (`[a-z0-9_]`, `[^,]`, `\d \w \s` and their negations), groups
/// (`(…)`, `(?:…)`, `(?<name>…)`, `(?P<name>…)`), `|`, `* + ? {n} {n,} {,m} {n,m}` greedy or lazy
/// (`*?`), anchors `^ $ \A \z \Z \b \B`, escapes `\t \n \r \f \v \e \xHH \x{H…} \uHHHH`. Classes are
/// ASCII (`\d` is `[0-9]`). Refused: backreferences, lookaround, atomic groups, possessive
/// quantifiers, inline options, `\p{…}`, POSIX classes, `\Q…\E`.
///
/// Bounded, as RE2 and Rust's `regex` bound a pattern: at most `maximumNesting` groups and repetitions
/// one inside another (the compiler recurses on them), at most `maximumGroups` capture groups (each is a
/// series), counts up to `maximumRepetition`; past a bound the pattern is refused, naming it.
///
/// ```swift
/// let parsed = try RegexParser.parse("(?<rx>\\d+) bytes")
/// parsed.groupNames  // [1: "rx"]; so does `rx=(\d+) bytes` (`GroupNaming`)
/// ```
public struct RegexParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var groupCount = 0
    private var names: [Int: String] = [:]
    /// Groups open around the current position.
    private var openGroups = 0

    /// Repetition counts above this are refused: a pattern compiles to a program of bounded size.
    public static let maximumRepetition = 1000
    /// Groups and repetitions one inside another: deeper is refused, as Rust's `regex` refuses past its
    /// nest limit (250 too), so that the parser, the compiler and the walks over a tree never recurse
    /// deeper than this.
    public static let maximumNesting = 250
    /// Capture groups: each is a series, and a line holds at most `SeriesCatalog.maximumCount` of them.
    public static let maximumGroups = SeriesCatalog.maximumCount

    public struct Parsed: Sendable {
        public let node: RegexNode
        public let groupCount: Int
        public let groupNames: [Int: String]
    }

    public static func parse(_ pattern: String) throws(RegexError) -> Parsed {
        var parser = RegexParser(scalars: Array(pattern.unicodeScalars))
        let node = try parser.alternation()
        if parser.position < parser.scalars.count {
            // Only an unmatched `)` stops an alternation before the end.
            throw RegexError("unmatched ')'")
        }
        // An unnamed group is named by the word before it (`time=([0-9.]+)` is `time`), else its number.
        return Parsed(node: node, groupCount: parser.groupCount, groupNames: GroupNaming.names(of: node, given: parser.names))
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    private mutating func take(_ expected: Unicode.Scalar) -> Bool {
        guard current == expected else { return false }
        position += 1
        return true
    }

    private mutating func alternation() throws(RegexError) -> RegexNode {
        var branches = [try concatenation()]
        while take("|") { branches.append(try concatenation()) }
        if branches.count == 1 { return branches[0] }
        // `a|b|c` reads one scalar of any branch, as `[abc]` does: one instruction rather than a split
        // per branch (`(?:a|b|c|d|e|f|g|h){500}` is 500 instructions, not 11,500). No branch captures, so
        // which branch matched never shows.
        var ranges: [ClosedRange<UInt32>] = []
        for branch in branches {
            switch branch {
            case .scalar(let value): ranges.append(value...value)
            case .set(let set): ranges += set.ranges
            default: return .alternate(branches)
            }
        }
        // The set merges the ranges, as a class's members are merged (`characterClass`).
        return .set(ScalarSet(ranges: ranges))
    }

    private mutating func concatenation() throws(RegexError) -> RegexNode {
        var items: [RegexNode] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            let atom = try self.atom()
            items.append(try quantified(atom))
        }
        return items.isEmpty ? .empty : items.count == 1 ? items[0] : .concat(items)
    }

    private mutating func quantified(_ atom: RegexNode) throws(RegexError) -> RegexNode {
        var node = atom
        while let scalar = current {
            var bounds: (min: Int, max: Int?)
            switch scalar {
            case "*": bounds = (0, nil)
            case "+": bounds = (1, nil)
            case "?": bounds = (0, 1)
            case "{":
                guard let counted = countedBounds() else { return node }
                bounds = counted
            default: return node
            }
            if case .assertion = node { throw RegexError("quantifier '\(scalar)' after an anchor") }
            if scalar != "{" { position += 1 }
            if let max = bounds.max, bounds.min > max {
                throw RegexError("range lower bound '\(bounds.min)' must be less than or equal to upper bound '\(max)'")
            }
            if bounds.min > Self.maximumRepetition || (bounds.max ?? 0) > Self.maximumRepetition {
                throw RegexError("a repetition count above \(Self.maximumRepetition)")
            }
            var greedy = true
            if take("?") {
                greedy = false
            } else if current == "+" {
                throw .unsupported("a possessive quantifier ('\(scalar)+')")
            }
            node = .repetition(node, min: bounds.min, max: bounds.max, greedy: greedy)
            try Self.checkNesting(node)
            if let next = current, "*+?".unicodeScalars.contains(next) {
                throw RegexError("quantifier '\(next)' must appear after expression")
            }
        }
        return node
    }

    /// `{n}`, `{n,}`, `{,m}`, `{n,m}` at the current position, consumed; nil (nothing consumed) when the
    /// brace is a literal one, as in `a{2`.
    private mutating func countedBounds() -> (min: Int, max: Int?)? {
        var index = position + 1
        func number() -> Int? {
            var value: Int?
            while index < scalars.count, let digit = Int(String(scalars[index])), scalars[index].isASCII {
                value = min(1_000_000, (value ?? 0) * 10 + digit)
                index += 1
            }
            return value
        }
        let low = number()
        var high = low
        if index < scalars.count, scalars[index] == "," {
            index += 1
            high = number()
        } else if low == nil {
            return nil
        }
        guard index < scalars.count, scalars[index] == "}", low != nil || high != nil else { return nil }
        position = index + 1
        return (low ?? 0, high)
    }

    private mutating func atom() throws(RegexError) -> RegexNode {
        let scalar = current!
        position += 1
        switch scalar {
        case "(": return try group()
        case "[": return .set(try characterClass())
        case ".": return .set(.anyButNewline)
        case "^": return .assertion(.start)
        case "$": return .assertion(.end)
        case "\\": return try escape()
        case "*", "+", "?": throw RegexError("quantifier '\(scalar)' must appear after expression")
        default: return .scalar(scalar.value)
        }
    }

    private mutating func group() throws(RegexError) -> RegexNode {
        var index: Int?
        if take("?") {
            switch current {
            case ":": position += 1
            case "<" where peek(1) != "=" && peek(1) != "!", "P" where peek(1) == "<", "'":
                if current == "P" { position += 1 }
                let close: Unicode.Scalar = current == "'" ? "'" : ">"
                position += 1
                var name = ""
                while let scalar = current, scalar != close {
                    guard scalar.properties.isAlphabetic || scalar == "_" || (scalar.isASCII && Int(String(scalar)) != nil && !name.isEmpty) else {
                        throw RegexError("invalid group name")
                    }
                    name.unicodeScalars.append(scalar)
                    position += 1
                }
                guard take(close), !name.isEmpty else { throw RegexError("expected group name") }
                guard !names.values.contains(name) else { throw RegexError("group named '\(name)' already exists") }
                groupCount += 1
                index = groupCount
                names[groupCount] = name
            case "=", "!": throw .unsupported("lookahead ('(?\(current!)')")
            case "<": throw .unsupported("lookbehind ('(?<\(peek(1)!)')")
            case ">": throw .unsupported("an atomic group ('(?>')")
            case "#": throw .unsupported("a comment group ('(?#')")
            case "|": throw .unsupported("a branch reset group ('(?|')")
            case "(": throw .unsupported("a conditional ('(?(')")
            default: throw .unsupported("an inline option or special group ('(?\(current.map(String.init) ?? "")')")
            }
        } else {
            groupCount += 1
            index = groupCount
        }
        if groupCount > Self.maximumGroups {
            throw RegexError("more than \(Self.maximumGroups) capture groups (a series each, at most \(Self.maximumGroups); '(?:…)' groups without capturing)")
        }
        // Checked on the way in, before the recursion goes deeper.
        openGroups += 1
        guard openGroups <= Self.maximumNesting else { throw Self.nestingError }
        let inner = try alternation()
        openGroups -= 1
        guard take(")") else { throw RegexError("expected ')'") }
        let node = RegexNode.group(inner, index: index)
        try Self.checkNesting(node)
        return node
    }

    private static let nestingError = RegexError("groups and repetitions nested more than \(maximumNesting) deep")

    /// Refuses a node nested deeper than `maximumNesting`: repetitions of repetitions (`a{2}{2}`) nest
    /// without a group, so the depth is counted on the tree, whose parts have passed this check already.
    ///
    /// - Complexity: O(size of the node); a node is checked once per group or quantifier around it, at most
    ///   `maximumNesting` times.
    private static func checkNesting(_ node: RegexNode) throws(RegexError) {
        if node.nesting > maximumNesting { throw nestingError }
    }

    /// After a backslash outside a class.
    private mutating func escape() throws(RegexError) -> RegexNode {
        guard let scalar = current else { throw RegexError("expected escape sequence") }
        if let set = try classEscape() { return .set(set) }
        position += 1
        switch scalar {
        case "b": return .assertion(.wordBoundary)
        case "B": return .assertion(.notWordBoundary)
        case "A": return .assertion(.start)
        case "z", "Z": return .assertion(.end)
        default:
            position -= 1
            return .scalar(try literalEscape())
        }
    }

    /// `\d \D \w \W \s \S` at the current position (after the backslash), consumed; nil for another.
    private mutating func classEscape() throws(RegexError) -> ScalarSet? {
        let set: ScalarSet
        switch current {
        case "d": set = .digits
        case "D": set = ScalarSet.digits.inverted
        case "w": set = .word
        case "W": set = ScalarSet.word.inverted
        case "s": set = .space
        case "S": set = ScalarSet.space.inverted
        case "p", "P": throw .unsupported("a Unicode property ('\\\(current!)')")
        default: return nil
        }
        position += 1
        return set
    }

    /// A literal written as an escape, the backslash behind: `\.`, `\t`, `\x41`, `\u{…}`.
    private mutating func literalEscape() throws(RegexError) -> UInt32 {
        let scalar = current!
        position += 1
        switch scalar {
        case "t": return 0x09
        case "n": return 0x0A
        case "r": return 0x0D
        case "f": return 0x0C
        case "v": return 0x0B
        case "e": return 0x1B
        case "a": return 0x07
        case "0": return 0
        case "x", "u":
            if take("{") {
                let value = hexDigits(upTo: 8)
                guard take("}"), let value, value <= 0x10FFFF else { throw RegexError("invalid escape sequence '\\\(scalar)\u{7B}'") }
                return value
            }
            guard let value = hexDigits(upTo: scalar == "x" ? 2 : 4) else { throw RegexError("invalid escape sequence '\\\(scalar)'") }
            return value
        case "1"..."9": throw .unsupported("a backreference ('\\\(scalar)')")
        case "k", "g": throw .unsupported("a backreference ('\\\(scalar)')")
        case "Q": throw .unsupported("quoting ('\\Q…\\E')")
        case "K": throw .unsupported("'\\K'")
        case "G": throw .unsupported("'\\G'")
        case "R", "X", "N", "h", "H", "C", "O", "y", "Y":
            throw .unsupported("'\\\(scalar)'")
        default:
            // Any other character that is not a letter or a digit stands for itself.
            guard !scalar.properties.isAlphabetic, !(scalar.isASCII && Int(String(scalar)) != nil) else {
                throw RegexError("invalid escape sequence '\\\(scalar)'")
            }
            return scalar.value
        }
    }

    private mutating func hexDigits(upTo count: Int) -> UInt32? {
        var value: UInt32 = 0
        var taken = 0
        while taken < count, let scalar = current, let digit = UInt32(String(scalar), radix: 16), scalar.isASCII {
            value = value * 16 + digit
            position += 1
            taken += 1
        }
        return taken == 0 ? nil : value
    }

    /// After `[`: members up to `]`, negated after `^`.
    private mutating func characterClass() throws(RegexError) -> ScalarSet {
        let negated = take("^")
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while true {
            guard let scalar = current else { throw RegexError("expected ']'") }
            if scalar == "]" {
                guard !first else { throw RegexError("expected custom character class members") }
                position += 1
                break
            }
            first = false
            if scalar == "[" {
                if peek(1) == ":" { throw .unsupported("a POSIX class ('[:…:]')") }
                throw .unsupported("a nested class or set operation ('[' inside a class)")
            }
            if scalar == "&", peek(1) == "&" || scalar == "-" && peek(1) == "-" || scalar == "~" && peek(1) == "~" {
                throw .unsupported("a class set operation ('\(scalar)\(scalar)')")
            }
            // A member: a class escape (whole sets), or a scalar that may start a range.
            if scalar == "\\" {
                position += 1
                if let set = try classEscape() {
                    if current == "-", peek(1) != "]" { throw RegexError("invalid bound for character class range") }
                    ranges += set.ranges
                    continue
                }
                if current == "b" {
                    position += 1
                    ranges.append(0x08...0x08)
                    continue
                }
            } else {
                position += 1
            }
            let low = scalar == "\\" ? try literalEscape() : scalar.value
            if current == "-", let next = peek(1), next != "]" {
                position += 1
                let highScalar = current!
                position += 1
                var high = highScalar.value
                if highScalar == "\\" {
                    if (try classEscape()) != nil { throw RegexError("invalid bound for character class range") }
                    high = try literalEscape()
                }
                guard low <= high else { throw RegexError("invalid character class range") }
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
        }
        let set = ScalarSet(ranges: ranges)
        return negated ? set.inverted : set
    }
}
