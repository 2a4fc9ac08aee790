import Foundation
import Testing

/// The harness's own checks bite: a stand-in for liveplot (/bin/sh running a line) does each thing a run
/// must not, and the finding it makes is the one expected; a stand-in that behaves makes none.
@Suite struct HarnessTests {
    static let runner = CaseRunner(binary: "/bin/sh")

    static func findings(_ script: String, terminal: [Int]? = nil, steps: [LiveStep] = [.pause(50), .keys("q")],
                         flags: [String] = []) -> [Finding] {
        var fuzzCase = FuzzCase(seed: 0, arguments: ["-c", script] + flags, input: Array("1\n2\n".utf8))
        if let terminal {
            fuzzCase.terminal = terminal
            fuzzCase.outputSink = .terminal
            fuzzCase.script = steps
        }
        return RunChecks.findings(fuzzCase, runner.run(fuzzCase))
    }

    @Test func aGoodRunFindsNothing() {
        #expect(Self.findings("cat > /dev/null; echo chart; exit 0").isEmpty)
        #expect(Self.findings("printf '\\033[?1049h\\033[?25l'; read key; printf '\\033[?25h\\033[?1049l'", terminal: [80, 24]).isEmpty)
    }

    @Test func aCrashIsFound() {
        #expect(Self.findings("kill -SEGV $$").map(\.kind) == ["crash"])
        #expect(Self.findings("kill -TRAP $$").first?.variant == "SIGTRAP")
    }

    @Test func anExitStatusOutsideZeroToTwoIsFound() {
        #expect(Self.findings("exit 3").map(\.kind) == ["status"])
        #expect(Self.findings("exit 2").isEmpty)
    }

    @Test func aSignalSentMayEndIt() {
        let steps: [LiveStep] = [.pause(100), .signal(SIGTERM)]
        #expect(Self.findings("trap 'exit 143' TERM; while :; do sleep 0.05; done", terminal: [80, 24], steps: steps).isEmpty)
        #expect(Self.findings("trap 'exit 130' TERM; while :; do sleep 0.05; done", terminal: [80, 24], steps: steps).map(\.kind) == ["status"])
    }

    @Test func anEscapeFromTheInputIsFound() {
        #expect(Self.findings("printf '\\033]0;PWNED\\007'").map(\.kind) == ["escape"])
        #expect(Self.findings("printf 'x\\033[7;31mPWN3D' >&2").first?.variant == "stderr")
        #expect(Self.findings("printf '\\302\\2337;31mPWN3D' > out.txt").first?.variant == "file")
        #expect(Self.findings("printf ']0;PWNED [7;31mPWN3D'").isEmpty, "shown without its escape")
    }

    @Test func aTerminalLeftChangedIsFound() {
        let left = Self.findings("printf '\\033[?1049h\\033[?1000h'; read key; printf '\\033[?1049l'", terminal: [80, 24])
        #expect(left.map(\.variant) == ["[?1000h"])
        #expect(Self.findings("stty raw -echo < /dev/tty", terminal: [80, 24]).map(\.variant) == ["termios"])
    }

    /// A process the run started that outlives it (as a command `--exec` ran would) is found; with
    /// none left, nothing is.
    @Test func aProcessLeftBehindIsFound() {
        let left = Self.findings("sleep 3 > /dev/null 2>&1 &", flags: ["--exec"])
        #expect(left.map(\.kind) == ["orphan"])
        #expect(left.first?.detail.contains("sleep 3") == true, "\(left)")
        #expect(Self.findings("sleep 3 > /dev/null 2>&1 & kill $!; wait", flags: ["--exec"]).isEmpty)
    }

    @Test func aRunPastItsEndIsKilledAsAHang() {
        let found = Self.findings("trap '' TERM; while :; do sleep 0.05; done", terminal: [80, 24], steps: [.pause(50), .signal(SIGTERM)])
        #expect(found.map(\.kind) == ["hang"])
    }
}

/// The generators draw a case for any seed (no trap in the harness itself), the same case for the same seed.
@Suite struct GeneratorTests {
    @Test func everySeedDrawsACase() {
        var live = 0
        for seed in UInt64(0)..<300 {
            let fuzzCase = CaseGenerator.fuzzCase(seed: seed &* 0x9E37_79B9_7F4A_7C15)
            if fuzzCase.terminal != nil { live += 1 }
        }
        #expect((60...180).contains(live), "about 40% live: \(live)")
        #expect(CaseGenerator.fuzzCase(seed: 7).arguments == CaseGenerator.fuzzCase(seed: 7).arguments)
        #expect(CaseGenerator.fuzzCase(seed: 7).input == CaseGenerator.fuzzCase(seed: 7).input)
    }
}
