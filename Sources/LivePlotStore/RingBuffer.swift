/// A fixed-capacity buffer that keeps the newest elements: appending to a full buffer evicts the oldest.
///
/// Logical positions (0 is the oldest element kept) and physical storage slots are different types, so the
/// one cannot be passed where the other is meant.
///
/// ```swift
/// var ring = RingBuffer<Double>(capacity: 3)
/// for value in [1.0, 2, 3, 4] { ring.append(value) }
/// Array(ring)  // [2, 3, 4]
/// ```
///
/// - Complexity: `append` and subscript are O(1); memory is `capacity` elements, allocated once.
public struct RingBuffer<Element> {
    /// A physical position in the storage.
    @usableFromInline
    struct Slot: Equatable, Sendable {
        @usableFromInline var rawValue: Int
        @usableFromInline init(_ rawValue: Int) { self.rawValue = rawValue }
    }

    @usableFromInline var storage: ContiguousArray<Element>
    /// The slot of logical position 0, the oldest element.
    @usableFromInline var head: Slot
    public let capacity: Int
    @usableFromInline var appendTotal: Int = 0
    /// Elements ever appended, evicted ones included.
    @inlinable public var appendedCount: Int { appendTotal }

    /// Histories up to this many elements reserve their whole room at the first append.
    @usableFromInline static var roomTakenAtOnce: Int { 1 << 17 }

    public init(capacity: Int) {
        precondition(capacity > 0, "a ring buffer needs room for at least one element")
        self.capacity = capacity
        storage = []
        head = Slot(0)
    }

    /// The number of elements kept.
    @inlinable public var count: Int { storage.count }

    /// Adds `element` as the newest, evicting the oldest when full.
    @inlinable
    public mutating func append(_ element: Element) {
        if storage.count < capacity {
            // Grows until full, so a large history costs memory only once it is used; a small one (the
            // default 100,000) takes its room at once, sparing the copies and the peak of doubling.
            if storage.isEmpty, capacity <= Self.roomTakenAtOnce { storage.reserveCapacity(capacity) }
            storage.append(element)
        } else {
            storage[head.rawValue] = element
            head = Slot(head.rawValue + 1 == capacity ? 0 : head.rawValue + 1)
        }
        appendTotal &+= 1
    }

    /// Appends `elements` in order, as many `append`s would, copying at most `capacity` of them: the
    /// rest would be evicted within the same call.
    ///
    /// - Complexity: O(min(n, capacity)).
    public mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        if storage.isEmpty, capacity <= Self.roomTakenAtOnce { storage.reserveCapacity(capacity) }
        var source = elements[...]
        if source.count > capacity {
            // Only the newest `capacity` survive; the others count as appended and evicted.
            let skipped = source.count - capacity
            if storage.count < capacity {
                // Fill up first, so the slots line up as element-by-element appends would leave them.
                let room = capacity - storage.count
                storage.append(contentsOf: source.prefix(room))
                appendTotal &+= room
                source = source.dropFirst(room)
                let stillSkipped = Swift.max(0, source.count - capacity)
                head = Slot((head.rawValue + stillSkipped) % capacity)
                appendTotal &+= stillSkipped
                source = source.dropFirst(stillSkipped)
            } else {
                head = Slot((head.rawValue + skipped) % capacity)
                appendTotal &+= skipped
                source = source.dropFirst(skipped)
            }
        }
        if storage.count < capacity {
            let room = Swift.min(capacity - storage.count, source.count)
            storage.append(contentsOf: source.prefix(room))
            appendTotal &+= room
            source = source.dropFirst(room)
        }
        guard !source.isEmpty else { return }
        // Full: at most two runs of slots are overwritten, from the head to the end and then from the start.
        precondition(source.count <= capacity, "no more than one lap")
        storage.withUnsafeMutableBufferPointer { slots in
            let first = Swift.min(source.count, capacity - head.rawValue)
            _ = slots[head.rawValue..<(head.rawValue + first)].update(fromContentsOf: source.prefix(first))
            _ = slots[0..<(source.count - first)].update(fromContentsOf: source.dropFirst(first))
            head = Slot((head.rawValue + source.count) % capacity)
        }
        appendTotal &+= source.count
    }

    /// Whether the buffer holds `capacity` elements: the next append evicts the oldest.
    @inlinable public var isFull: Bool { storage.count == capacity }

    /// Appends `count` elements to a full buffer that `write` writes straight into the slots of the
    /// oldest, handed them in at most two runs (oldest first; the second when the slots wrap): what
    /// `append(contentsOf:)` of the same elements leaves, with no run of them to copy from.
    ///
    /// ```swift
    /// // full, capacity 4, head at slot 3: 3 new elements go to slot 3, then to slots 0 and 1
    /// ring.overwriteOldest(count: 3) { slots in for index in slots.indices { slots[index] = next() } }
    /// ```
    ///
    /// - Precondition: the buffer is full and `count <= capacity`.
    /// - Complexity: O(count), and what `write` takes.
    public mutating func overwriteOldest(count: Int, writing write: (UnsafeMutableBufferPointer<Element>) -> Void) {
        precondition(isFull && count >= 0 && count <= capacity, "a full buffer, at most one lap")
        storage.withUnsafeMutableBufferPointer { slots in
            let first = Swift.min(count, capacity - head.rawValue)
            write(UnsafeMutableBufferPointer(rebasing: slots[head.rawValue..<(head.rawValue + first)]))
            if count > first { write(UnsafeMutableBufferPointer(rebasing: slots[0..<(count - first)])) }
        }
        head = Slot((head.rawValue + count) % capacity)
        appendTotal &+= count
    }

    /// Counts `count` elements as appended and already evicted, without storing them: a buffer that starts
    /// late numbers its elements like its elders.
    public mutating func skip(_ count: Int) {
        precondition(storage.isEmpty && count >= 0, "only an empty buffer skips")
        appendTotal += count
    }

    /// Removes every element; the capacity stays.
    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = Slot(0)
    }

    @inlinable
    func slot(for position: Int) -> Slot {
        precondition(position >= 0 && position < storage.count, "position \(position) out of 0..<\(storage.count)")
        let raw = head.rawValue + position
        return Slot(raw < storage.count ? raw : raw - storage.count)
    }

    /// The element at logical `position`, 0 being the oldest kept.
    @inlinable
    public func element(at position: Int) -> Element { storage[slot(for: position).rawValue] }

    /// The kept elements as at most two contiguous runs, oldest first, for fast scans.
    public func withSegments<Result>(_ body: (UnsafeBufferPointer<Element>, UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { all in
            let split = head.rawValue
            return try body(UnsafeBufferPointer(rebasing: all[split...]), UnsafeBufferPointer(rebasing: all[..<split]))
        }
    }

    /// Checks the layout in debug builds; free in release builds.
    public func checkInvariants() {
        #if DEBUG
        precondition(storage.count <= capacity, "more elements than capacity")
        precondition(head.rawValue == 0 || storage.count == capacity, "wrapped before full")
        precondition(head.rawValue >= 0 && head.rawValue < Swift.max(1, storage.count), "head outside storage")
        precondition(appendedCount >= storage.count, "fewer appends than elements")
        #endif
    }
}

extension RingBuffer: Sendable where Element: Sendable {}
