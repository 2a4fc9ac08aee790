import LivePlotText
import LivePlotInput
import LivePlotChart

extension Options {
    /// Reads the arguments (without the program name) as `OptionTable` lists them.
    ///
    /// Long options take their value as the next argument or after `=`; short ones as the next argument or
    /// glued on (`-n500`). A value may start with `-` (`-M -5`).
    public static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
        var draft = OptionsDraft()
        var index = 0
        var operandsOnly = false
        while index < arguments.count {
            // FILE operands: anything not a flag, `-` (standard input), and everything after `--`.
            if operandsOnly || arguments[index] == "-" || !arguments[index].hasPrefix("-") {
                draft.options.sources.append(try fileOperand(arguments[index]))
                index += 1
                continue
            }
            if arguments[index] == "--" {
                operandsOnly = true
                index += 1
                continue
            }
            let (flag, inlineValue) = split(arguments[index])
            index += 1
            guard let option = OptionTable.named[flag] else { throw .unknownOption(flag) }
            if !draft.given.contains(option.names[0]) { draft.given.append(option.names[0]) }
            guard let value = option.value else {
                if inlineValue != nil { throw OptionsError("option '\(flag)' takes no value") }
                try option.apply(&draft, OptionSpec.Given(flag: flag))
                continue
            }
            let text: String
            if let inlineValue {
                text = inlineValue
            } else {
                guard index < arguments.count else { throw .missingValue(flag) }
                text = arguments[index]
                index += 1
            }
            try option.apply(&draft, check(text, as: value, for: flag))
        }
        let options = draft.options
        try checkExcluded(draft.given)
        try checkCombination(options, boundTexts: draft.boundTexts)
        return options
    }

    /// Options given together that the table says make no sense together (`OptionSpec.excludes`).
    private static func checkExcluded(_ given: [String]) throws(OptionsError) {
        for name in given {
            for (flag, why) in OptionTable.named[name]?.excludes ?? [] {
                guard let excluded = OptionTable.named[flag], given.contains(excluded.names[0]) else { continue }
                throw OptionsError("'\(OptionTable.named[name]!.names.last!)' cannot be combined with '\(excluded.names.last!)': \(why)")
            }
        }
    }

    /// An argument as its flag and the value glued on, if any: `--window=5m` and `-n500` (a short
    /// option that takes a value) carry theirs; anything else is a flag alone.
    private static func split(_ argument: String) -> (flag: String, inlineValue: String?) {
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        if argument.count > 2, argument.hasPrefix("-"), !argument.hasPrefix("--"),
           OptionTable.named[String(argument.prefix(2))]?.value != nil {
            return (String(argument.prefix(2)), String(argument.dropFirst(2)))
        }
        return (argument, nil)
    }

    /// A FILE operand: a path, or `-` for standard input.
    private static func fileOperand(_ text: String) throws(OptionsError) -> InputSource {
        guard !text.isEmpty else { throw OptionsError("an empty file name: name a file to read, or - for standard input") }
        return text == "-" ? .standardInput : .file(path: text)
    }

    /// Sources that cannot be read as given: too many, standard input twice, a follow or an interval
    /// with nothing to apply it to, the demo beside them.
    private static func checkSources(_ options: Options) throws(OptionsError) {
        let sources = options.sources
        if sources.count > OptionTable.mostSources {
            throw OptionsError("\(sources.count) sources (files and --exec): at most \(OptionTable.mostSources) are read side by side")
        }
        if sources.filter(\.isStandardInput).count > 1 {
            throw OptionsError("'-' (standard input) is named twice: it can be read once")
        }
        if options.demo, !sources.isEmpty {
            throw OptionsError("'--demo' plots its own signal: it reads no FILE or --exec")
        }
        if options.follow, !sources.contains(where: { if case .file = $0 { true } else { false } }) {
            throw OptionsError("'-F' follows files: name them (liveplot -F app.log)")
        }
        if options.interval != nil, !sources.contains(where: { if case .command = $0 { true } else { false } }) {
            throw OptionsError("'--interval' runs an --exec command again: give one (--exec 'curl -s host:9100/metrics' --interval 5s)")
        }
        if options.replay != nil, sources.count > 1 {
            throw OptionsError("'--replay' plays one input at its own pace: give one source, not \(sources.count)")
        }
        if sources.count > 1, case .rows? = options.every {
            throw OptionsError("'--every' of a count of samples counts one source's lines, and several sources' lines interleave: give a duration (--every 1s)")
        }
        if options.once == true, options.follow {
            throw OptionsError("'-F' follows the files for ever and '--once' draws the chart at the end: choose one")
        }
        if options.once == true, options.interval != nil {
            throw OptionsError("'--interval' runs the commands again for ever and '--once' draws the chart at the end: choose one")
        }
        if options.tee, !sources.isEmpty, !sources.contains(.standardInput) {
            throw OptionsError("'--tee' copies standard input on: with FILE or --exec, add - to read it too")
        }
    }

    /// Options that each parse but say contradictory things together.
    private static func checkCombination(_ options: Options, boundTexts: (minimum: String, maximum: String)) throws(OptionsError) {
        try checkSources(options)
        if options.fields != nil, options.match != nil {
            throw OptionsError("'-f' and '--match' both say where the samples are: choose one")
        }
        if options.replay != nil, options.once == true {
            throw OptionsError("'--replay' plays the input live and '--once' draws it at once: choose one")
        }
        if options.replay != nil, options.x == .none {
            throw OptionsError("'--replay' plays the input at its times, and '-x none' turns them off: choose one")
        }
        if options.by != nil, !options.countsEvents, options.every == nil, options.stats.isEmpty {
            throw OptionsError("'--by' makes a series per value of buckets: add --count (lines per value) or --stat (a stat of each value's samples: --stat p99)")
        }
        if options.by != nil, options.transform != .raw {
            // A value's lines are not one series line after line: a difference or rate across them means nothing.
            throw OptionsError("'--by' splits the lines by a value, and -c/-d/-r turn one series' lines into totals or differences: choose one")
        }
        if let match = options.match, let by = options.by {
            switch by {
            case .position(let group) where group > match.groupCount:
                throw OptionsError("'--by \(group)' with --match names its capture group \(group), and the pattern has \(match.groupCount)")
            case .name(let name) where match.group(named: name) == nil:
                throw OptionsError("'--by \(OptionsError.shown(name))' with --match names a capture group, and the pattern has none of that name: (?<\(OptionsError.shown(name))>…)")
            default: break
            }
        }
        if options.topGiven, options.by == nil {
            throw OptionsError("'--top' says how many values of --by get a series: give --by FIELD")
        }
        if options.heatmap, options.countsEvents {
            throw OptionsError("'--heatmap' bins the values of each bucket, and '--count' has one number a bucket: plot values (-f, --match), or drop --heatmap")
        }
        if options.countsEvents, !options.stats.isEmpty {
            throw OptionsError("'--count' counts lines and '--stat' summarizes their values: choose one")
        }
        if let low = options.fixedMinimum, let high = options.fixedMaximum, low >= high {
            throw OptionsError("--min (\(OptionsError.shown(boundTexts.minimum))) must be below --max (\(OptionsError.shown(boundTexts.maximum)))")
        }
        if options.logarithmic { try checkLogarithmic(options, boundTexts: boundTexts) }
        if options.bell, options.alert == nil {
            throw OptionsError("--bell rings when a series crosses into the alert: give the threshold with --alert V")
        }
    }

    /// A logarithmic axis has no place for 0 or below: a bound or a line there is a mistake to say now.
    private static func checkLogarithmic(_ options: Options, boundTexts: (minimum: String, maximum: String)) throws(OptionsError) {
        for (flag, value, text) in [("--min", options.fixedMinimum, boundTexts.minimum),
                                    ("--max", options.fixedMaximum, boundTexts.maximum)] {
            if let value, value <= 0 {
                throw OptionsError("\(flag) \(OptionsError.shown(text)) with '--log': a logarithmic axis holds values above 0 only")
            }
        }
        if let line = options.referenceLines.first(where: { $0 <= 0 }) {
            throw OptionsError("--hline \(ValueFormatter.figure(line)) with '--log': a logarithmic axis holds values above 0 only")
        }
        if let alert = options.alert, alert.value <= 0 {
            throw OptionsError("--alert \(ValueFormatter.figure(alert.value)) with '--log': a logarithmic axis holds values above 0 only")
        }
    }

    /// The value `text` given to `flag`, checked against what the option takes and its bounds; the usage
    /// error says what was expected, in the table's words, and names the bound.
    private static func check(_ text: String, as value: OptionSpec.Value, for flag: String) throws(OptionsError) -> OptionSpec.Given {
        switch value {
        case .text:
            return OptionSpec.Given(flag: flag, text: text)
        case .list(_, _, let most):
            var words: [Substring] = []
            for word in text.split(separator: ",", omittingEmptySubsequences: false) where !words.contains(word) { words.append(word) }
            guard words.count <= most else { throw .badValue(flag, text, "at most \(most), comma-separated") }
            return OptionSpec.Given(flag: flag, text: text)
        case .file:
            guard !text.isEmpty else { throw .badValue(flag, text, "a file's path") }
            return OptionSpec.Given(flag: flag, text: text)
        case .number(_, let range):
            // The sample grammar (no hex, no inf or nan) and no unit after the number (which Double rejects).
            guard let sample = OptionSpec.finiteNumber(text) else { throw .badValue(flag, text, "a finite number") }
            guard range.contains(sample) else {
                throw .badValue(flag, text, "a number from \(OptionSpec.written(range.lowerBound)) to \(OptionSpec.written(range.upperBound))")
            }
            return OptionSpec.Given(flag: flag, text: text, checkedNumber: sample)
        case .numbers(_, let most):
            return try checkNumbers(text, most: most, for: flag)
        case .threshold:
            let number = text.hasPrefix("<") || text.hasPrefix(">") ? String(text.dropFirst()) : text
            guard let value = OptionSpec.finiteNumber(number) else {
                throw OptionsError("invalid value '\(OptionsError.shown(text))' for '\(flag)': a finite number, after > for above (the default) or < for below ('>200', '<5')")
            }
            return OptionSpec.Given(flag: flag, text: text, checkedNumber: value)
        case .integer(_, let range):
            guard let integer = Int(text), range.contains(integer) else {
                throw .badValue(flag, text, "a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return OptionSpec.Given(flag: flag, text: text, checkedInteger: integer)
        case .span(_, let bounds):
            guard let span = SpanText.span(text), bounds.contains(span) else {
                throw OptionsError("invalid span '\(OptionsError.shown(text))' for '\(flag)': a duration from \(SpanText.written(seconds: bounds.seconds.lowerBound)) to \(SpanText.written(seconds: bounds.seconds.upperBound)) (500ms, 30s, 5m, 2h) or a number of samples from \(bounds.rows.lowerBound) to \(bounds.rows.upperBound)")
            }
            return OptionSpec.Given(flag: flag, text: text, checkedSpan: span)
        case .duration(_, let seconds):
            guard case .seconds(let amount)? = SpanText.span(text), seconds.contains(amount) else {
                throw OptionsError("invalid duration '\(OptionsError.shown(text))' for '\(flag)': a duration from \(SpanText.written(seconds: seconds.lowerBound)) to \(SpanText.written(seconds: seconds.upperBound)) (500ms, 2s, 5m)")
            }
            return OptionSpec.Given(flag: flag, text: text, checkedSpan: .seconds(amount))
        case .field(_, let positions, let words):
            return try checkField(text, positions: positions, words: words, for: flag)
        case .choice(_, let words):
            guard words.contains(text) else {
                throw .badValue(flag, text, words.dropLast().joined(separator: ", ") + " or " + words.last!)
            }
            return OptionSpec.Given(flag: flag, text: text)
        }
    }

    /// A comma-separated list of finite numbers, each kept once, at most `most` of them.
    private static func checkNumbers(_ text: String, most: Int, for flag: String) throws(OptionsError) -> OptionSpec.Given {
        var values: [Double] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = OptionSpec.finiteNumber(String(word)) else {
                throw OptionsError("invalid value '\(OptionsError.shown(String(word)))' for '\(flag)': finite numbers, comma-separated (200 or 0.5,1,2)")
            }
            if !values.contains(value) { values.append(value) }
            guard values.count <= most else { throw .badValue(flag, text, "at most \(most) numbers, comma-separated") }
        }
        return OptionSpec.Given(flag: flag, text: text, checkedNumbers: values)
    }

    /// A field: digits are a position, within the bound however many (never a name nothing will match);
    /// anything else is a field's name or one of the option's words.
    private static func checkField(_ text: String, positions: ClosedRange<Int>, words: [String],
                                   for flag: String) throws(OptionsError) -> OptionSpec.Given {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return OptionSpec.Given(flag: flag, text: text)
        }
        guard let position = Int(text), positions.contains(position) else {
            throw .badValue(flag, text, "a position from \(positions.lowerBound) to \(positions.upperBound) (a line of at most 1 MiB holds no more fields)"
                            + (words.isEmpty ? " or a field's name" : ", a field's name, \(words.joined(separator: " or "))"))
        }
        return OptionSpec.Given(flag: flag, text: text, checkedInteger: position)
    }
}
