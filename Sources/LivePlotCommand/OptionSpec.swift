import LivePlotInput
import LivePlotStore

/// One option of the command line, as `OptionTable` lists it: its names, the value it takes, where and how
/// the usage text shows it, and what it does to the options being read. The parser, the usage text and
/// the usage errors are all made from these; nothing else spells a flag.
///
/// ```swift
/// OptionSpec(["-t", "--title"], .text("TEXT"), .display, help: ["title above the chart"]) { draft, given in
///     draft.options.title = given.text
/// }
/// ```
public struct OptionSpec: Sendable {
    /// The part of the usage text an option is listed in.
    public enum Section: String, Sendable, CaseIterable {
        case sources = "Sources"
        case input = "Input"
        case transform = "Transform"
        case scale = "Scale"
        case display = "Display"
        case output = "Output"
    }

    /// What follows the flag, as the user writes it (`-n 500`, `--history=500`, `-n500`), and its bounds:
    /// every value is bounded here, and the parser checks it, so nothing downstream sees a value it
    /// cannot work with (the README's "Every value is bounded").
    public enum Value: Sendable {
        /// Free text, shown as `placeholder`.
        case text(String)
        /// A finite number in the sample grammar, within the range.
        case number(String, ClosedRange<Double>)
        /// Finite numbers separated by commas, at most `most` of them (`--hline 200,500`).
        case numbers(String, most: Int)
        /// A finite number, after `>` (above, the default) or `<` (below): `--alert '<5'`.
        case threshold(String)
        /// A whole number within the range.
        case integer(String, ClosedRange<Int>)
        /// A span: a duration with its unit (`30s`), or a count of samples (`500`), within the bounds.
        case span(String, SpanBounds)
        /// A duration with its unit (`2s`, `500ms`), within the range of seconds: no count of samples.
        case duration(String, ClosedRange<Double>)
        /// A field of the line: a position within `positions`, a name, or one of `words` (`-x`).
        case field(String, positions: ClosedRange<Int>, words: [String])
        /// One of the words listed.
        case choice(String, [String])
        /// A file's path, which a shell completes from the file names it finds.
        case file(String)
        /// Words separated by commas, at most `most` of them, which a shell completes from the words listed
        /// (others are taken too).
        case list(String, [String], most: Int)

        /// The value's name in the usage text: `TEXT`, `N`, `NAME`.
        public var placeholder: String {
            switch self {
            case .text(let name), .number(let name, _), .numbers(let name, _), .threshold(let name), .integer(let name, _),
                 .span(let name, _), .duration(let name, _), .field(let name, _, _), .choice(let name, _), .file(let name), .list(let name, _, _): name
            }
        }

        /// The words a shell may complete the value to; empty for free values.
        public var choices: [String] {
            switch self {
            case .choice(_, let words), .list(_, let words, _): words
            default: []
            }
        }

        /// Whether the value is a list of words separated by commas.
        public var isList: Bool {
            if case .list = self { return true }
            return false
        }

        /// Whether the value is a file's path.
        public var isFile: Bool {
            if case .file = self { return true }
            return false
        }
    }

    /// An option as given: the flag as written, and its value checked against its `Value`.
    public struct Given: Sendable {
        public let flag: String
        /// The value as written; empty for a switch.
        public let text: String
        let checkedNumber: Double?
        let checkedInteger: Int?
        let checkedNumbers: [Double]?
        let checkedSpan: XSpan?

        init(flag: String, text: String = "", checkedNumber: Double? = nil, checkedInteger: Int? = nil,
             checkedNumbers: [Double]? = nil, checkedSpan: XSpan? = nil) {
            self.flag = flag
            self.text = text
            self.checkedNumber = checkedNumber
            self.checkedInteger = checkedInteger
            self.checkedNumbers = checkedNumbers
            self.checkedSpan = checkedSpan
        }

