/// A field of a producer's lines that its profile reads (`ProducerReading`): the series' name, the
/// unit its values are in, and whether it is plotted when `-f` does not choose.
///
/// ```swift
/// ProducerField("time", unit: "ms", isDefault: true)   // ping's round-trip time
/// ProducerField("ttl")                                  // read, plotted only when `-f ttl` asks
/// ```
struct ProducerField: Sendable, Equatable {
    /// The series' name, which is also the name of its group in the reading's pattern.
    let name: String
    /// The unit of its values (`ms`), nil for a count or a ratio without one.
    let unit: String?
    /// Whether it is plotted by default.
    let isDefault: Bool

    init(_ name: String, unit: String? = nil, isDefault: Bool = false) {
        self.name = name
        self.unit = unit
        self.isDefault = isDefault
    }
}
