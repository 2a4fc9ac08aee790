import Foundation

/// Decodes sixel with libsixel's `sixel2png` (Debian's libsixel-bin, which CI installs) and reads the PNG
/// back: an outside decoder for `SixelEncoder`'s tests. A missing `sixel2png` fails the test, never skips it.
///
/// ```swift
/// let picture = try SixelDecoder.picture(of: SixelEncoder.encode(image))
/// ```
enum SixelDecoder {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func picture(of sixel: [UInt8]) throws -> PNGReader.Picture {
        let directory = FileManager.default.temporaryDirectory
        let name = "liveplot-sixel-\(UUID().uuidString)"
        let input = directory.appendingPathComponent(name + ".six"), output = directory.appendingPathComponent(name + ".png")
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        try Data(sixel).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sixel2png", "-i", input.path, "-o", output.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let png = FileManager.default.contents(atPath: output.path) else {
            throw Failure(description: "sixel2png exited \(process.terminationStatus) (is libsixel-bin installed?)")
        }
        return try PNGReader.read(Array(png))
    }
}
