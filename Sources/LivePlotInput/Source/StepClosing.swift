/// When a reader ends the step of a scrape it holds open (`SampleDecoder.holdsScrape`): a scrape on a
/// pipe (`while :; do cat /proc/net/dev; sleep 1; done | liveplot -r`) has no end of its own but the
/// next scrape's first line, so without this each would be drawn a scrape late. Once a read leaves a
/// scrape open, the reader waits `quiet` for more bytes; when none come, the step ends
/// (`SampleDecoder.endScrape`). Not for a command run again and again (`--interval`): its run is its
/// step, and only the run's end closes it. A file, or `cat file |`, never goes quiet, so it gives the
/// same rows read at once or piped.
///
/// ```swift
/// StepClosing.wait(holdsScrape: true, runsEndSteps: false)    // .milliseconds(30): wait, then end it
/// StepClosing.wait(holdsScrape: true, runsEndSteps: true)     // nil: --interval's run ends it
/// ```
public enum StepClosing {
    /// How long a source is quiet before the scrape it left open is taken as whole. A writer's pieces
    /// of one scrape come microseconds apart (`cat`'s writes, a pseudo-terminal's 4 KiB reads), its
    /// scrapes a second or more: 30 ms is far past the first and far under the second, and under a
    /// frame, so a live chart shows each scrape as it comes.
    public static let quiet = Duration.milliseconds(30)

    /// How long the reader waits for more bytes before it ends the held scrape's step; nil: it does not
    /// (no scrape held, or the source's runs end its steps).
    public static func wait(holdsScrape: Bool, runsEndSteps: Bool) -> Duration? {
        holdsScrape && !runsEndSteps ? quiet : nil
    }
}
