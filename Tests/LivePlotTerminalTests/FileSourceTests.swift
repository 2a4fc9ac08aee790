#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LivePlotInput
import Testing
@testable import LivePlotTerminal

/// `FileSource` on real files in a folder of its own, stepped read by read: growth, truncation, rotation,
/// a file created later (cli.md, "Sources"). A read that must wait is shown waiting by what ends it: bytes
/// written after it began, or `stop()` from this thread while it waits on another.
@Suite struct FileSourceTests {
    /// A fresh folder, removed after `body`.
    static func inFolder(_ body: (String) throws -> Void) rethrows {
        var template = Array("/tmp/liveplot-file-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    static func write(_ text: String, to path: String, appending: Bool = true) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC), 0o644)
        precondition(descriptor >= 0, "cannot write \(path)")
        SystemCalls.writeAll(descriptor, Array(text.utf8))
        close(descriptor)
    }

    /// What one read gave, as text: the bytes, or `ended`, `failed: <errno>`.
    static func read(_ source: FileSource) -> String {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 16)
        defer { buffer.deallocate() }
        switch source.read(into: buffer) {
        case .bytes(let count): return String(decoding: buffer[..<count], as: UTF8.self)
        case .ended(let end): return end == .endOfFile ? "ended" : "ended: \(end)"
        case .runEnded(let end): return "run ended: \(end)"
        case .failed(let code): return "failed: \(code)"
        }
    }

    /// Reads on a thread of its own, one read at a time, each when asked: a read that waits waits there,
    /// and says when it begins to (`FileSource.willWait`).
    final class Reader: @unchecked Sendable {
        // @unchecked: `results` is only touched under `lock`; `source` is read on the thread alone.
        let source: FileSource
        private let asked = DispatchSemaphore(value: 0)
        private let answered = DispatchSemaphore(value: 0)
        private let waits = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var results: [String] = []

        init(_ source: FileSource) {
            self.source = source
            source.willWait = { [waits] in waits.signal() }
            Thread { [self] in
                while true {
                    asked.wait()
                    let result = FileSourceTests.read(source)
                    lock.withLock { results.append(result) }
                    answered.signal()
                    if result == "ended" { return }
                }
            }.start()
        }

        /// Starts a read on the reader's thread.
        func ask() {
            // The waits of reads before are no news: only this read's count.
            while waits.wait(timeout: .now()) == .success {}
            asked.signal()
        }

        /// Returns once the read asked for waits (again): what is done now happens during the wait.
        func untilWaiting() {
            if waits.wait(timeout: .now() + 60) != .success { Issue.record("the read never waited") }
        }

        /// A read asked for, stopped as it waits: its answer (`ended`), and the reader's thread gone.
        func stopped() -> String {
            ask()
            untilWaiting()
            source.stop()
            return answer()
        }

        /// The answer to the read asked for. Its limit (as `untilWaiting`'s) guards against a hang, not a
        /// time: a read that ends at all ends as soon as what it waits for happens.
        func answer() -> String {
            guard answered.wait(timeout: .now() + 60) == .success else { return "no answer" }
            return lock.withLock { results.removeFirst() }
        }
    }

    @Test func withoutFollowAFileIsReadToItsEnd() throws {
        try Self.inFolder { folder in
            let path = folder + "/numbers.txt"
            Self.write("1\n2\n3\n", to: path)
            let source = try FileSource(path: path, follows: false)
            #expect(Self.read(source) == "1\n2\n3\n")
            #expect(Self.read(source) == "ended")
            #expect(Self.read(source) == "ended", "and from then on")
        }
    }

