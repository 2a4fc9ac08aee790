/// The bounds a run is held to, and the harness's own limits around them.
enum RunCaseBounds {
    /// A run without a terminal (`--once`, pipes), from start to exit.
    static let onceSeconds = 10.0
    /// How long the script waits for liveplot to take the terminal raw before it starts anyway.
    static let rawModeSeconds = 1.5
    /// A run on a terminal, from its end step (q, a signal) to its exit.
    static let afterEndSeconds = 3.0
    /// A run on a terminal whose script never ends it (it should have ended itself): from the last step.
    static let afterScriptSeconds = 10.0
    /// Resident memory at which the harness kills the run (a finding past 1 GiB either way), in KiB: the
    /// machine is shared.
    static let killKiB = 1_536 << 10
    /// The address space each run may take (ulimit -v, KiB): a backstop for growth faster than the polls.
    static let addressSpaceKiB = 8_000_000
}
