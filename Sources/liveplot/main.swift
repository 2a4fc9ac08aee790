#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotTerminal

// Synchronous on purpose: no executor starts unless the demo needs one (see `AsyncBridge`).
exit(LivePlotProgram.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: LivePlotProgram.processEnvironment()))
