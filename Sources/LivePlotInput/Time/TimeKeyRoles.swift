/// Whether each time-named key (`time`, `ts`, `timestamp`, …) of a stream is its x or a series, decided
/// once per stream by the key's first value: a timestamp or an epoch number makes it x; any other number
/// makes it a series for the rest of the stream (`time=12.5 ms` is a duration, plotted as `time`, and a
/// later `time=1700000000` stays a value of it). A value that is neither decides nothing (and is neither).
/// A key `-x` names is x whatever its values.
///
/// ```swift
/// var roles = TimeKeyRoles(isNamedByX: false)
/// roles.decide(key, isTime: false, isNumber: true)   // `time=12.5`
/// roles.role(of: key)                                // .series
/// ```
///
/// - Complexity: O(k × length) for the k keys decided (at most the time keys, six).
struct TimeKeyRoles: Sendable {
    enum Role: Sendable {
        case undecided
        case x
        case series
    }

    /// Whether the keys were named by `-x`: then each is x.
    private let isNamedByX: Bool
    private var keys: [[UInt8]] = []
    private var isX: [Bool] = []

    init(isNamedByX: Bool) {
        self.isNamedByX = isNamedByX
    }

    /// The role of `key`, one of the stream's time keys.
    @inline(__always)
    func role(of key: UnsafeRawBufferPointer) -> Role {
        if isNamedByX { return .x }
        for index in keys.indices where keys[index].withUnsafeBytes({ ByteSearch.equal($0, key) }) {
            return isX[index] ? .x : .series
        }
        return .undecided
    }

    /// Decides an undecided `key` by its first value: x when it is a time, a series when it is another
    /// number, still undecided otherwise.
    mutating func decide(_ key: UnsafeRawBufferPointer, isTime: Bool, isNumber: Bool) {
        guard !isNamedByX, isTime || isNumber, role(of: key) == .undecided else { return }
        keys.append(Array(key))
        isX.append(isTime)
    }
}
