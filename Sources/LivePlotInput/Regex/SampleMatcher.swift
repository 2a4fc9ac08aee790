/// `--match REGEX`: takes a sample from each capture group, one series per group (named after the group
/// when it has a name, else by its number), or from the whole match when the pattern has no groups;
/// `--by`'s group (`capturedGroup`) is a row's key, never a series. A
/// line that does not match, or matches without a number, holds no sample.
///
/// The pattern runs on `BoundedBacktracker`, or on `PikeVM` for a line too long for it: both in time
/// linear in the line whatever the pattern (`(a+)+$` included), with the matches `Regex` finds for the
/// syntax `RegexParser` takes; anything else is refused when the options are read, naming the construct.
/// The commonest shape, a literal then `(class+)`, needs neither (`LiteralRun`), nor does a line of
/// literals, classes and runs that never give back, maybe with a choice (`DeterministicMatcher`).
///
/// ```swift
/// var matcher = try SampleMatcher(pattern: "time=([0-9.]+)")
/// matcher.numbers(in: Array("64 bytes … time=0.045 ms".utf8))  // [0.045]
/// ```
public struct SampleMatcher: Sendable {
    private var machine: PikeVM
    private var backtracker: BoundedBacktracker
    private var literalRun: LiteralRun?
    private var deterministic: DeterministicMatcher?
    public let pattern: String
    /// The program's groups and their names, kept apart: a line's reading copies neither the program nor its tables.
    private let groups: Int
    private let groupNames: [Int: String]
    /// `--by` a capture group: the group (1-based) whose span each match keeps in `capture`; nil: none.
    public var capturedGroup: Int?
    /// The bytes of `capturedGroup` in the last line matched, nil when it did not take part (or no match).
    public private(set) var capture: Range<Int>?

    /// Throws the reason a pattern cannot be used: a syntax error, or a construct it does not run.
    public init(pattern: String) throws(RegexError) {
        let program = try RegexProgram(pattern: pattern)
        machine = PikeVM(program: program)
        backtracker = BoundedBacktracker(program: program)
        literalRun = LiteralRun(program: program)
        deterministic = literalRun == nil ? DeterministicMatcher(program: program) : nil
        self.pattern = pattern
        groups = program.groupCount
        groupNames = program.groupNames
    }

    /// Calls `body` once per series with the series' name and the number it matched (`nan` for none),
    /// in group order; returns false when the line does not match.
    public mutating func forEachNumber(in line: UnsafeRawBufferPointer,
                                       _ body: (_ series: Int, _ name: () -> String, Double) -> Void) -> Bool {
        let found = literalRun != nil ? literalRun!.firstMatch(in: line)
            : deterministic != nil ? deterministic!.firstMatch(in: line)
            : backtracker.canSearch(line.count) ? backtracker.firstMatch(in: line) : machine.firstMatch(in: line)
        capture = nil
        guard let slots = found else { return false }
        if let group = capturedGroup, group <= groups {
            let start = slots[slots.startIndex + 2 * group], end = slots[slots.startIndex + 2 * group + 1]
            if start >= 0, end >= start { capture = start..<end }
        }
        func number(group: Int) -> Double {
            let start = slots[slots.startIndex + 2 * group]
            let end = slots[slots.startIndex + 2 * group + 1]
            guard start >= 0, end >= start else { return .nan }
            let span = UnsafeRawBufferPointer(rebasing: line[start..<end])
            return Self.digitsValue(span) ?? SampleParser.firstNumber(in: span) ?? .nan
        }
        if groups == 0 {
            body(0, { "1" }, number(group: 0))
        } else {
            var series = 0
            // `--by`'s group is the key a row is tagged with, not a value: the other groups are the series.
            for group in 1...groups where group != capturedGroup {
                body(series, { groupNames[group] ?? String(group) }, number(group: group))
                series += 1
            }
        }
        return true
    }

    /// The value of `span` when it is a run of 1 to 15 digits, the commonest capture (`(\d+)`): exactly
    /// what the parse (`SampleParser.firstNumber`) reads, a whole number below 2⁵³, by a multiply and an
    /// add a digit instead of its field split and fast path (85 instructions a number). Nil otherwise.
    ///
    /// ```swift
    /// SampleMatcher.digitsValue(span)   // 404 for "404"; nil for "4.5", "", "12a"
    /// ```
    @inline(__always)
    static func digitsValue(_ span: UnsafeRawBufferPointer) -> Double? {
        guard span.count >= 1, span.count <= 15 else { return nil }
        var value: UInt64 = 0
        for byte in span {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ UInt64(digit)
        }
        return Double(value)
    }

    /// The capture group (1-based; 0, the whole match, for a pattern without groups) series `series`
    /// reads: groups in order, `--by`'s group (`capturedGroup`) passed over.
    ///
    /// ```swift
    /// matcher.capturedGroup = 1   // `" (\d{3}) .* rt=([0-9.]+)`, `--by 1`
    /// matcher.group(ofSeries: 0)  // 2
    /// ```
    public func group(ofSeries series: Int) -> Int {
        guard groupCount > 0 else { return 0 }
        guard let capturedGroup, capturedGroup <= series + 1 else { return series + 1 }
        return series + 2
    }

    /// The number of the capture group named `name` (`(?P<code>…)`, or a name the pattern gave it), nil when none is.
    public func group(named name: String) -> Int? {
        machine.program.groupNames.filter { $0.value == name }.map(\.key).min()
    }

    /// How many capture groups the pattern has.
    public var groupCount: Int { machine.program.groupCount }

    /// The numbers of each series in `line` (`nan` where a group has none), or nil when it does not match.
    public mutating func numbers(in line: [UInt8]) -> [Double]? {
        var numbers: [Double] = []
        let matched = line.withUnsafeBytes { forEachNumber(in: $0) { _, _, value in numbers.append(value) } }
        return matched ? numbers : nil
    }
}
