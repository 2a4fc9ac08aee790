extension ByteSource {
    /// Reads into `buffer`: what a source without bytes of its own lends.
    ///
    /// ```swift
    /// let (read, bytes) = source.read(lending: buffer)   // (.bytes(12), buffer[0..<12])
    /// ```
    func read(lending buffer: UnsafeMutableRawBufferPointer) -> (ByteRead, UnsafeRawBufferPointer) {
        let read = read(into: buffer)
        guard case .bytes(let count) = read else { return (read, UnsafeRawBufferPointer(start: nil, count: 0)) }
        return (read, UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
    }
}
