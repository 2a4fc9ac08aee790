#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotChart
import LivePlotCommand
import LivePlotText

/// Writes a chart to a file (`-o FILE`, `s`): the picture for `.svg`, else the text.
///
/// ```swift
/// if let failure = ChartFile.save(picture, to: "chart.svg") { print(failure) }
/// ```
enum ChartFile {
    /// Saves, replacing what the file held; nil when it all went, else the message that says why not
    /// (`liveplot: cannot write the chart to 'x/c.svg': No such file or directory`).
    static func save(_ picture: ChartPicture, to path: String) -> String? {
        let bytes = Array(ChartFileName.contents(of: picture, forPath: path).utf8)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        var error = descriptor < 0 ? errno : SystemCalls.write(descriptor, bytes)
        if descriptor >= 0, close(descriptor) != 0, error == nil { error = errno }
        guard let error else { return nil }
        return "liveplot: cannot write the chart to '\(TerminalText(path).string)': \(SystemCalls.describe(error))"
    }
}
