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

    /// Saves as `save` does on a thread of its own, then calls `done` there with what `save` returned.
    /// Opening a FIFO waits for a reader, and writing waits while its pipe is full, however long: the live
    /// loop goes on meanwhile, drawing and answering q and signals, and a run that ends first leaves the
    /// thread to the process's end.
    ///
    /// ```swift
    /// ChartFile.saveAside(picture, to: "out.fifo") { failure in events.post(.saved(path: "out.fifo", failure: failure)) }
    /// ```
    static func saveAside(_ picture: ChartPicture, to path: String, done: @escaping @Sendable (String?) -> Void) {
        DetachedThread.start(name: "liveplot.save") { done(save(picture, to: path)) }
    }
}
