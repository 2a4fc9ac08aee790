/// The classes of bytes the readers split lines by, each named once. The blank sets differ on purpose,
/// by what the format around them allows:
///
/// | class                 | bytes                         | used by                                        |
/// |-----------------------|-------------------------------|------------------------------------------------|
/// | `isSpaceOrTab`        | space, tab                    | a blank line between blocks, a field's ends in delimited text (but the delimiter), a pair's time value, a JSON key's ends, a timestamp's surroundings |
/// | `isSpaceTabOrReturn`  | space, tab, CR                | metric lines (a CRLF's CR ends a value), `--count`'s empty line |
/// | `isJSONWhitespace`    | space, tab, LF, CR            | JSON (RFC 8259's four)                          |
/// | `isWhitespace`        | space, tab, LF, VT, FF, CR    | aligned columns' runs of blanks                 |
/// | `endsField`           | `,` `;`                       | aligned columns: each ends exactly one field    |
/// | `isSeparator`         | space, tab, LF, VT, FF, `,` `;` | aligned columns: anything between two fields  |
///
/// ```swift
/// ByteClasses.isSpaceOrTab(0x09)            // true
/// ByteClasses.endsField(UInt8(ascii: ";"))  // true
/// ```
public enum ByteClasses {
    public static let comma = UInt8(ascii: ",")
    public static let semicolon = UInt8(ascii: ";")

    @inline(__always)
    public static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    @inline(__always)
    public static func isSpaceTabOrReturn(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    @inline(__always)
    public static func isJSONWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    @inline(__always)
    public static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// A comma or a semicolon: in aligned columns each ends exactly one field (`1,,3` has an empty second).
    @inline(__always)
    public static func endsField(_ byte: UInt8) -> Bool { byte == comma || byte == semicolon }

    /// Whatever may stand between two fields of aligned columns: a blank (but the CR, which ends a line
    /// written by Windows) or a comma or semicolon.
    @inline(__always)
    public static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || endsField(byte) || (byte >= 0x09 && byte <= 0x0C) }

    /// Whether `line` holds nothing but spaces and tabs.
    @inline(__always)
    public static func isBlankLine(_ line: UnsafeRawBufferPointer) -> Bool { !line.contains { !isSpaceOrTab($0) } }
}
