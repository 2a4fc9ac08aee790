/// The producer a stream was recognised as (`ProducerProfiles`), and what its profile changed: what
/// `--explain` says of it, and the unit the chart shows when `-u` gives none.
///
/// ```swift
/// decoder.producer?.name      // "ping"
/// decoder.producer?.summary   // "ping, by its banner (line 1): plots time (ms), not icmp_seq or ttl"
/// decoder.producer?.unit      // "ms"
/// ```
public struct RecognisedProducer: Sendable, Equatable {
    /// What the profile changed in how the stream is read.
    public enum Reading: Sendable, Equatable {
        /// Its profile reads the lines: `plotted` are the series, named so (its defaults, or those `-f`
        /// chose among its fields); `notPlotted` its other fields, which `-f` may name.
        case byProfile(plotted: [String], notPlotted: [String])
        /// Read by the rules every table follows (banners, headers, label columns): named only.
        case byTableRules
        /// `-f` chose fields its profile does not read (a position): read as any stream, `-f` deciding.
        case byFieldsChosen
    }

    /// As people call it: `ping`, `/proc/loadavg`, `uptime`, `iostat`, `docker stats`.
    public let name: String
    /// The line that told it, as its profile lists it: `its banner`, `a reply line`.
    public let recognisedBy: String
    /// That line's number among the stream's lines, from 1.
    public let line: Int
    public let reading: Reading
    /// The unit of the values plotted (`ms` for ping's time), nil when none or they differ; the chart's
    /// unit when the user gave no `-u`.
    public let unit: String?

    public init(name: String, recognisedBy: String, line: Int, reading: Reading, unit: String?) {
        self.name = name
        self.recognisedBy = recognisedBy
        self.line = line
        self.reading = reading
        self.unit = unit
    }

    /// One line for `--explain`: the producer, what told it, and what it changed.
    public var summary: String {
        let told = "\(name), by \(recognisedBy) (line \(line))"
        switch reading {
        case .byProfile(let plotted, let notPlotted):
            let unit = unit.map { " (\($0))" } ?? ""
            let others = notPlotted.isEmpty ? "" : ", not " + Self.list(notPlotted, joinedBy: "or")
            return "\(told): plots \(plotted.joined(separator: " "))\(unit)\(others)"
        case .byTableRules:
            return "\(told): read as a table"
        case .byFieldsChosen:
            return "\(told): -f chose fields its profile does not read; read as any stream"
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func list(_ names: [String], joinedBy word: String) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(word) " + names.last!
    }
}
