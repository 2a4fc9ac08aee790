/// A row label of a table (`vda`, `all`, `Mem`) and the series each of its layout's value slots goes
/// to, found once per label and slot rather than once per line.
///
/// ```swift
/// var label = TableLabel(bytes: Array("vda".utf8), slotCount: 22)
/// label.columns[21]   // TableLabel.unresolved until `vda %util` is first read
/// ```
struct TableLabel: Sendable {
    /// A slot whose series is not found yet.
    static let unresolved = -2
    /// A slot that is no series (`-f` selects others).
    static let notSelected = -1
    /// A slot past the most series kept: its values are dropped and counted.
    static let dropped = -3

    let bytes: [UInt8]
    /// The series' column of each value slot, or one of the marks above.
    var columns: [Int]
    /// The label's hash, made once: a row's step along x is found by it (`TableSteps`).
    let hash: Int
    /// The block of its layout it was last read in (`TableLayout.openBlock`); 0 before it was.
    var lastBlock = 0

    init(bytes: [UInt8], slotCount: Int) {
        self.bytes = bytes
        columns = Array(repeating: Self.unresolved, count: slotCount)
        hash = bytes.hashValue
    }
}
