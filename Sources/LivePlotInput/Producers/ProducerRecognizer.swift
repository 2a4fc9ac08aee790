/// Finds a stream's producer (`ProducerProfiles.all`) from the lines before its data and its first
/// row, each tested against every profile's signatures (`ProducerSignature`), the table's order
/// deciding between two: the first profile one of whose lines matches is the producer. Never every
/// line: after `maximumLines` lines, or once one is found, it looks no more.
///
/// ```swift
/// var recognizer = ProducerRecognizer()
/// recognizer.look(at: line)   // (profile: 0, signature: 0) for the line `PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.`
/// ```
///
/// - Complexity: per line looked at, one search per signature's literal (`LinePattern`); its pattern
///   is compiled and run, linear in the line, only for a line that holds the literal.
struct ProducerRecognizer: Sendable {
    /// The most lines looked at: banners and headers come in the first few; a stream whose data has
    /// not begun by then is told by no profile.
    static let maximumLines = 16

    /// Whether lines are still looked at.
    private(set) var isOpen = true
    /// How many lines were looked at so far.
    private(set) var linesLooked = 0
    /// The blank lines among them, and whether the first was one: what tells iostat's first report from
    /// `iostat -y`'s (`SinceBootReport`).
    private(set) var blankLines = 0
    private(set) var firstLineIsBlank = false
    /// The patterns compiled so far, by their place among the table's signatures, counted profile by
    /// profile; empty until a line holds a literal: most streams hold none, and compile none.
    private var compiled: [SampleMatcher?] = []

    /// Looks at the next line: the profile (its index in `ProducerProfiles.all`) and the signature that
    /// told it, when one does (then it looks no more).
    mutating func look(at line: UnsafeRawBufferPointer) -> (profile: Int, signature: Int)? {
        guard isOpen else { return nil }
        linesLooked += 1
        if linesLooked >= Self.maximumLines { isOpen = false }
        if ByteClasses.isBlankLine(line) {
            blankLines += 1
            if linesLooked == 1 { firstLineIsBlank = true }
        }
        var place = 0
        for (profile, entry) in ProducerProfiles.all.enumerated() {
            for (index, signature) in entry.signatures.enumerated() {
                defer { place += 1 }
                guard LinePattern.contains(signature.pattern.needle, in: line) else { continue }
                if compiled.isEmpty { compiled = Array(repeating: nil, count: ProducerProfiles.all.reduce(0) { $0 + $1.signatures.count }) }
                guard signature.pattern.matches(line, compiled: &compiled[place]) else { continue }
                isOpen = false
                return (profile, index)
            }
        }
        return nil
    }

    /// Whether `line` matches signature `signature` of profile `profile` again (iostat's avg-cpu header
    /// beginning its second report), its pattern compiled once.
    mutating func matches(_ line: UnsafeRawBufferPointer, profile: Int, signature: Int) -> Bool {
        let pattern = ProducerProfiles.all[profile].signatures[signature].pattern
        guard LinePattern.contains(pattern.needle, in: line) else { return false }
        let place = ProducerProfiles.all[..<profile].reduce(0) { $0 + $1.signatures.count } + signature
        if compiled.isEmpty { compiled = Array(repeating: nil, count: ProducerProfiles.all.reduce(0) { $0 + $1.signatures.count }) }
        return pattern.matches(line, compiled: &compiled[place])
    }
}
