import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotCommand
@testable import LivePlotTestSupport

/// Every option value is bounded (issue 40): each valued option's bounds are declared in the option
/// table, and the parser takes a value at each bound and refuses one just beyond it with a usage error
/// that names the bound. The values tried are the table's own edge values (`edgeValues`, what the
/// options fuzzer gives each option).
@Suite struct OptionBoundsTests {
    /// The message `arguments` are refused with, nil when taken.
    static func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    /// At each bound taken, one beyond refused naming both bounds: for every option of each bounded kind.
    @Test func eachBoundIsTakenAndOneBeyondIsRefusedNamingIt() throws {
        var checked = 0
        for option in OptionTable.options {
            let flag = option.names.last!
            switch option.value {
            case .integer(_, let range)?:
                // How many values of --by get a series: it needs --by, which needs buckets.
                let needs = flag == "--top" ? ["--by", "1", "--count"] : []
                for inside in [range.lowerBound, range.upperBound] { #expect(Self.refusal(needs + [flag, String(inside)]) == nil, "\(flag) \(inside)") }
                for beyond in [range.lowerBound - 1, range.upperBound + 1] {
                    #expect(Self.refusal([flag, String(beyond)])?.contains("from \(range.lowerBound) to \(range.upperBound)") == true, "\(flag) \(beyond)")
                }
            case .number(_, let range)?:
                let needs = flag == "--replay" ? ["-x", "auto"] : []
                for inside in [range.lowerBound, range.upperBound] { #expect(Self.refusal(needs + [flag, "\(inside)"]) == nil, "\(flag) \(inside)") }
                for beyond in [range.lowerBound.nextDown, range.upperBound.nextUp] where beyond.isFinite {
                    let message = try #require(Self.refusal([flag, "\(beyond)"]), "\(flag) \(beyond)")
                    #expect(message.contains("from \(OptionSpec.written(range.lowerBound)) to \(OptionSpec.written(range.upperBound))"), "\(message)")
                }
            case .span(_, let bounds)?:
                let inside = [SpanText.written(seconds: bounds.seconds.lowerBound), SpanText.written(seconds: bounds.seconds.upperBound),
                              String(bounds.rows.lowerBound), String(bounds.rows.upperBound)]
                #expect(inside == ["1ms", "3650d", "1", "10000000"])
                for text in inside { #expect(Self.refusal([flag, text]) == nil, "\(flag) \(text)") }
                for beyond in ["0.5ms", "3651d", "0", "10000001", "100000000d", "9223372036854775807", "5000000000000000000"] {
                    #expect(Self.refusal([flag, beyond]) == "liveplot: invalid span '\(beyond)' for '\(flag)': a duration from 1ms to 3650d (500ms, 30s, 5m, 2h) or a number of samples from 1 to 10000000 (see 'liveplot --help')")
                }
            case .field(_, let positions, let words)?:
                // --by splits buckets: it needs some.
                let needs = flag == "--by" ? ["--count"] : []
                for inside in [String(positions.lowerBound), String(positions.upperBound), "date"] + words {
                    #expect(Self.refusal(needs + [flag, inside]) == nil, "\(flag) \(inside)")
                }
                let named = words.isEmpty ? " or a field's name" : ", a field's name, auto or none"
                for beyond in [positions.lowerBound - 1, positions.upperBound + 1, Int.max, 99_999_999_999] {
                    #expect(Self.refusal([flag, String(beyond)]) == "liveplot: invalid value '\(beyond)' for '\(flag)': expected a position from 1 to 524288 (a line of at most 1 MiB holds no more fields)\(named) (see 'liveplot --help')")
                }
                #expect(Self.refusal([flag, "99999999999999999999999"]) != nil, "digits beyond an Int are no name")
            case .list(_, _, let most)?:
                let stats = (0...most).map { "p\($0)" }
                #expect(Self.refusal([flag, stats.prefix(most).joined(separator: ",")]) == nil)
                #expect(Self.refusal([flag, stats.joined(separator: ",")])?.contains("expected at most \(most), comma-separated") == true)
                #expect(Self.refusal([flag, (stats.prefix(most) + ["p0"]).joined(separator: ",")]) == nil, "a word twice counts once")
            case .numbers(_, let most)?:
                #expect(Self.refusal([flag, (1...most).map(String.init).joined(separator: ",")]) == nil)
                #expect(Self.refusal([flag, (1...most + 1).map(String.init).joined(separator: ",")])?.contains("expected at most \(most) numbers") == true)
            default:
                continue
            }
            checked += 1
        }
        #expect(checked == 15, "-n --fps --width --height --top, -m -M --replay, --every --smooth --window, -x --by, --stat, --hline")
    }

    /// The edge values the options fuzzer reads: at each bound and beyond it, in each value's grammar;
    /// every one parses or is a usage error, and the ones of an integer are as the contract says.
    @Test func edgeValuesAreTheBoundsAndJustBeyond() {
        #expect(OptionSpec.Value.integer("N", 1...240).edgeValues == ["1", "240", "0", "241", "-1"])
        #expect(OptionTable.named["--window"]!.value!.edgeValues == ["1ms", "3650d", "0.5ms", "3651d", "1", "10000000", "0", "10000001", "-1"])
        #expect(OptionTable.named["-x"]!.value!.edgeValues.prefix(4) == ["1", "524288", "0", "524289"])
        #expect(OptionTable.named["--color"]!.value!.edgeValues == ["auto", "always", "never", "unknown"])
        #expect(OptionTable.named["--stat"]!.value!.edgeValues.suffix(2).map { $0.split(separator: ",").count } == [64, 65])
        for option in OptionTable.options {
            guard let value = option.value else { continue }
            #expect(!value.edgeValues.isEmpty, "\(option.names)")
            for edge in value.edgeValues {
                // Parsing alone: taken, or a usage error (a thrown OptionsError); never a trap.
                _ = Self.refusal([option.names.last!, edge])
            }
        }
    }

    /// The spans' bounds are written back in the span grammar, in the largest whole unit.
    @Test func spanBoundsAreWrittenInTheirGrammar() {
        #expect(SpanText.written(seconds: 0.001) == "1ms" && SpanText.written(seconds: 315_360_000) == "3650d")
        #expect(SpanText.written(seconds: 1_209_600) == "2w" && SpanText.written(seconds: 90) == "90s")
        #expect(SpanText.written(seconds: 1.5) == "1500ms" && SpanText.written(seconds: 0.0005) == "0.0005s")
        #expect(OptionSpec.written(0.001) == "0.001" && OptionSpec.written(1e6) == "1000000")
    }

    /// A refused value is shown cut to 80 columns, whatever its length: a pattern of 10,000 groups was a
    /// 20 KB line on stderr.
    @Test func aRefusedValueIsShownCut() throws {
        let pattern = String(repeating: "(", count: 10_000) + "a" + String(repeating: ")", count: 10_000)
        for arguments in [["--match", pattern], ["--window", String(repeating: "9", count: 5_000)],
                          ["-x", String(repeating: "7", count: 5_000)], [String(repeating: "-z", count: 3_000)]] {
            let message = try #require(Self.refusal(arguments), "\(arguments[0].prefix(10))")
            #expect(message.count < 400, "\(message.prefix(120))")
            #expect(message.contains(String(repeating: arguments.count == 1 ? "-z" : String(arguments[1].first!), count: 39)))
            #expect(message.contains("…'"), "\(message.prefix(120))")
        }
    }

    /// `-n` is a series' rows, and the values kept over all series are bounded too (F3: `--by --top 63
    /// -n 10000000` kept 2 KiB a line): a run that can make 64 series keeps the bound's share each, said
    /// once as a notice; where the bound does not bite, `-n`'s rows and no notice.
    @Test func theValuesKeptOverAllSeriesAreBounded() throws {
        for (arguments, kept) in [(["--count", "--every", "1ms", "-n", "10000000", "--by", "2"], 156_250),
                                  (["--stat", "p99", "--every", "1", "-n", "10000000", "--by", "ep", "--top", "63"], 156_250),
                                  (["--count", "--every", "1ms", "-n", "156250", "--by", "2"], 156_250),
                                  (["--count", "--every", "1ms", "--by", "2"], 100_000),
                                  (["--count", "--every", "1ms", "-n", "10000000"], 10_000_000)] {
            let plan = runPlan(try Options.parse(arguments))
            let store = plan.store(recordsArrivals: false)
            #expect(plan.history == kept && store.capacity == kept, "\(arguments)")
            let bounded = "-n 10000000 keeps 156250 rows a series: 10000000 values at most over up to 64 series"
            #expect(store.notices.messages == (plan.askedHistory > kept ? [bounded] : []), "\(arguments)")
            #expect(kept * (arguments.contains("--by") ? SeriesCatalog.maximumCount : 1) <= OptionTable.mostKeptValues)
        }
    }
}
