/// Random inputs in every format liveplot reads, and hostile mutations of them: stray quotes, headers
/// that repeat, keys that collide, times that jump by centuries or go backwards, numbers at the ends of
/// binary64, long lines, control bytes, planted escape sequences, invalid UTF-8, nothing at all. Small
/// (KBs), so a run is quick.
///
/// ```swift
/// var random = FuzzRandom(seed: 1)
/// let bytes = InputGenerator.input(&random)   // e.g. "cpu=1 mem=2\ncpu=3 cpu=4\n…"
/// ```
enum InputGenerator {
    enum Format: CaseIterable {
        case plain, several, delimited, aligned, pairs, json, prometheus, graphite, stamped, nginx, mixed
    }

    static func input(_ random: inout FuzzRandom, lines requested: Int? = nil) -> [UInt8] {
        if random.chance(0.03) { return [] }
        let format = random.pick(Format.allCases)
        // Now and then many lines: an option at its bound that costs its whole range a line (`-f 524288` walked every
        // position up to it) shows only over thousands.
        let count = requested ?? random.weighted([(15, random.int(1...5)), (25, random.int(6...80)), (10, random.int(81...400)),
                                                  (1, random.int(20_000...40_000))])
        var lines = self.lines(format, count: count, &random)
        var mutations = random.weighted([(4, 0), (4, 1), (2, random.int(2...6))])
        while mutations > 0 {
            mutate(&lines, &random)
            mutations -= 1
        }
        var bytes: [UInt8] = []
        let ending: [UInt8] = random.chance(0.1) ? [13, 10] : [10]
        for (index, line) in lines.enumerated() {
            bytes += line
            if index < lines.count - 1 || !random.chance(0.1) { bytes += ending }
        }
        return bytes
    }

    // MARK: Values

    static let edgeNumbers = ["0", "-0", "1", "-1", "1e-300", "1e300", "-1e300", "1.7976931348623157e308", "1e309",
                              "4.9e-324", "2.2250738585072014e-308", "nan", "NaN", "inf", "-inf", "+5", "1e23",
                              "9007199254740993", "123456789012345678901234567890", ".5", "5.", "1,5", "0x1F", "1e",
                              "--1", "١٢"]

    static func number(_ random: inout FuzzRandom, walk: inout Double) -> String {
        if random.chance(0.08) { return random.pick(edgeNumbers) }
        walk += (random.unit() - 0.5) * 10
        let whole = abs(walk) < 1e15
        switch random.int(0...3) {
        case 0 where whole: return String(Int(walk.rounded()))
        case 1: return format2(walk)
        case 3 where whole: return String(Int(abs(walk * 1000)))
        default: return String(walk)
        }
    }

    static func format2(_ value: Double) -> String {
        let scaled = (value * 100).rounded() / 100
        return "\(scaled)"
    }

    static func name(_ random: inout FuzzRandom) -> String {
        switch random.weightedIndex([10, 2, 1, 1]) {
        case 0: return random.pick(["cpu", "mem", "load", "rx", "tx", "latency_ms", "a", "b", "time", "ts", "value"])
        case 1: return random.pick(["", " ", "a.b", "a b", "\"q\"", "'", "=", ":", "é", "宽字", "\u{202E}rtl", "x\u{301}", "🙂"])
        case 2: return random.pick(InjectionMarker.planted)
        default: return String(repeating: "n", count: random.int(100...600))
        }
    }

    /// A time in one of the forms liveplot reads; `second` is seconds since 2026-01-01, which may be far off.
    static func time(_ random: inout FuzzRandom, second: Int, form: Int) -> String {
        let days = Int((Double(second) / 86_400).rounded(.down))
        let secondOfDay = second - days * 86_400
        let year = 2026 + Int((Double(days) / 365).rounded(.down))
        let dayOfYear = days - (year - 2026) * 365
        let month = min(12, dayOfYear / 31 + 1)
        let day = dayOfYear % 28 + 1
        let hms = "\(pad(secondOfDay / 3600)):\(pad(secondOfDay / 60 % 60)):\(pad(secondOfDay % 60))"
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        switch form {
        case 0: return "\(year)-\(pad(month))-\(pad(day))T\(hms)Z"
        case 1: return "\(year)-\(pad(month))-\(pad(day)) \(hms).\(random.int(0...999))"
        case 2: return "\(months[month - 1]) \(day) \(hms)"
        case 3: return hms
        case 4: return String(1_767_225_600 + second)
        default: return "\(year)-\(pad(month))-\(pad(day))T\(hms)+05:30"
        }
    }

