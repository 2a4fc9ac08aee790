import Foundation

/// One run of the options fuzzer, whole: the command line, the input, where standard input and output
/// go, and, for a run on a pseudo-terminal, what is typed, clicked and resized and how it ends. Saved as
/// JSON (tools/fuzz/options-corpus), so a finding replays the same run when the generators change.
///
/// `@DIR@` in an argument stands for the run's own temporary folder (where `-o` writes and FIFOs are made).
///
/// ```swift
/// let run = FuzzCase(seed: 7, arguments: ["--once", "-n", "0"], input: Array("1\n".utf8))
/// try JSONEncoder().encode(run)   // what tools/fuzz/options-corpus holds
/// ```
struct FuzzCase: Codable, Sendable {
    /// Where liveplot's standard input comes from.
    enum InputSource: String, Codable, Sendable {
        /// The input's bytes in a regular file.
        case file
        /// A pipe the harness writes the input to, then closes (or keeps open, on a terminal, until the end).
        case pipe
        /// A pipe written to and never closed: only a key or a signal ends the run.
        case openPipe
        /// /dev/null.
        case empty
        /// A directory, which reads as an error.
        case directory
    }

    /// Where standard output goes.
    enum OutputSink: String, Codable, Sendable {
        /// The pseudo-terminal (a run with `terminal`).
        case terminal
        /// A pipe the harness drains.
        case pipe
        /// A pipe nobody reads (what `--tee | slow-reader` does at worst).
        case stalledPipe
        /// /dev/full: every write fails.
        case full
    }

    /// The seed the case was drawn from (0 for one written by hand).
    var seed: UInt64
    var arguments: [String]
    /// The input, base64 in the JSON.
    var input: [UInt8]
    var inputSource: InputSource = .file
    var outputSink: OutputSink = .pipe
    /// On a pseudo-terminal of this size (columns, rows), with `script` played; nil: pipes only.
    var terminal: [Int]?
    var script: [LiveStep] = []
    /// Environment variables set beside TERM=xterm-256color and LANG=C.UTF-8 (TERM and LANG may be replaced).
    var environment: [String: String] = [:]
    /// Names of FIFOs made in the run's folder before it starts, which nobody opens.
    var fifos: [String] = []

    /// Whether something liveplot writes to is never read: a FIFO (when an argument names one) or a
    /// stalled pipe. Such a run may wait for its reader, as long as SIGTERM ends the wait.
    var hasAReaderThatNeverReads: Bool {
        outputSink == .stalledPipe || fifos.contains { fifo in arguments.contains { $0.hasSuffix("/" + fifo) } }
    }

    init(seed: UInt64, arguments: [String], input: [UInt8]) {
        self.seed = seed
        self.arguments = arguments
        self.input = input
    }

    private enum CodingKeys: String, CodingKey {
        case seed, arguments, input, inputSource, outputSink, terminal, script, environment, fifos
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seed = try container.decode(UInt64.self, forKey: .seed)
        arguments = try container.decode([String].self, forKey: .arguments)
        let encoded = try container.decode(String.self, forKey: .input)
        guard let data = Data(base64Encoded: encoded) else {
            throw DecodingError.dataCorruptedError(forKey: .input, in: container, debugDescription: "not base64")
        }
        input = Array(data)
        inputSource = try container.decodeIfPresent(InputSource.self, forKey: .inputSource) ?? .file
        outputSink = try container.decodeIfPresent(OutputSink.self, forKey: .outputSink) ?? .pipe
        terminal = try container.decodeIfPresent([Int].self, forKey: .terminal)
        script = try container.decodeIfPresent([LiveStep].self, forKey: .script) ?? []
        environment = try container.decodeIfPresent([String: String].self, forKey: .environment) ?? [:]
        fifos = try container.decodeIfPresent([String].self, forKey: .fifos) ?? []
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seed, forKey: .seed)
        try container.encode(arguments, forKey: .arguments)
        try container.encode(Data(input).base64EncodedString(), forKey: .input)
        try container.encode(inputSource, forKey: .inputSource)
        try container.encode(outputSink, forKey: .outputSink)
        try container.encodeIfPresent(terminal, forKey: .terminal)
        try container.encode(script, forKey: .script)
        try container.encode(environment, forKey: .environment)
        try container.encode(fifos, forKey: .fifos)
    }

    /// The flags given (names only, sorted, each once): what a finding is told apart by.
    var flags: [String] {
        Set(arguments.compactMap { argument -> String? in
            guard argument.hasPrefix("-"), argument.count > 1 else { return nil }
            if argument.hasPrefix("--") { return String(argument.prefix { $0 != "=" }) }
            return String(argument.prefix(2))
        }).sorted()
    }

    /// The command line as a shell would take it, `@DIR@` left as is.
    var commandLine: String {
        (["liveplot"] + arguments.map(Self.quoted)).joined(separator: " ")
    }

    /// `text` quoted for a POSIX shell, control bytes written as $'\xNN'.
    static func quoted(_ text: String) -> String {
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_=.,:/@%+".contains($0)) }) {
            return text
        }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            let escaped = text.utf8.map { byte -> String in
                switch byte {
                case 0x20..<0x7F where byte != UInt8(ascii: "'") && byte != UInt8(ascii: "\\"): String(UnicodeScalar(byte))
                default: String(format: "\\x%02x", byte)
                }
            }.joined()
            return "$'" + escaped + "'"
        }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
