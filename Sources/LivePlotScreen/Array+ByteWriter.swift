extension Array where Element == UInt8 {
    /// Appends what `write` writes, at most `maximum` bytes: a sequence written once, for a `ByteWriter`,
    /// and appended to an array through a scratch of its own.
    ///
    /// ```swift
    /// var bytes: [UInt8] = []
    /// bytes.appendWriting(atMost: 24) { EscapeSequence.cursorPosition(row: 0, column: 0, into: &$0) }
    /// ```
    mutating func appendWriting(atMost maximum: Int, _ write: (inout ByteWriter) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximum) { scratch in
            var writer = ByteWriter(scratch)
            write(&writer)
            append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<writer.count]))
        }
    }
}
