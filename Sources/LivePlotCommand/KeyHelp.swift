/// The keys of live mode as the usage text and the manual list them: the one place they are worded.
///
/// ```swift
/// KeyHelp.keys.first  // (keys: "q, Ctrl-C", action: "quit")
/// ```
public enum KeyHelp {
    public static let keys: [(keys: String, action: String)] = [
        ("q, Ctrl-C", "quit"),
        ("space", "pause or resume (samples keep arriving while paused)"),
        ("←, →", "move the cursor; the status line reads the samples under it"),
        ("PgUp, PgDn", "scroll through the history kept"),
        ("↑, ↓", "show the panels above, below (--split, when not all fit)"),
        ("+, -", "zoom in, zoom out (to the whole history; with --window, its span)"),
        ("Home, End", "go to the start, or back to the live end"),
        ("h", "the histogram of the values in view, and back to the chart"),
        ("1 … 9", "hide or show the series of that legend entry; the y axis fits what is shown"),
        ("s", "save the view to -o FILE, else to liveplot-YYYYMMDD-HHMMSS.txt here"),
        ("mouse", "a click puts the cursor on that column; the wheel zooms about the pointer"),
    ]

    /// The advice on buffering every pipe needs, as lines of the usage text.
    public static let pipes = [
        "Pipes: most programs buffer their output when it goes to a pipe. Use `stdbuf -oL cmd`,",
        "`grep --line-buffered` or `python3 -u` so lines reach liveplot as they are written.",
    ]
}
