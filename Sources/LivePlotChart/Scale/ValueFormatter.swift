/// Writes numbers as a person would: exact axis labels with one number of decimals, short status figures.
///
/// ```swift
/// ValueFormatter.labels(for: AxisTicks.nice(lower: 0, upper: 1, rows: 20))  // ["0.0", "0.2", …, "1.0"]
/// ValueFormatter.figure(100.04)   // "100.04"
/// ValueFormatter.figure(1234567)  // "1.23457M"
/// ValueFormatter.figure(18.43333, significantDigits: 4)  // "18.43"
/// ```
public enum ValueFormatter {
    /// SI prefixes by exponent group, from pico (10⁻¹²) to peta (10¹⁵).
    static let prefixes: [Int: String] = [
        -12: "p", -9: "n", -6: "µ", -3: "m", 0: "", 3: "k", 6: "M", 9: "G", 12: "T", 15: "P",
    ]

    /// One label per tick, all with the same decimals, an SI prefix where it makes them shorter, and the
    /// unit after them. Beyond the prefixes (p … P) they share one power of ten instead: `0.5e30`,
    /// `1.0e30`, `1.5e30`.
    public static func labels(for ticks: AxisTicks, unit: String = "") -> [String] {
        if let exponents = ticks.exponents {
            return zip(ticks.integers, exponents).map { logarithmicLabel(mantissa: $0, exponent: $1, unit: unit) }
        }
        guard let largest = ticks.integers.map({ $0.magnitude }).max(), largest > 0 else {
            return ticks.integers.map { _ in attach(unit: unit, to: "0", prefix: "") }
        }
        let magnitude = String(largest).count - 1 + ticks.unitExponent
        if !prefixRange.contains(magnitude) {
            return ticks.integers.map { integer in
                let text = integer == 0 ? "0" : decimal(integer, exponent: ticks.unitExponent, shift: magnitude) + "e\(magnitude)"
                return attach(unit: unit, to: text, prefix: "", joins: false)
            }
        }
        let group = prefixGroup(magnitude: magnitude)
        let plain = ticks.integers.map { decimal($0, exponent: ticks.unitExponent, shift: 0) }
        let prefixed = ticks.integers.map { decimal($0, exponent: ticks.unitExponent, shift: group) }
        let plainWidth = plain.map(\.count).max() ?? 0
        let prefixedWidth = (prefixed.map(\.count).max() ?? 0) + 1
        if group != 0, allowsPrefix(group: group, unit: unit), prefixedWidth < plainWidth {
            // A bare zero needs no prefix (`0`, not `0k`; `0 ms`, not `0k ms`); with decimals (`0.0G`) or a
            // unit the prefix joins (`0 MB`) it keeps one, so the axis lines up and reads in one unit.
            return zip(ticks.integers, prefixed).map { integer, text in
                let bare = integer == 0 && !text.contains(".") && !joinsPrefix(unit)
                return attach(unit: unit, to: text, prefix: bare ? "" : prefixes[group]!)
            }
        }
        return plain.map { attach(unit: unit, to: $0, prefix: "") }
    }

    /// A logarithmic axis's label (`AxisTicks.logarithmic`): each tick its own SI prefix, since they span
    /// decades (`1µ`, `100µ`, `10m`, `1`, `100`, `10k`), exact from its mantissa and power; scientific
    /// notation beyond the prefixes (`1e-15`).
    static func logarithmicLabel(mantissa: Int64, exponent: Int, unit: String) -> String {
        let magnitude = String(mantissa.magnitude).count - 1 + exponent
        guard prefixRange.contains(magnitude) else {
            return attach(unit: unit, to: decimal(mantissa, exponent: exponent, shift: magnitude) + "e\(magnitude)", prefix: "", joins: false)
        }
        let group = allowsPrefix(group: prefixGroup(magnitude: magnitude), unit: unit) ? prefixGroup(magnitude: magnitude) : 0
        return attach(unit: unit, to: decimal(mantissa, exponent: exponent, shift: group), prefix: prefixes[group]!)
    }

