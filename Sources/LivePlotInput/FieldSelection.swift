/// `-f/--fields`: the fields to plot, each a series of its own, in the order given: 1-based positions
/// or names (a `key=value` key, or a header's column name).
///
/// ```swift
/// let selection = FieldSelection([.name("cpu"), .name("mem")])
/// ```
public struct FieldSelection: Hashable, Sendable {
    public enum Field: Hashable, Sendable {
        case position(Int)
        case name(String)
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
