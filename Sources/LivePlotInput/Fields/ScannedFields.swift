import LivePlotBasics

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

    /// Splits `line` into these fields, as aligned columns and pairs split (`LineFieldScanner`): a pair
    /// whose value is empty (`load: 0.5`) takes the bare field after it as its value. Returns how many
    /// pairs the line holds, and whether it holds names only (no empty field, no number).
    mutating func scan(_ line: UnsafeRawBufferPointer, powers: FastPowers) -> (pairCount: Int, isNamesOnly: Bool) {
        reset()
        var pairCount = 0
        var isNamesOnly = true
        var pairAwaitsValue = false
        let base = line.baseAddress
        LineFieldScanner.forEachRawField(in: line) { bytes in
            let count = bytes.count
            let keyLength = LineFieldScanner.keyLength(of: bytes)
            if keyLength > 0 {
                let offset = bytes.baseAddress! - base!
                let valueBytes = UnsafeRawBufferPointer(rebasing: bytes[(keyLength + 1)...])
                let value = valueBytes.isEmpty ? nil : SampleParser.number(inField: valueBytes, of: line, powers: powers)
                append(value: value ?? .nan, keyStart: offset, keyEnd: offset + keyLength)
                pairCount += 1
                isNamesOnly = false
                pairAwaitsValue = valueBytes.isEmpty
                return
            }
            let value = count == 0 ? nil : SampleParser.number(inField: bytes, of: line, powers: powers)
            if pairAwaitsValue {
                pairAwaitsValue = false
                setLastValue(value ?? .nan)
                return
            }
            if count == 0 || value != nil { isNamesOnly = false }
            append(value: value ?? .nan)
        }
        return (pairCount, isNamesOnly)
    }
}
