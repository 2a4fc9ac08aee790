import LivePlotText
import LivePlotInput
import LivePlotStore
import LivePlotChart

extension Options {
    /// Reads the arguments (without the program name) as `Usage` lists them.
    ///
    /// Long options take their value as the next argument or after `=`; short ones as the next argument or
    /// glued on (`-n500`). A value may start with `-` (`-M -5`).
    public static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
        var options = Options()
        // The bounds as the user wrote them, for the message when they cross: never re-formatted.
        var boundTexts = (minimum: "", maximum: "")
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
                      Self.valueFlags.contains(String(argument.prefix(2))) {
                flag = String(argument.prefix(2))
                inlineValue = String(argument.dropFirst(2))
            }
            func value() throws(OptionsError) -> String {
                if let inlineValue { return inlineValue }
                guard index < arguments.count else { throw .missingValue(flag) }
                index += 1
                return arguments[index - 1]
            }
            if inlineValue != nil, !Self.valueFlags.contains(flag) {
                throw Self.knownFlags.contains(flag) ? OptionsError("option '\(flag)' takes no value") : .unknownOption(flag)
            }
            switch flag {
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            case "--demo": options.demo = true
            case "--once": options.once = true
            case "-c", "--cumulative": try options.choose(.cumulative, flag)
            case "-d", "--delta": try options.choose(.delta, flag)
            case "-m", "--max":
                boundTexts.maximum = try value()
                options.fixedMaximum = try number(flag, boundTexts.maximum)
            case "-M", "--min":
                boundTexts.minimum = try value()
                options.fixedMinimum = try number(flag, boundTexts.minimum)
            case "-n", "--history": options.history = try integer(flag, value(), in: 1...1_000_000_000)
            case "-t", "--title": options.title = try value()
            case "-u", "--unit": options.unit = try value()
            case "--color", "--colour":
                let text = try value()
                guard let choice = ColorChoice(rawValue: text) else { throw .badValue(flag, text, "auto, always or never") }
                options.color = choice
            case "--fps": options.framesPerSecond = try integer(flag, value(), in: 1...240)
            case "--no-animation": options.animation = false
            case "--time": options.timeAxis = true
            case "--match":
                let pattern = try value()
                do {
                    options.match = try SampleMatcher(pattern: pattern)
                } catch {
                    throw OptionsError("invalid regex '\(TerminalText(pattern).string)' for '--match': \(TerminalText(String(describing: error)).string)")
                }
            // Below the smallest chart, a size is a mistake to say at once, not a message in the output.
            case "--width": options.width = try integer(flag, value(), in: ChartLayout.minimumWidth...10_000)
            case "--height": options.height = try integer(flag, value(), in: ChartLayout.minimumHeight...10_000)
            case "-s", "--style":
                let text = try value()
                guard let style = PlotStyle(rawValue: text) else { throw .badValue(flag, text, "braille, blocks or ascii") }
                options.style = style
            case "-f", "--fields":
                options.fields = try FieldSelection.parse(value())
            case "-r", "--rate": try options.choose(.rate, flag)
            default:
                throw .unknownOption(flag)
            }
        }
        if options.fields != nil, options.match != nil {
            throw OptionsError("'-f' and '--match' both say where the samples are: choose one")
        }
        if let low = options.fixedMinimum, let high = options.fixedMaximum, low >= high {
            throw OptionsError("--min (\(TerminalText(boundTexts.minimum).string)) must be below --max (\(TerminalText(boundTexts.maximum).string))")
        }
        return options
    }

    /// One transform per run: `-c -d` is a usage error rather than the last one silently winning.
    private mutating func choose(_ kind: SeriesTransform.Kind, _ flag: String) throws(OptionsError) {
        if transform != .raw, transform != kind {
            throw OptionsError("'\(flag)' cannot be combined with --\(transform.rawValue): choose one transform")
        }
        transform = kind
    }

    static let valueFlags: Set<String> = [
        "-m", "--max", "-M", "--min", "-n", "--history", "-t", "--title", "-u", "--unit", "--color", "--colour",
        "--fps", "--width", "--height", "-s", "--style", "-f", "--fields", "--match",
    ]
    static let knownFlags: Set<String> = valueFlags.union([
        "-h", "--help", "--version", "--demo", "--once", "-c", "--cumulative", "--no-animation",
        "-d", "--delta", "-r", "--rate", "--time",
    ])

    private static func number(_ flag: String, _ text: String) throws(OptionsError) -> Double {
        // The sample grammar (no hex, no inf or nan) and no unit after the number (which Double rejects).
        var bytes = Array(text.utf8)
        let sample = bytes.withUnsafeMutableBytes { SampleParser.number(in: UnsafeRawBufferPointer($0)) }
        guard let sample, Double(text) != nil else { throw .badValue(flag, text, "a finite number") }
        return sample
    }

    private static func integer(_ flag: String, _ text: String, in range: ClosedRange<Int>) throws(OptionsError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw .badValue(flag, text, "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
