import Foundation

/// The output of a real producer captured in Tests/Producers (its README says how), by file name.
///
/// ```swift
/// let text = ProducerOutput.text("iostat-x-1.txt")
/// ```
enum ProducerOutput {
    /// The folder of captures, found from this file's place in the repository.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Producers").standardized

    /// The text of the capture `name`; a missing file fails loudly, never as an empty input.
    static func text(_ name: String) -> String {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
            preconditionFailure("no capture \(name) in \(folder.path)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The path of the capture `name`, for a test that feeds the file to the binary.
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}
