/// The one grammar of terminal control sequences: fed one character at a time, it says which characters are
/// text and which belong to an escape sequence, a control string or a C1 control.
///
/// Both kinds of outside text pass through it: input lines as bytes (`LineCleaner`, which decodes a C1
/// control from its two UTF-8 bytes and feeds any other non-ASCII byte as ``otherText``) and text for the
/// screen as scalars (`TerminalText`). What it does with a lone C0 control is the caller's: an input line
/// keeps it (and is skipped for it), a title drops it.
///
/// The states follow the DEC/ANSI parser terminals use (ECMA-48): after ESC, `[` opens a control sequence
/// (CSI), `]` `P` `X` `^` `_` a control string (OSC, DCS, SOS, PM, APC), intermediates 0x20–0x2F wait for
/// a final character; a CSI ends at a final character 0x40–0x7E; a string at BEL or ST (C1 `0x9C`, or ESC,
/// which also begins the next sequence, so `ESC \` ends it). CAN and SUB abort any sequence; ESC inside one
/// begins a new one. A C1 control starts the same states (`0x9B` CSI, `0x90` `0x98` `0x9D` `0x9E` `0x9F`
/// strings) or is dropped alone.
///
/// ```swift
/// var filter = EscapeFilter()
/// "a\u{1B}[31mb".unicodeScalars.filter { filter.admits($0.value) }  // ["a", "b"]
/// ```
public struct EscapeFilter: Sendable {
    /// What to feed for a character that is neither ASCII nor a C1 control, when only its kind is known
    /// (a byte of a UTF-8 sequence): it continues whatever sequence it is in, and is text outside one.
    public static let otherText: UInt32 = 0xFFFD

    private enum State {
        case text
        /// After ESC: the introducer decides.
        case escape
        /// ESC and intermediates, waiting for the final character.
        case escapeIntermediate
        case controlSequence
        case controlString
    }

    private var state = State.text

    public init() {}

    /// Whether `character` (a scalar value, or a C1 control's code) is text: `false` when it is part of a
    /// sequence, or a C1 control.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public mutating func admits(_ character: UInt32) -> Bool {
        if state == .text, character != 0x1B, !(0x80...0x9F).contains(character) { return true }
        advance(character)
        return false
    }

    /// Whether the characters fed so far end inside a sequence (a dangling ESC, an unterminated string).
    public var isInSequence: Bool { state != .text }

    private mutating func advance(_ character: UInt32) {
        switch character {
        case 0x1B: state = .escape; return
        case 0x18, 0x1A: state = .text; return  // CAN, SUB: the sequence is abandoned.
        case 0x9B: state = .controlSequence; return
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .controlString; return
        case 0x9C: state = .text; return  // ST
        case 0x80...0x9F: if state != .controlString { state = .text }; return
        default: break
        }
        switch state {
        case .text:
            break
        case .escape:
            switch character {
            case 0x5B: state = .controlSequence  // [
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .controlString  // ] P X ^ _
            case 0x20...0x2F: state = .escapeIntermediate
            default: state = .text  // a two-character escape: ESC 7, ESC c, ESC \ …
            }
        case .escapeIntermediate:
            if !(0x20...0x2F).contains(character) { state = .text }
        case .controlSequence:
            if (0x40...0x7E).contains(character) { state = .text }
        case .controlString:
            if character == 0x07 { state = .text }
        }
    }
}
