/// `-f/--fields`: the fields to plot, each a series of its own: 1-based positions, names (a `key=value`
/// key, a header's column name, a JSON path, a metric with its labels) matched exactly, and name
/// patterns (`node_load*`). Positions and names are series in the order given, from the start; a
/// pattern's matches follow them as they appear.
///
/// ```swift
/// let selection = FieldSelection([.name("cpu"), .name("mem"), .pattern(NamePattern("disk.*"))])
/// ```
public struct FieldSelection: Hashable, Sendable {
    public enum Field: Hashable, Sendable {
        case position(Int)
        case name(String)
        case pattern(NamePattern)
    }

    public let fields: [Field]

    /// The most fields a line can hold: one byte and a separator each, in the longest line read. Tables
    /// indexed by position stay within a few MB, whatever `-f` says.
    public static let maximumPosition = LineSplitter.defaultMaximumLineLength / 2

    public init(_ fields: [Field]) {
        precondition(!fields.isEmpty, "at least one field")
        for case .position(let position) in fields {
            precondition(position >= 1 && position <= Self.maximumPosition, "positions count from 1, up to the most a line holds")
        }
        self.fields = fields
    }

    public init(_ field: Field) { self.init([field]) }
}
