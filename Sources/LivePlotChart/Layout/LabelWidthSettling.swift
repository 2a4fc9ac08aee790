/// How a chart settles the width of its y labels, one way for a single chart (`ChartRenderer`) and the
/// panels of `--split` (`PanelRenderer`): the width depends on the ticks, the ticks on the samples shown,
/// and those on the plot width that the labels leave.
///
/// ```swift
/// let settled = LabelWidthSettling.settle(hint: last.labelWidth, trial: { layOut(labelWidth: $0) },
///                                         wider: { layOut(labelWidth: $0) },
///                                         laidOut: { $0.labelWidth }, needed: { $0.neededLabelWidth })
/// settled?.trial   // the layout whose labels all fit
/// ```
///
/// - Complexity: a trial for the hint, one more where it does not hold, and one per widening (rare: a
///   narrower plot shows other samples, whose labels are wider still).
enum LabelWidthSettling {
    /// Lays out with `hint` first (a live chart's last frame's width: the labels rarely change width,
    /// and each layout costs a visible window and an axis). Where the hint does not hold (the labels
    /// changed, or the terminal shrank), lays out as from scratch, with width 1, so that labels whose
    /// width depends on the width they get never flicker between two layouts. Then widens until the
    /// labels fit, never clipping one: the width only grows, so this ends, at the latest when there is
    /// no room left for axes.
    /// - Parameters:
    ///   - trial: the layout with labels of a width, from the hint or from scratch; nil if none fits.
    ///   - wider: the layout with the wider labels the last one needs; nil if none fits.
    ///   - laidOut: the label width a layout gives, nil when it has no room for axes (it is then final).
    ///   - needed: the label width a layout's own labels need.
    /// - Returns: the layout settled on and whether it was widened; nil when a layout tried did not fit.
    static func settle<Trial>(hint: Int, trial: (Int) -> Trial?, wider: (Int) -> Trial?,
                              laidOut: (Trial) -> Int?, needed: (Trial) -> Int) -> (trial: Trial, widened: Bool)? {
        let hint = max(1, hint)
        var tried = trial(hint)
        if hint != 1, tried.map({ laidOut($0) != needed($0) }) ?? true {
            tried = trial(1)
        }
        guard var settled = tried else { return nil }
        var widened = false
        while let width = laidOut(settled), needed(settled) > width {
            guard let next = wider(needed(settled)) else { return nil }
            settled = next
            widened = true
        }
        return (settled, widened)
    }
}
