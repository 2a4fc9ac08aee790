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

    init(_ describes: String, _ pattern: LinePattern) {
        self.describes = describes
        self.pattern = pattern
    }
}
