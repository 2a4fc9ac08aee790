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
        liveplot --demo [options]     plot a built-in demo signal (no input needed)

        \(optionLines)

        Keys (live mode, read from the terminal):
          q, Ctrl-C     quit
          space         pause or resume (samples keep arriving while paused)
          ←, →          move the cursor; the status line reads the samples under it
          PgUp, PgDn    scroll through the history kept
          ↑, ↓          show the panels above, below (--split, when not all fit)
          +, -          zoom in, zoom out (to the whole history; with --window, its span)
          Home, End     go to the start, or back to the live end
          mouse         a click puts the cursor on that column; the wheel zooms about the pointer

        Pipes: most programs buffer their output when it goes to a pipe. Use `stdbuf -oL cmd`,
        `grep --line-buffered` or `python3 -u` so lines reach liveplot as they are written.

        """

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
            lines += (OptionTable.notes[section] ?? []).map { String(repeating: " ", count: helpColumn) + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
