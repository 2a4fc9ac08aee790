/// The live loop's one timer: wakes it at the next frame deadline, and never while nothing is due.
///
/// ```swift
/// var timer = WakeTimer(clock: clock, start: start, events: events)
/// timer.schedule(.milliseconds(33))  // posts .wake at start + 33 ms
/// timer.schedule(nil)                // idle: no timer at all
/// ```
struct WakeTimer<C: Clock> where C.Duration == Duration {
    let clock: C
    let start: C.Instant
    let events: LoopEvents
    private var generation: UInt64 = 0
    private var deadline: Duration?
    private var task: Task<Void, Never>?

    init(clock: C, start: C.Instant, events: LoopEvents) {
        self.clock = clock
        self.start = start
        self.events = events
    }

    mutating func schedule(_ wanted: Duration?) {
        guard wanted != deadline else { return }
        task?.cancel()
        task = nil
        deadline = wanted
        guard let wanted else { return }
        generation &+= 1
        let current = generation
        let instant = start.advanced(by: wanted)
        let clock = clock
        let events = events
        task = Task {
            do {
                try await clock.sleep(until: instant, tolerance: .zero)
            } catch {
                return
            }
            events.post(.wake(generation: current))
        }
    }

    /// The loop got a wake: if it is the current one, no timer is pending any more.
    mutating func fired(_ generation: UInt64) {
        if generation == self.generation {
            deadline = nil
            task = nil
        }
    }
}
