import Foundation
import Testing

/// The built `liveplot` binary, next to the test bundle in the build folder.
enum LivePlotBinary {
    static let url: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // Swift Testing may run from inside the .xctest bundle on some platforms.
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("liveplot").path),
              directory.pathComponents.count > 1 {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("liveplot")
    }()

    /// The release build `tools/test` makes beside the tests' own (`LIVEPLOT_RELEASE_SCRATCH`), when there
    /// is one; else the tests' own build. For a test whose work is bulk (100 MB through `--tee`): the debug
    /// build takes minutes over it, the binary people install seconds, and the bytes must be the same.
    static let release: URL = {
        guard let scratch = ProcessInfo.processInfo.environment["LIVEPLOT_RELEASE_SCRATCH"] else { return url }
        let built = URL(fileURLWithPath: scratch).appendingPathComponent("release/liveplot")
        return FileManager.default.isExecutableFile(atPath: built.path) ? built : url
    }()

    /// Runs liveplot with `input` on its stdin and its stdout and stderr captured: no terminal anywhere.
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) async throws -> Subprocess.Result {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        // The size of a chart without a terminal comes from these when set: only when a test sets them.
        env["COLUMNS"] = nil
        env["LINES"] = nil
        for (key, value) in environment { env[key] = value }
        return try await Subprocess.run([url.path] + arguments, environment: env, input: input)
    }
}
