import LivePlotInput

extension InputSource {
    /// A command as `--exec` gives it: `[name=]CMD`, the name lowercase letters, digits, `_` and `-`.
    ///
    /// ```swift
    /// try InputSource(commandText: "web1=ssh web1 vmstat 1")   // .command(name: "web1", line: "ssh web1 vmstat 1")
    /// try InputSource(commandText: "vmstat 1")                 // .command(name: nil, line: "vmstat 1")
    /// ```
    init(commandText text: String) throws(OptionsError) {
        var name: String?
        var line = Substring(text)
        if let equals = text.firstIndex(of: "="), equals > text.startIndex,
           text[..<equals].allSatisfy({ Self.nameCharacters.contains($0) }), !Self.isAssignment(text[text.index(after: equals)...]) {
            name = String(text[..<equals])
            line = text[text.index(after: equals)...]
        }
        if let name, name.count > SourceNames.longestName {
            throw OptionsError("invalid name '\(OptionsError.shown(name))' for '--exec': at most \(SourceNames.longestName) characters (it names every series of the command)")
        }
        guard line.contains(where: { !$0.isWhitespace }) else {
            throw OptionsError("invalid value '\(OptionsError.shown(text))' for '--exec': a command to run ('vmstat 1', or web1=ssh web1 vmstat 1)")
        }
        self = .command(name: name, line: String(line))
    }

    /// Whether what follows `word=` is a shell variable's value rather than a command (`i=0; while …`,
    /// `n=5 && …`): a first word that ends a command (`;`, `&&`, `||`, `|`), or is followed by one.
    /// `web1=ssh web1 vmstat 1` and `load=uptime` are names.
    static func isAssignment(_ rest: Substring) -> Bool {
        let first = rest.prefix { !$0.isWhitespace }
        let after = rest.dropFirst(first.count).drop { $0.isWhitespace }
        return first.contains(where: { ";|&".contains($0) }) || after.first.map { ";|&".contains($0) } == true
    }

    /// What a source's `name=` may hold: it names series (`web1 us`), so nothing a shell or a status line
    /// would make of.
    static let nameCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789_-")
}
