/// Why `--explain` stopped reading: the input ended, its first lines were read, its time was up, or it
/// was interrupted (Ctrl-C, SIGTERM).
///
/// ```swift
/// ReadingEnd.timeLimit(seconds: 10)   // `iostat 1 | liveplot --explain`: 10 s of blocks, then the answer
/// ```
public enum ReadingEnd: Hashable, Sendable {
    case endOfInput
    case lineLimit
    case timeLimit(seconds: Int)
    case interrupted
}
