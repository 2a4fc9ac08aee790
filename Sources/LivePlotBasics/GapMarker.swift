/// The mark of a field that was there and empty (`1,,3`, a short row): the line breaks there. It differs
/// from plain `nan` (a line that said nothing of the series, as lines of `key=value` pairs that take turns
/// do), across which a series' line joins its points. The input layer writes it, the store keeps it and
/// the chart breaks its lines at it, so it sits below all three.
///
/// ```swift
/// let values = [1, GapMarker.value, .nan]
/// values.map(GapMarker.marks)   // [false, true, false]
/// ```
///
/// A quiet NaN with a payload of its own, so it costs no storage; only `marks` tells it from any other NaN,
/// and every other reader sees a NaN.
public enum GapMarker {
    public static let value = Double(nan: 0x6761_70, signaling: false)

    /// Whether `value` is the gap marker rather than any other NaN or a number.
    @inline(__always)
    public static func marks(_ value: Double) -> Bool { value.bitPattern == Self.value.bitPattern }
}
