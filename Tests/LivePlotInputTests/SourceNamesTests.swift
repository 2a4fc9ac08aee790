import Testing
@testable import LivePlotInput

/// What several sources are called: cli.md's rules ("Sources"), each case as a person writes it.
@Suite struct SourceNamesTests {
    /// A file by its name without folder and last extension, `-` as stdin, a command by its `name=` or
    /// its first word without its folder.
    @Test func eachKindByItsRule() {
        let names = SourceNames.names(for: [
            .file(path: "/var/log/app.log"), .standardInput, .command(name: "web1", line: "ssh web1 vmstat 1"),
            .command(name: nil, line: "/usr/bin/vmstat 1"), .file(path: "data.tar.gz"), .file(path: "plain"),
            .file(path: ".hidden"), .file(path: "logs/"),
        ])
        #expect(names == ["app", "stdin", "web1", "vmstat", "data.tar", "plain", ".hidden", "logs"])
    }

    /// Two commands that share their first word are told apart by their second, and only they.
    @Test func aSharedFirstWordTakesTheSecond() {
        let names = SourceNames.names(for: [
            .command(name: nil, line: "ssh web1 vmstat 1"), .command(name: nil, line: "ssh  web2 vmstat 1"),
            .command(name: nil, line: "ping -i 0.2 127.0.0.1"),
        ])
        #expect(names == ["ssh web1", "ssh web2", "ping"])
    }

    /// Files of one name take their folders, the nearest first, as many as tell them apart; a long one is
    /// cut at its start, the file's own name kept. Mutation: no folders (the numbered names before): fails.
    @Test func filesOfOneNameTakeTheirFolders() {
        #expect(SourceNames.names(for: [.file(path: "a/app.log"), .file(path: "b/app.log"), .file(path: "c/app.txt")])
            == ["a/app", "b/app", "c/app"])
        #expect(SourceNames.names(for: [.file(path: "/srv/web1/log/app.log"), .file(path: "/srv/web2/log/app.log"), .file(path: "db.log")])
            == ["web1/log/app", "web2/log/app", "db"])
        #expect(SourceNames.names(for: [.file(path: "/srv/production-web-01/app.log"), .file(path: "/srv/b/app.log")])
            == ["…tion-web-01/app", "b/app"])
        // A file without a folder beside one with: the one with takes it, the other is told apart by it.
        #expect(SourceNames.names(for: [.file(path: "app.log"), .file(path: "old/app.log")]) == ["app", "old/app"])
    }

    /// Still equal after that (a file named twice, one command twice): a number after `#` tells them
    /// apart, which no series' name after the source's reads as (`app 2` would be series 2 of `app`).
    @Test func whatIsStillEqualIsNumbered() {
        #expect(SourceNames.names(for: [.file(path: "a/app.log"), .file(path: "a/app.log")]) == ["app", "app #2"])
        #expect(SourceNames.names(for: [.file(path: "a/app.log"), .file(path: "a/app.log"), .file(path: "b/app.log")])
            == ["a/app", "a/app #2", "b/app"])
        #expect(SourceNames.names(for: [.command(name: nil, line: "vmstat 1"), .command(name: nil, line: "vmstat 1")])
            == ["vmstat 1", "vmstat 1 #2"])
        // A name= that another source's rule gives is told apart too.
        #expect(SourceNames.names(for: [.command(name: "app", line: "tail -f x"), .file(path: "app.log")]) == ["app", "app #2"])
    }

    /// A path or a command may hold anything: nothing of it that moves the cursor reaches a name.
    @Test func controlCharactersNeverReachAName() {
        let names = SourceNames.names(for: [.file(path: "/tmp/a\u{1B}[2Jb.log"), .command(name: nil, line: "x\u{07}y 1")])
        #expect(names == ["ab", "xy"])
    }
}
