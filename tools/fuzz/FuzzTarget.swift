/// libFuzzer's entry point: each input goes through the whole ingest stage (IngestFuzzHarness); anything
/// that goes wrong stops the run with what went wrong. Built by tools/fuzz/run.
@_cdecl("LLVMFuzzerTestOneInput")
public func liveplotFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let failures = IngestFuzzHarness.run(UnsafeRawBufferPointer(start: data, count: size))
    if !failures.isEmpty { fatalError(failures.joined(separator: "\n")) }
    return 0
}
