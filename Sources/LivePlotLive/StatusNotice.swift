/// What the status line says first: a word for a few seconds (`saved chart.svg`), or, under it, a
/// word that stays while its cause lasts (`saving out.fifo`, while the FIFO has no reader; `keys
/// unavailable`, while liveplot's job is not the terminal's foreground one).
///
///     var notice = StatusNotice()
///     notice.hold("saving out.fifo", as: .save)
///     notice.say("still saving out.fifo", at: .seconds(1))
///     notice.text(at: .seconds(2))   // "still saving out.fifo"
///     notice.text(at: .seconds(9))   // "saving out.fifo": the held word, once the passing one ended
struct StatusNotice {
    /// How long a passing word stays.
    static let time = Duration.seconds(4)
    /// The passing word and when it goes.
    private var passing: (text: String, until: Duration)?
    /// What a held word is of: each cause holds its own, and the first held in this order is said.
    enum Cause: Int, CaseIterable {
        case save, keys
    }
    /// The held words by cause, shown while no passing one is: a wait that may last (a save to a FIFO)
    /// says so the whole time.
    private var held = [String?](repeating: nil, count: Cause.allCases.count)

    /// Holds `text` for `cause` until held again (nil: nothing).
    mutating func hold(_ text: String?, as cause: Cause) {
        held[cause.rawValue] = text
    }

    /// Says `text` for `time` from `now`, over the held word.
    mutating func say(_ text: String, at now: Duration) {
        passing = (text, now + Self.time)
    }

    /// What the status says at `now`, if anything.
    func text(at now: Duration) -> String? {
        passing.flatMap { $0.until > now ? $0.text : nil } ?? held.lazy.compactMap { $0 }.first
    }

    /// When the passing word ends after `now`: a frame is then due.
    func nextChange(after now: Duration) -> Duration? {
        passing.flatMap { $0.until > now ? $0.until : nil }
    }

    /// Whether the passing word ended after `lastFrame` and by `now`: a frame must take it away.
    func ended(since lastFrame: Duration, by now: Duration) -> Bool {
        passing.map { $0.until <= now && $0.until > lastFrame } == true
    }
}
