import Foundation
import Testing

/// A Unix citizen (issue 20): the manual and completions in the tools that read them (groff, man, bash,
/// zsh, fish), `--tee` in a pipe, charts saved as text and SVG (xmllint validates against the SVG 1.1
/// DTD, offline), sizes from the environment. The tools come from `.ci/run`'s packages.
@Suite(.serialized) struct UnixCitizenTests {
    /// A fresh folder for a test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-unix-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) async throws -> Subprocess.Result {
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        return try await Subprocess.run(arguments, environment: env, input: input)
    }

    // MARK: the manual

    /// groff reads the page without a warning, for a printer and for a terminal (`-ww`: every warning), and
    /// `man -l` shows every flag that `--help` lists, unbroken.
    @Test func theManualRendersWithoutAWarning() async throws {
        let folder = try Self.folder()
        let page = try await LivePlotBinary.run(["--man"])
        #expect(page.status == 0)
        let file = folder.appendingPathComponent("liveplot.1").path
        try page.output.write(toFile: file, atomically: true, encoding: .utf8)
        for device in [[], ["-Tutf8"]] {
            let groff = try await Self.run(["groff", "-man", "-ww", "-z"] + device + [file])
            #expect(groff.status == 0 && groff.error.isEmpty, "groff \(device): \(groff.error)")
        }
        let man = try await Self.run(["man", "-l", file], environment: ["MANWIDTH": "100", "MANPAGER": "cat", "LANG": "C.UTF-8"])
        #expect(man.status == 0 && man.error.isEmpty, "\(man.error)")
        let help = try await LivePlotBinary.run(["--help"]).output
        var flags: [String] = []
        for line in help.split(separator: "\n") where line.hasPrefix("  -") || line.hasPrefix("      --") {
            // The flags of the label: the words that start with a dash, before the help.
            let words = line.split(separator: " ").prefix { $0.hasPrefix("-") || $0.allSatisfy { $0.isUppercase || "[]<>|,.…V".contains($0) } }
            flags += words.filter { $0.hasPrefix("-") }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
        }
        #expect(flags.count >= 40, "\(flags)")
        for flag in flags { #expect(man.output.contains(flag), "man shows \(flag)") }
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "FORMATS", "EXAMPLES", "EXIT STATUS", "ENVIRONMENT", "SEE ALSO"] {
            #expect(man.output.contains("\n" + section + "\n"), "\(section)")
        }
    }

    // MARK: completions

    /// Each shell's script loads (`-n`: read, not run), and in a scripted session completes a flag, the
    /// words of `--style`, one `--stat` word after a comma, and file names for `-o`.
    @Test func eachShellLoadsItsScriptAndCompletes() async throws {
        let folder = try Self.folder()
        for file in ["chart-a.svg", "chart-b.txt"] { _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(file).path, contents: nil) }
        var scripts: [String: String] = [:]
        for shell in ["bash", "zsh", "fish"] {
            let script = try await LivePlotBinary.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            let path = folder.appendingPathComponent("liveplot.\(shell)").path
            try script.output.write(toFile: path, atomically: true, encoding: .utf8)
            scripts[shell] = path
            let check = try await Self.run([shell, "-n", path])
            #expect(check.status == 0 && check.error.isEmpty, "\(shell) -n: \(check.error)")
        }
        let chart = folder.appendingPathComponent("chart-").path
        let cases: [(typed: String, expected: [String])] = [
            ("liveplot --sty", ["--style"]),
            ("liveplot --style b", ["blocks", "braille"]),
            ("liveplot --stat p50,p9", ["p50,p90", "p50,p95", "p50,p99"]),
            ("liveplot -o \(chart)", [chart + "a.svg", chart + "b.txt"]),
            ("liveplot -F \(chart)", [chart + "a.svg", chart + "b.txt"]),
        ]
        // bash: the completion function called as readline would, COMPREPLY read back.
        for (typed, expected) in cases {
            let words = typed.split(separator: " ").map(String.init)
            let bash = try await Self.run(["bash", "-c", """
                source \(scripts["bash"]!)
                COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
                _liveplot; printf '%s\\n' "${COMPREPLY[@]}"
                """])
            #expect(bash.output.split(separator: "\n").map(String.init).sorted() == expected.sorted(), "bash: \(typed) → \(bash.output)")
        }
        // fish: `complete -C` completes a command line.
        for (typed, expected) in cases {
            let fish = try await Self.run(["fish", "-c", "source \(scripts["fish"]!); complete -C '\(typed)'"])
            let words = fish.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
            #expect(words.sorted() == expected.sorted(), "fish: \(typed) → \(fish.output) \(fish.error)")
        }
        // zsh: an interactive zsh in a pseudo-terminal (zpty) with the script loaded, Tab pressed; the
        // matches offered are read back from compadd.
        let driver = folder.appendingPathComponent("drive.zsh").path
        try """
            zmodload zsh/zpty
            script=$1 hits=$2 typed=$3
            zpty z zsh -f -i
            zpty -w z "PS1=''; autoload -U compinit; compinit -u -D; source ${(q)script}"
            zpty -w z "compadd() { local -a h; builtin compadd -O h \\"\\$@\\"; (( \\$#h )) && print -rl -- \\$h >> ${(q)hits}; builtin compadd \\"\\$@\\"; }"
            zpty -w z "print READY"
            while zpty -r z line; do [[ $line == *READY* && $line != *print* ]] && break; done
            zpty -w -n z "$typed"$'\\t'
            for i in {1..200}; do [[ -s $hits ]] && break; sleep 0.05; done
            sleep 0.2
            zpty -d z
            """.write(toFile: driver, atomically: true, encoding: .utf8)
        for (index, (typed, expected)) in cases.enumerated() {
            let hits = folder.appendingPathComponent("hits-\(index)").path
            _ = try await Self.run(["zsh", "-f", driver, scripts["zsh"]!, hits, typed])
            let offered = (try? String(contentsOfFile: hits, encoding: .utf8)) ?? ""
            // zsh offers a file by its name in its folder, and a list's next word alone (after the comma).
            let expectedHere = expected.map { $0.hasPrefix(chart) ? String($0.dropFirst(folder.path.count + 1)) : $0 }
                .map { $0.hasPrefix("p50,") ? String($0.dropFirst(4)) : $0 }
            // _files offers the folders on the way too (tmp, the test's folder): those are not -o's files.
            let folders = Set(folder.pathComponents)
            let files = offered.split(separator: "\n").map(String.init).filter { !folders.contains($0) }
            #expect(Set(files) == Set(expectedHere), "zsh: \(typed) → \(offered)")
        }
    }

    // MARK: -o

    /// A chart saved as SVG is valid SVG 1.1 (xmllint against the DTD, offline), whatever the input's
    /// names and the title hold; as text, it is the chart printed.
    @Test func chartsSavedAsSVGAndText() async throws {
        let folder = try Self.folder()
        let lines = (0..<200).map { "{\"<b>&amp;\\\"x\\\"\": \($0 % 37), \"y]]>\": \(200 - $0)}" }.joined(separator: "\n") + "\n"
        let svg = folder.appendingPathComponent("chart.svg").path
        let printed = try await LivePlotBinary.run(["--once", "-t", "<title> & 'q'", "-o", svg, "--alert", "150", "--hline", "20"], input: lines)
        #expect(printed.status == 0 && printed.error.isEmpty, "\(printed.error)")
        let xmllint = try await Self.run(["xmllint", "--noout", "--valid", "--nonet", svg])
        #expect(xmllint.status == 0 && xmllint.error.isEmpty, "\(xmllint.error)")
        let document = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(document.contains("&lt;title&gt; &amp; &apos;q&apos;"))
        // The key holds a quote, so its series is named by the key written quoted (JSON path syntax).
        #expect(document.contains("&quot;&lt;b&gt;&amp;amp;\\&quot;x\\&quot;&quot;"))

        let text = folder.appendingPathComponent("chart.txt").path
        let again = try await LivePlotBinary.run(["--once", "-o", text, "--split"], input: lines)
        #expect(again.status == 0)
        #expect(try String(contentsOfFile: text, encoding: .utf8) == again.output, "the file holds the chart printed")
    }

    /// A file that cannot be written: one line says which and why, the chart is printed all the same, and
    /// the exit status is 1.
    @Test func aFileThatCannotBeWritten() async throws {
        let result = try await LivePlotBinary.run(["--once", "--height", "6", "-o", "/nonexistent/chart.svg"], input: "1\n2\n3\n")
        #expect(result.status == 1)
        #expect(result.error == "liveplot: cannot write the chart to '/nonexistent/chart.svg': No such file or directory\n")
        #expect(result.output.contains("last=3 min=1 max=3 avg=2 n=3"))
    }

    // MARK: sizes

    /// Without a terminal, COLUMNS and LINES size the chart unless --width or --height do; values that
    /// are not a size a chart can have are passed over.
    @Test func sizesFromTheEnvironment() async throws {
        let input = (1...100).map { "\($0)\n" }.joined()
        /// The chart's width and height.
        func size(_ arguments: [String], _ environment: [String: String]) async throws -> [Int] {
            let output = try await LivePlotBinary.run(["--once"] + arguments, input: input, environment: environment).output
            let rows = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            return [rows.map(\.count).max() ?? 0, rows.count]
        }
        #expect(try await size([], ["COLUMNS": "50", "LINES": "10"]) == [50, 10])
        #expect(try await size(["--width", "40"], ["COLUMNS": "50", "LINES": "10"]) == [40, 10])
        #expect(try await size(["--height", "8"], ["COLUMNS": "120"]) == [120, 8])
        #expect(try await size([], ["COLUMNS": "abc", "LINES": "0"]) == [80, 20])
    }

    // MARK: --tee

    /// No terminal at all (a new session, `setsid`): the input goes on byte for byte, the chart is drawn
    /// nowhere, which is said, and the status is 1; with `-o` the chart goes to the file, and all is well.
    @Test func teeWithoutATerminal() async throws {
        let folder = try Self.folder()
        let input = (0..<5_000).map { $0 % 7 == 0 ? "text ü\r\n" : "v=\($0 % 50)\n" }.joined() + "no newline at the end"
        let alone = try await Self.run(["setsid", "-w", LivePlotBinary.url.path, "--tee"], input: input)
        #expect(alone.output == input)
        #expect(alone.status == 1)
        #expect(alone.error == "liveplot: --tee draws on the terminal, and there is none: the input is passed on, no chart drawn (-o FILE saves it)\n")
        let file = folder.appendingPathComponent("chart.txt").path
        let saved = try await Self.run(["setsid", "-w", LivePlotBinary.url.path, "--tee", "-o", file], input: input)
        #expect(saved.output == input)
        #expect(saved.status == 0 && saved.error.isEmpty, "\(saved.error)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("n=4285 skipped=1"), "the last line, without its newline, is text; the others repeat the first, a header")
    }

    /// 100 MB of mixed lines through `liveplot --tee | cat > out` in a terminal: out is the input, byte
    /// for byte, and the chart was drawn on the terminal, its final one left there.
    @Test func teeCopiesAHundredMegabytesByteForByte() async throws {
        let folder = try Self.folder()
        let input = folder.appendingPathComponent("input").path
        let generator = try await Self.run(["python3", "-c", """
            import random, sys
            random.seed(20)
            kinds = ['{i} {f}', 'cpu={f} mem={g}', '{{"lat": {f}, "ok": true}}', 'no number here', 'µs ünïcödé {i}ms', '\\x01\\x1b[2J {i}', '{f},{g},"q,{i}"']
            out = open(sys.argv[1], 'w', newline='')
            size = 0
            while size < 100_000_000:
                lines = []
                for _ in range(10_000):
                    line = random.choice(kinds).format(i=random.randrange(10**6), f=round(random.uniform(-100, 100), 3), g=random.random())
                    lines.append(line + random.choice(['\\n', '\\r\\n']))
                chunk = ''.join(lines)
                out.write(chunk)
                size += len(chunk.encode())
            """, input])
        #expect(generator.status == 0, "\(generator.error)")
        let output = folder.appendingPathComponent("out").path
        let session = try TmuxSession(producer: "cat \(input)", arguments: "--tee", downstream: "cat > \(output)", width: 100, height: 30,
                                     binary: LivePlotBinary.release)
        #expect(try await session.exitStatus() == 0)
        #expect(FileManager.default.contentsEqual(atPath: input, andPath: output), "out is the input, byte for byte")
        #expect(try session.screen().contains("skipped="), "the final chart on the terminal")
        try? FileManager.default.removeItem(at: folder)
    }

    /// A reader downstream that takes its time: liveplot waits for it, and nothing is lost.
    @Test func teeWaitsForASlowReader() async throws {
        let folder = try Self.folder()
        let output = folder.appendingPathComponent("out").path
        let slow = "python3 -c 'import sys, time\nwhile True:\n    b = sys.stdin.buffer.read1(4096)\n    if not b: break\n    sys.stdout.buffer.write(b)\n    time.sleep(0.02)' > \(output)"
        let session = try TmuxSession(producer: "seq 1 30000", arguments: "--tee", downstream: slow, width: 80, height: 20)
        #expect(try await session.exitStatus() == 0)
        let expected = (1...30_000).map { "\($0)\n" }.joined()
        #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
        #expect(try session.screen().contains("last=30k min=0.001k max=30k"))
    }

    /// --tee with standard output the terminal itself: the copy would write over the chart; said at once.
    @Test func teeOntoTheTerminalItself() async throws {
        let session = try TmuxSession(producer: "seq 1 3", arguments: "--tee")
        #expect(try await session.exitStatus() == 2)
        #expect(try session.standardError().hasPrefix("liveplot: --tee copies the input to standard output, which is the terminal"))
    }

    // MARK: s and -o live

    /// `s` saves the view to -o's file and says so; without -o, to a file named by the time in the
    /// working folder. At the end of input, -o gets the final chart, which stays on the screen.
    @Test func sSavesTheViewAndTheEndSavesTheChart() async throws {
        let session = try TmuxSession(producer: "seq 1 50; while [ ! -e \"$GATE\" ]; do sleep 0.05; done",
                                      arguments: "-o view.svg", width: 90, height: 24)
        try await session.waitUntil("the chart") { try session.screen().contains("n=50") }
        try session.send(keys: "s")
        try session.waitForNotice("saved view.svg", "saved")
        let xmllint = try await Self.run(["xmllint", "--noout", "--valid", "--nonet", session.path + "/view.svg"])
        #expect(xmllint.status == 0 && xmllint.error.isEmpty, "\(xmllint.error)")
        try await session.quitAndExpectTheTerminalBack()

        let plain = try TmuxSession(producer: "seq 1 50; while [ ! -e \"$GATE\" ]; do sleep 0.05; done", width: 90, height: 24)
        try await plain.waitUntil("the chart") { try plain.screen().contains("n=50") }
        try plain.send(keys: "s")
        try plain.waitForNotice("saved liveplot-", "saved")
        let saved = try FileManager.default.contentsOfDirectory(atPath: plain.path).filter { $0.hasPrefix("liveplot-") && $0.hasSuffix(".txt") }
        #expect(saved.count == 1 && saved[0].count == "liveplot-20261124-101500.txt".count, "\(saved)")
        let text = try String(contentsOfFile: plain.path + "/" + saved[0], encoding: .utf8)
        #expect(text.contains("last=50 min=1 max=50 avg=25.5 n=50") && !text.contains("\u{1B}"))
        try await plain.quitAndExpectTheTerminalBack()

        let ending = try TmuxSession(producer: "seq 1 100", arguments: "-o final.txt", width: 90, height: 24)
        #expect(try await ending.exitStatus() == 0)
        let final = try String(contentsOfFile: ending.path + "/final.txt", encoding: .utf8)
        let screen = try ending.screen()
        #expect(final.contains("last=100 min=1 max=100 avg=50.5 n=100"))
        #expect(screen.hasPrefix(final), "the file holds the final chart the screen shows")
    }
}
