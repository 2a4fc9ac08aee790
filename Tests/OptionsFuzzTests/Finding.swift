/// Something a run did that it must not: a crash (a signal the harness did not send), a hang, memory
/// past the bound, an exit status other than 0/1/2, an escape sequence from the input written out, or a
/// terminal left changed.
///
/// ```swift
/// Finding(kind: "crash", detail: "signal 5 (SIGTRAP)").key(flags: ["-x"])   // "crash SIGTRAP -x"
/// ```
struct Finding: Sendable, Hashable {
    var kind: String
    /// The one line said about it.
    var detail: String
    /// What tells it apart from other findings of its kind beside the flags (the signal of a crash).
    var variant: String = ""

    /// Kind, variant and the run's flags: findings with the same key are taken as one.
    func key(flags: [String]) -> String {
        ([kind] + (variant.isEmpty ? [] : [variant]) + flags).joined(separator: " ")
    }
}
