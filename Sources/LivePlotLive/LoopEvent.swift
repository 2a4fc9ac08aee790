import LivePlotScreen

/// Something the live loop reacts to (`LiveLoopMachine.handle`): from the input, the keyboard, signals,
/// its own saves and time limit, and the answers to the actions it asked for.
///
/// ```swift
/// machine.handle(.keys([.quit]), at: now)          // [.restoreTerminal, .exit(0)]
/// machine.handle(.signal(.terminate(15)), at: now) // [.restoreTerminal, .exit(143)]
/// ```
public enum LoopEvent: Sendable, Equatable {
    /// Samples are held for the loop (`LoopInbox`): a flood, or a frame's worth.
    case samplesHeld
    /// The input ended: at its end (nil), or on an error reading it (what to say).
    case endOfInput(failure: String?)
    /// Keys and mouse reports, in the order typed.
    case keys([Key])
    case signal(LoopSignal)
    /// A save written on a thread of its own is done: nil when it all went, else why not.
    case saved(path: String, failure: String?)
    /// The time the loop set itself to wait has passed (a frame, a rescale, input held back).
    case wake
    /// The input held was taken in (`LoopAction.takeInput`).
    case inputTaken
    /// The answer to `LoopAction.checkForSignal`: the terminating signal received or pending, if any.
    case pendingSignal(Int32?)
    /// The terminal's size, measured (`LoopAction.measureTerminal`): in cells, and a cell's pixels when the
    /// terminal says (nil: as before).
    case measured(width: Int, height: Int, cell: CellPixels? = nil)
    /// A frame could not be written: the terminal is gone (EPIPE, EIO).
    case outputFailed
    /// The keys are liveplot's (`fg`), or not (lost to another job: `bg`): said on the status line,
    /// the loss for as long as it lasts (`KeysNotice`).
    case keysAvailable(Bool)
}
