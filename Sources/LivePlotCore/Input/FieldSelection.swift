/// `-f/--fields` for one series: the sample is the field at a 1-based position, or the field named by a
/// `key=value` key or by the current header line (a line of names only, such as vmstat's column names or
/// a CSV header; the last one seen wins, so repeated headers are harmless).
///
/// ```swift
/// var selection = FieldSelection(.name("us"))
/// selection.sample(in: Array(" r  b swpd us sy".utf8))  // nil: a header, remembered
/// selection.sample(in: Array(" 1  0    0 27  2".utf8))  // 27
/// ```
///
/// - Complexity: O(n) in the bytes of the line; a header costs a `String` per name, once.
public struct FieldSelection: Sendable {
    public enum Field: Hashable, Sendable {
        case position(Int)
        case name(String)
    }

    public let field: Field
    /// The names of the current header line, by position.
    public private(set) var header: [String] = []

    public init(_ field: Field) {
        if case .position(let position) = field { precondition(position >= 1, "positions count from 1") }
        self.field = field
    }

    /// Reads `-f`'s value: one position or one name. Several are several series, not yet available.
    public static func parse(_ text: String) throws(OptionsError) -> Field {
        guard !text.contains(",") else {
            throw OptionsError("several fields in '-f' make several series, which are not available yet")
        }
        if let position = Int(text) {
            guard position >= 1 else { throw .badValue("-f", text, "a position from 1, or a field name") }
            return .position(position)
        }
        guard !text.isEmpty else { throw .badValue("-f", text, "a position from 1, or a field name") }
        return .name(text)
    }

    /// The selected field's sample in `line`, or nil (no such field, no number there, or a header line).
    public mutating func sample(in line: UnsafeRawBufferPointer) -> Double? {
        var texts: [UnsafeRawBufferPointer] = []
        var fields: [LineField] = []
        LineFieldScanner.forEachRawField(in: line) { bytes in
            texts.append(bytes)
            fields.append(LineFieldScanner.field(bytes))
        }
        if !fields.isEmpty, fields.allSatisfy({ if case .bare(nil) = $0 { return true } else { return false } }),
           texts.allSatisfy({ !$0.isEmpty }) {
            header = texts.map { String(decoding: $0, as: UTF8.self) }
            return nil
        }
        switch field {
        case .position(let position):
            return position <= fields.count ? fields[position - 1].value : nil
        case .name(let name):
            for field in fields {
                if case .pair(let key, let value) = field, key == name { return value }
            }
            guard let index = header.firstIndex(of: name), index < fields.count else { return nil }
            return fields[index].value
        }
    }

    public mutating func sample(in line: [UInt8]) -> Double? {
        line.withUnsafeBytes { sample(in: $0) }
    }
}
