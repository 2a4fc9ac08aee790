/// Two paths are equal when they draw the same: the same kind and style, the same points in the same
/// runs (compared exactly: a point moved by any amount is another picture), the same clip.
///
/// ```swift
/// VectorPath(kind: .data, style: .line, runs: [[(0.5, 3.2)]]) == VectorPath(kind: .data, style: .line, runs: [[(0.5, 3.2)]])  // true
/// ```
extension VectorPath: Equatable {
    public static func == (left: VectorPath, right: VectorPath) -> Bool {
        guard left.kind == right.kind, left.style == right.style, left.runs.count == right.runs.count,
              left.beyond?.y == right.beyond?.y, left.beyond?.isBelow == right.beyond?.isBelow else { return false }
        return zip(left.runs, right.runs).allSatisfy { leftRun, rightRun in
            leftRun.count == rightRun.count && zip(leftRun, rightRun).allSatisfy { $0.x == $1.x && $0.y == $1.y }
        }
    }
}
