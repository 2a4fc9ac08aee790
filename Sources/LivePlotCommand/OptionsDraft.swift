import LivePlotStore

/// The options as the parser fills them in, with what it needs to word a later error: the bounds as
/// the user wrote them (never re-formatted in a message).
///
/// ```swift
/// var draft = OptionsDraft()
/// draft.options.title = "Boiler"
/// ```
struct OptionsDraft {
    var options = Options()
    var boundTexts = (minimum: "", maximum: "")
    /// The options given, each by its first name, in the order first given (for `OptionSpec.excludes`).
    var given: [String] = []

    /// One transform per run: `-c -d` is a usage error rather than the last one silently winning.
    mutating func choose(_ kind: SeriesTransform.Kind, _ flag: String) throws(OptionsError) {
        if options.transform != .raw, options.transform != kind {
            throw OptionsError("'\(flag)' cannot be combined with --\(options.transform.rawValue): choose one transform")
        }
        options.transform = kind
    }

    /// Asks for something other than a chart: `--help` wins over the rest, else the first asked.
    mutating func ask(_ request: Options.Request) {
        if options.request == .plot || request == .help { options.request = request }
    }
}
