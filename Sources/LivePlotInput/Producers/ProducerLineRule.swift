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
    /// Where the line holds its report's time of day (`top - 09:15:17 up …`: 6): x for the rows under it,
    /// as `TableReportTime`'s line is; nil for none.
    let timeAt: Int?

    init(_ pattern: LinePattern, _ reason: SkipReason, isCounted: Bool = false, timeAt: Int? = nil) {
        self.pattern = pattern
        self.reason = reason
        self.isCounted = isCounted
        self.timeAt = timeAt
    }
}
