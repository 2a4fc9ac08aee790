/// A parsed `--match` pattern: the syntax tree `RegexParser` makes and `RegexProgram` compiles.
///
/// ```swift
/// let node = try RegexParser.parse("time=([0-9.]+)")
/// // .concat([.scalar("t"), …, .group(.repeat(.set(…), min: 1, max: nil, greedy: true), index: 1)])
/// ```
public indirect enum RegexNode: Hashable, Sendable {
    case empty
    case scalar(UInt32)
    case set(ScalarSet)
    case concat([RegexNode])
    case alternate([RegexNode])
    /// A group: capturing when it has an index (1-based, in the order the groups open).
    case group(RegexNode, index: Int?)
    /// `max` nil for no limit.
    case repetition(RegexNode, min: Int, max: Int?, greedy: Bool)
    case assertion(Assertion)

    public enum Assertion: Hashable, Sendable {
        case start, end, wordBoundary, notWordBoundary
    }

    /// Whether every match of the node reads at least one scalar: a loop over such a node can never
    /// go round on an empty iteration, so it needs no check for one.
    public var alwaysConsumes: Bool {
        switch self {
        case .empty, .assertion: return false
        case .scalar, .set: return true
        case .concat(let nodes): return nodes.contains { $0.alwaysConsumes }
        case .alternate(let branches): return branches.allSatisfy { $0.alwaysConsumes }
        case .group(let node, _): return node.alwaysConsumes
        case .repetition(let node, let min, _, _): return min >= 1 && node.alwaysConsumes
        }
    }

    /// The scalars every match must begin with, when the pattern fixes them (`time=(…)` → `time=`):
    /// the search skips to where they stand rather than trying every position.
    public var literalPrefix: [UInt32] {
        var prefix: [UInt32] = []
        _ = collectPrefix(into: &prefix)
        return prefix
    }

    /// Appends the literal scalars this node always begins with; true when the whole node is literal (so
    /// what follows it extends the prefix).
    private func collectPrefix(into prefix: inout [UInt32]) -> Bool {
        switch self {
        case .empty: return true
        case .scalar(let value):
            prefix.append(value)
            return true
        case .set(let set):
            guard let value = set.single else { return false }
            prefix.append(value)
            return true
        case .concat(let nodes):
            for node in nodes where !node.collectPrefix(into: &prefix) { return false }
            return true
        case .group(let node, _): return node.collectPrefix(into: &prefix)
        case .repetition(let node, let min, let max, _):
            guard min >= 1 else { return false }
            let whole = node.collectPrefix(into: &prefix)
            return whole && min == max
        case .assertion(.start): return true
        case .alternate, .assertion: return false
        }
    }
}
