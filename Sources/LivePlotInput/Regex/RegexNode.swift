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

    /// How deep groups and repetitions stand one inside another (`(a+)` is 2, `a` 0): what
    /// `RegexParser.maximumNesting` bounds.
    ///
    /// - Complexity: O(size of the node), recursing as deep as the nesting.
    public var nesting: Int {
        switch self {
        case .empty, .scalar, .set, .assertion: return 0
        case .concat(let nodes), .alternate(let nodes): return nodes.map(\.nesting).max() ?? 0
        case .group(let node, _), .repetition(let node, _, _, _): return 1 + node.nesting
        }
    }

    /// The longest run of scalars every match holds, one after another (`(\d+) ms` → ` ms`; maybe
    /// none): a line without it cannot match, which one search for it tells before any engine runs.
    public var requiredLiteral: [UInt32] {
        var runs: [[UInt32]] = []
        var run: [UInt32] = []
        collectRequired(into: &runs, run: &run)
        runs.append(run)
        return runs.max { $0.count < $1.count } ?? []
    }

    /// Extends `run` with the scalars this node always reads next, one after another; where that cannot
    /// be said (a class, a choice, an optional part), the run ends and a new one begins after it. U+FFFD
    /// ends a run too: an ill-formed byte reads as it, so the line need not hold its encoding.
    private func collectRequired(into runs: inout [[UInt32]], run: inout [UInt32]) {
        func end() {
            if !run.isEmpty { runs.append(run) }
            run = []
        }
        switch self {
        case .scalar(let value) where value != 0xFFFD:
            run.append(value)
        case .set(let set) where set.single != nil && set.single != 0xFFFD:
            run.append(set.single!)
        case .concat(let nodes):
            for node in nodes { node.collectRequired(into: &runs, run: &run) }
        case .group(let node, _):
            node.collectRequired(into: &runs, run: &run)
        case .repetition(let node, let min, _, _) where min >= 1:
            // One copy is certain; what comes after it depends on how many more there are.
            end()
            node.collectRequired(into: &runs, run: &run)
            end()
        case .empty:
            break
        default:
            end()
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
