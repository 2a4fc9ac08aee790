/// Which row label and value slot of a table took the series a `-f` name made (`-f used`: `Mem`'s
/// `used`, renamed `Mem used`); the name's other matches are series of their own.
///
/// ```swift
/// TableClaim(label: Array("Mem".utf8), slot: 1)
/// ```
struct TableClaim: Sendable, Equatable {
    let label: [UInt8]
    let slot: Int
}
