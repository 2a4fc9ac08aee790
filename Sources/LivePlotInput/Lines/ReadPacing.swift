/// How long the input's thread may sleep after a read, so that a steady stream wakes it about once a
/// frame rather than once a write.
///
/// What is read between two frames waits for the next one anyway; so after a small read the reader may
/// sleep until just before the loop takes input again (`lead` ahead, to read and decode in time), and its
/// read there is the frame's: a read inside the lead sleeps on through the take, to `lead` past it, and what
/// comes in the last `lead` before a frame goes into the next (at 1,000 lines a second a read a frame or
/// two, not one a write: five a frame before). Never so long that the producer could fill `room` of its
/// pipe at the pace it writes: a stream is never blocked for it. A large read (a flood) or a loop that
/// takes input now means no sleep at all.
///
/// ```swift
/// ReadPacing.pause(afterReading: 14, sinceLastRead: .milliseconds(2), untilTaken: .milliseconds(31))
/// // 28 ms: a trickle, read again just before the frame
/// ReadPacing.pause(afterReading: 14, sinceLastRead: .milliseconds(28), untilTaken: .milliseconds(2))
/// // 5 ms: the frame's read is done, the next comes after the take
/// ReadPacing.pause(afterReading: 65_536, sinceLastRead: .milliseconds(1), untilTaken: .milliseconds(31))
/// // 0: a flood
/// ```
public enum ReadPacing {
    /// How far ahead of the loop's next take the reader wakes.
    public static let lead: Duration = .milliseconds(3)
    /// The bytes a pause may let the producer write: a quarter of Linux's default pipe.
    public static let room = 16 * 1024

    /// - Parameters:
    ///   - bytes: what the last read returned.
    ///   - sinceLastRead: the time between the last read and the one before it.
    ///   - untilTaken: the time until the loop takes input again; nil when it takes it now.
    public static func pause(afterReading bytes: Int, sinceLastRead: Duration, untilTaken: Duration?) -> Duration {
        guard let untilTaken, bytes < room else { return .zero }
        // Inside the lead the frame's read is done: the next is past the take.
        var pause = untilTaken < lead ? untilTaken + lead : untilTaken - lead
        if bytes > 0 {
            // At the pace of the last read, the time the producer takes to write `room` bytes.
            pause = min(pause, sinceLastRead * Double(room) / Double(bytes))
        }
        return max(.zero, pause)
    }
}
