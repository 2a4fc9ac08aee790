/// RFC 4648 base64 with its padding, encoding only: how kitty's graphics commands carry their data.
///
/// ```swift
/// Base64.encode(Array("liveplot".utf8))   // "bGl2ZXBsb3Q=" as bytes
/// ```
///
/// - Complexity: O(bytes).
enum Base64 {
    static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    static let padding = UInt8(ascii: "=")

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        let count = (bytes.count + 2) / 3 * 4
        return [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
            bytes.withUnsafeBufferPointer { input in
                alphabet.withUnsafeBufferPointer { alphabet in
                    var read = 0
                    var written = 0
                    while read + 3 <= input.count {
                        let group = UInt32(input[read]) << 16 | UInt32(input[read + 1]) << 8 | UInt32(input[read + 2])
                        output[written] = alphabet[Int(group >> 18)]
                        output[written + 1] = alphabet[Int(group >> 12 & 63)]
                        output[written + 2] = alphabet[Int(group >> 6 & 63)]
                        output[written + 3] = alphabet[Int(group & 63)]
                        read += 3
                        written += 4
                    }
                    let left = input.count - read
                    if left > 0 {
                        let second = left == 2 ? UInt32(input[read + 1]) : 0
                        let group = UInt32(input[read]) << 16 | second << 8
                        output[written] = alphabet[Int(group >> 18)]
                        output[written + 1] = alphabet[Int(group >> 12 & 63)]
                        output[written + 2] = left == 2 ? alphabet[Int(group >> 6 & 63)] : padding
                        output[written + 3] = padding
                        written += 4
                    }
                    initialized = written
                }
            }
        }
    }
}
