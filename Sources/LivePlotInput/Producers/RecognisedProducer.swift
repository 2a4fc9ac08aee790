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
        /// Read as a table, `plotted` its columns for each row's label, as if `-f` named them (pidstat's
        /// `%CPU`); the user's `-f` names others.
        case byTableDefaults(plotted: [String])
        /// `-f` chose fields its profile does not read (a position): read as any stream, `-f` deciding.
        case byFieldsChosen
        /// Its fields are named (an access log's `status`, `path`, `rt`): `names` all of them, for `-f`
        /// and `--by`; `plotted` and `notPlotted` as `byProfile`'s, among those that hold numbers.
        case byFieldNames(plotted: [String], notPlotted: [String], names: [String])
        /// A JSON log read as any JSON lines, `plotted` its paths plotted by default, as if `-f` named them.
        case byDefaultPaths(plotted: [String], notPlotted: [String])
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
    /// Whether its lines lead with their time as epoch seconds in brackets (`ping -D`'s
    /// `[1795823478.370818]`): x, as `--explain` says.
    public let leadsWithEpochSeconds: Bool

    public init(name: String, recognisedBy: String, line: Int, reading: Reading, unit: String?, leadsWithEpochSeconds: Bool = false) {
        self.name = name
        self.recognisedBy = recognisedBy
        self.line = line
        self.reading = reading
        self.unit = unit
        self.leadsWithEpochSeconds = leadsWithEpochSeconds
    }

    /// One line for `--explain`: the producer, what told it, and what it changed.
    public var summary: String {
        let told = "\(name), by \(recognisedBy) (line \(line))"
        switch reading {
        case .byProfile(let plotted, let notPlotted):
            return "\(told): \(plots(plotted, notPlotted))"
        case .byTableRules:
            return "\(told): read as a table"
        case .byTableDefaults(let plotted):
            return "\(told): read as a table; plots \(plotted.joined(separator: " ")) of each row (-f names other columns)"
        case .byFieldsChosen:
            return "\(told): -f chose fields its profile does not read; read as any stream"
        case .byFieldNames(let plotted, let notPlotted, let names):
            return "an \(told): \(plots(plotted, notPlotted))\n"
                + "  fields: \(names.joined(separator: " ")) (-f NAME, --by NAME)\n" + Self.statusIsALabel
        case .byDefaultPaths(let plotted, let notPlotted):
            return "\(told): \(plots(plotted, notPlotted))\n"
                + "  fields: every JSON path (request.uri, request.method, request.remote_ip, …) (-f PATH, --by PATH)\n" + Self.statusIsALabel
        }
    }

    /// What an access log's `status` is, as `--explain` says it.
    private static let statusIsALabel = "  status: a label, --count --by status for requests per status"

    /// `plots rt urt (s), not status or bytes`.
    private func plots(_ plotted: [String], _ notPlotted: [String]) -> String {
        let unit = unit.map { " (\($0))" } ?? ""
        let others = notPlotted.isEmpty ? "" : ", not " + Self.list(notPlotted, joinedBy: "or")
        return "plots \(plotted.joined(separator: " "))\(unit)\(others)"
    }

    /// Where a series the profile reads comes from, as `--explain` says it (`ping's field time`); nil when
    /// the stream is read as any other.
    public func source(ofField key: String) -> String? {
        switch reading {
        case .byProfile: "\(name)'s field \(key)"
        case .byFieldNames: "the access log's field \(key)"
        case .byTableRules, .byTableDefaults, .byFieldsChosen, .byDefaultPaths: nil
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func list(_ names: [String], joinedBy word: String) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(word) " + names.last!
    }
}
