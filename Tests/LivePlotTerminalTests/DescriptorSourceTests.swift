#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import LivePlotTerminal

@Suite struct DescriptorSourceTests {
    /// A pipe read from holds 1 MiB (Linux's default is 64 KiB): `producer | liveplot` reads 1 MiB a
    /// call, a sixteenth of the calls, which on this machine took the system's half of reading 10M
    /// lines from 0.6 s to 0.45 s. A descriptor that is no pipe is left as it is (a file, /dev/null).
    @Test func aPipeReadFromHoldsAMebibyte() {
        #if os(Linux)
        var descriptors: [Int32] = [0, 0]
        precondition(pipe(&descriptors) == 0)
        defer { close(descriptors[0]); close(descriptors[1]) }
        // F_GETPIPE_SZ (1024 + 8).
        #expect(fcntl(descriptors[0], 1032) == 65536, "Linux's default pipe")
        _ = DescriptorSource(descriptor: descriptors[0])
        #expect(fcntl(descriptors[0], 1032) == Int32(DescriptorSource.pipeBytes))
        #expect(SampleStream.descriptorChunkSize == DescriptorSource.pipeBytes, "a read takes what the pipe holds")
        let null = open("/dev/null", O_RDONLY)
        defer { close(null) }
        _ = DescriptorSource(descriptor: null)
        #expect(fcntl(null, 1032) == -1, "no pipe: nothing asked of it")
        #endif
    }
}
