import Foundation

/// Producers' output as captured in Tests/Producers (its README.md says how): the text of one file.
///
/// ```swift
/// let ping = ProducerOutput.text("ping-c-4-127.0.0.1.txt")
/// ```
enum ProducerOutput {
    /// The folder of the captures, found from this file's place in the repository.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Producers")

    /// The text of the capture `name`; a missing one stops the test run, as a fixture must be there.
    static func text(_ name: String) -> String {
        let url = folder.appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { preconditionFailure("no capture at \(url.path)") }
        return text
    }

    /// The path of the capture `name`, for the binary to read.
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}
