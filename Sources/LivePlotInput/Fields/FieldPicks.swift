/// `-f` as every format's reader applies it: the fields selected (positions, names, patterns), each the
/// series of its column, and where each sits on a line without pairs (placed anew by each header).
///
/// ```swift
/// var catalog = SeriesCatalog()
/// let picks = FieldPicks(selection: FieldSelection([.position(2), .name("mem")]), catalog: &catalog)
/// picks.columnOfPosition   // [-1, 0]: position 2 is column 0; `mem` waits for a header
/// ```
///
/// - Complexity: placing is O(fields selected + header's names); nothing per line.
struct FieldPicks: Sendable {
    /// The selected positions and names, column i being field i; nil reads every field.
    let selection: [FieldSelection.Field]?
    /// `-f`'s patterns: a name that matches one is a series of its own, after the fields above.
    let patterns: [NamePattern]
    /// The selected names as bytes, to compare with pair keys without allocating.
    let selectedKeys: [[UInt8]]
    /// The header position of each selected name, 0 for none: found once per header, not per line.
    private var headerPositionOfSelected: [Int]
    /// On a line without pairs: the column of each 1-based position (index position − 1), −1 for a
    /// field not selected; names are placed by the header.
    private(set) var columnOfPosition: [Int] = []
    /// The positions `columnOfPosition` selects, ascending, each with its column: a short line's missing
    /// fields found without walking every position up to the last selected (which may be 524,288).
    private(set) var placedPositions: [(position: Int, column: Int)] = []
    /// The header's positions whose names a pattern matches, and their series' columns.
    private(set) var patternPositions: [(position: Int, column: Int)] = []

    /// Makes the series of the fields selected, in order, in `catalog`.
    init(selection: FieldSelection?, catalog: inout SeriesCatalog) {
        let fixed = selection?.fields.filter { if case .pattern = $0 { false } else { true } }
        self.selection = fixed
        patterns = selection?.fields.compactMap { if case .pattern(let pattern) = $0 { pattern } else { nil } } ?? []
        selectedKeys = fixed?.map { field in
            if case .name(let name) = field { Array(name.utf8) } else { [] }
        } ?? []
        headerPositionOfSelected = Array(repeating: 0, count: fixed?.count ?? 0)
        for (field, key) in zip(fixed ?? [], selectedKeys) {
            switch field {
            case .position(let position): catalog.addSeries(named: String(position), position: position)
            case .name(let name): _ = key.withUnsafeBytes { catalog.addSeries(named: name, key: $0) }
            case .pattern: preconditionFailure("patterns are kept apart")
            }
        }
        place()
    }

    /// The column of the series keyed `key`, when a name selects it or a pattern matches it (then
    /// made on first use); nil for a key not selected, or a match beyond the most series kept. Static,
    /// so a closure that writes the catalog does not copy the reader.
    @inline(__always)
    static func selectedSeries(forKey key: UnsafeRawBufferPointer, patterns: [NamePattern],
                               in catalog: inout SeriesCatalog) -> Int? {
        if let column = catalog.existingSeries(forKey: key) { return column }
        guard patterns.contains(where: { $0.matches(key) }) else { return nil }
        return catalog.series(forKey: key)
    }

    /// A header's `names` place the selected names, and make a series of each other name a pattern
    /// matches, by position from now on.
    mutating func place(byHeader names: [String], catalog: inout SeriesCatalog) {
        for (column, field) in (selection ?? []).enumerated() {
            if case .name(let name) = field {
                headerPositionOfSelected[column] = catalog.headerPosition(of: name)
                    ?? QuotedName.unquoted(name).flatMap(catalog.headerPosition(of:)) ?? 0
            }
        }
        patternPositions = []
        place()
        guard !patterns.isEmpty else { return }
        for (index, name) in names.enumerated() where index >= columnOfPosition.count || columnOfPosition[index] < 0 {
            var name = name
            let column = name.withUTF8 { name in
                patterns.contains { $0.matches(UnsafeRawBufferPointer(name)) } ? catalog.series(forKey: UnsafeRawBufferPointer(name)) : nil
            }
            if let column { patternPositions.append((index + 1, column)) }
        }
        place()
    }

    /// The position a selected field sits at on a line without pairs: as given, or by the header's
    /// name (0 before the header places it).
    func position(ofSelected column: Int) -> Int {
        switch selection![column] {
        case .position(let given): given
        case .name: headerPositionOfSelected[column]
        case .pattern: preconditionFailure("patterns are kept apart")
        }
    }

    /// Where each selected field sits on a line without pairs: positions as given, names by the header,
    /// then the header's names a pattern matched.
    private mutating func place() {
        columnOfPosition = []
        let placed = (selection ?? []).indices.map { (position: position(ofSelected: $0), column: $0) }
        for (position, column) in placed + patternPositions where position > 0 {
            if position > columnOfPosition.count {
                columnOfPosition += Array(repeating: -1, count: position - columnOfPosition.count)
            }
            columnOfPosition[position - 1] = column
        }
        placedPositions = columnOfPosition.indices.compactMap { index in
            columnOfPosition[index] >= 0 ? (index + 1, columnOfPosition[index]) : nil
        }
    }
}
