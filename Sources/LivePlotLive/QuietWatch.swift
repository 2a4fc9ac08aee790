import LivePlotChart

/// Whether the input has gone quiet, for the status line: `quiet 25s` once no line has come for
/// `multiple` times its usual interval (`ArrivalCadence`), and at least `shortest`; counting up, and gone
/// when input comes again. A pure state machine: arrivals and the input's end go in with the time, the
/// status's words and the time they next change come out.
///
/// A line is input whether or not it gave a sample (a header, a skipped line): the producer is alive.
/// A source is never quiet before its usual interval is known (a producer that has written nothing yet,
/// or only its first lines: `sar 60` before its first row is not quiet, the plot says `no samples yet`),
/// nor after its input ended. Each source is watched on its own: with one, the status says `quiet 25s`;
/// with several (`liveplot FILE…`, `--exec`), each quiet one by its name, `web1 quiet 25s`.
///
/// ```swift
/// var watch = QuietWatch()
/// for second in 0...3 { watch.arrived(at: .seconds(second)) }   // a line a second
/// watch.fields(at: .seconds(5))          // []: 2 s is not quiet yet (3 × 1 s)
/// watch.nextChange(after: .seconds(5))   // 6 s: when it goes quiet
/// watch.fields(at: .seconds(28.5))       // ["quiet 25s"]
/// watch.nextChange(after: .seconds(28.5))  // 29 s: when it says 26s
/// ```
///
/// - Complexity: O(sources) a question; an arrival is `ArrivalCadence`'s.
public struct QuietWatch: Sendable {
    /// One source of input, as the watch sees it.
    public struct Source: Sendable {
        /// What the status calls it when there are several.
        public var name: String
        public var cadence = ArrivalCadence()
        /// Its input ended: it is done, not quiet.
        public var hasEnded = false
        /// What the status says of it while it is not quiet: how it ended (`app ended`, `vmstat exited
        /// 1`), or how its last run failed (`curl exited 7`) until it writes again.
        public var words: String?
    }

    /// Quiet after this many usual intervals…
    public static let multiple = 3
    /// …and never sooner than this: a stream of many lines a second is not quiet for a frame's pause.
    public static let shortest = Duration.seconds(2)
    /// The word the status says before the time.
    public static let word = "quiet"

    public private(set) var sources: [Source]

    /// - Parameter sourceNames: a name for each source, in the order the input numbers them; with one
    ///   source, its name is not said.
    public init(sourceNames: [String] = [""]) {
        precondition(!sourceNames.isEmpty, "a source at least")
        sources = sourceNames.map { Source(name: $0) }
    }

    /// Input came from `source` at `now`; returns whether what the watch says changed (it was quiet).
    /// A run's failure it said goes: the source writes again.
    @discardableResult
    public mutating func arrived(source: Int = 0, at now: Duration) -> Bool {
        let wasQuiet = quietFor(sources[source], at: now) != nil
        sources[source].cadence.arrived(at: now)
        let hadWords = sources[source].words != nil && !sources[source].hasEnded
        if hadWords { sources[source].words = nil }
        return wasQuiet || hadWords
    }

    /// The input of `source` ended at `now`: it is not quiet from then on, and the status says `words`
    /// of it, if any (`app ended`). Returns whether what the watch says changed.
    @discardableResult
    public mutating func ended(source: Int = 0, at now: Duration, saying words: String? = nil) -> Bool {
        let wasQuiet = quietFor(sources[source], at: now) != nil
        sources[source].hasEnded = true
        sources[source].words = words
        return wasQuiet || words != nil
    }

    /// One run of `source` (a command run again, `--interval`) failed: the status says `words` of it
    /// (`curl exited 7`) until it writes again.
    public mutating func runFailed(source: Int = 0, saying words: String) {
        if !sources[source].hasEnded { sources[source].words = words }
    }

    /// What the status says of the quiet sources at `now`, one field each: `quiet 25s`, or with several
    /// sources `web1 quiet 25s`; and of the others, their `words` (`app ended`); none when there is
    /// nothing to say.
    public func fields(at now: Duration) -> [String] {
        sources.compactMap { source in
            quietFor(source, at: now).map { elapsed in
                let said = Self.word + " " + ElapsedText.written(elapsed)
                return sources.count > 1 ? source.name + " " + said : said
            } ?? source.words
        }
    }

    /// The first time after `time` at which `fields` says something else, with no input: a source going
    /// quiet, or a quiet one's count moving on (once a second, once a minute past an hour). Nil when
    /// nothing will change (no source has a usual interval, or every one ended).
    public func nextChange(after time: Duration) -> Duration? {
        // Lazily: asked at every frame and wake, it allocates nothing.
        sources.lazy.compactMap { source -> Duration? in
            guard let (last, threshold) = Self.watched(source) else { return nil }
            guard time - last >= threshold else { return last + threshold }
            let step = ElapsedText.step(after: time - last).components.seconds
            return last + .seconds(((time - last).components.seconds / step + 1) * step)
        }.min()
    }

    /// How long `source` has been quiet at `now`: the time since its last input, nil when it is not quiet.
    private func quietFor(_ source: Source, at now: Duration) -> Duration? {
        guard let (last, threshold) = Self.watched(source), now - last >= threshold else { return nil }
        return now - last
    }

    /// A source that can go quiet: its last input and how long after it it is quiet; nil for one that
    /// ended, or whose usual interval is not known yet.
    private static func watched(_ source: Source) -> (last: Duration, threshold: Duration)? {
        guard !source.hasEnded, let last = source.cadence.lastArrival, let usual = source.cadence.usualInterval else { return nil }
        return (last, max(shortest, usual * multiple))
    }
}