    static func pad(_ value: Int) -> String { value < 10 && value >= 0 ? "0\(value)" : String(value) }

    /// Seconds since 2026 for each line: steady, jumping by centuries, going backwards, or all at once.
    static func clock(_ random: inout FuzzRandom, count: Int) -> [Int] {
        var second = random.chance(0.1) ? random.pick([-63_000_000_000, -1_767_225_600, 250_000_000_000, 2_000_000_000]) : 0
        let step = random.pick([0, 1, 1, 1, 5, 60, 3600, 86_400 * 365 * 100])
        return (0..<count).map { _ in
            second += step
            if random.chance(0.05) { second += random.pick([-3_153_600_000, 3_153_600_000, -1, -86_400, 1_000_000_000_000]) }
            return second
        }
    }

    // MARK: Formats

    static func lines(_ format: Format, count: Int, _ random: inout FuzzRandom) -> [[UInt8]] {
        var walk = random.chance(0.2) ? random.pick([1e300, -1e300, 1e-300, 0, 1e15]) : 100
        let width = random.weighted([(6, random.int(1...4)), (2, random.int(5...12)), (1, random.int(13...300))])
        // Wide rows come few: the input stays a few KB to a few hundred.
        let count = width > 12 ? min(count, 8) : count
        let names = (0..<width).map { _ in name(&random) }
        var out: [String] = []
        switch format {
        case .plain:
            for _ in 0..<count { out.append(number(&random, walk: &walk)) }
        case .several:
            let separator = random.pick([" ", "\t", "  ", " , "])
            for _ in 0..<count { out.append((0..<width).map { _ in number(&random, walk: &walk) }.joined(separator: separator)) }
        case .delimited:
            let separator = random.pick([",", "\t", ";", "|"])
            let quoted = random.chance(0.4)
            out.append(names.map { quoted ? "\"\($0)\"" : $0 }.joined(separator: separator))
            for _ in 0..<count {
                out.append((0..<width).map { _ in
                    let value = number(&random, walk: &walk)
                    return quoted && random.chance(0.3) ? "\"\(value)\"" : value
                }.joined(separator: separator))
            }
        case .aligned:
            out.append("procs -----------memory---------- ---swap-- -----io----")
            out.append(names.map { $0.padding(toLength: 6, withPad: " ", startingAt: 0) }.joined(separator: " "))
            for _ in 0..<count {
                out.append((0..<width).map { _ in
                    let value = number(&random, walk: &walk)
                    return String(repeating: " ", count: max(0, 6 - value.count)) + value
                }.joined(separator: " "))
            }
        case .pairs:
            let separator = random.pick(["=", ":", ": "])
            for _ in 0..<count {
                let fields = (0..<width).map { index -> String in
                    let key = random.chance(0.1) ? random.pick(names) : names[index]
                    return key + separator + number(&random, walk: &walk)
                }
                out.append(fields.joined(separator: random.pick([" ", ", ", "\t"])))
            }
        case .json:
            let times = clock(&random, count: count)
            for line in 0..<count {
                var members = (0..<width).map { index in "\(jsonString(names[index])):\(jsonValue(&random, walk: &walk, depth: 0))" }
                if random.chance(0.5) { members.append("\"time\":\"\(time(&random, second: times[line], form: 0))\"") }
                if random.chance(0.1) { members.append("\"ts\":\(time(&random, second: times[line], form: 4))") }
                out.append("{" + members.joined(separator: random.pick([",", ", "])) + "}")
            }
        case .prometheus:
            let metric = random.pick(["node_load1", "http_requests_total", "x", "a:b_c"])
            for line in 0..<count {
                if line % 5 == 0 { out.append("# HELP \(metric) \(name(&random))\n# TYPE \(metric) gauge") }
                let label = random.chance(0.5) ? "{cpu=\"\(random.int(0...3))\",mode=\(jsonString(name(&random)))}" : ""
                let stamp = random.chance(0.5) ? " \(1_767_225_600_000 + line * random.pick([1000, 0, -1000, 3_153_600_000_000]))" : ""
                out.append("\(metric)\(label) \(number(&random, walk: &walk))\(stamp)")
            }
        case .graphite:
            let times = clock(&random, count: count)
            for line in 0..<count {
                out.append("\(random.pick(["servers.a.cpu", "x", "a..b", names[0]])) \(number(&random, walk: &walk)) \(time(&random, second: times[line], form: 4))")
            }
        case .stamped:
            let form = random.int(0...5)
            let times = clock(&random, count: count)
            for line in 0..<count {
                let rest = random.chance(0.5) ? number(&random, walk: &walk) : "\(names[0])=\(number(&random, walk: &walk))"
                out.append(time(&random, second: times[line], form: random.chance(0.05) ? random.int(0...5) : form) + " " + (form == 2 ? "host app[12]: " : "") + rest)
            }
        case .nginx:
            let times = clock(&random, count: count)
            let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
            for line in 0..<count {
                let second = times[line]
                let year = 2026 + second / 31_536_000
                let stamp = "\(pad(second / 86_400 % 28 + 1))/\(months[(second / 2_592_000 % 12 + 12) % 12])/\(year):\(pad(second / 3600 % 24)):\(pad(second / 60 % 60)):\(pad(second % 60)) +0000"
                out.append("10.0.0.\(random.int(1...254)) - - [\(stamp)] \"GET /\(name(&random)) HTTP/1.1\" \(random.pick([200, 404, 500])) \(random.int(0...99999)) rt=\(number(&random, walk: &walk))")
            }
        case .mixed:
            for _ in 0..<count {
                let other = random.pick(Format.allCases.filter { $0 != .mixed })
                out += self.lines(other, count: 1, &random).map { String(decoding: $0, as: UTF8.self) }
            }
        }
        return out.map { Array($0.utf8) }
    }

    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                out += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func jsonValue(_ random: inout FuzzRandom, walk: inout Double, depth: Int) -> String {
        switch depth > 2 ? 0 : random.weighted([(8, 0), (1, 1), (1, 2), (1, 3)]) {
        case 0: return number(&random, walk: &walk)
        case 1:
            let members = (0..<random.int(0...4)).map { _ in "\(jsonString(name(&random))):\(jsonValue(&random, walk: &walk, depth: depth + 1))" }
            return "{" + members.joined(separator: ",") + "}"
        case 2: return "[" + (0..<random.int(0...5)).map { _ in jsonValue(&random, walk: &walk, depth: depth + 1) }.joined(separator: ",") + "]"
        default: return random.pick(["null", "true", "\"12\"", "\"x\"", "1e999", "-", "{", "\"\\u001b]0;PWNED\\u0007\"", "\"\\ud800\""])
        }
    }

