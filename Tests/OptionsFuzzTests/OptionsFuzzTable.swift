import LivePlotCommand

/// What the harness reads from the option table beyond the generators: the spellings that take a value.
enum OptionsFuzzTable {
    static let valued: Set<String> = Set(OptionTable.options.filter { $0.value != nil }.flatMap(\.allNames))
}
