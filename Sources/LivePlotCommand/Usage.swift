import LivePlotStore

/// The text of `liveplot --help`: the options from `OptionTable`, by section, then the keys.
///
/// ```swift
/// print(Usage.text)
/// ```
public enum Usage {
    public static let text = """
        liveplot \(Options.version): plot numbers streaming on standard input as a live chart

        liveplot [options]            read samples from standard input
        liveplot [options] FILE…      read each FILE (- is standard input); -F follows them
        liveplot --exec CMD [options] run CMD on a pseudo-terminal and read its output
        liveplot --demo [options]     plot a built-in demo signal (no input needed)
        liveplot --explain [options]  say how standard input is read, then exit

        \(optionLines)

        Keys (live mode, read from the terminal):
        \(keyLines)

        \(KeyHelp.pipes.joined(separator: "\n"))

        """

    /// The keys, their help aligned in one column.
    static var keyLines: String {
        KeyHelp.keys.map { key, action in
            "  " + key + String(repeating: " ", count: max(1, 14 - key.count)) + action
        }.joined(separator: "\n")
    }

    /// The column the options' help starts at.
    static let helpColumn = 24

    /// The options' part: each section's title, its options (help aligned in one column, or three spaces
    /// after a label that reaches it), then its notes.
    static var optionLines: String {
        var lines: [String] = []
        for section in OptionSpec.Section.allCases {
            lines.append(section.rawValue)
            for option in OptionTable.options where option.section == section && !option.usageLabel.isEmpty {
                let label = "  " + option.usageLabel
                let gap = label.count < helpColumn ? String(repeating: " ", count: helpColumn - label.count) : "   "
                lines.append(label + gap + option.help[0])
                lines += option.help.dropFirst().map { String(repeating: " ", count: helpColumn) + $0 }
            }
            lines += (OptionTable.notes[section] ?? []).joined().map { String(repeating: " ", count: helpColumn) + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