    // MARK: Mutations

    static func mutate(_ lines: inout [[UInt8]], _ random: inout FuzzRandom) {
        if lines.isEmpty { lines = [[]] }
        let at = random.int(0...lines.count - 1)
        switch random.int(0...13) {
        case 0: lines[at].insert(UInt8(ascii: "\""), at: random.int(0...lines[at].count))
        case 1: lines.insert(lines[0], at: random.int(0...lines.count))                 // the header again
        case 2: lines[at] += Array(" \(String(decoding: lines[at].prefix(12), as: UTF8.self))".utf8)  // keys collide
        case 3: lines[at] += Array(random.pick(InjectionMarker.planted).utf8)
        case 4: lines[at].insert(contentsOf: InjectionMarker.plantedBytes, at: random.int(0...lines[at].count))
        case 5: lines[at] += [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80, 0xE2, 0x82]          // invalid UTF-8
        case 6: lines[at] += (0..<random.int(1...8)).map { _ in UInt8(random.pick([0, 1, 7, 8, 9, 11, 12, 13, 27, 127, 0x9B, 0x85])) }
        case 7: lines[at] = Array(String(repeating: random.pick(["1 ", "x", "9", "a=1 ", "\""]), count: random.int(500...8000)).utf8)
        case 8: lines.insert(Array(random.pick(edgeNumbers).utf8), at: at)
        case 9: lines.swapAt(at, random.int(0...lines.count - 1))                        // times go backwards
        case 10: lines.insert(Array(random.pick(["", " ", "\t", "#", "# comment", "---", "1 2 3 4 5 6 7 8 9 10 11 12"]).utf8), at: at)
        case 11: lines.insert(Array(random.pick(["9999-12-31T23:59:59Z 1", "0001-01-01T00:00:00Z 2", "1970-01-01T00:00:00Z 3",
                                                   "2026-02-30T25:61:61Z 4", "Feb 29 24:00:00 5", "99:99:99 6", "-5000-01-01T00:00:00Z 7"]).utf8), at: at)
        case 12: lines[at] = Array(lines[at].prefix(random.int(0...lines[at].count)))    // cut short
        default: lines += Array(repeating: Array(lines[at].prefix(200)), count: random.int(1...50))
        }
    }
}
