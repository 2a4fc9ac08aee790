import LivePlotScreen

/// What a heatmap's colours mean: a bin's count → its step on the ramp (`HeatRamp`), and the scale the
/// status line shows (`░ 1 ▒ 8 ▓ 58 █ 435…1.2k`). Counts are placed on the ramp by their logarithm,
/// relative to the fullest bin in view: 1 is step 1, the fullest step 8, so a bin of a few values still
/// shows beside one of thousands, and each shade covers the same ratio of counts.
///
/// ```swift
/// let scale = HeatScale(maximum: 1200)
/// scale.step(ofCount: 1)     // 1
/// scale.step(ofCount: 1200)  // 8
/// scale.text                 // "░ 1 ▒ 8 ▓ 58 █ 435…1.2k"
/// ```
///
/// - Complexity: `step(ofCount:)` is O(steps); the thresholds are found once, O(steps).
struct HeatScale: Hashable, Sendable {
    /// The fullest bin's count.
    let maximum: Int
    /// The least count of each step 1 … 8 (index 0 is step 1): what the scale prints.
    let thresholds: [Int]

    init(maximum: Int) {
        self.maximum = Swift.max(1, maximum)
        let maximum = self.maximum
        thresholds = (1...HeatRamp.stepCount).map { Self.leastCount(reaching: $0, maximum: maximum) }
    }

    /// The least count whose step (`exactStep`) reaches `step`, `maximum + 1` when none does: from the
    /// count the step's power names, walked to where the step turns, so the scale says exactly what
    /// `exactStep` does, with no rounding of a power between them. A frame of a live heatmap makes a
    /// scale; a binary search over the counts took ~130 k instructions a frame of 120×40.
    ///
    /// - Complexity: O(1): the power lies within a count of the turn.
    static func leastCount(reaching step: Int, maximum: Int) -> Int {
        guard exactStep(ofCount: maximum, maximum: maximum) >= step else { return maximum + 1 }
        guard step > 1, maximum > 1 else { return 1 }
        let power = Logarithm.power10(Logarithm.log10(Double(maximum)) * Double(step - 1) / Double(HeatRamp.stepCount - 1))
        var count = Swift.max(1, Swift.min(maximum, Int(power.rounded(.up))))
        // The step never falls as the count grows: down while the count below still reaches it, up while
        // this one does not (the maximum does).
        while count > 1, exactStep(ofCount: count - 1, maximum: maximum) >= step { count -= 1 }
        while exactStep(ofCount: count, maximum: maximum) < step { count += 1 }
        return count
    }

    /// Step 0 for no value, else 1 … 8 by the count's logarithm over the fullest's.
    static func exactStep(ofCount count: Int, maximum: Int) -> Int {
        guard count > 0 else { return 0 }
        guard maximum > 1 else { return HeatRamp.stepCount }
        let fraction = Logarithm.log10(Double(count)) / Logarithm.log10(Double(maximum))
        return Swift.min(HeatRamp.stepCount, 1 + Int(fraction * Double(HeatRamp.stepCount - 1)))
    }

    /// A bin's step: how many thresholds its count reaches.
    func step(ofCount count: Int) -> Int {
        var step = 0
        while step < thresholds.count, count >= thresholds[step] { step += 1 }
        return step
    }

    /// The scale: each shade that some count shows, and the least count that shows it, in the colour of
    /// that count's step; the fullest count after the last.
    func spans(ascii: Bool) -> [StatusLine.Span] {
        var spans: [StatusLine.Span] = []
        let shades = ascii ? HeatRamp.asciiShades : HeatRamp.monoShades
        for level in 1...(HeatRamp.stepCount / 2) {
            // The least count reaching the level's first step, and whether any count stays in the level.
            let least = thresholds[HeatRamp.firstStep(ofLevel: level) - 1]
            let next = level * 2 < thresholds.count ? thresholds[level * 2] : maximum + 1
            guard least <= maximum, least < next else { continue }
            if !spans.isEmpty { spans.append(StatusLine.Span(text: " ", style: .status)) }
            let step = step(ofCount: least)
            spans.append(StatusLine.Span(text: String(Character(shades[level])), style: CellStyle(foreground: .heat(UInt8(step)))))
            let upper = level == HeatRamp.stepCount / 2 && least < maximum ? "…" + ValueFormatter.figure(Double(maximum)) : ""
            spans.append(StatusLine.Span(text: " " + ValueFormatter.figure(Double(least)) + upper, style: .status))
        }
        return spans
    }

    /// The scale as text.
    var text: String { spans(ascii: false).map(\.text).joined() }
}
