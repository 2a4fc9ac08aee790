/// What the status line says of the keys when they are not liveplot's (its job is not the terminal's
/// foreground one: `liveplot &`, `timeout 20 liveplot`, Ctrl-Z then `bg`), and when they come back (`fg`).
/// The first words for a few seconds, then the short one for as long as the keys are away: a person
/// pressing q that does nothing sees why on the screen whenever they look.
///
/// ```swift
/// chart.notify(KeysNotice.unavailable, at: now)
/// chart.hold(KeysNotice.held, as: .keys)
/// ```
public enum KeysNotice {
    /// Said on the status line and standard error at first.
    public static let unavailable = "keys unavailable: liveplot is not the terminal's foreground job (Ctrl-C or SIGTERM end it)"
    /// Said on the status line while the keys are away, once the first words are gone.
    public static let held = "keys unavailable"
    /// Said on the status line when the keys are liveplot's again.
    public static let back = "keys back: liveplot is the terminal's foreground job"
}
