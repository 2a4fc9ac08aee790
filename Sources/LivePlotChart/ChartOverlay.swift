/// What live interaction adds to a chart: the cursor's column, the paused state, a replay's speed and an
/// input gone quiet, which the status line reports.
///
/// ```swift
/// let overlay = ChartOverlay(cursor: 80, pausedFor: 120)  // cursor at dot column 80; 120 rows since pause
/// overlay.statusFields                                    // ["paused +120"]
/// ```
public struct ChartOverlay: Hashable, Sendable {
    /// The cursor's dot column in the plot, nil when hidden.
    public var cursor: Int?
    /// Rows that arrived since the view paused, nil while live.
    public var pausedFor: Int?
    /// The speed of a replay (`--replay`), nil for input shown as it comes.
    public var replaySpeed: Double?
    /// The first panel shown, when `--split` has more than fit (`↑`/`↓` page through them).
    public var firstPanel: Int
    /// A word for the person at the keys, said first for a while (`saved chart.svg`).
    public var notice: String?
    /// What is said of each source, after the notice: one gone quiet (`quiet 25s`, `web1 quiet 25s`), one
    /// that ended while others go on (`app ended`), a failed run (`curl exited 7`).
    public var quiet: [String]

    public init(cursor: Int? = nil, pausedFor: Int? = nil, replaySpeed: Double? = nil, firstPanel: Int = 0,
                notice: String? = nil, quiet: [String] = []) {
        self.cursor = cursor
        self.pausedFor = pausedFor
        self.replaySpeed = replaySpeed
        self.firstPanel = firstPanel
        self.notice = notice
        self.quiet = quiet
    }

    /// What the status line says first: `quiet 25s`, `replay 10x`, `paused +12`. (An `x`, not `×`: the
    /// status line is the same on a terminal that is not UTF-8.)
    public var statusFields: [String] {
        var fields: [String] = []
        if let notice { fields.append(notice) }
        fields += quiet
        if let replaySpeed { fields.append("replay \(ValueFormatter.figure(replaySpeed))x") }
        if let pausedFor { fields.append(replaySpeed != nil ? "paused" : "paused +\(pausedFor)") }
        return fields
    }
}
