/// A set of bytes, as a 256-bit table: the bytes a match can begin with, so a search skips the others
/// with a load and a test each.
///
/// ```swift
/// let starts = ByteClass(startsOf: try RegexProgram(pattern: "(?:GET|POST) (\\S+)"))
/// starts?.contains(UInt8(ascii: "G"))   // true
/// starts?.contains(UInt8(ascii: "x"))   // false
/// ```
public struct ByteClass: Sendable, Equatable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    public init() {}

    /// The bytes for which `belongs` holds: a rule written once as code, then looked up as a table.
    public init(where belongs: (UInt8) -> Bool) {
        for byte in UInt8(0)...UInt8(0xFF) where belongs(byte) { insert(byte) }
    }

    @inline(__always)
    public func contains(_ byte: UInt8) -> Bool {
        // The word picked by selects, not a switch: a switch compiled to a jump through a table per byte.
        let low = byte < 64 ? words.0 : words.1
        let high = byte < 192 ? words.2 : words.3
        let word = byte < 128 ? low : high
        return word >> UInt64(byte & 63) & 1 != 0
    }

    public mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    /// The bytes in the set, in order, when there are at most three (a vector search looks for them);
    /// else nil.
    public var few: (UInt8, UInt8, UInt8)? {
        var members: [UInt8] = []
        for byte in UInt8(0)...UInt8(0xFF) where contains(byte) {
            members.append(byte)
            if members.count > 3 { return nil }
        }
        guard let first = members.first else { return nil }
        return (first, members.count > 1 ? members[1] : first, members.last!)
    }

    public static func == (left: ByteClass, right: ByteClass) -> Bool {
        left.words == right.words
    }

    /// The first bytes of the scalars a match of `program` can begin with, found by following its
    /// ε-moves from the start (both ways at every split, loop end and assertion: a superset); nil when a
    /// match can be empty, and so begin anywhere. A scalar beyond ASCII, or U+FFFD (which an ill-formed
    /// byte decodes to), lets in every byte from 0x80.
    public init?(startsOf program: RegexProgram) {
        var seen = Set<Int>()
        var pending = [0]
        while let pc = pending.popLast() {
            guard seen.insert(pc).inserted else { continue }
            switch program.instructions[pc] {
            case .match: return nil
            case .scalar(let value):
                if value < 0x80 {
                    insert(UInt8(value))
                } else {
                    for byte in UInt8(0x80)...UInt8(0xFF) { insert(byte) }
                }
            case .set(let index):
                let set = program.sets[index]
                for byte in UInt8(0)..<UInt8(0x80) where set.contains(UInt32(byte)) { insert(byte) }
                if set.ranges.last.map({ $0.upperBound >= 0x80 }) ?? false {
                    for byte in UInt8(0x80)...UInt8(0xFF) { insert(byte) }
                }
            case .split(let preferred, let other): pending += [preferred, other]
            case .jump(let target): pending.append(target)
            case .save, .assertion: pending.append(pc + 1)
            case .progress(_, let exit, let loop): pending += [exit, loop]
            }
        }
    }
}
