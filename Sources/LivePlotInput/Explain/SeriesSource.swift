/// A series as `--explain` lists it: its name and where its numbers come from (`field 3, named by the
/// header`, `JSON path resp.ms`, `group 1 of --match`).
///
/// ```swift
/// SeriesSource(name: "cpu", source: "field 2, named by the header")
/// ```
public struct SeriesSource: Hashable, Sendable {
    public let name: String
    public let source: String

    public init(name: String, source: String) {
        self.name = name
        self.source = source
    }
}
