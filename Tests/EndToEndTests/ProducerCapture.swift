import Foundation

/// A producer's output captured in Tests/Producers (its README says how), read through a path relative
/// to this file: the end-to-end tests' one way to it (they do not link LivePlotTestSupport).
///
/// ```swift
/// let text = try ProducerCapture.text("free-s-1.txt")
/// ```
enum ProducerCapture {
    /// The folder of the captures.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Producers")

    /// The text of the capture `name` (a file name in Tests/Producers).
    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
}
