#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotInput
import LivePlotText

/// Opens each source of a chart as bytes to read (`ByteSource`): the one place a file or a command
/// becomes a reader, for `--once`, live mode and `--explain` alike.
///
/// ```swift
/// let source = try SourceOpening.open(.file(path: "app.log"), follows: true, interval: nil, columns: 80)
/// ```
enum SourceOpening {
    /// Why a source could not be opened, in words naming it (`liveplot: cannot read app.log: No such file
    /// or directory`): a runtime error, exit 1, the other sources still read.
    struct Failure: Error, Sendable, Equatable {
        let message: String
    }

    /// `source` opened for reading.
    ///
    /// - Parameters:
    ///   - follows: `-F`: a file is followed by name after its end, and waited for if it is not there yet.
    ///   - interval: `--interval`: a command is run again this long after each run ends.
    ///   - columns: the width of a command's pseudo-terminal (80, or the chart's when wider).
    ///   - earlier: the sources given before it: one that names the same stream (`- /dev/stdin`, a FIFO
    ///     twice) is refused, as two readers would each take a part of its lines. A file can be read twice.
    static func open(_ source: InputSource, after earlier: ArraySlice<InputSource> = [], follows: Bool, interval: Duration?,
                     columns: Int) throws(Failure) -> any ByteSource {
        if let stream = streamIdentity(of: source), let first = earlier.first(where: { streamIdentity(of: $0) == stream }) {
            let shown = { (source: InputSource) -> String in
                if case .file(let path) = source { return TerminalText(path).string }
                return "'-' (standard input)"
            }
            throw Failure(message: "liveplot: cannot read \(shown(source)): it is the stream \(shown(first)) reads, and a stream can be read once")
        }
        switch source {
        case .standardInput:
            return DescriptorSource(descriptor: 0)
        case .file(let path):
            return try FileSource(path: path, follows: follows)
        case .command(_, let line):
            // Started at its first read, on the reader's thread: a failure to start is said as its end.
            return CommandSource(line: line, interval: interval, columns: columns)
        }
    }

    /// The device and inode of the stream a source reads, when it is one (a pipe, a FIFO, a terminal, a
    /// socket): nil for a regular file or a folder, which each reader reads whole, a command, or a path
    /// that is not there.
    private static func streamIdentity(of source: InputSource) -> [UInt64]? {
        var status = stat()
        switch source {
        case .standardInput: guard fstat(0, &status) == 0 else { return nil }
        case .file(let path): guard stat(path, &status) == 0 else { return nil }
        case .command: return nil
        }
        let kind = status.st_mode & S_IFMT
        guard kind != S_IFREG, kind != S_IFDIR else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }
}
