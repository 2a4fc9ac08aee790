#if canImport(LivePlotChart)
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotCommand
#endif

/// One input through the whole ingest stage, as the fuzzers drive it (libFuzzer in `tools/fuzz`, a seeded
/// pass in `FuzzTests`): decoding in chunks, the store, a static and a live frame, and every number the
/// parser reads checked bit for bit against the standard library's `Double(String)` on the same token.
///
/// ```swift
/// IngestFuzzHarness.run(bytes)  // [] when nothing went wrong
/// ```
enum IngestFuzzHarness {
    /// What went wrong with `input`; empty when nothing did. The first byte picks how it is read: the
    /// chunk size, and plain, `-f`, `--match` or stamped for `--rate`.
    static func run(_ input: UnsafeRawBufferPointer) -> [String] {
        guard let mode = input.first else { return [] }
        let data = UnsafeRawBufferPointer(rebasing: input[1...])
        let chunk = 1 + Int(mode >> 2) * 5
        var failures: [String] = []
        var decoder: SampleDecoder
        var transform = SeriesTransform.Kind.raw
        switch mode & 3 {
        case 1: decoder = SampleDecoder(selection: try? FieldSelection.parse("2,cpu,time"))
        case 2: decoder = SampleDecoder(matcher: try? SampleMatcher(pattern: "(\\d+)\\D+(?<b>\\d+)?"))
        case 3:
            decoder = SampleDecoder(stampsArrivals: true)
            transform = .rate
        default: decoder = SampleDecoder(maximumLineLength: 64)
        }
        var batch = SampleBatch()
        var offset = 0
        var time = 0.0
        while offset < data.count {
            let end = min(data.count, offset + chunk)
            let piece = UnsafeRawBufferPointer(rebasing: data[offset..<end])
            time += 0.01
            if mode & 3 == 3 { decoder.decode(piece, at: time, into: &batch) } else { decoder.decode(piece, into: &batch) }
            offset = end
        }
        if mode & 3 == 3 { decoder.finish(at: time + 0.01, into: &batch) } else { decoder.finish(into: &batch) }
        batch.checkInvariants()
        if batch.seriesCount > SeriesCatalog.maximumCount { failures.append("\(batch.seriesCount) series") }
        for name in batch.seriesNames where name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            failures.append("a control character in the name \(name.debugDescription)")
        }
        var store = SeriesStore(capacity: 50, transform: transform)
        store.append(batch)
        store.checkInvariants()
        for series in store.series where series.statistics.count > 0 {
            if !(series.statistics.minimum.isFinite && series.statistics.maximum.isFinite) { failures.append("a figure not finite") }
        }
        _ = ChartRenderer.render(store, configuration: ChartConfiguration(viewport: .fitAll), width: 40, height: 10)
        var chart = runPlan(Options()).liveChart(colors: .indexed, width: 30, height: 8)
        chart.ingest(batch, at: .zero)
        _ = chart.render(at: .zero)
        chart.press(.zoomOut, at: .zero)
        chart.press(.left, at: .zero)
        _ = chart.render(at: .seconds(1))
        failures += checkNumbers(in: data)
        if mode & 3 == 2 { failures += engineDisagreements(in: data) }
        if mode & 3 < 2 { failures += runDisagreements(in: data, selection: mode & 3 == 1 ? try? FieldSelection.parse("2,cpu,time") : nil) }
        return failures
    }

    /// Where decoding in one chunk, which reads lines in runs (a lone number's, a shape's), reads the
    /// first 4 KiB of `data` otherwise than decoding it a byte at a time, where every line is read in
    /// full (no run can take a line it cannot see the end of).
    static func runDisagreements(in data: UnsafeRawBufferPointer, selection: FieldSelection?) -> [String] {
        let prefix = UnsafeRawBufferPointer(rebasing: data[..<min(data.count, 4096)])
        func decode(chunkSize: Int) -> SampleBatch {
            var decoder = SampleDecoder(maximumLineLength: 64, selection: selection)
            var batch = SampleBatch()
            var offset = 0
            while offset < prefix.count {
                let end = min(prefix.count, offset + chunkSize)
                decoder.decode(UnsafeRawBufferPointer(rebasing: prefix[offset..<end]), into: &batch)
                offset = end
            }
            decoder.finish(into: &batch)
            return batch
        }
        guard let difference = batchDifference(decode(chunkSize: prefix.count), decode(chunkSize: 1)) else { return [] }
        return ["in one chunk and a byte at a time: \(difference)"]
    }

    /// What differs between two batches, bit for bit (a gap is not a plain NaN), or nil.
    static func batchDifference(_ batch: SampleBatch, _ expected: SampleBatch) -> String? {
        if batch.seriesNames != expected.seriesNames { return "names \(batch.seriesNames) != \(expected.seriesNames)" }
        if batch.skippedLineCount != expected.skippedLineCount { return "skipped \(batch.skippedLineCount) != \(expected.skippedLineCount)" }
        if batch.droppedValueCount != expected.droppedValueCount { return "dropped \(batch.droppedValueCount) != \(expected.droppedValueCount)" }
        if batch.values.map(\.bitPattern) != expected.values.map(\.bitPattern) { return "values \(batch.values) != \(expected.values)" }
        if batch.xs.map(\.bitPattern) != expected.xs.map(\.bitPattern) { return "xs \(batch.xs) != \(expected.xs)" }
        return nil
    }

    /// Patterns both `--match` engines run on every fuzzed line: the issue's, and loops that can match
    /// nothing, where the two could part.
    static let patterns = ["time=([0-9.]+)", "rt=([0-9.]+)", #"(?:GET|POST) \S+ HTTP/1\.[01]" (\d{3}) (\d+)"#,
                           "(a*)*b", "((a)|b?)*c", #"(\w+)=(\d*)\b"#, #"(é|.)+?(\d{2,3})"#, #"^\s*(-?\d+(?:\.\d+)?)"#]

    /// Where `PikeVM` and `BoundedBacktracker` find different matches in a line of `data` (split at line
    /// feeds, ill-formed bytes and all; the first 16, which keeps CI's seeded pass short); the first line
    /// is tried as a pattern too, when it is one.
    static func engineDisagreements(in data: UnsafeRawBufferPointer) -> [String] {
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        var patterns = Self.patterns
        if let first = lines.first, first.count <= 40 { patterns.append(String(decoding: first, as: UTF8.self)) }
        var failures: [String] = []
        for pattern in patterns {
            guard let program = try? RegexProgram(pattern: pattern) else { continue }
            var machine = PikeVM(program: program)
            var backtracker = BoundedBacktracker(program: program)
            for line in lines.dropFirst().prefix(16) {
                let bytes = Array(line)
                bytes.withUnsafeBytes { buffer in
                    guard backtracker.canSearch(buffer.count) else { return }
                    let pike = machine.firstMatch(in: buffer).map(Array.init)
                    let backtracked = backtracker.firstMatch(in: buffer).map(Array.init)
                    if pike != backtracked {
                        failures.append("\(pattern.debugDescription) on \(bytes): Pike VM \(String(describing: pike)), backtracker \(String(describing: backtracked))")
                    }
                }
            }
        }
        return failures
    }

    static func run(_ input: [UInt8]) -> [String] { input.withUnsafeBytes { run($0) } }

    /// Every field the parser reads as a number must be, bit for bit, what `Double(String)` makes of the
    /// same token's number (the part before its unit).
    static func checkNumbers(in data: UnsafeRawBufferPointer) -> [String] {
        var failures: [String] = []
        var start = 0
        for index in 0...data.count {
            guard index == data.count || SampleParser.isSeparator(data[index]) || data[index] == 0x0A || data[index] == 0x0D else {
                continue
            }
            if index > start {
                let token = UnsafeRawBufferPointer(rebasing: data[start..<index])
                if let parsed = SampleParser.number(in: token) {
                    let length = numberLength(token)
                    let text = String(decoding: token[0..<length], as: UTF8.self)
                    let unit = String(decoding: token[length...], as: UTF8.self)
                    if sized(text, unit: unit)?.bitPattern != parsed.bitPattern {
                        failures.append("\(String(decoding: token, as: UTF8.self).debugDescription) read as \(parsed)")
                    }
                }
            }
            start = index + 1
        }
        return failures
    }

    /// The model of a sized number (cli.md's "Sized numbers"): `Double(String)` of the number, × 1000ⁿ
    /// written into its exponent (correctly rounded), or × 1024ⁿ after it (exact); any other unit × 1.
    static func sized(_ number: String, unit: String) -> Double? {
        let decimal = ["k": 1, "K": 1, "M": 2, "G": 3, "T": 4, "P": 5]
        let binary = ["Ki": 1, "Mi": 2, "Gi": 3, "Ti": 4, "Pi": 5]
        let prefix = unit.count > 1 && unit.hasSuffix("B") ? String(unit.dropLast()) : unit == "B" ? "" : unit
        if let power = decimal[prefix] {
            let parts = number.split(separator: "e", maxSplits: 1).flatMap { $0.split(separator: "E", maxSplits: 1) }
            let exponent = parts.count > 1 ? Int(parts[1].drop { $0 == "+" }) ?? 0 : 0
            return Double(parts[0] + "e\(exponent + 3 * power)").flatMap { $0.isFinite ? $0 : nil }
        }
        if let power = binary[prefix] {
            return Double(number).map { $0 * Double(sign: .plus, exponent: 10 * power, significand: 1) }.flatMap { $0.isFinite ? $0 : nil }
        }
        return Double(number)
    }

    /// The length of the number at the start of a token: sign, digits, point, digits, and an exponent
    /// when digits follow the `e`.
    static func numberLength(_ token: UnsafeRawBufferPointer) -> Int {
        var index = 0
        func digits() { while index < token.count, SampleParser.digitValue(token[index]) != nil { index += 1 } }
        if index < token.count, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") { index += 1 }
        digits()
        if index < token.count, token[index] == UInt8(ascii: ".") {
            index += 1
            digits()
        }
        if index < token.count, token[index] | 0x20 == UInt8(ascii: "e") {
            var probe = index + 1
            if probe < token.count, token[probe] == UInt8(ascii: "+") || token[probe] == UInt8(ascii: "-") { probe += 1 }
            if probe < token.count, SampleParser.digitValue(token[probe]) != nil {
                index = probe
                digits()
            }
        }
        return index
    }
}
