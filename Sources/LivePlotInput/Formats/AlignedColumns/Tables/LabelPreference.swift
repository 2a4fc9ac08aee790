/// Which of a table's columns of words labels its rows, as data: the lower a column's rank, the surer it
/// names a row (docker's `NAME` over `CONTAINER ID`); a column named `… ID` labels only when nothing else
/// does, and is never a series. Ties go to the leftmost column.
///
/// ```swift
/// LabelPreference.rank(of: "NAME")           // 0
/// LabelPreference.rank(of: "CONTAINER ID")    // 9
/// LabelPreference.isLabelByName("CONTAINER ID")   // true: `3f2a9c1b7e44` is no number
/// ```
enum LabelPreference {
    /// Names that label a row first, by rank.
    static let ranks: [String: Int] = ["NAME": 0, "Name": 0, "name": 0, "Device": 1, "IFACE": 1,
                                       "Command": 1, "COMMAND": 1, "Filesystem": 1, "Interface": 1]
    /// The rank of a leading word under no name (free's `Mem:`).
    static let stubRank = 2
    /// The rank of another column of words.
    static let otherRank = 5
    /// The rank of an identifier's column.
    static let identifierRank = 9

    /// The rank of the column named `name`: an identifier that joins a label (`PID`) after the others, so
    /// that it joins theirs (`root 13233`, where top's `COMMAND` was cut).
    static func rank(of name: String) -> Int {
        if isLabelByName(name) { return qualifiers.contains(name) ? identifierRank + 1 : identifierRank }
        return ranks[name] ?? otherRank
    }

    /// Columns that number a thing rather than measure it, whatever their cells hold: pidstat's `UID`,
    /// `PID` and `CPU` (the processor a task ran on), sysstat's `CPU` (`all`, `0`, `1`); and a process's
    /// state (top's `S`, ps's `STAT`: `R`, `S`), which changes while the process is one.
    static let identifiers: Set<String> = ["ID", "UID", "PID", "TID", "TGID", "PPID", "USER", "CPU", "S", "STAT"]

    /// Identifier columns that tell apart the rows of one label, in the order tried: two `yes` processes
    /// under pidstat's `Command` are `yes 20331` and `yes 20332`, never one series of both. pidstat
    /// `-t`'s thread (`TID`, `-` on its process's own row), its process (`TGID`), pidstat's `PID`.
    static let qualifiers = ["TID", "TGID", "PID"]

    /// Label columns whose label is said only once a second one comes: sysstat's `CPU`, whose one row a
    /// step (`all`, in `mpstat 1`, `sar -u 1`) is the whole machine: `%usr`, until `-P ALL` brings `0`, `1`
    /// (then `all %usr`, `0 %usr`). A device or a container is named even alone (`vda %util`).
    static let namedWhenSeveral: Set<String> = ["CPU"]

    /// Label columns that run to the line's end and may hold anything a command line holds (pidstat
    /// `-l`'s `python3 app.py --workers=4`): their `=`, `,` and `;` are no sign of pairs or fields.
    static let freeText: Set<String> = ["Command", "COMMAND"]

    /// Whether a column so named labels (or is passed over) whatever its cells hold: an identifier.
    static func isLabelByName(_ name: String) -> Bool {
        identifiers.contains(name) || name.hasSuffix(" ID")
    }
}
