/// The fields of the line being read, kept between lines so that reading a line allocates nothing: the
/// arrays only grow, and `count` says how much of them the current line uses.
///
/// ```swift
/// var fields = ScannedFields()
/// fields.reset()
/// fields.append(value: 12, keyStart: 0, keyEnd: 3)  // cpu=12
/// fields.isPair(0)                                  // true
/// ```
struct ScannedFields: Sendable {
    /// Each field's value, `nan` for none.
    private(set) var values: [Double] = []
    /// Each field's key as offsets into the line; `keyEnds[i] == 0` for a bare field.
    private(set) var keyStarts: [Int] = []
    private(set) var keyEnds: [Int] = []
    private(set) var count = 0

    /// Forgets the previous line's fields, keeping the room.
    @inline(__always)
    mutating func reset() { count = 0 }

    @inline(__always)
    mutating func append(value: Double, keyStart: Int = 0, keyEnd: Int = 0) {
        if count < values.count {
            values[count] = value
            keyStarts[count] = keyStart
            keyEnds[count] = keyEnd
        } else {
            values.append(value)
            keyStarts.append(keyStart)
            keyEnds.append(keyEnd)
        }
        count += 1
    }

    /// Gives the last field a value (`load: 0.5`: the pair's value is the next field).
    @inline(__always)
    mutating func setLastValue(_ value: Double) { values[count - 1] = value }

    @inline(__always)
    func isPair(_ index: Int) -> Bool { keyEnds[index] != 0 }

    @inline(__always)
    func key(_ index: Int, in line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: line[keyStarts[index]..<keyEnds[index]])
    }
}
