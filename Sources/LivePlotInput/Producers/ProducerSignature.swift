/// A line by which a producer is told from any other, as its profile lists them: ping's banner
/// `PING host (…) 56(84) bytes of data.`, or its reply line when grep took the banner away. Only the
/// lines before a stream's data and its first row are tested (`ProducerRecognizer`).
///
/// ```swift
/// ProducerSignature("its banner", LinePattern(needle: "PING ", #"^PING \S+ ?\([^)]*\):? \d+"#))
/// ```
struct ProducerSignature: Sendable {
    /// What the line is, as `--explain` says it: `its banner`, `a reply line`.
    let describes: String
    let pattern: LinePattern
    /// Whether the line is the table's header, whose names choose the profile's `tableDefaults` plotted;
    /// false for a line before it (top's summary line): then they are all plotted.
    let namesColumns: Bool

    init(_ describes: String, _ pattern: LinePattern, namesColumns: Bool = true) {
        self.describes = describes
        self.pattern = pattern
        self.namesColumns = namesColumns
    }
}