        /// The value of a `.number` option.
        public var number: Double {
            guard let checkedNumber else { preconditionFailure("\(flag) takes no number") }
            return checkedNumber
        }

        /// The value of an `.integer` option.
        public var integer: Int {
            guard let checkedInteger else { preconditionFailure("\(flag) takes no whole number") }
            return checkedInteger
        }

        /// The values of a `.numbers` option, each once, in the order given.
        public var numbers: [Double] {
            guard let checkedNumbers else { preconditionFailure("\(flag) takes no numbers") }
            return checkedNumbers
        }

        /// The value of a `.span` option.
        public var span: XSpan {
            guard let checkedSpan else { preconditionFailure("\(flag) takes no span") }
            return checkedSpan
        }

        /// The value of a `.duration` option.
        public var duration: Duration {
            guard case .seconds(let seconds)? = checkedSpan else { preconditionFailure("\(flag) takes no duration") }
            return .milliseconds((seconds * 1000).rounded())
        }
    }

    /// The names the usage lists, short first: `["-t", "--title"]`.
    public let names: [String]
    /// Other spellings taken but not listed (`--colour`).
    public let aliases: [String]
    /// Nil for a switch.
    public let value: Value?
    public let section: Section
    /// The usage text's lines for it, each within the width of the text.
    public let help: [String]
    /// How the usage lists it, when not by its names and value (`--width N, --height N` for two); empty:
    /// not listed among the options (`--demo`, which the synopsis shows; `--height`, listed with `--width`).
    public let label: String?
    /// The options it makes no sense with, each with why: given together, a usage error
    /// (`'--explain' cannot be combined with '--tee': both would write to standard output`).
    public let excludes: [(flag: String, why: String)]
    /// What it does to the options being read; throws a usage error for a value it cannot take.
    let apply: @Sendable (inout OptionsDraft, Given) throws(OptionsError) -> Void

    init(_ names: [String], _ value: Value?, _ section: Section, aliases: [String] = [], label: String? = nil,
         excludes: [(flag: String, why: String)] = [], help: [String],
         apply: @escaping @Sendable (inout OptionsDraft, Given) throws(OptionsError) -> Void) {
        precondition(!names.isEmpty && names.allSatisfy { $0.hasPrefix("-") }, "an option's names are flags")
        self.names = names
        self.excludes = excludes
        self.aliases = aliases
        self.value = value
        self.section = section
        self.help = help
        self.label = label
        self.apply = apply
    }

    /// A switch: a flag with no value.
    init(_ names: [String], _ section: Section, aliases: [String] = [], label: String? = nil,
         excludes: [(flag: String, why: String)] = [], help: [String],
         apply: @escaping @Sendable (inout OptionsDraft, Given) throws(OptionsError) -> Void) {
        self.init(names, nil, section, aliases: aliases, label: label, excludes: excludes, help: help, apply: apply)
    }

    /// Every spelling the parser takes.
    public var allNames: [String] { names + aliases }

    /// The left column of the usage text: `-t, --title TEXT`, or `    --match REGEX` (long only, aligned).
    var usageLabel: String {
        let written = label ?? names.joined(separator: ", ") + (value.map { " " + $0.placeholder } ?? "")
        return written.hasPrefix("--") ? "    " + written : written
    }

    /// `value` as a bound is written in a usage error: a whole number without a fraction (`1000000`),
    /// else as Swift writes a double (`0.001`).
    static func written(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// The number `text` is, in the sample grammar (no hex, no inf or nan) and with nothing after it (no
    /// unit, which `Double` rejects); nil for anything else. What `-m`, `-M` and `--hline` take.
    static func finiteNumber(_ text: String) -> Double? {
        var bytes = Array(text.utf8)
        let sample = bytes.withUnsafeMutableBytes { SampleParser.number(in: UnsafeRawBufferPointer($0)) }
        guard let sample, Double(text) != nil else { return nil }
        return sample
    }
}
