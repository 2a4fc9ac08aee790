extension RingBuffer: RandomAccessCollection {
    public typealias Index = Int

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { storage.count }

    @inlinable
    public subscript(position: Int) -> Element { element(at: position) }
}
