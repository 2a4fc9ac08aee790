/// How a producer's profile reads its lines, when the rules every stream follows would read them wrong
/// (ping's `icmp_seq` and `ttl` beside its time, the last PID beside the load averages): a pattern whose
/// named groups are its fields, in order, and the other lines it writes (`ProducerLineRule`).
///
/// ```swift
/// ProducerReading(pattern: #"load averages?: (?<load1>\d+\.\d+),? (?<load5>\d+\.\d+),? (?<load15>\d+\.\d+)"#,
///                 fields: [ProducerField("load1", isDefault: true), …], otherLines: [])
/// ```
struct ProducerReading: Sendable {
    /// A line of samples: each named group the field of the same name, in the order of `fields`; no
    /// other group captures.
    let pattern: String
    let fields: [ProducerField]
    /// The lines it writes that hold no sample, each with its reason; any other line that the pattern
    /// does not match is skipped as not matched.
    let otherLines: [ProducerLineRule]
    /// Whether a line may begin with its time as seconds since the epoch in brackets (`ping -D`'s
    /// `[1795823478.370818] 64 bytes from …`): then x (`EpochNumber.bracketedSeconds`).
    let leadsWithEpochSeconds: Bool

    init(pattern: String, fields: [ProducerField], otherLines: [ProducerLineRule], leadsWithEpochSeconds: Bool = false) {
        self.pattern = pattern
        self.fields = fields
        self.otherLines = otherLines
        self.leadsWithEpochSeconds = leadsWithEpochSeconds
    }

    /// The fields plotted by default.
    var defaultFields: [ProducerField] { fields.filter(\.isDefault) }

    /// Whether this reading serves `-f`: it gives no position and it names or matches one field here
    /// (`-f ttl` on ping, `-f 'load*'`, `-f us,sy,time` over vmstat and ping: the names one source lacks
    /// are another's, and said missing when none has them). A position, or names none of which it
    /// reads, is the user's choice of the line's own fields: then the stream is read as any other, `-f`
    /// deciding.
    func serves(_ selection: FieldSelection?) -> Bool {
        guard let selection else { return true }
        return selection.fields.allSatisfy { if case .position = $0 { false } else { true } } && !plotted(by: selection).isEmpty
    }

    /// The fields `selection` plots (the defaults without one), in the order they are read.
    func plotted(by selection: FieldSelection?) -> [ProducerField] {
        guard let selection else { return defaultFields }
        return fields.filter { field in
            selection.fields.contains { chosen in
                switch chosen {
                case .position: false
                case .name(let name): name == field.name
                case .pattern(let pattern): pattern.matches(Array(field.name.utf8))
                }
            }
        }
    }

    /// The unit the plotted fields share, nil when they have none or differ.
    static func sharedUnit(of fields: [ProducerField]) -> String? {
        guard let unit = fields.first?.unit, fields.allSatisfy({ $0.unit == unit }) else { return nil }
        return unit
    }
}
