import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotTerminal

/// The local zone probed change by change, against Foundation's offsets for the same zones (in the tests only).
@Suite struct LocalZoneTests {
    @Test(arguments: ["Europe/Berlin", "America/Sao_Paulo", "Africa/Casablanca", "Australia/Lord_Howe", "Asia/Kolkata"])
    func probingFindsEveryChange(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        func offset(_ seconds: Int64) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))) }
        let (start, end): (Int64, Int64) = (0, 4_102_444_800)  // 1970 … 2100
        let probed = LocalZone.offsets(from: start, to: end, offsetAt: offset)
        #expect(!probed.transitions.isEmpty || identifier == "Asia/Kolkata")
        for (index, change) in probed.transitions.enumerated() {
            #expect(offset(change - 1) == probed.offsets[index] && offset(change) == probed.offsets[index + 1], "\(identifier) at \(change)")
        }
        var random = SplitMix64(seed: 7)
        for _ in 0..<5_000 {
            let seconds = Int64(random.next() % UInt64(end))
            #expect(probed.offset(atUTC: seconds) == offset(seconds), "\(identifier) at \(seconds)")
        }
    }

    @Test func theRunsZoneIsRead() {
        let zone = LocalZone.offsets(aroundEpochSeconds: 1_795_341_601)
        let now = Date(timeIntervalSince1970: 1_795_341_601)
        #expect(zone.offset(atUTC: 1_795_341_601) == TimeZone.current.secondsFromGMT(for: now))
    }
}