    @Test func aFileThatCannotBeReadIsAFailureNamingIt() throws {
        try Self.inFolder { folder in
            #expect(throws: SourceOpening.Failure(message: "liveplot: cannot read \(folder)/none.log: No such file or directory")) {
                try FileSource(path: folder + "/none.log", follows: false)
            }
            // A name is said without its control characters: it retitles no window.
            #expect(throws: SourceOpening.Failure(message: "liveplot: cannot read \(folder)/app.log: No such file or directory")) {
                try FileSource(path: folder + "/app\u{1B}]0;pwned\u{07}.log", follows: false)
            }
            // With -F, a name not there yet (its folder neither) is waited for, not refused.
            let later = try FileSource(path: folder + "/none/x.log", follows: true)
            later.stop()
            #expect(Self.read(later) == "ended")
            // Nor is a name that is there and cannot be read: said as the read's failure.
            let directory = try FileSource(path: folder, follows: true)
            #expect(Self.read(directory) == "failed: \(EISDIR)")
            #expect(Self.read(directory) == "ended")
        }
    }

    @Test func aFollowedFileIsReadAsItGrows() throws {
        try Self.inFolder { folder in
            let path = folder + "/app.log"
            Self.write("1\n", to: path)
            let source = try FileSource(path: path, follows: true)
            #expect(Self.read(source) == "1\n")
            Self.write("2\n", to: path)
            #expect(Self.read(source) == "2\n", "written before the read reached the end: no wait")
            let reader = Reader(source)
            reader.ask()
            reader.untilWaiting()
            Self.write("3\n", to: path)
            #expect(reader.answer() == "3\n", "a read at the end waits for the next line")
            #expect(reader.stopped() == "ended", "a wait on a quiet file ends with stop()")
        }
    }

    /// `> app.log` (and copytruncate): the file is read again from its start.
    @Test func aTruncatedFileIsReadAgainFromItsStart() throws {
        try Self.inFolder { folder in
            let path = folder + "/app.log"
            Self.write("first line\n", to: path)
            let source = try FileSource(path: path, follows: true)
            #expect(Self.read(source) == "first line\n")
            Self.write("2\n", to: path, appending: false)
            #expect(Self.read(source) == "2\n")
            Self.write("two more\n", to: path)
            #expect(Self.read(source) == "two more\n")
            // Truncated while the read waits, and written again, shorter than what was read: whenever the
            // read looks, the file is smaller than before.
            let reader = Reader(source)
            reader.ask()
            reader.untilWaiting()
            Self.write("3\n", to: path, appending: false)
            #expect(reader.answer() == "3\n")
            #expect(reader.stopped() == "ended")
        }
    }

    /// logrotate's create: renamed away with a line not yet read, then created anew. The old file's line
    /// comes first, then the new file's from its start.
    @Test func aRotatedFileIsDrainedThenTheNewOneRead() throws {
        try Self.inFolder { folder in
            let path = folder + "/app.log"
            Self.write("1\n", to: path)
            let source = try FileSource(path: path, follows: true)
            #expect(Self.read(source) == "1\n")
            Self.write("2\n", to: path)
            #expect(rename(path, path + ".1") == 0)
            Self.write("3\n", to: path)
            #expect(Self.read(source) == "2\n")
            #expect(Self.read(source) == "3\n")
            // Rotated again while a read waits: the rename wakes it, the new file is read.
            let reader = Reader(source)
            reader.ask()
            reader.untilWaiting()
            #expect(rename(path, path + ".2") == 0)
            Self.write("4\n", to: path + ".2")
            Self.write("5\n", to: path)
            #expect(reader.answer() == "4\n")
            reader.ask()
            #expect(reader.answer() == "5\n")
            #expect(reader.stopped() == "ended")
        }
    }

    /// logrotate's create, with a writer that keeps the old file open until told to reopen: the old file is
    /// read as long as the new one is empty; the new one's first line moves the reading there.
    @Test func theOldFileIsReadUntilTheNewOneIsWritten() throws {
        try Self.inFolder { folder in
            let path = folder + "/app.log"
            Self.write("1\n", to: path)
            let source = try FileSource(path: path, follows: true)
            #expect(Self.read(source) == "1\n")
            #expect(rename(path, path + ".1") == 0)
            Self.write("", to: path)
            let reader = Reader(source)
            reader.ask()
            reader.untilWaiting()
            Self.write("2\n", to: path + ".1")
            #expect(reader.answer() == "2\n")
            reader.ask()
            reader.untilWaiting()
            Self.write("3\n", to: path)
            #expect(reader.answer() == "3\n", "the new file's first line wakes the read")
            #expect(reader.stopped() == "ended")
        }
    }

    /// A name not there yet is waited for (its folder watched), then read from its start.
    @Test func aFileCreatedLaterIsWaitedFor() throws {
        try Self.inFolder { folder in
            let path = folder + "/later.log"
            let source = try FileSource(path: path, follows: true)
            let reader = Reader(source)
            reader.ask()
            reader.untilWaiting()
            Self.write("other\n", to: folder + "/other.log")
            reader.untilWaiting()  // woken by the other file's creation, and waiting again
            Self.write("1\n", to: path)
            #expect(reader.answer() == "1\n")
            // Deleted, and never back: the wait goes on until stop().
            #expect(unlink(path) == 0)
            #expect(reader.stopped() == "ended")
        }
    }

    /// A FIFO whose writer is silent: its read waits, and stop() ends that wait too.
    @Test func stopEndsTheWaitOfAPipe() throws {
        try Self.inFolder { folder in
            let path = folder + "/fifo"
            try #require(mkfifo(path, 0o600) == 0)
            // Read and write: opening it does not wait for the other end, which is this one.
            let writer = open(path, O_RDWR | O_CLOEXEC)
            defer { close(writer) }
            let source = try FileSource(path: path, follows: false)
            let reader = Reader(source)
            reader.ask()
            reader.untilWaiting()
            SystemCalls.writeAll(writer, Array("7\n".utf8))
            #expect(reader.answer() == "7\n")
            #expect(reader.stopped() == "ended")
        }
    }

    /// The same bytes through SampleStream from a file and from a pipe: the same samples, the file's last
    /// batch saying its end.
    @Test func aFileGivesTheSamplesStandardInputWould() throws {
        try Self.inFolder { folder in
            let path = folder + "/lines.txt"
            let text = (0..<50_000).map { $0 % 997 == 500 ? "skip me\n" : "\($0).25\n" }.joined() + "42"
            Self.write(text, to: path)
            let file = try FileSource(path: path, follows: false)
            let pipe = SampleStreamTests.pipeFeeding(Array(text.utf8), seed: 3)
            defer { close(pipe) }
            let fromFile = ThreadExecutor.run { await Self.drained(SampleStream(source: file, sourceIndex: 2, chunkSize: 4096)) }
            let fromPipe = ThreadExecutor.run { await Self.drained(SampleStream(fileDescriptor: pipe, chunkSize: 4096)) }
            #expect(fromFile.values == fromPipe.values)
            #expect(fromFile.values.count == 50_000 - 50 + 1)
            #expect(fromFile.skipped == fromPipe.skipped && fromFile.skipped == 50)
            #expect(fromFile.sources == [2])
            #expect(fromFile.end == .endOfFile)
        }
    }

    static func drained(_ stream: SampleStream) async -> (values: [Double], skipped: Int, sources: Set<Int>, end: SourceEnd?) {
        var (values, skipped, sources, end): ([Double], Int, Set<Int>, SourceEnd?) = ([], 0, [], nil)
        var iterator = stream.makeAsyncIterator()
        while let batch = try? await iterator.next() {
            values += batch.values
            skipped += batch.skippedLineCount
            sources.insert(batch.source)
            end = batch.sourceEnd ?? end
        }
        return (values, skipped, sources, end)
    }
}
