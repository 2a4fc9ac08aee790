#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotTerminal

// Synchronous: the async work runs on threads liveplot starts (see `ThreadExecutor`), not the shared pool.
exit(LivePlotProgram.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: LivePlotProgram.processEnvironment()))
