import Foundation
import Testing

/// `--explain` through the binary (issue 42, point 3): it answers once it has its lines or the input
/// ended, never waiting for more; Ctrl-C or SIGTERM answers at once; an empty input and a 1 GB one.
@Suite struct ExplainTests {
    @Test func aCSVIsExplained() async throws {
        let result = try await LivePlotBinary.run(["--explain"], input: "time,cpu\n2026-11-22T10:00:01Z,12\noops\n")
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output == """
            read: 3 lines, the whole input
            format: CSV, separated by ','
            header: line 1: time, cpu
            label columns: none
            x: the timestamp each line leads with
            producer: none recognised
            series: 1
              cpu  field 2, named by the header
            lines not used: 2
              line 1  "time,cpu"  a header: it names the columns
              line 3  "oops"  no number a series takes

            """)
    }

    /// `< /dev/null`: nothing read, said so, status 0.
    @Test func noInputAtAll() async throws {
        let result = try await Subprocess.run([LivePlotBinary.url.path, "--explain"], environment: ProcessInfo.processInfo.environment)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("read: 0 lines, the whole input\nformat: nothing read\n"), "\(result.output)")
    }

    /// Options it makes no sense with: a usage error, before any input is read.
    @Test func withTeeItIsAUsageError() async throws {
        let result = try await LivePlotBinary.run(["--explain", "--tee"], input: "1\n")
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("liveplot: '--explain' cannot be combined with '--tee': both write to standard output"), "\(result.error)")
    }

    /// `-f` and `-x` that find nothing, with `--once`: `-f` said on standard error after the chart, `-x`
    /// on a field of words a usage error said at once, no chart; `-x` naming no field said as `-f` is.
    @Test func onceSaysWhatFieldsFoundNothing() async throws {
        let fields = try await LivePlotBinary.run(["--once", "--height", "6", "-f", "%usr,%nice"], input: "CPU %user %nice\nall 1 2\nall 3 4\n")
        #expect(fields.status == 0)
        #expect(fields.error == "liveplot: -f %usr: no such field (fields: %user %nice)\n")
        let x = try await LivePlotBinary.run(["--once", "-x", "name"], input: "name,value\nweb,1\ndb,2\n")
        #expect(x.status == 2)
        #expect(x.error == "liveplot: -x name: \"web\" is not a time or a number (see 'liveplot --help')\n")
        let missing = try await LivePlotBinary.run(["--once", "--height", "5", "-x", "Date"], input: "a,b\n1,2\n")
        #expect(missing.status == 0)
        #expect(missing.error == "liveplot: -x Date: no such field (fields: a b)\n")
        #expect(x.output.isEmpty)
    }

    /// A chart with no samples accounts for every line, through the whole binary.
    @Test func noSamplesAccountsForEveryLine() async throws {
        let result = try await LivePlotBinary.run(["--once", "--width", "70", "--height", "5"], input: "a b\nc d\n\n")
        #expect(result.output.contains("no samples: 3 lines, 2 taken as headers, 1 blank"), "\(result.output)")
    }

    /// A live producer that never ends: the answer comes once its 1,000 lines came, while it goes on
    /// writing (mutation: reading to the end of input never exits).
    @Test func aPipeThatNeverEndsIsAnsweredAfterItsLines() throws {
        let run = try Self.start(["--explain"])
        let lines = Data((1...1_500).map { "\($0) \($0 * 2)\n" }.joined().utf8)
        try run.input.fileHandleForWriting.write(contentsOf: lines)
        let exited = Self.wait(for: run.process, seconds: 8)
        #expect(exited, "exits with the pipe still open")
        if !exited { run.process.terminate() }
        let output = String(decoding: run.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(run.process.terminationStatus == 0)
        #expect(output.hasPrefix("read: the first 1000 lines (the input goes on)\nformat: columns aligned by blanks\n"), "\(output)")
        try? run.input.fileHandleForWriting.close()
    }

    /// SIGTERM (as Ctrl-C's SIGINT) answers with what came, status 128+N, before the time bound (10 s) would
    /// have: "interrupted", not "in 10 s". (No stopwatch here: a loaded machine once took 5 s to say a
    /// process had ended; a hang still fails, at 30 s.)
    @Test func aSignalAnswersAtOnce() throws {
        let run = try Self.start(["--explain"])
        try run.input.fileHandleForWriting.write(contentsOf: Data("12\n13\n".utf8))
        Thread.sleep(forTimeInterval: 1)
        run.process.terminate()
        #expect(Self.wait(for: run.process, seconds: 30))
        let output = String(decoding: run.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(run.process.terminationStatus == 128 + SIGTERM)
        #expect(output.hasPrefix("read: 2 lines (interrupted)\nformat: one field a line"), "\(output)")
        try? run.input.fileHandleForWriting.close()
    }

    /// A producer that writes a line and then nothing for a long while (`sar 60`): answered at the time
    /// bound, with what came.
    @Test func aQuietPipeIsAnsweredAtTheTimeBound() throws {
        let run = try Self.start(["--explain"])
        try run.input.fileHandleForWriting.write(contentsOf: Data("12 13\n".utf8))
        let started = Date()
        #expect(Self.wait(for: run.process, seconds: 15))
        #expect(Date().timeIntervalSince(started) < 12)
        let output = String(decoding: run.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(run.process.terminationStatus == 0)
        #expect(output.hasPrefix("read: 1 line in 10 s (the input goes on)\nformat: columns aligned by blanks\n"), "\(output)")
        try? run.input.fileHandleForWriting.close()
    }

    /// A 1 GB file (sparse: its first 1,000 lines written, the rest holes) is explained from its start
    /// in well under the time reading it whole takes.
    @Test func aGigabyteFileIsReadOnlyAtItsStart() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-explain-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data((1...1_200).map { "\($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let result = try await Subprocess.run(["/bin/sh", "-c", "exec '\(LivePlotBinary.url.path)' --explain < '\(path)'"],
                                              environment: ProcessInfo.processInfo.environment)
        #expect(result.seconds < 3, "the start, not a gigabyte")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("read: the first 1000 lines (the input goes on)\n"), "\(result.output)")
    }

    // MARK: A process with a pipe left open

    private static func start(_ arguments: [String]) throws -> (process: Process, input: Pipe, output: Pipe) {
        let process = Process()
        process.executableURL = LivePlotBinary.url
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, input, output)
    }

    /// Whether `process` exited within `seconds` (polled: a test waits for a process, not a timer).
    private static func wait(for process: Process, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return !process.isRunning
    }
}