    /// The powers of ten an SI prefix can write (10⁻¹² as `1p` … 10¹⁷ as `100P`); beyond them numbers are
    /// written in scientific notation.
    static let prefixRange = -12...17

    /// The SI prefix group (a multiple of 3, from -12 to 15) for numbers whose largest is about 10^magnitude.
    static func prefixGroup(magnitude: Int) -> Int {
        min(15, max(-12, Int((Double(magnitude) / 3).rounded(.down)) * 3))
    }

    /// A status figure with up to `significantDigits` significant digits, as `%g` would write it
    /// (`100.04`, `12345`, `3.14159`), an SI prefix only where the number needs more digits than that
    /// (`1.23457M`) or is below 0.001 (`123.456µ`), scientific notation beyond the prefixes (`1.5e30`).
    /// Written from the value's exact decimal digits: any finite Double, subnormals included; never `-0`.
    /// `last`, `min`, `max` and the cursor take 6 digits, `avg` 4.
    ///
    /// - Parameter sharedGroup: the prefix group of the figures written beside it (`figures`), taken
    ///   where the value reads in it within its digits (down to a thousandth of the prefix).
    public static func figure(_ value: Double, significantDigits: Int = 6, unit: String = "", sharedGroup: Int? = nil) -> String {
        precondition(significantDigits >= 1 && significantDigits <= 17, "significant digits")
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == 0 { return attach(unit: unit, to: "0", prefix: "") }
        return figure(value, digits: DecimalDigits(value).rounded(toSignificant: significantDigits), significantDigits: significantDigits,
                      unit: unit, sharedGroup: sharedGroup)
    }

    /// `figure` of a finite value other than 0 whose digits, rounded to `significantDigits`, are known:
    /// a value's decimal digits are found once for its figure, its prefix group and a shared prefix
    /// (each a `description` of the Double and arrays of its digits; a frame writes dozens of figures).
    private static func figure(_ value: Double, digits: DecimalDigits, significantDigits: Int, unit: String, sharedGroup: Int?) -> String {
        precondition(value.isFinite && value != 0, "a figure of its digits")
        precondition(significantDigits >= 1 && significantDigits <= 17, "significant digits")
        let exponent = digits.exponent
        let sign = value < 0 ? "-" : ""
        if let sharedGroup, prefixRange.contains(exponent), exponent >= sharedGroup - 3,
           allowsPrefix(group: sharedGroup, unit: unit) {
            return attach(unit: unit, to: sign + digits.text(shift: sharedGroup), prefix: prefixes[sharedGroup]!)
        }
        guard let group = group(of: value, digits: digits, significantDigits: significantDigits, unit: unit) else {
            return attach(unit: unit, to: sign + digits.text(shift: exponent) + "e\(exponent)", prefix: "", joins: false)
        }
        if group == 0, abs(value) < 10_000, value == value.rounded() { return attach(unit: unit, to: String(Int64(value)), prefix: "") }
        return attach(unit: unit, to: sign + digits.text(shift: group), prefix: prefixes[group]!)
    }

    /// A series' figures, each with its own significant digits, sharing one SI prefix (cli.md: "A series'
    /// figures share one prefix"): when any of them takes a prefix alone, all take the largest figure's,
    /// so `141676` beside `133.7k` is written `141.676k`, and `0.0059` beside `738.58µ` `5.9m`. A figure
    /// below a thousandth of that prefix keeps its own (`7` beside `2M`).
    ///
    /// ```swift
    /// ValueFormatter.figures([(141_676, 6), (133_712, 4)])   // ["141.676k", "133.7k"]
    /// ```
    public static func figures(_ values: [(value: Double, significantDigits: Int)], unit: String = "") -> [String] {
        // Each finite value's digits, other than 0's, found once (nil: none to find).
        let digits = values.map { $0.value.isFinite && $0.value != 0 ? DecimalDigits($0.value).rounded(toSignificant: $0.significantDigits) : nil }
        var shared: Int?
        let takesAPrefix = values.indices.contains { index in
            // 0 and values not finite take none.
            guard let digits = digits[index] else { return false }
            return group(of: values[index].value, digits: digits, significantDigits: values[index].significantDigits, unit: unit) != 0
        }
        if takesAPrefix, let largest = values.indices.filter({ digits[$0] != nil }).max(by: { abs(values[$0].value) < abs(values[$1].value) }) {
            let exponent = digits[largest]!.exponent
            shared = prefixRange.contains(exponent) ? prefixGroup(magnitude: exponent) : nil
        }
        return values.indices.map { index in
            let (value, significantDigits) = values[index]
            guard let digits = digits[index] else { return figure(value, significantDigits: significantDigits, unit: unit, sharedGroup: shared) }
            return figure(value, digits: digits, significantDigits: significantDigits, unit: unit, sharedGroup: shared)
        }
    }

