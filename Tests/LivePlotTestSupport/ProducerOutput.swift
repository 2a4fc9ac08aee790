import Foundation

/// A producer's output as captured in Tests/Producers (its README says how each was made), read
/// through a path relative to this file, so a test runs from any directory.
///
/// ```swift
/// let csv = ProducerOutput.text("us-export.csv")   // "Date,Open,High,…\r\n\"11/03/2026\",…"
/// ```
public enum ProducerOutput {
    /// The directory of the captures.
    public static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Producers")

    /// The text of the capture `name` (a file name in Tests/Producers).
    public static func text(_ name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// Its path, for a shell's redirection.
    public static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}
