import Foundation

/// Cases handed out one at a time to the workers of a pass.
final class CaseQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var cases: [FuzzCase]

    init(_ cases: [FuzzCase]) {
        self.cases = cases.reversed()
    }

    func next() -> FuzzCase? { lock.withLock { cases.popLast() } }
}
