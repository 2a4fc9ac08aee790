/// Splits the bytes a terminal sends into what they are, one byte at a time, across reads: plain bytes
/// (typing), control sequences (`ESC [ … final`, `ESC O x`: keys, mouse reports, DA1's and `ESC [ 16 t`'s
/// replies) and the strings terminals answer in (OSC `ESC ] … BEL` or `… ESC \`, APC `ESC _ … ESC \`:
/// the background colour, kitty's graphics reply). The keyboard (`KeyDecoder`) and the graphics probe
/// (`GraphicsReplies`) both read through it, so a reply the probe did not wait for is still no key.
///
/// ```swift
/// var scanner = TerminalInputScanner()
/// for byte in Array("\u{1B}[?62;4cq".utf8) {
///     if let token = scanner.scan(byte) { print(token) }   // .sequence("[?62;4c"), then .plain("q")
/// }
/// ```
///
/// Bounded: a sequence longer than its limit is still read to its end, but what it held is dropped
/// (`nil`); a string longer than its limit is given up and what follows read afresh as keys, so a reply
/// that never ends costs no memory beyond the limit and never leaves the keyboard deaf.
public struct TerminalInputScanner: Sendable {
    /// What a run of bytes was.
    public enum Token: Equatable, Sendable {
        /// A byte outside any escape sequence (an `ESC` before a byte that starts none is dropped: Alt+q is q).
        case plain(UInt8)
        /// A control sequence from its introducer (`[` or `O`) to its final byte, as `[D` or `[?62;4c`;
        /// nil when longer than `sequenceLimit`.
        case sequence([UInt8]?)
        /// A string ended by ST (`ESC \`, or BEL after OSC): its introducer (`]`, `_`) and what it held,
        /// nil when longer than `stringLimit`.
        case string(introducer: UInt8, payload: [UInt8]?)
    }

    private enum State: Sendable {
        case ground, escape, sequence, string(UInt8), stringEscape(UInt8)
    }

    /// The longest control sequence kept: DA1's replies run to 40 bytes (xterm's, 30).
    public static let sequenceLimit = 128
    /// The longest string kept: an OSC 11 reply is 25 bytes, kitty's error replies a few dozen.
    public static let stringLimit = 256

    /// The strings read as replies, by introducer, and what each begins with: a terminal's reply begins so
    /// (OSC 10/11's colours, kitty's `Gi=`); Alt+] or Alt+_ then keys does not, and stays typing (the keys
    /// after the first that breaks the prefix are read as keys: a string is never waited for on a guess).
    static let stringPrefixes: [UInt8: [[UInt8]]] = [
        UInt8(ascii: "]"): [Array("10;".utf8), Array("11;".utf8)],
        UInt8(ascii: "_"): [Array("Gi=".utf8)],
    ]

    private static let escape: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07
    /// CAN and SUB cancel a sequence or string (ECMA-48).
    private static let cancels: Set<UInt8> = [0x18, 0x1A]

    private var state = State.ground
    /// The sequence's bytes from its introducer, or the string's payload: at most the limit.
    private var held: [UInt8] = []
    private var overflowed = false

    public init() {}

    /// Reads one byte; the token it ends, if any.
    /// - Complexity: O(1) amortized.
    public mutating func scan(_ byte: UInt8) -> Token? {
        switch state {
        case .ground:
            if byte == Self.escape { state = .escape; return nil }
            return .plain(byte)
        case .escape:
            return afterEscape(byte)
        case .sequence:
            if (0x20...0x3F).contains(byte) { hold(byte, limit: Self.sequenceLimit); return nil }
            guard (0x40...0x7E).contains(byte) else {
                // Malformed (a control byte, ESC): dropped, and the byte read afresh.
                begin(.ground)
                return scan(byte)
            }
            hold(byte, limit: Self.sequenceLimit)
            let body = overflowed ? nil : held
            begin(.ground)
            return .sequence(body)
        case .string(let introducer):
            if !overflowed, let prefixes = Self.stringPrefixes[introducer], held.count < prefixes[0].count,
               !prefixes.contains(where: { $0.starts(with: held + [byte]) }) {
                begin(.ground)
                return scan(byte)
            }
            if byte == Self.escape { state = .stringEscape(introducer); return nil }
            if byte == Self.bell && introducer == UInt8(ascii: "]") { return endString(introducer) }
            if Self.cancels.contains(byte) { begin(.ground); return nil }
            // A string past its limit is no reply of ours (the longest is a few dozen bytes): given up, so a
            // string that never ends leaves the keys read, not swallowed until an ESC comes.
            guard held.count < Self.stringLimit else { begin(.ground); return scan(byte) }
            hold(byte, limit: Self.stringLimit)
            return nil
        case .stringEscape(let introducer):
            if byte == UInt8(ascii: "\\") { return endString(introducer) }
            // ESC and anything but `\` ends the string unfinished and begins a sequence of its own.
            begin(.escape)
            return scan(byte)
        }
    }

    /// The bytes of a sequence or string begun and not ended, as read (a string's payload cut at its
    /// limit): fed to another scanner, they leave it where this one is, so the rest of a reply that
    /// comes late is swallowed there.
    public var unfinished: [UInt8] {
        switch state {
        case .ground: []
        case .escape: [Self.escape]
        case .sequence: [Self.escape] + held
        case .string(let introducer): [Self.escape, introducer] + held
        case .stringEscape(let introducer): [Self.escape, introducer] + held + [Self.escape]
        }
    }

    /// The byte after ESC: a sequence's or a string's introducer, another ESC (the first dropped), or a
    /// key typed with Alt (the ESC dropped).
    private mutating func afterEscape(_ byte: UInt8) -> Token? {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "O"):
            begin(.sequence)
            held.append(byte)
            return nil
        case Self.escape:
            return nil
        case _ where Self.stringPrefixes[byte] != nil:
            begin(.string(byte))
            return nil
        default:
            begin(.ground)
            return scan(byte)
        }
    }

    private mutating func endString(_ introducer: UInt8) -> Token {
        let payload = overflowed ? nil : held
        begin(.ground)
        return .string(introducer: introducer, payload: payload)
    }

    private mutating func begin(_ next: State) {
        state = next
        held.removeAll(keepingCapacity: true)
        overflowed = false
    }

    private mutating func hold(_ byte: UInt8, limit: Int) {
        if held.count < limit { held.append(byte) } else { overflowed = true }
    }
}
