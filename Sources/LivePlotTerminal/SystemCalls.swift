#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotScreen

/// The handful of system calls liveplot makes, with EINTR and short writes handled once, here.
///
/// ```swift
/// SystemCalls.writeAll(1, Array("hello\n".utf8))
/// ```
enum SystemCalls {
    /// Writes every byte, retrying on EINTR and short writes and waiting out EAGAIN; false when the
    /// descriptor is gone (EPIPE, EIO, …).
    @discardableResult
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    @discardableResult
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        write(descriptor, bytes) == nil
    }

    /// Writes every byte as `writeAll` does; nil when all went, else the error (`errno`) that stopped it.
    static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { write(descriptor, $0) }
    }

    static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var descriptorPoll = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptorPoll, 1, -1)
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return nil
    }

    /// Whether `bytes` of memory can be had now (taken and given back at once, no page touched): a
    /// run checks its room up front, since an allocation that fails later ends the process with a trap.
    static func canAllocate(_ bytes: Int) -> Bool {
        guard let block = malloc(bytes) else { return false }
        free(block)
        return true
    }

    /// The system's words for an error number: `No space left on device`.
    static func describe(_ error: Int32) -> String {
        String(cString: strerror(error))
    }

    /// Whether `descriptor` is open: a program started with one of 0, 1, 2 closed must not write its
    /// chart into whatever file takes that number next.
    static func isOpen(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) != -1
    }

    /// Gives a closed standard descriptor `/dev/null`, so no file opened later takes its number.
    static func fillIfClosed(_ descriptor: Int32) {
        guard !isOpen(descriptor) else { return }
        let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
        if opened >= 0, opened != descriptor {
            dup2(opened, descriptor)
            close(opened)
        }
    }

    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// `path` opened read-only, close-on-exec (no command liveplot runs inherits it); -1 with `errno` set.
    static func openForReading(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_CLOEXEC)
    }

    /// Whether `descriptor` is a regular file (`< data.txt`): all its lines are there at once.
    static func isRegularFile(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Makes the pipe `descriptor` reads hold up to `bytes` (Linux's `F_SETPIPE_SZ`; its default is 64 KiB,
    /// at most `/proc/sys/fs/pipe-max-size`, 1 MiB unless raised): a producer that writes faster than
    /// liveplot reads then writes more a time, and each read takes more, a call for 1 MiB, not 64 KiB.
    /// Nothing for anything but a pipe, elsewhere than Linux, or when the system says no.
    ///
    /// ```swift
    /// SystemCalls.widenPipe(0, to: 1 << 20)   // `producer | liveplot`: reads of up to 1 MiB
    /// ```
    static func widenPipe(_ descriptor: Int32, to bytes: Int32) {
        #if os(Linux)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return }
        // F_SETPIPE_SZ (1024 + 7), which Glibc's module does not name.
        _ = fcntl(descriptor, 1031, bytes)
        #endif
    }

    /// Waits up to `span` for `descriptor` to be readable (or hung up): false when `span` passed first.
    static func waitForInput(_ descriptor: Int32, upTo span: Duration) -> Bool {
        var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&polled, 1, milliseconds(span)) != 0
    }

    /// `span` in whole milliseconds, rounded up, for `poll`.
    static func milliseconds(_ span: Duration) -> Int32 {
        Int32(clamping: Int((span / .milliseconds(1)).rounded(.up)))
    }

    /// Sleeps the calling thread for `duration` (a signal may cut it short, which does no harm here).
    static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        _ = nanosleep(&request, nil)
    }

    /// The size of the terminal on `descriptor` in cells, or nil when it is not a terminal.
    static func windowSize(_ descriptor: Int32) -> (width: Int, height: Int)? {
        window(descriptor).map { (Int($0.ws_col), Int($0.ws_row)) }
    }

    /// A cell's size in pixels, as the terminal's window size says (its pixels over its cells); nil when the
    /// terminal does not say (0 pixels, as tmux without a client that says, or a pipe).
    static func cellPixels(_ descriptor: Int32) -> CellPixels? {
        guard let size = window(descriptor), size.ws_xpixel > 0, size.ws_ypixel > 0 else { return nil }
        return CellPixels(width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
    }

    /// TIOCGWINSZ of `descriptor`, when it is a terminal of at least one cell.
    private static func window(_ descriptor: Int32) -> winsize? {
        var size = winsize()
        #if canImport(Glibc)
        let result = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
        #else
        let result = ioctl(descriptor, TIOCGWINSZ, &size)
        #endif
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return size
    }

    @inline(__always)
    static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(descriptor, buffer, count)
        #else
        return Darwin.write(descriptor, buffer, count)
        #endif
    }
}
