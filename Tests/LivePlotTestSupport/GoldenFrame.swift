import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart

/// Compares a rendered frame with its expected text; on failure the message shows both, line by line,
/// with the differing lines marked.
func expectFrame(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    var report = "frame differs (- expected, + actual):\n"
    for index in 0..<max(actualLines.count, expectedLines.count) {
        let want = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
        let got = index < actualLines.count ? String(actualLines[index]) : "<none>"
        report += want == got ? "  \(got)\n" : "- \(want)\n+ \(got)\n"
    }
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}

/// `text` with each escape sequence `ESC[…m` shown as `⟨…⟩`, for goldens in colour.
func readableEscapes(_ text: String) -> String {
    var readable = ""
    var inEscape = false
    for character in text {
        if character == "\u{1B}" {
            inEscape = true
            readable += "⟨"
        } else if inEscape, character == "[" {
            continue
        } else if inEscape, character == "m" {
            inEscape = false
            readable += "⟩"
        } else {
            readable.append(character)
        }
    }
    return readable
}

/// A store holding `values`, for rendering.
func store(_ values: [Double], capacity: Int = 100_000, skipped: Int = 0, bounds: Autoscaler = Autoscaler()) -> SeriesStore {
    var store = SeriesStore(capacity: capacity, bounds: bounds.bounds)
    store.append(SampleBatch(values: values, skippedLineCount: skipped))
    return store
}

extension String {
    /// The frame text without its final newline, as a multi-line literal spells it.
    func trimmingSuffixNewline() -> String { hasSuffix("\n") ? String(dropLast()) : self }
}
