#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotTerminal

exit(await LivePlotCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: LivePlotCommand.processEnvironment()))