    /// The prefix group `figure` writes `value` in alone (0 for none); nil beyond the prefixes (scientific
    /// notation).
    static func group(of value: Double, significantDigits: Int, unit: String) -> Int? {
        guard value.isFinite, value != 0 else { return 0 }
        let magnitude = abs(value)
        if magnitude < 10_000, magnitude >= 0.001, value == value.rounded() { return 0 }
        return group(of: value, digits: DecimalDigits(value).rounded(toSignificant: significantDigits), significantDigits: significantDigits,
                     unit: unit)
    }

    /// `group(of:significantDigits:unit:)` of a finite value other than 0 whose rounded digits are known.
    private static func group(of value: Double, digits: DecimalDigits, significantDigits: Int, unit: String) -> Int? {
        let magnitude = abs(value)
        if magnitude < 10_000, magnitude >= 0.001, value == value.rounded() { return 0 }
        let exponent = digits.exponent
        guard prefixRange.contains(exponent) else { return nil }
        // A unit that takes a prefix reads as the axis does: 0.25 s is `250 ms`, as its label is.
        let useGroup = exponent >= significantDigits || exponent < -3 || (joinsPrefix(unit) && exponent < 0)
        return useGroup && allowsPrefix(group: prefixGroup(magnitude: exponent), unit: unit) ? prefixGroup(magnitude: exponent) : 0
    }

    /// The decimal text of `integer × 10^exponent ÷ 10^shift`, with exactly max(0, shift − exponent) decimals.
    static func decimal(_ integer: Int64, exponent: Int, shift: Int) -> String {
        let scale = exponent - shift
        var digits = String(integer.magnitude)
        let negative = integer < 0
        if scale >= 0 {
            if integer != 0 { digits += String(repeating: "0", count: scale) }
        } else {
            let decimals = -scale
            if digits.count <= decimals {
                digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        // Never `-0`: zero has no sign.
        return negative ? "-" + digits : digits
    }

    /// Units that take a prefix themselves (`ms`, `kB`); longer ones keep it on the number (`1.5k req/s`).
    /// - Parameter joins: whether a prefixable unit may take the prefix; a number in scientific notation
    ///   keeps its unit apart (`1e30 B`).
    static func attach(unit: String, to number: String, prefix: String, joins: Bool = true) -> String {
        if unit.isEmpty { return number + prefix }
        if joins, joinsPrefix(unit) { return number + " " + prefix + unit }
        return number + prefix + " " + unit
    }

    /// SI unit symbols, which take a prefix themselves (`250 ms`, `2 GB`, `1.5 kHz`). Any other unit
    /// (`ms`, `°C`, `%`, `req/s`) already says its scale, and takes a prefix only on the number, and only
    /// a large one (`1.52k req/s`), never `45m ms`.
    static let prefixableUnits: Set<String> = [
        "s", "B", "b", "bit", "bps", "B/s", "b/s", "bit/s", "Hz", "W", "Wh", "V", "A", "J", "N", "Pa", "g", "m",
        "Ω", "F", "K", "l", "L", "eV", "T", "H", "S", "C", "lm", "lx", "Bq", "Gy", "Sv", "cd", "mol", "rad", "sr",
    ]

    static func joinsPrefix(_ unit: String) -> Bool { prefixableUnits.contains(unit) }

    /// A prefix goes on the number always without a unit, with an SI unit, or when it is a large one.
    static func allowsPrefix(group: Int, unit: String) -> Bool {
        unit.isEmpty || joinsPrefix(unit) || group > 0
    }
}
