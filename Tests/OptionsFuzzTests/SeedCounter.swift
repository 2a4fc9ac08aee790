import Foundation

/// Seeds one after another from a base, shared by a pass's workers.
final class SeedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var seed: UInt64

    init(_ base: UInt64) {
        seed = base
    }

    func next() -> UInt64 {
        lock.withLock {
            defer { seed &+= 1 }
            return seed
        }
    }
}
