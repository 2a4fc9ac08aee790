/// What a chart with no samples says of the lines it read.
extension LineAccount {
    /// Every line counted, by why: `3 lines, 2 taken as headers, 1 without a number`; `5 lines, all
    /// blank` when one reason holds them all. Nil when nothing was counted.
    ///
    /// ```swift
    /// var account = LineAccount()
    /// account.add(.header, count: 2)
    /// account.add(.noNumber)
    /// account.summary   // "3 lines, 2 taken as headers, 1 without a number"
    /// ```
    public var summary: String? {
        let total = self.total
        guard total > 0 else { return nil }
        let lines = "\(total) line\(total == 1 ? "" : "s")"
        let reasons = SkipWording.order.filter { count(of: $0) > 0 }
        if reasons.count == 1 { return lines + ", all " + SkipWording.counted(reasons[0]) }
        return ([lines] + reasons.map { "\(count(of: $0)) " + SkipWording.counted($0) }).joined(separator: ", ")
    }
}
