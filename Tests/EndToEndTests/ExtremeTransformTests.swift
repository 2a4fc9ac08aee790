import Foundation
import Testing

/// The release binary over values from the ends of binary64 through every transform, stat, bound and
/// overlay, as text and as SVG (issue 40, "Unbreakable, third time"): every run ends with a status, none
/// with a signal. Before, a bucket's mean or sum of 1e308 and 1e308 trapped (`--every 2`, `--stat sum`,
/// `-c`, `-d`), and a value far beyond a fixed bound trapped the SVG (`1e18` under `-M 100`, `-1e30` over
/// `-m 0`, `0` over `-m 1e-100`).
@Suite struct ExtremeTransformTests {
    static let inputs = [
        "1e308\\n1e308\\n", "-1e308\\n-1e308\\n", "1e308\\n-1e308\\n1e308\\n", "1e-308\\n-1e-308\\n", "5e-324\\n5e-324\\n",
        "1.7976931348623157e308\\n1.7976931348623157e308\\n1.7976931348623157e308\\n",
        "-1.7976931348623157e308\\n1.7976931348623157e308\\n", "0\\n0\\n0\\n", "0\\n1e308\\n5e-324\\n-1e308\\n",
        "1e308 1e308\\n-1e308 1e308\\n1e308 -1e308\\n", "1e18\\n-1e30\\n1\\n",
    ]

    @Test(arguments: [
        "", "-c", "-d", "-r", "--every 2 --stat mean", "--every 2 --stat sum", "--every 2 --stat p99", "--every 2 --stat count",
        "--every 2 --stat p50,p99", "--every 2", "--smooth 2", "--log", "-m 1e-300", "-M -1e300", "-M 0 -m 100", "-m 1e-100",
        "-M 100", "-m 0", "-m 1e308 -M -1e308", "--log -m 1e-300", "--log -M 1e300", "--split", "--alert 1e308", "--alert 0",
        "--alert '<-1e308'", "--hline 1e308,-1e308", "--hline 5e-324", "-c --every 2 --stat sum", "-d --every 2 --stat mean",
        "-c --smooth 2", "-r --smooth 2", "-c --log", "--split -c", "--smooth 2 --alert 0",
    ])
    func everyRunEndsWithAStatus(arguments: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-extreme-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for input in Self.inputs {
            for format in ["txt", "svg"] {
                let file = folder.appendingPathComponent("c.\(format)").path
                try? FileManager.default.removeItem(atPath: file)
                let result = try await HostileInputTests.shell("printf -- '\(input)' | \"$LP\" --once \(arguments) -o '\(file)'")
                #expect(result.status == 0, "\(input) \(arguments) -o .\(format): \(result.status) \(result.error)")
                let written = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
                #expect(format == "txt" ? written.contains("n=") : written.hasSuffix("</svg>\n"), "\(input) \(arguments) .\(format)")
            }
        }
    }
}
