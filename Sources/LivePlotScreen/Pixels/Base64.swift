/// RFC 4648 base64 with its padding, encoding only: how kitty's graphics commands carry their data.
/// Twelve bits at a time from a table of their two letters, so three bytes are two reads and one store.
///
/// ```swift
/// Base64.encode(Array("liveplot".utf8))   // "bGl2ZXBsb3Q=" as bytes
/// var output: [UInt8] = []
/// Base64.append(data[0..<3072], to: &output)   // 4096 letters: one kitty chunk
/// ```
///
/// - Complexity: O(bytes).
enum Base64 {
    static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    static let padding = UInt8(ascii: "=")
    /// Every 12 bits' two letters, the first in the low byte (it goes first in memory, little-endian).
    static let pairs: [UInt16] = (0..<4096).map { UInt16(alphabet[$0 >> 6]) | UInt16(alphabet[$0 & 63]) << 8 }

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        append(bytes[...], to: &output)
        return output
    }

    /// Appends the base64 of `bytes` to `output`, padded.
    static func append(_ bytes: ArraySlice<UInt8>, to output: inout [UInt8]) {
        let start = output.count
        let count = (bytes.count + 2) / 3 * 4
        output.append(contentsOf: repeatElement(padding, count: count))
        output.withUnsafeMutableBytes { output in
            bytes.withUnsafeBufferPointer { input in
                pairs.withUnsafeBufferPointer { pairs in
                    var read = 0
                    var written = start
                    while read + 3 <= input.count {
                        let group = Int(input[read]) << 16 | Int(input[read + 1]) << 8 | Int(input[read + 2])
                        let letters = UInt32(pairs[group >> 12]) | UInt32(pairs[group & 0xFFF]) << 16
                        output.storeBytes(of: UInt32(littleEndian: letters), toByteOffset: written, as: UInt32.self)
                        read += 3
                        written += 4
                    }
                    let left = input.count - read
                    if left > 0 {
                        let group = Int(input[read]) << 16 | (left == 2 ? Int(input[read + 1]) << 8 : 0)
                        output[written] = alphabet[group >> 18]
                        output[written + 1] = alphabet[group >> 12 & 63]
                        if left == 2 { output[written + 2] = alphabet[group >> 6 & 63] }
                    }
                }
            }
        }
    }
}
