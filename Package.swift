// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "liveplot",
    products: [
        .executable(name: "liveplot", targets: ["liveplot"]),
        .library(name: "LivePlotCore", targets: ["LivePlotCore"]),
    ],
    dependencies: [],
    targets: [
        // Pure: no Glibc/Darwin, no I/O. Everything here is a value that tests can drive exactly.
        .target(name: "LivePlotCore"),
        // The edge: file descriptors, termios, signals, threads and the clock.
        .target(name: "LivePlotTerminal", dependencies: ["LivePlotCore"]),
        // Release builds on Linux link the Swift runtime in: only the pages liveplot uses are loaded, about
        // 2 MB less resident memory than the shared libraries (the Regex ones among them) cost at start.
        // (Debug builds, which the tests link against, keep the shared libraries.)
        .executableTarget(
            name: "liveplot", dependencies: ["LivePlotCore", "LivePlotTerminal"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
        .testTarget(name: "LivePlotCoreTests", dependencies: ["LivePlotCore"]),
        .testTarget(name: "LivePlotTerminalTests", dependencies: ["LivePlotTerminal", "LivePlotCore"]),
        // Runs the built binary through pipes and inside tmux.
        .testTarget(name: "EndToEndTests", dependencies: ["liveplot"]),
    ],
    swiftLanguageModes: [.v6]
)
