/// A `Double` rounded to the nearest `Int`, halves away from zero: what `Int(value.rounded())` gives,
/// without the call to libm's `round` that Swift makes for `.rounded()` on x86-64 (no SSE4.1 in the
/// baseline), which a frame pays in every dot row it places (`ChartScene.dotY`, `DotBands`).
///
/// ```swift
/// NearestInteger.of(2.5)    // 3
/// NearestInteger.of(-2.5)   // -3
/// NearestInteger.of(0.49999999999999994)   // 0 (adding ½ then truncating would say 1)
/// ```
///
/// - Complexity: O(1): a truncating conversion, a subtraction and two comparisons.
enum NearestInteger {
    /// `value` rounded to the nearest integer, halves away from zero. `value` must be finite with a
    /// magnitude below 2⁶³, as for `Int(value.rounded())`.
    @inline(__always)
    static func of(_ value: Double) -> Int {
        // The conversion truncates toward zero, exactly, and what it drops is exactly `value - Double(whole)`:
        // the fraction bits of a double below 2⁵² in magnitude (above it there are none).
        let whole = Int(value)
        let fraction = value - Double(whole)
        return fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
    }
}
