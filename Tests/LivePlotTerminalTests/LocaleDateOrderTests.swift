import Testing
@testable import LivePlotTerminal

/// Whether the locale writes slashed dates day first: LC_ALL, else LC_TIME, else LANG.
@Suite struct LocaleDateOrderTests {
    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], true), (["LANG": "en_GB.UTF-8"], true), (["LANG": "fr_FR@euro"], true),
        (["LANG": "en_US.UTF-8"], false), (["LANG": "C.UTF-8"], false), (["LANG": "POSIX"], false), ([:], false),
        (["LANG": "en_US.UTF-8", "LC_TIME": "de_DE.UTF-8"], true), (["LC_ALL": "en_US.UTF-8", "LC_TIME": "de_DE.UTF-8"], false),
        (["LC_ALL": "", "LANG": "en_AU.UTF-8"], true), (["LANG": "en_PH.UTF-8"], false), (["LANG": "de"], false),
    ])
    func theLocaleSaysTheOrder(environment: [String: String], daysFirst: Bool) {
        #expect(LocaleDateOrder.daysFirst(environment: environment) == daysFirst, "\(environment)")
    }
}
