/// The cells that differ between two frames, as runs along rows.
///
/// Only what changed: how to cross the unchanged cells between two runs (resend them or move the cursor
/// over them) is a question of bytes, the encoder's alone (`ANSIEncoder`, which knows the styles and the
/// cursor).
///
/// ```swift
/// let diff = GridDiff(from: previous, to: next)
/// diff.isEmpty  // true when nothing changed: nothing is written
/// ```
///
/// - Complexity: O(width × height).
public struct GridDiff: Hashable, Sendable {
    public struct Run: Hashable, Sendable {
        public var row: Int
        public var column: Int
        public var count: Int
    }

    /// True when the screen must be cleared and drawn whole (first frame, or a new size).
    public let isFullRedraw: Bool
    public let runs: [Run]

    public init(from old: CellGrid?, to new: CellGrid) {
        guard let old, old.width == new.width, old.height == new.height else {
            isFullRedraw = true
            // After a clear only the non-blank cells need drawing.
            runs = Self.runs(in: new) { x, y in new[x, y] != .blank }
            return
        }
        isFullRedraw = false
        runs = Self.runs(in: new) { x, y in old[x, y] != new[x, y] }
    }

    public var isEmpty: Bool { runs.isEmpty && !isFullRedraw }

    private static func runs(in grid: CellGrid, changed: (Int, Int) -> Bool) -> [Run] {
        var runs: [Run] = []
        for y in 0..<grid.height {
            var current: Run?
            for x in 0..<grid.width where changed(x, y) {
                if var run = current, x == run.column + run.count {
                    run.count += 1
                    current = run
                } else {
                    if let run = current { runs.append(run) }
                    current = Run(row: y, column: x, count: 1)
                }
            }
            if let run = current { runs.append(run) }
        }
        return runs
    }
}
