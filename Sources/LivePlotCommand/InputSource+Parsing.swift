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
           text[..<equals].allSatisfy({ Self.nameCharacters.contains($0) }) {
            name = String(text[..<equals])
            line = text[text.index(after: equals)...]
        }
        guard line.contains(where: { !$0.isWhitespace }) else {
            throw OptionsError("invalid value '\(OptionsError.shown(text))' for '--exec': a command to run ('vmstat 1', or web1=ssh web1 vmstat 1)")
        }
        self = .command(name: name, line: String(line))
    }

    /// What a source's `name=` may hold: it names series (`web1 us`), so nothing a shell or a status line
    /// would make of.
    static let nameCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789_-")
}
