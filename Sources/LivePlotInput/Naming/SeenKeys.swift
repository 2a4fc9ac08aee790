/// The keys of numbers a stream's lines had by name (pair keys, JSON paths, metric names), each once, in
/// the order met: what a notice lists when `-f` names none of them and no header names the fields (a key
/// of text or null is no field to select: `-f a: no such field (fields: a b)` would contradict itself). Kept while
/// `-f` has a field not found yet (`OptionChecks.needsKeys`), then closed.
///
/// ```swift
/// var seen = SeenKeys()
/// seen.note(key)          // `ts`, then `latency_ms`, of `{"ts":1,"latency_ms":5}`
/// seen.names              // ["ts", "latency_ms"]
/// ```
///
/// A line a run reads (a JSON template's, a keyed shape's) has the keys of the line it was learnt from,
/// which was read in full: the keys noted are the same wherever the reads cut the input.
///
/// - Complexity: O(keys kept) a key noted, while open; a compare a line once closed.
struct SeenKeys: Sendable {
    /// The most keys kept: a notice lists what fits in a line (`InputNotice.fieldsLength`) anyway.
    static let maximumCount = 32

    private var keys: [[UInt8]] = []
    /// Whether keys are still noted: a reader asks before it walks a line's keys for them.
    private(set) var isOpen = true

    /// The keys noted, as text.
    var names: [String] { keys.map { String(decoding: $0, as: UTF8.self) } }

    /// Notes `key` of the line being read, unless it was met before or enough are kept.
    mutating func note(_ key: UnsafeRawBufferPointer) {
        guard isOpen, keys.count < Self.maximumCount, !keys.contains(where: { $0.elementsEqual(key) }) else { return }
        keys.append(Array(key))
    }

    /// No more keys are noted: every field `-f` names is found.
    mutating func close() {
        isOpen = false
        keys = []
    }
}
