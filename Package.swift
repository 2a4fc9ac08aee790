// swift-tools-version:6.0
import PackageDescription

// The pipeline as layers, each a target whose dependencies only go down (an import back up does not
// compile). A target lists every target it imports, and imports nothing else: SwiftPM would let it import
// any target below it, so ImportRulesTests holds each file of Sources/ to this list (that is how the
// chart stays off the input layer, which it reaches through the store). All but LivePlotTerminal are
// pure: no Glibc/Darwin, no Foundation, no I/O, no clock.
//
//   LivePlotBasics    what input and chart both need: the calendar, time zones, powers of ten, the gap
//                     marker (so the chart reaches them without importing the input layer)
//   LivePlotText      display width and the escape filter for text from outside, the ellipsis
//   LivePlotInput     bytes → rows of samples: splitter, number parser, fields, series names, --match
//   LivePlotStore     rows → per-series ring buffers, transforms, figures, range summaries
//   LivePlotScreen    cell grid → bytes: diff, ANSI encoder, colours
//   LivePlotChart     (store, window, axis, size, style) → cell grid: scale, ticks, drawers, status
//   LivePlotLive      the live chart's state machine: view and keys, draw-in, frame pacing
//   LivePlotCommand   the option table → parser, usage text, errors; resolves a run plan
//   LivePlotTerminal  the edge: reader thread, termios, signals, the clock, the loop's shell
//   liveplot          main.swift
let package = Package(
    name: "liveplot",
    // Task executors (`ThreadExecutor`, which runs the input's `for try await` on a thread of its own).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "liveplot", targets: ["liveplot"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "LivePlotBasics"),
        .target(name: "LivePlotText"),
        .target(name: "LivePlotInput", dependencies: ["LivePlotBasics", "LivePlotText"]),
        .target(name: "LivePlotStore", dependencies: ["LivePlotBasics", "LivePlotInput"]),
        .target(name: "LivePlotScreen", dependencies: ["LivePlotText"]),
        .target(name: "LivePlotChart", dependencies: ["LivePlotBasics", "LivePlotText", "LivePlotStore", "LivePlotScreen"]),
        .target(name: "LivePlotLive", dependencies: ["LivePlotText", "LivePlotInput", "LivePlotStore", "LivePlotScreen", "LivePlotChart"]),
        .target(name: "LivePlotCommand", dependencies: [
            "LivePlotBasics", "LivePlotText", "LivePlotInput", "LivePlotStore", "LivePlotScreen", "LivePlotChart",
            "LivePlotLive",
        ]),
        .target(name: "LivePlotTerminal", dependencies: [
            "LivePlotBasics", "LivePlotText", "LivePlotInput", "LivePlotStore", "LivePlotScreen", "LivePlotChart",
            "LivePlotLive", "LivePlotCommand",
        ]),
        // Release builds on Linux are one static executable: the Swift runtime, libstdc++ and the C library
        // linked in, so the installed binary runs on any x86-64 Linux with nothing beside it (`ldd`: "not a
        // dynamic executable"), and only the pages liveplot uses are loaded, about 2 MB less resident memory
        // than the shared Swift libraries cost at start. The linker's one note, that the runtime's dlopen
        // (which looks for an optional prespecialisation library) needs glibc's own shared libraries at run
        // time, is about a path liveplot never needs: without the library, the runtime goes on without it.
        // (Debug builds, which the tests link against, keep the shared libraries.)
        .executableTarget(
            name: "liveplot", dependencies: ["LivePlotTerminal"],
            linkerSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))]),
        // The unit tests, a target per library target: each test file sits in the target of the highest layer
        // it imports. What several of them share (golden frames, the frame reader, the fuzz and read-back
        // harnesses, which tools/fuzz also compiles) is LivePlotTestSupport; a test target may also use the
        // helpers of the test targets below it, as its library uses the libraries below.
        .testTarget(name: "LivePlotTestSupport", dependencies: [
            "LivePlotBasics", "LivePlotText", "LivePlotInput", "LivePlotStore", "LivePlotScreen", "LivePlotChart", "LivePlotLive",
            "LivePlotCommand",
        ]),
        .testTarget(name: "LivePlotInputTests", dependencies: ["LivePlotBasics", "LivePlotText", "LivePlotInput", "LivePlotTestSupport"]),
        .testTarget(name: "LivePlotStoreTests", dependencies: ["LivePlotInput", "LivePlotStore", "LivePlotTestSupport"]),
        .testTarget(name: "LivePlotScreenTests", dependencies: [
            "LivePlotText", "LivePlotInput", "LivePlotScreen", "LivePlotTestSupport",
        ]),
        .testTarget(name: "LivePlotChartTests", dependencies: [
            "LivePlotBasics", "LivePlotInput", "LivePlotStore", "LivePlotScreen", "LivePlotChart", "LivePlotTestSupport", "LivePlotInputTests",
        ]),
        .testTarget(name: "LivePlotLiveTests", dependencies: [
            "LivePlotInput", "LivePlotStore", "LivePlotChart", "LivePlotLive", "LivePlotTestSupport",
        ]),
        .testTarget(name: "LivePlotCommandTests", dependencies: [
            "LivePlotBasics", "LivePlotInput", "LivePlotStore", "LivePlotScreen", "LivePlotChart", "LivePlotLive", "LivePlotCommand",
            "LivePlotTestSupport", "LivePlotChartTests",
        ]),
        .testTarget(name: "LivePlotTerminalTests", dependencies: ["LivePlotInput", "LivePlotTerminal"]),
        // Runs the built binary through pipes and inside tmux.
        .testTarget(name: "EndToEndTests", dependencies: ["liveplot"]),
        // The options fuzzer: the built binary driven through every option of the table (read from
        // LivePlotCommand), through pipes and on a pseudo-terminal (tools/fuzz/options for the long tier).
        .testTarget(name: "OptionsFuzzTests", dependencies: ["liveplot", "LivePlotCommand"]),
    ],
    swiftLanguageModes: [.v6]
)
