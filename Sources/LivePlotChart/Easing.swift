/// The one easing curve of every motion on the chart (the draw-in, an axis gliding to a new range): fast
/// at first, settling gently.
///
/// ```swift
/// Easing.eased(0.5)  // 0.875
/// ```
public enum Easing {
    /// Ease-out cubic: `t` from 0 to 1 in, the part of the way covered out.
    public static func eased(_ t: Double) -> Double {
        let rest = 1 - t
        return 1 - rest * rest * rest
    }
}
