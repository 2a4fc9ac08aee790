#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotScreen

/// What a crashing process needs to give the terminal back, kept in plain memory set up in advance, so
/// the fatal-signal handler makes only async-signal-safe calls (`write`, `tcsetattr`, `raise`).
///
/// ```swift
/// EmergencyRestore.arm(terminal: tty, output: 1, termios: saved)
/// EmergencyRestore.installCrashHandlers()
/// ```
enum EmergencyRestore {
    /// Written once, before any handler can run; read by the handler only.
    nonisolated(unsafe) private static var terminal: Int32 = -1
    nonisolated(unsafe) private static var output: Int32 = -1
    /// In memory allocated once, not a global of the struct: the handler reads it in place.
    nonisolated(unsafe) private static let savedTermios: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()
    nonisolated(unsafe) private static var hasTermios = false
    nonisolated(unsafe) private static var isArmed = false
    nonisolated(unsafe) private static let restoreBytes = buffer(restoring)
    /// The same, kitty's images deleted first, while the alternate screen they sit on is still shown.
    nonisolated(unsafe) private static let restoreBytesDeletingImages = buffer(KittyGraphics.deleteAll + restoring)
    /// Whether the kitty images are to be deleted: set before the first is sent, and kept.
    nonisolated(unsafe) private static var deletesImages = false

    private static let restoring = EscapeSequence.disableMouseReporting + EscapeSequence.resetStyle
        + EscapeSequence.endSynchronizedUpdate + EscapeSequence.enableAutowrap + EscapeSequence.showCursor
        + EscapeSequence.leaveAlternateScreen

    private static func buffer(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }

    static func arm(terminal: Int32, output: Int32, termios saved: termios?) {
        _ = restoreBytes.count  // build them now, never inside a handler
        _ = savedTermios
        self.terminal = terminal
        self.output = output
        if let saved {
            savedTermios.pointee = saved
            hasTermios = true
        } else {
            hasTermios = false
        }
        isArmed = true
    }

    /// From now on the restoring bytes delete kitty's images first.
    static func deletesKittyImages() {
        _ = restoreBytesDeletingImages.count  // built now, never inside a handler
        deletesImages = true
    }

    static func disarm() {
        isArmed = false
    }

    /// Async-signal-safe: writes the restoring bytes (kitty's images deleted and mouse reporting off
    /// first), drops the mouse's reports still unread, so the shell never reads them as typing, and puts
    /// the saved modes back.
    static func run() {
        guard isArmed else { return }
        let bytes = deletesImages ? restoreBytesDeletingImages : restoreBytes
        _ = SystemCalls.systemWrite(output, bytes.baseAddress!, bytes.count)
        if terminal >= 0 { _ = tcflush(terminal, TCIFLUSH) }
        if hasTermios, terminal >= 0 {
            _ = tcsetattr(terminal, TCSANOW, savedTermios)
        }
    }

    /// Restores the terminal on the signals a crash raises, then lets the crash go on as it would have.
    static func installCrashHandlers() {
        _ = restoreBytes.count
        ChildProcesses.prepareForSignalHandlers()
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = crashHandler
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            #else
            action.__sigaction_u.__sa_handler = crashHandler
            action.sa_flags = SA_RESETHAND
            #endif
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }
}

/// A C function pointer: no captures, only async-signal-safe work. The commands liveplot runs are in
/// sessions of their own, which no terminal signal reaches: killed here, or they would outlive it.
private let crashHandler: @convention(c) (Int32) -> Void = { signal in
    ChildProcesses.killAllFromSignalHandler()
    EmergencyRestore.run()
    raise(signal)
}
