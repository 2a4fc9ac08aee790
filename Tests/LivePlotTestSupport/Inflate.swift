/// A zlib decoder (RFC 1950 around RFC 1951) written from the RFCs for the tests, independent of the
/// encoder it checks: stored, fixed and dynamic Huffman blocks, the Adler-32 compared at the end. Slow
/// and plain (a canonical Huffman decode a bit at a time, after zlib's puff.c), which is what a checker
/// should be.
///
/// ```swift
/// let rgba = try Inflate.zlib(ZlibStream.compress(rgba, pixelBytes: 4, rowBytes: 4 * width))
/// ```
enum Inflate {
    enum Failure: Error, Equatable {
        case header(String)
        case truncated
        case badBlockType
        case storedLength
        case badCode
        case badDistance(Int, at: Int)
        case badLengths(String)
        case checksum(expected: UInt32, found: UInt32)
        case trailing(Int)
    }

    /// The bytes a zlib stream holds; throws on anything malformed, a wrong Adler-32 or bytes after it.
    static func zlib(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6 else { throw Failure.truncated }
        let method = stream[0], flags = stream[1]
        guard method & 0x0F == 8, method >> 4 <= 7 else { throw Failure.header("method \(method)") }
        guard (Int(method) << 8 | Int(flags)) % 31 == 0 else { throw Failure.header("check bits") }
        guard flags & 0x20 == 0 else { throw Failure.header("preset dictionary") }
        var reader = BitReader(bytes: stream, position: 2)
        let output = try deflate(&reader)
        var position = reader.byteAligned()
        guard position + 4 <= stream.count else { throw Failure.truncated }
        let expected = stream[position..<position + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let found = adler32(output)
        guard expected == found else { throw Failure.checksum(expected: expected, found: found) }
        position += 4
        guard position == stream.count else { throw Failure.trailing(stream.count - position) }
        return output
    }

    /// Adler-32 the plain way, a modulo every byte.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// The blocks of a raw deflate stream up to the final one.
    static func deflate(_ reader: inout BitReader) throws -> [UInt8] {
        var output: [UInt8] = []
        var isFinal = false
        while !isFinal {
            isFinal = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try stored(&reader, into: &output)
            case 1: try codes(&reader, literals: Huffman.fixedLiterals, distances: Huffman.fixedDistances, into: &output)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try codes(&reader, literals: literals, distances: distances, into: &output)
            default: throw Failure.badBlockType
            }
        }
        return output
    }

    static func stored(_ reader: inout BitReader, into output: inout [UInt8]) throws {
        var position = reader.byteAligned()
        guard position + 4 <= reader.bytes.count else { throw Failure.truncated }
        let length = Int(reader.bytes[position]) | Int(reader.bytes[position + 1]) << 8
        let complement = Int(reader.bytes[position + 2]) | Int(reader.bytes[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw Failure.storedLength }
        position += 4
        guard position + length <= reader.bytes.count else { throw Failure.truncated }
        output += reader.bytes[position..<position + length]
        reader = BitReader(bytes: reader.bytes, position: position + length)
    }

    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                              131, 163, 195, 227, 258]
    static let lengthExtras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
                                1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtras = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12,
                                 12, 13, 13]

    /// Literals and copies until end-of-block (symbol 256).
    static func codes(_ reader: inout BitReader, literals: Huffman, distances: Huffman, into output: inout [UInt8]) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < lengthBases.count else { throw Failure.badCode }
            let length = lengthBases[index] + (try reader.bits(lengthExtras[index]))
            let code = try distances.decode(&reader)
            guard code < distanceBases.count else { throw Failure.badCode }
            let distance = distanceBases[code] + (try reader.bits(distanceExtras[code]))
            guard distance <= output.count, distance <= 32768 else { throw Failure.badDistance(distance, at: output.count) }
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }

    /// A dynamic block's two codes, read through the code-length code (RFC 1951 §3.2.7).
    static func dynamicTables(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let lengthCodeCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw Failure.badLengths("counts") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var lengthCodeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<lengthCodeCount { lengthCodeLengths[order[index]] = try reader.bits(3) }
        let lengthCode = try Huffman(lengths: lengthCodeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try lengthCode.decode(&reader)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let last = lengths.last else { throw Failure.badLengths("repeat of nothing") }
                lengths += repeatElement(last, count: 3 + (try reader.bits(2)))
            case 17: lengths += repeatElement(0, count: 3 + (try reader.bits(3)))
            default: lengths += repeatElement(0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure.badLengths("overrun") }
        guard lengths[256] > 0 else { throw Failure.badLengths("no end of block") }
        return (try Huffman(lengths: Array(lengths[0..<literalCount])),
                try Huffman(lengths: Array(lengths[literalCount...])))
    }
}
