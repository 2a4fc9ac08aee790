import Foundation
@testable import LivePlotTerminal
import Testing

/// `/proc/PID/stat` read as `SessionMembers` reads it: the fields after the command's name, which may
/// hold spaces and parentheses of its own.
@Suite struct SessionMembersTests {
    @Test(arguments: [
        ("4711 (sleep) S 4700 4711 4690 0 -1", SessionMembers.Member(state: UInt8(ascii: "S"), group: 4711, session: 4690)),
        ("7 (a) b (c)) Z 1 8 9 34816 7", SessionMembers.Member(state: UInt8(ascii: "Z"), group: 8, session: 9)),
    ])
    func theFieldsAfterTheNameAreRead(line: String, member: SessionMembers.Member) {
        #expect(SessionMembers.parse(Array(line.utf8)) == member)
    }

    @Test(arguments: ["", "4711 (sleep", "4711 (sleep) S 4700"])
    func aLineCutShortIsNoMember(line: String) {
        #expect(SessionMembers.parse(Array(line.utf8)) == nil)
    }

    /// This test's own process is found in its session, its group among the live ones.
    @Test func thisProcessIsInItsSession() {
        #if os(Linux)
        #expect(SessionMembers.liveGroups(inSession: getsid(0)).contains(getpgrp()))
        #endif
    }
}
