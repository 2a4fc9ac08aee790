/// One dot column's worth of samples: where it is, and the values it spans.
///
/// A column holding one sample has `low == high == first == last`; a column holding many is drawn as its
/// min–max envelope, so no spike is ever hidden.
public struct PlotPoint: Hashable, Sendable {
    public var x: Int
    public var low: Double
    public var high: Double
    /// The first and the last sample of the column, which the line to the neighbours joins.
    public var first: Double
    public var last: Double
    /// False when the data has a gap (`GapMarker.value`) between the point before and this one: the line
    /// breaks there rather than bridge what the input said was missing.
    public var joinsPrevious: Bool

    public init(x: Int, value: Double, joinsPrevious: Bool = true) {
        self.init(x: x, low: value, high: value, first: value, last: value, joinsPrevious: joinsPrevious)
    }

    public init(x: Int, low: Double, high: Double, first: Double, last: Double, joinsPrevious: Bool = true) {
        self.x = x
        self.low = low
        self.high = high
        self.first = first
        self.last = last
        self.joinsPrevious = joinsPrevious
    }
}
