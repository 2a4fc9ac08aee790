/// Just enough of PNG to read back what `sixel2png` writes: 8-bit grey, RGB, palette, grey-alpha and
/// RGBA, not interlaced, the five row filters; the data through `Inflate`.
///
/// ```swift
/// let picture = try PNGReader.read(bytes)   // picture.width, picture.rgba[…]
/// ```
enum PNGReader {
    struct Picture: Equatable {
        var width: Int
        var height: Int
        /// Four bytes a pixel, row by row; alpha 255 where the file has none.
        var rgba: [UInt8]
    }

    enum Failure: Error, Equatable {
        case signature
        case chunk(String)
        case unsupported(String)
        case size
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func read(_ bytes: [UInt8]) throws -> Picture {
        guard bytes.starts(with: signature) else { throw Failure.signature }
        var position = signature.count
        var header: [UInt8] = [], palette: [UInt8] = [], data: [UInt8] = []
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        while position + 12 <= bytes.count {
            let length = number(position)
            let kind = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            guard position + 12 + length <= bytes.count else { throw Failure.chunk("\(kind) truncated") }
            let body = Array(bytes[position + 8..<position + 8 + length])
            switch kind {
            case "IHDR": header = body
            case "PLTE": palette = body
            case "IDAT": data += body
            default: break
            }
            position += 12 + length
            if kind == "IEND" { break }
        }
        guard header.count == 13 else { throw Failure.chunk("IHDR") }
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard header[8] == 8, header[12] == 0 else { throw Failure.unsupported("depth \(header[8]), interlace \(header[12])") }
        let channels: Int
        switch header[9] {
        case 0, 3: channels = 1
        case 4: channels = 2
        case 2: channels = 3
        case 6: channels = 4
        default: throw Failure.unsupported("colour type \(header[9])")
        }
        let rows = try unfiltered(try Inflate.zlib(data), width: width, height: height, channels: channels)
        return Picture(width: width, height: height, rgba: rgba(rows, colorType: header[9], palette: palette))
    }

    /// The samples with each row's filter undone (PNG §9).
    static func unfiltered(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        guard data.count == height * (stride + 1) else { throw Failure.size }
        var out = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = data[y * (stride + 1)]
            for x in 0..<stride {
                let raw = data[y * (stride + 1) + 1 + x]
                let a = x >= channels ? Int(out[y * stride + x - channels]) : 0
                let b = y > 0 ? Int(out[(y - 1) * stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(out[(y - 1) * stride + x - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure.unsupported("filter \(filter)")
                }
                out[y * stride + x] = raw &+ UInt8(predicted)
            }
        }
        return out
    }

    static func rgba(_ samples: [UInt8], colorType: UInt8, palette: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        switch colorType {
        case 0: for grey in samples { out += [grey, grey, grey, 255] }
        case 3: for index in samples.map(Int.init) { out += palette[index * 3..<index * 3 + 3] + [255] }
        case 4: for pair in stride(from: 0, to: samples.count, by: 2) {
            out += [samples[pair], samples[pair], samples[pair], samples[pair + 1]]
        }
        case 2: for pixel in stride(from: 0, to: samples.count, by: 3) { out += samples[pixel..<pixel + 3] + [255] }
        default: out = samples
        }
        return out
    }
}
