import Foundation
import Testing

/// The terminal's edge of `--graphics` (issue 46) on a pseudo-terminal this test plays the terminal of:
/// it reads liveplot's probe, answers as a recorded terminal did (or not at all), then takes a way out.
/// Every way out after kitty was found ends with kitty's images deleted (`ESC _ G a=d,d=A`) and only the
/// restoring bytes after it, the alternate screen left last; a sixel terminal's pictures go with the
/// alternate screen, so nothing is deleted there; `--graphics none` asks nothing.
@Suite(.serialized) struct GraphicsEdgeTests {
    /// Answers recorded on this machine (issue 46): kitty 0.26.5 and xterm -ti vt340.
    enum Answer: String {
        case kitty = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;19;8t\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;c"
        case xterm = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
        case silent = ""
    }

    static let deleteAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
    static let kittyQuery = "\u{1B}_Gi=31,"
    static let deviceAttributes = "\u{1B}[c"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let frameStart = "\u{1B}[?2026h"

    /// Plays the terminal: spawns liveplot on a pty as its controlling terminal, feeds `seq 1 20` and keeps
    /// the input open, answers the probe when it is read (`answer`, hex; empty: never), waits for a frame
    /// (or, `early`, acts at once on reading the probe), takes the way out, and reads to the end. Prints
    /// the exit status (128 + n for a signal) and everything written, hex.
    static let driver = #"""
    import fcntl, os, select, signal, struct, subprocess, sys, termios, time
    binary, answer, way, early = sys.argv[1], bytes.fromhex(sys.argv[2]), sys.argv[3], sys.argv[4] == "early"
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    def child():
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    for name in ("TMUX", "NO_COLOR", "COLUMNS", "LINES", "LIVEPLOT_GRAPHICS_TRACE"): env.pop(name, None)
    process = subprocess.Popen([binary] + sys.argv[5:], stdin=subprocess.PIPE, stdout=slave, stderr=slave,
                               preexec_fn=child, env=env, close_fds=True)
    os.close(slave)
    process.stdin.write(b"".join(b"%d\n" % n for n in range(1, 21))); process.stdin.flush()
    written = b""
    def pump(seconds):
        global written
        ready, _, _ = select.select([master], [], [], seconds)
        if ready:
            try: written += os.read(master, 65536)
            except OSError: return False
        return True
    deadline = time.time() + 10
    # The probe, or the first frame when nothing is asked (--graphics none).
    while b"\x1b[c" not in written and b"\x1b[?2026h" not in written and time.time() < deadline and process.poll() is None:
        pump(0.05)
    asked = b"\x1b[c" in written
    if asked and answer and not early: os.write(master, answer)
    if not early:
        mark = len(written)
        while b"\x1b[?2026h" not in written[mark:] and time.time() < deadline: pump(0.05)
        for _ in range(4): pump(0.05)
    if way == "q": os.write(master, b"q")
    elif way == "ctrl-c": os.write(master, b"\x03")
    else: process.send_signal({"term": signal.SIGTERM, "hup": signal.SIGHUP, "segv": signal.SIGSEGV}[way])
    deadline = time.time() + 10
    while process.poll() is None and time.time() < deadline: pump(0.05)
    while pump(0.2) and select.select([master], [], [], 0)[0]: pass
    status = process.poll()
    if status is None: process.kill(); status = -9
    print(128 - status if status < 0 else status)
    print(written.hex())
    """#

    struct Run {
        let status: Int32
        let written: String
    }

    static func run(answer: Answer, way: String, early: Bool = false, arguments: [String] = []) async throws -> Run {
        let hex = answer.rawValue.utf8.map { String(format: "%02x", $0) }.joined()
        let result = try await Subprocess.run(["python3", "-c", driver, LivePlotBinary.url.path, hex, way, early ? "early" : "late"]
                                        + arguments, environment: ProcessInfo.processInfo.environment)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(result.status == 0 && lines.count >= 2, "driver: \(result.error)")
        guard lines.count >= 2, let status = Int32(lines[0]) else { return Run(status: -1, written: "") }
        var bytes: [UInt8] = []
        var index = lines[1].startIndex
        while index < lines[1].endIndex {
            let next = lines[1].index(index, offsetBy: 2)
            bytes.append(UInt8(lines[1][index..<next], radix: 16)!)
            index = next
        }
        return Run(status: status, written: String(decoding: bytes, as: UTF8.self))
    }

    /// q, Ctrl-C, SIGTERM, SIGHUP and a crash after kitty answered: the images are deleted, after the last
    /// frame, and the alternate screen is left after that.
    @Test(arguments: [("q", Int32(0)), ("ctrl-c", 130), ("term", 143), ("hup", 129), ("segv", 139)])
    func everyWayOutFromKittyDeletesTheImages(way: String, status: Int32) async throws {
        let run = try await Self.run(answer: .kitty, way: way)
        #expect(run.status == status)
        #expect(run.written.contains(Self.kittyQuery), "the probe asks kitty")
        let delete = try #require(run.written.range(of: Self.deleteAll, options: .backwards), "\(run.written.debugDescription)")
        let tail = run.written[delete.upperBound...]
        #expect(tail.hasSuffix(Self.leaveAlternateScreen) || tail.contains(Self.leaveAlternateScreen))
        #expect(!tail.contains(Self.frameStart), "no frame after the images are deleted")
        #expect(run.written.contains(Self.frameStart), "a frame was drawn")
    }

    /// A sixel terminal's pictures are cells of the alternate screen: leaving it is enough, and nothing
    /// kitty's is written.
    @Test func sixelLeavesWithTheAlternateScreen() async throws {
        let run = try await Self.run(answer: .xterm, way: "q")
        #expect(run.status == 0)
        #expect(!run.written.contains(Self.deleteAll))
        #expect(run.written.contains(Self.leaveAlternateScreen))
    }

    /// `--graphics none` asks nothing and deletes nothing: the bytes are the character chart's alone.
    @Test func noneAsksNothing() async throws {
        let run = try await Self.run(answer: .kitty, way: "q", arguments: ["--graphics", "none"])
        #expect(run.status == 0)
        #expect(!run.written.contains(Self.kittyQuery) && !run.written.contains(Self.deviceAttributes))
        #expect(!run.written.contains(Self.deleteAll))
        #expect(run.written.contains(Self.frameStart) && run.written.hasSuffix(Self.leaveAlternateScreen))
    }

    /// A terminal that answers nothing: the chart still comes (after the probe's wait), no kitty images
    /// deleted, q still quits; and the input was read while the probe waited, so the first frame shows
    /// the 20 lines written before it, not "no samples yet".
    @Test func aSilentTerminalStillGetsTheChart() async throws {
        let run = try await Self.run(answer: .silent, way: "q")
        #expect(run.status == 0)
        #expect(run.written.contains(Self.frameStart))
        #expect(!run.written.contains(Self.deleteAll))
        let frames = run.written.components(separatedBy: Self.frameStart)
        #expect(frames.count > 1 && !frames[1].contains("no samples"), "the first frame: \(frames.dropFirst().first?.debugDescription ?? "none")")
    }

    /// q or SIGTERM while the probe waits on a terminal that answers nothing ends the run, the terminal
    /// restored: the keys typed meanwhile reach the keyboard, and the signal is heard.
    @Test(arguments: [("q", Int32(0)), ("term", 143)])
    func aWayOutDuringTheProbeEndsTheRun(way: String, status: Int32) async throws {
        let run = try await Self.run(answer: .silent, way: way, early: true)
        #expect(run.status == status)
        #expect(run.written.contains(Self.deviceAttributes))
        #expect(run.written.hasSuffix(Self.leaveAlternateScreen), "\(run.written.suffix(80).debugDescription)")
    }
}
