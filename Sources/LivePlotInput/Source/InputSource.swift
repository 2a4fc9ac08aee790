/// Where one stream of a chart's input comes from: standard input, a file, or a command liveplot runs.
///
/// A chart reads one source or several side by side (`liveplot --exec 'vmstat 1' app.log`), each
/// decided on its own: its format, header and x (cli.md, "Sources").
///
/// ```swift
/// InputSource.file(path: "/var/log/app.log")
/// InputSource.command(name: "web1", line: "ssh web1 vmstat 1")
/// ```
public enum InputSource: Hashable, Sendable {
    /// Standard input: with no source named, or `-` among the files.
    case standardInput
    /// A file read to its end (and followed, with `-F`).
    case file(path: String)
    /// A command run with `sh -c` on a pseudo-terminal of liveplot's own (`--exec [name=]CMD`); `name`
    /// is the one its `name=` gave, if any.
    case command(name: String?, line: String)

    /// Whether it is standard input.
    public var isStandardInput: Bool { self == .standardInput }
}
