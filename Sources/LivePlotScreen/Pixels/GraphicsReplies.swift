/// What a terminal answered to the graphics probe (`GraphicsReplies.probe`), read from the bytes as they
/// come: kitty's graphics reply, DA1's attributes (`4`: sixel), the cell's size in pixels (`ESC [ 6 ; h ;
/// w t`), the background colour (OSC 11). DA1 comes last and every terminal sends it: when it is read, the
/// probe is over. Bytes that are no reply (keys typed meanwhile) are kept for the keyboard.
///
/// ```swift
/// var replies = GraphicsReplies()
/// replies.read(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c".utf8))
/// replies.kitty        // true
/// replies.sixel        // true
/// replies.isComplete   // true
/// ```
///
/// Any split of the bytes reads the same, one at a time too (`TerminalInputScanner`), and memory stays
/// bounded whatever comes: a reply that never ends is read on and dropped at its limit, the keys kept to
/// `keyLimit` bytes.
public struct GraphicsReplies: Sendable {
    public private(set) var kitty = false
    public private(set) var sixel = false
    public private(set) var cell: CellPixels?
    public private(set) var background: PixelColor?
    /// Whether DA1's reply was read: nothing more will come.
    public private(set) var isComplete = false
    /// The bytes that were no reply, in order.
    public private(set) var keys: [UInt8] = []

    private var scanner = TerminalInputScanner()

    /// The most typed bytes kept while the terminal answers: a key held down for the 250 ms is a few dozen.
    public static let keyLimit = 4096
    /// The id of the probe's kitty query, which its reply repeats.
    static let queryID = Array("i=31".utf8)

    public init() {}

    /// The questions, in one write: kitty's query (a 1×1 image it does not keep), the cell size, the
    /// background colour, then DA1.
    public static let probe: [UInt8] = kittyQuery + otherQuestions

    /// The questions without kitty's: where kitty's graphics cannot be used (inside tmux, which takes an
    /// APC string for the pane's title) or are not wanted (`--graphics sixel`).
    public static let probeWithoutKitty: [UInt8] = otherQuestions

    private static let kittyQuery = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)
    private static let otherQuestions = Array("\u{1B}[16t\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)

    /// Reads the next bytes of the terminal's answer.
    /// - Complexity: O(`bytes.count`).
    public mutating func read(_ bytes: [UInt8]) {
        for byte in bytes {
            switch scanner.scan(byte) {
            case .plain(let typed)?: keep([typed])
            case .sequence(let body?)?: readSequence(body)
            case .string(let introducer, let payload?)?: readString(introducer, payload)
            case .sequence(nil)?, .string(_, nil)?, nil: break
            }
        }
    }

    /// What the keyboard is to read after the probe: the keys typed, then a reply begun and not ended
    /// (the keyboard's decoder swallows its rest when it comes late).
    public var unread: [UInt8] { keys + scanner.unfinished }

    /// DA1 (`[?62;4;22c`), the cell size (`[6;19;8t`), or a key (`[D`), kept as typed.
    private mutating func readSequence(_ body: [UInt8]) {
        let final = body.last!
        let parameters = body.dropFirst().dropLast()
        if body.first == UInt8(ascii: "["), final == UInt8(ascii: "c"), parameters.first == UInt8(ascii: "?") {
            sixel = Self.numbers(parameters.dropFirst()).contains(4)
            isComplete = true
        } else if body.first == UInt8(ascii: "["), final == UInt8(ascii: "t"),
                  case let numbers = Self.numbers(parameters), numbers.count == 3, numbers[0] == 6 {
            cell = CellPixels(width: numbers[2], height: numbers[1])
        } else {
            keep([0x1B] + body)
        }
    }

    /// OSC 11's `11;rgb:RRRR/GGGG/BBBB`, or kitty's `Gi=31;OK` (`Gi=31;ENOTSUPPORTED:…`: no kitty).
    private mutating func readString(_ introducer: UInt8, _ payload: [UInt8]) {
        let fields = payload.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
        guard fields.count == 2 else { return }
        if introducer == UInt8(ascii: "_") {
            let keys = fields[0].dropFirst().split(separator: UInt8(ascii: ","))
            if keys.contains(where: { $0.elementsEqual(Self.queryID) }) { kitty = fields[1].elementsEqual("OK".utf8) }
        } else if fields[0].elementsEqual("11".utf8) {
            background = Self.color(fields[1]) ?? background
        }
    }

    /// `rgb:R/G/B`, each channel 1 to 4 hex digits scaled to 0…255 (`f` and `ffff` are both 255).
    static func color(_ text: ArraySlice<UInt8>) -> PixelColor? {
        let prefix = Array("rgb:".utf8)
        guard text.starts(with: prefix) else { return nil }
        let channels = text.dropFirst(prefix.count).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard channels.count == 3 else { return nil }
        var values: [UInt8] = []
        for channel in channels {
            guard (1...4).contains(channel.count) else { return nil }
            var value = 0
            for digit in channel {
                guard let nibble = hexValue(digit) else { return nil }
                value = value * 16 + nibble
            }
            let most = (1 << (4 * channel.count)) - 1
            values.append(UInt8((value * 255 + most / 2) / most))
        }
        return PixelColor(red: values[0], green: values[1], blue: values[2])
    }

    private static func hexValue(_ digit: UInt8) -> Int? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(digit - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(digit - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(digit - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// A sequence's numeric parameters, `;`-separated (an empty one is 0; digits beyond 6 are not believed).
    static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int] {
        parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
            guard field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return -1 }
            return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
    }

    private mutating func keep(_ bytes: [UInt8]) {
        guard keys.count + bytes.count <= Self.keyLimit else { return }
        keys += bytes
    }
}
