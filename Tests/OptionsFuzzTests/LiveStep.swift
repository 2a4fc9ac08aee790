/// One thing the harness does to a live run on its pseudo-terminal, in order, `pause` apart.
///
/// ```swift
/// [.keys("+"), .pause(120), .mouse(64, 10, 5), .resize(40, 12), .keys("q")]
/// ```
enum LiveStep: Codable, Sendable, Equatable {
    /// Bytes typed (a key, an escape sequence, or junk).
    case keys(String)
    /// An SGR mouse report: button (0 press, 64/65 wheel, 32 drag), column and row from 1, pressed or released.
    case mouse(Int, Int, Int, Bool)
    /// The terminal resized to columns × rows (TIOCSWINSZ; the kernel sends SIGWINCH).
    case resize(Int, Int)
    /// Milliseconds of nothing.
    case pause(Int)
    /// Standard input closed (end of input).
    case closeInput
    /// A signal sent to liveplot: the last step when it is one, else only SIGWINCH.
    case signal(Int32)

    /// The bytes a `.mouse` step types.
    static func mouseReport(_ button: Int, _ column: Int, _ row: Int, _ pressed: Bool) -> String {
        "\u{1B}[<\(button);\(column);\(row)\(pressed ? "M" : "m")"
    }
}
