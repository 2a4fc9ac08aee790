#if canImport(LivePlotCommand)
import LivePlotCommand
#endif

/// The run plan of `options` on a UTF-8 terminal, where the style defaults to braille. (Also compiled
/// into the fuzzers of `tools/fuzz`, as one module.)
func runPlan(_ options: Options) -> RunPlan { RunPlan(options, environment: ["LANG": "C.UTF-8"]) }
