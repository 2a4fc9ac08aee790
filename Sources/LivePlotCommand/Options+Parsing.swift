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
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var flag = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else if argument.count > 2, argument.hasPrefix("-"), !argument.hasPrefix("--"),
                      OptionTable.named[String(argument.prefix(2))]?.value != nil {
                flag = String(argument.prefix(2))
                inlineValue = String(argument.dropFirst(2))
            }
            guard let option = OptionTable.named[flag] else { throw .unknownOption(flag) }
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
        if options.fields != nil, options.match != nil {
            throw OptionsError("'-f' and '--match' both say where the samples are: choose one")
        }
        if options.replay != nil, options.once == true {
            throw OptionsError("'--replay' plays the input live and '--once' draws it at once: choose one")
        }
        if options.replay != nil, options.x == .none {
            throw OptionsError("'--replay' plays the input at its times, and '-x none' turns them off: choose one")
        }
        if options.countsEvents, !options.stats.isEmpty {
            throw OptionsError("'--count' counts lines and '--stat' summarizes their values: choose one")
        }
        if let low = options.fixedMinimum, let high = options.fixedMaximum, low >= high {
            throw OptionsError("--min (\(TerminalText(draft.boundTexts.minimum).string)) must be below --max (\(TerminalText(draft.boundTexts.maximum).string))")
        }
        if options.logarithmic {
            // A logarithmic axis has no place for 0 or below: a bound or a line there is a mistake to say now.
            for (flag, value, text) in [("--min", options.fixedMinimum, draft.boundTexts.minimum),
                                        ("--max", options.fixedMaximum, draft.boundTexts.maximum)] {
                if let value, value <= 0 {
                    throw OptionsError("\(flag) \(TerminalText(text).string) with '--log': a logarithmic axis holds values above 0 only")
                }
            }
            if let line = options.referenceLines.first(where: { $0 <= 0 }) {
                throw OptionsError("--hline \(ValueFormatter.figure(line)) with '--log': a logarithmic axis holds values above 0 only")
            }
            if let alert = options.alert, alert.value <= 0 {
                throw OptionsError("--alert \(ValueFormatter.figure(alert.value)) with '--log': a logarithmic axis holds values above 0 only")
            }
        }
        if options.bell, options.alert == nil {
            throw OptionsError("--bell rings when a series crosses into the alert: give the threshold with --alert V")
        }
        return options
    }

    /// The value `text` given to `flag`, checked against what the option takes; the usage error says
    /// what was expected, in the table's words.
    private static func check(_ text: String, as value: OptionSpec.Value, for flag: String) throws(OptionsError) -> OptionSpec.Given {
        switch value {
        case .text, .list:
            return OptionSpec.Given(flag: flag, text: text)
        case .file:
            guard !text.isEmpty else { throw .badValue(flag, text, "a file's path") }
            return OptionSpec.Given(flag: flag, text: text)
        case .number:
            // The sample grammar (no hex, no inf or nan) and no unit after the number (which Double rejects).
            guard let sample = OptionSpec.finiteNumber(text) else { throw .badValue(flag, text, "a finite number") }
            return OptionSpec.Given(flag: flag, text: text, checkedNumber: sample)
        case .integer(_, let range):
            guard let integer = Int(text), range.contains(integer) else {
                throw .badValue(flag, text, "a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return OptionSpec.Given(flag: flag, text: text, checkedInteger: integer)
        case .choice(_, let words):
            guard words.contains(text) else {
                throw .badValue(flag, text, words.dropLast().joined(separator: ", ") + " or " + words.last!)
            }
            return OptionSpec.Given(flag: flag, text: text)
        }
    }
}
