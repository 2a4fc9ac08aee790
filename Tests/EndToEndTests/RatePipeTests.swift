import Foundation
import Testing

/// `-r` through the binary (issue 43, cli.md's "Rates are never invented"): a file through `<` and
/// through `cat |` gives the same chart of differences per line, said on the status line and standard
/// error; lines that arrive apart live give rates per second, with no word; a burst first is per line
/// throughout.
@Suite(.serialized) struct RatePipeTests {
    /// The loopback counter of issue 43, captured a second apart (18,260 bytes a second): `< file` read
    /// 25 GB/s before, `cat file |` 27 GB/s; now both 18.26k a line, the same chart.
    @Test func aFileThroughRedirectAndThroughCatGivesTheSameChart() async throws {
        let file = ProducerCapture.folder.appendingPathComponent("proc-net-dev-loop.txt").path
        let options = "--once -r --width 100 --height 16"
        let redirected = try await HostileInputTests.shell("\"$LP\" \(options) < '\(file)'")
        let piped = try await HostileInputTests.shell("cat '\(file)' | \"$LP\" \(options)")
        #expect(redirected.status == 0 && piped.status == 0)
        #expect(redirected.output == piped.output)
        #expect(redirected.output.hasSuffix("""
            rate: no times, per line
            ● lo last=18.26k min=18.26k max=18.26k avg=18.26k n=19
            ● ifb0 last=0 min=0 max=0 avg=0 n=19
            ● ifb1 last=0 min=0 max=0 avg=0 n=19
            ● eth0 last=0 min=0 max=0 avg=0 n=19

            """), "\(redirected.output)")
        #expect(redirected.error == "liveplot: rate: no times, per line\n" && piped.error == redirected.error)
    }

    /// A counter printed 0.3 s apart, live: rates per second from the third line (the first may have
    /// waited, the second starts the rate), and no word of lines.
    @Test func linesApartLiveAreRatesPerSecond() async throws {
        let session = try TmuxSession(producer: "for i in 0 1 2 3 4 5 6 7; do echo $((i * 100)); sleep 0.3; done",
                                      arguments: "-r", width: 90, height: 12)
        #expect(try await session.exitStatus() == 0)
        let screen = try session.screen()
        #expect(screen.contains(" n=6"), "\(screen)")
        #expect(!screen.contains("rate:"), "\(screen)")
    }

    /// A burst first, then lines apart (`tail -f`'s way): the difference per line throughout, said.
    @Test func aBurstFirstIsPerLineThroughout() async throws {
        let session = try TmuxSession(producer: "printf '0\\n50\\n100\\n'; sleep 0.5; echo 150; sleep 0.5; echo 200",
                                      arguments: "-r", width: 90, height: 12)
        #expect(try await session.exitStatus() == 0)
        let screen = try session.screen()
        #expect(screen.contains("rate: no times, per line last=50 min=50 max=50 avg=50 n=4"), "\(screen)")
    }
}
