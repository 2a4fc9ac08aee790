/// Reads back what `KittyGraphics` sends: cursor positions and kitty graphics commands (`ESC _ G keys ;
/// payload ESC \`), anything else a failure; and puts a chunked transmission's image together again.
///
/// ```swift
/// let stream = try KittyCommands.parse(bytes)   // [.cursor(row: 2, column: 8), .graphics(keys, payload), …]
/// ```
enum KittyCommands {
    enum Item: Equatable {
        /// CUP's 1-based row and column, as on the wire.
        case cursor(row: Int, column: Int)
        case graphics(keys: [String: String], order: [String], payload: [UInt8])
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ bytes: [UInt8]) throws -> [Item] {
        var items: [Item] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else { throw Failure(description: "not an escape at \(index)") }
            if bytes[index + 1] == UInt8(ascii: "[") {
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "H")) else { throw Failure(description: "CUP unended") }
                let numbers = String(decoding: bytes[index + 2..<end], as: UTF8.self).split(separator: ";").map { Int($0) }
                guard numbers.count == 2, let row = numbers[0], let column = numbers[1] else {
                    throw Failure(description: "CUP parameters")
                }
                items.append(.cursor(row: row, column: column))
                index = end + 1
            } else if bytes[index + 1] == UInt8(ascii: "_"), index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "G") {
                var end = index + 3
                while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
                guard end + 1 < bytes.count else { throw Failure(description: "APC unended") }
                let body = bytes[index + 3..<end]
                let semicolon = body.firstIndex(of: UInt8(ascii: ";")) ?? end
                var keys: [String: String] = [:], order: [String] = []
                for pair in String(decoding: bytes[index + 3..<semicolon], as: UTF8.self).split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2, keys[parts[0]] == nil else { throw Failure(description: "key \(pair)") }
                    keys[parts[0]] = parts[1]
                    order.append(parts[0])
                }
                let payload = semicolon < end ? Array(bytes[semicolon + 1..<end]) : []
                items.append(.graphics(keys: keys, order: order, payload: payload))
                index = end + 2
            } else {
                throw Failure(description: "unknown escape at \(index)")
            }
        }
        return items
    }

    /// The base64 bytes a value of `Base64`'s alphabet stands for; throws on a bad length or character.
    static func base64Decoded(_ text: [UInt8]) throws -> [UInt8] {
        guard text.count % 4 == 0 else { throw Failure(description: "base64 of \(text.count) bytes") }
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        for group in stride(from: 0, to: text.count, by: 4) {
            var value = 0, padding = 0
            for byte in text[group..<group + 4] {
                if byte == UInt8(ascii: "=") {
                    padding += 1
                    value <<= 6
                } else {
                    guard padding == 0, let digit = alphabet.firstIndex(of: byte) else { throw Failure(description: "base64 \(byte)") }
                    value = value << 6 | digit
                }
            }
            guard padding <= 2, padding == 0 || group + 4 == text.count else { throw Failure(description: "padding") }
            let bytes = [UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            output += bytes[0..<3 - padding]
        }
        return output
    }
}
