/// Where the line just read found its x, for `--explain`.
extension FieldRowReader {
    /// The x of the line just read: a plain number or a time from `-x`'s field, the timestamp it leads
    /// with, or a time its format writes in its own place; nil for none.
    var xOrigin: XOrigin? {
        let x = context.x
        if x.plainX != nil { return .xFieldNumber }
        if x.leadingTime != nil { return .leadingTimestamp }
        if x.lineTime != nil { return x.xField != nil ? .xFieldTime : .writtenTime }
        return nil
    }
}
