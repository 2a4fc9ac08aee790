#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotInput

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
    static func open(_ source: InputSource, follows: Bool, interval: Duration?, columns: Int) throws(Failure) -> any ByteSource {
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
}
