/// How one source came to its end: said in the status line (`vmstat exited 1`, `app ended`) when
/// others go on, and on standard error after a `--once` chart.
///
/// ```swift
/// SourceEnd.exited(status: 1).words(for: "vmstat")     // "vmstat exited 1"
/// SourceEnd.exited(status: 127).words(for: "vmstatt")  // "vmstatt exited 127 (command not found)"
/// SourceEnd.endOfFile.words(for: "app")                // "app ended"
/// ```
public enum SourceEnd: Hashable, Sendable {
    /// A file, or standard input, read to its end.
    case endOfFile
    /// A command that exited with this status.
    case exited(status: Int32)
    /// A command ended by this signal.
    case signalled(Int32)
    /// A read that failed with this `errno`, in the system's words.
    case failed(description: String)

    /// Whether it is a failure `--once` ends with status 1 for: a command that failed, a read that did.
    public var isFailure: Bool {
        switch self {
        case .endOfFile: false
        case .exited(let status): status != 0
        case .signalled, .failed: true
        }
    }

    /// The statuses the shell that runs a command (`/bin/sh -c`) gives for a command it could not run:
    /// its own message went into the chart's input as a line (a pseudo-terminal has one stream), so the
    /// status says why.
    static let shellStatuses: [Int32: String] = [126: "not executable", 127: "command not found"]

    /// What a person reads of it, for the source named `name`.
    public func words(for name: String) -> String {
        switch self {
        case .endOfFile: "\(name) ended"
        case .exited(let status): "\(name) exited \(status)" + (Self.shellStatuses[status].map { " (\($0))" } ?? "")
        case .signalled(let signal): "\(name) killed by signal \(signal)"
        case .failed(let description): "\(name): \(description)"
        }
    }
}
