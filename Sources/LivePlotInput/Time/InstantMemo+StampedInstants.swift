/// The instants of a shape resolved by the stream's times once a second (`StampedShape.x(atClock:…)`):
/// times of day, syslog's dates without a year, ISO 8601 without an offset.
extension InstantMemo: StampedInstants {
    @inline(__always)
    mutating func x(atClock microseconds: Int64, word: UInt64, shape: StampedShape, times: inout RowTimes) -> Double {
        shape.x(atClock: microseconds, word: word, times: &times, memo: &self)
    }

    mutating func finish(shape: StampedShape, times: inout RowTimes) {
        shape.finish(&self, times: &times)
    }
}
