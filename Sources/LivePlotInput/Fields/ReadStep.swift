/// A step of a line whose shape passes over fields (`-f 2,5,8`): so many fields passed over, then one
/// read into `column`. A shape's steps (`RowShape.readSteps`) let its loop pass over a run of fields with
/// no column looked up for each (`RowShape.readSelectedForm`).
///
/// ```swift
/// // -f 2,5,8 of 8 fields: columns [-1, 0, -1, -1, 1, -1, -1, 2].
/// ReadStep.steps(columns: [-1, 0, -1, -1, 1, -1, -1, 2])
/// // [(passed 1, column 0), (passed 2, column 1), (passed 2, column 2)]
/// ```
struct ReadStep: Sendable, Equatable {
    /// The fields passed over before the one read.
    let passed: Int
    /// The column of the field read.
    let column: Int

    /// The steps of a shape's `columns` (each field's column, or `RowShape.skipped`), which end with a
    /// field read: one a field read, in order.
    static func steps(columns: [Int]) -> [ReadStep] {
        precondition(columns.last.map { $0 != RowShape.skipped } ?? true, "a shape ends with a field it reads")
        var steps: [ReadStep] = []
        var passed = 0
        for column in columns {
            if column == RowShape.skipped {
                passed += 1
            } else {
                steps.append(ReadStep(passed: passed, column: column))
                passed = 0
            }
        }
        return steps
    }
}
