import Foundation
import Testing

/// Files and standard input read side by side (`liveplot a.txt b.txt`, `liveplot a.txt -`): series named
/// `SOURCE series`, a source that cannot be read said while the others draw, the status.
@Suite struct SourcesPipeTests {
    /// A folder of its own with these files in it, removed after `body`.
    static func withFiles(_ files: [String: String], _ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-sources-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        try await body(folder)
    }

    /// Two files read at once: each by its name, the n-th line of each at the same x (their sample
    /// numbers), one axis.
    @Test func twoFilesSideBySide() async throws {
        try await Self.withFiles(["a.txt": "1\n3\n2\n5\n4\n6\n", "b.log": "10\n8\n9\n7\n"]) { folder in
            let result = try await LivePlotBinary.run(["--height", "8", "--width", "60", folder.appendingPathComponent("a.txt").path,
                                                 folder.appendingPathComponent("b.log").path])
            #expect(result.status == 0)
            #expect(result.error.isEmpty)
            #expect(result.output == """
                10┤•⠉⠒⠒⠒⠒⠤⠤⠤⠤⣀•⣀⣀⡠⠤⠤⠤⠤⠤⠒⠒•⠒⠢⠤⠤⠤⢄⣀⣀⣀⡀ · · · · · · · · · · · ·
                  │                                ⠈⣉•⣀⣀              ⣀⣀⣀⣀⠤•
                  │      ⣀⣀⣀⣀⠤•⠤⠤⢄⣀⣀⣀⣀⣀    ⣀⣀⠤⠤⠔⠒⠒⠉⠉    ⠉⠉⠉⠉⠉⠑⠒⠒•⠒⠉⠉⠉⠉
                 0┤•⠒⠉⠉⠉⠉· · · · · · · ⠉⠉•⠉· · · · · · · · · · · · · · · · ·
                  └───────────┬──────────────────────┬─────────────────────┬
                              2                      4                     6
                ● a last=6 min=1 max=6 avg=3.5 n=6
                ● b last=7 min=7 max=10 avg=8.5 n=4

                """)
        }
    }

    /// Files whose lines have times share one time axis: each row at its own time, whichever file it
    /// is in (web2's 10:00:05 between web1's 10:00:00 and 10:00:10), none kept back as out of order.
    @Test func timedFilesShareOneTimeAxis() async throws {
        try await Self.withFiles([
            "web1.csv": "time,load\n2026-11-25 10:00:00,1\n2026-11-25 10:00:10,2\n2026-11-25 10:00:20,3\n2026-11-25 10:00:30,4\n",
            "web2.csv": "time,load\n2026-11-25 10:00:05,8\n2026-11-25 10:00:15,6\n2026-11-25 10:00:35,7\n",
        ]) { folder in
            let result = try await LivePlotBinary.run(["--height", "8", "--width", "60", folder.appendingPathComponent("web1.csv").path,
                                                 folder.appendingPathComponent("web2.csv").path], environment: ["TZ": "UTC"])
            #expect(result.status == 0)
            #expect(result.error.isEmpty)
            #expect(result.output == """
                10┤· · · · •⣀⣀ · · · · · · · · · · · · · · · · · · · · · · ·
                  │           ⠉⠉⠉⠉⠉⠒⠒⠒⠒⠒⠢⠤⠤•⠤⠤⠤⠤⠤⠤⠤⠔⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠊⠉⠉⠉⠉⠉⠉⠉•
                  │                    ⢀⣀⣀⣀⣀⣀⣀⣀⡠⠤⠤⠤•⠤⠤⠤⠤⠤⠤⠤⠔⠒⠒⠒⠒⠒⠒⠒•
                 0┤•⠒⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉⠉⠉⠉⠉•⠉⠉⠉⠁ · · · · · · · · · · · · · · · · · ·
                  └┬───────────────┬───────────────┬───────────────┬────────
                10:00:00        10:00:10        10:00:20        10:00:30
                ● web1 load last=4 min=1 max=4 avg=2.5 n=4
                ● web2 load last=7 min=6 max=8 avg=7 n=3

                """)
        }
    }

    /// `-` among the files is standard input, named `stdin`.
    @Test func aFileAndStandardInput() async throws {
        try await Self.withFiles(["app.log": "1\n2\n3\n"]) { folder in
            let result = try await LivePlotBinary.run(["--once", "--height", "6", folder.appendingPathComponent("app.log").path, "-"],
                                                input: "40\n50\n")
            #expect(result.status == 0)
            #expect(result.error.isEmpty)
            #expect(result.output.contains("● app last=3 min=1 max=3 avg=2 n=3\n"), "\(result.output)")
            #expect(result.output.contains("● stdin last=50 min=40 max=50 avg=45 n=2\n"), "\(result.output)")
        }
    }

    /// Standard input a pipe named twice, once as a path (`- /dev/stdin`): two readers would each take a
    /// part of its lines; the second is refused, naming both, and the first reads every line. (A regular
    /// file on stdin is read whole by each, as a file named twice is.) Mutation: no check (`streamIdentity`
    /// nil always): status 0, no error: fails.
    @Test func standardInputByItsPathToo() async throws {
        let result = try await Subprocess.run(["sh", "-c", "printf '40\\n50\\n' | \(LivePlotBinary.url.path) --once --height 6 - /dev/stdin"],
                                              environment: ProcessInfo.processInfo.environment)
        #expect(result.status == 1)
        #expect(result.error == "liveplot: cannot read /dev/stdin: it is the stream '-' (standard input) reads, and a stream can be read once\n",
                "\(result.error)")
        #expect(result.output.contains("● stdin last=50 min=40 max=50 avg=45 n=2\n"), "\(result.output)")
    }

    /// A file that is not there beside one that is: said at once, naming it; the other drawn; status 1.
    /// None there: status 1, no chart.
    @Test func aMissingFileBesideAGoodOne() async throws {
        try await Self.withFiles(["good.txt": "1\n2\n3\n4\n"]) { folder in
            let missing = folder.appendingPathComponent("missing.txt").path
            let result = try await LivePlotBinary.run(["--once", "--height", "6", folder.appendingPathComponent("good.txt").path, missing])
            #expect(result.status == 1)
            #expect(result.error == "liveplot: cannot read \(missing): No such file or directory\n")
            #expect(result.output.contains("last=4 min=1 max=4 avg=2.5 n=4\n"), "\(result.output)")
            let none = try await LivePlotBinary.run(["--once", missing, missing + "2"])
            #expect(none.status == 1)
            #expect(none.output.isEmpty)
            #expect(none.error.components(separatedBy: "\n").filter { $0.hasPrefix("liveplot: cannot read") }.count == 2)
        }
    }

    /// `--once`: a source that fails while being read (a folder) is said after the chart, and the status
    /// is 1; the others are drawn. A command that cannot be run is said, and the files still draw.
    @Test func onceStatusSaysEachFailure() async throws {
        try await Self.withFiles(["a.txt": "1\n2\n"]) { folder in
            let file = folder.appendingPathComponent("a.txt").path
            let result = try await LivePlotBinary.run(["--once", "--height", "6", file, folder.path])
            #expect(result.status == 1)
            #expect(result.output.contains("last=2 min=1 max=2 avg=1.5 n=2"), "\(result.output)")
            #expect(result.error.hasSuffix(": Is a directory\n"), "\(result.error)")
            let command = try await LivePlotBinary.run(["--once", "--height", "6", file, "--exec", "false"])
            #expect(command.status == 1)
            #expect(command.output.contains("n=2"), "\(command.output)")
            #expect(command.error.contains("false exited 1"), "\(command.error)")
            let fine = try await LivePlotBinary.run(["--once", "--height", "6", file, file])
            #expect(fine.status == 0 && fine.error.isEmpty)
            #expect(fine.output.contains("● a last=2") && fine.output.contains("● a #2 last=2"), "\(fine.output)")
        }
    }

    /// `--explain` of several sources: each in turn under its name; one that cannot be read said there,
    /// and status 1.
    @Test func explainsEachSourceUnderItsName() async throws {
        try await Self.withFiles(["a.txt": "1\n2\n", "b.csv": "time,load\n10:00:01,5\n"]) { folder in
            let a = folder.appendingPathComponent("a.txt").path
            let b = folder.appendingPathComponent("b.csv").path
            let missing = folder.appendingPathComponent("gone.log").path
            let result = try await LivePlotBinary.run(["--explain", a, b, missing])
            #expect(result.status == 1)
            let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first == "a (\(a)):")
            #expect(lines.contains("  read: 2 lines, the whole input"))
            #expect(lines.contains("b (\(b)):"))
            #expect(lines.contains { $0.hasPrefix("  x: ") && $0.contains("time") }, "\(result.output)")
            #expect(lines.contains("gone (\(missing)):"))
            #expect(lines.contains("  liveplot: cannot read \(missing): No such file or directory"))
        }
    }

    /// `--replay` plays one input at its own pace: with several, a usage error.
    @Test func replayTakesOneSource() async throws {
        let result = try await LivePlotBinary.run(["--replay", "2", "a.txt", "b.txt"])
        #expect(result.status == 2)
        #expect(result.error.contains("'--replay'"))
    }
}
