/// A kind of line a producer writes that holds no sample, and what becomes of it: ping's statistics
/// footer is a summary, passed over; its `Request timeout for icmp_seq 5` is a reply that never came,
/// counted as skipped. Said by `--explain` with its reason (`SkipReason`).
///
/// ```swift
/// ProducerLineRule(LinePattern(needle: "Request timeout", "^Request timeout for "), .notice, isCounted: true)
/// ```
struct ProducerLineRule: Sendable {
    let pattern: LinePattern
    let reason: SkipReason
    /// Whether the line counts as skipped (`skipped=` in the status): a sample that should have been
    /// there. Banners, blank lines and summaries are not.
    let isCounted: Bool

    init(_ pattern: LinePattern, _ reason: SkipReason, isCounted: Bool = false) {
        self.pattern = pattern
        self.reason = reason
        self.isCounted = isCounted
    }
}
