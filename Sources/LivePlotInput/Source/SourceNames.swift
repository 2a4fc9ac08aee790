import LivePlotText

/// What each of a chart's sources is called: the first word of its series' names when there are several
/// (`web1 us`, `app latency_ms`), and in the status line (`app ended`, `vmstat exited 1`).
///
/// cli.md ("Sources") gives the rules: a file by its name without its folder and last extension, `-` as
/// `stdin`, a command by its `name=` or else by its first word (without a folder), made unique with its
/// second word when two share the first (`ssh web1`, `ssh web2`). Files that share a name take their
/// folders, the nearest first, until they differ (`a/app`, `b/app`); a name still shared gets its place
/// among those sharing it (`app`, `app #2`).
///
/// ```swift
/// SourceNames.names(for: [.file(path: "/var/log/app.log"), .standardInput])   // ["app", "stdin"]
/// SourceNames.names(for: [.command(name: nil, line: "ssh web1 vmstat 1"),
///                         .command(name: nil, line: "ssh web2 vmstat 1")])    // ["ssh web1", "ssh web2"]
/// ```
///
/// - Complexity: O(n²) in the sources, at most `OptionTable.mostSources` of them.
public enum SourceNames {
    /// The widest a source's name is, in columns: it begins every series' name of the source in the
    /// legend, beside the series' own and its figures. A longer file's or command's name is cut (`…`);
    /// a longer `name=` is a usage error.
    public static let longestName = 16

    /// The name of each source, in the order given; every one different from the others.
    public static func names(for sources: [InputSource]) -> [String] {
        // Cleaned as a series' name is: a path or a command may hold anything.
        var names = sources.map { TerminalText(firstName($0)).clipped(toWidth: longestName).string }
        // A command whose first word another shares takes its second word too (`ssh web1`).
        let shared = names.indices.filter { isShared(names[$0], in: names) }
        for index in shared {
            guard case .command(nil, let line) = sources[index], let second = words(of: line).dropFirst().first else { continue }
            names[index] += " " + TerminalText(String(second)).clipped(toWidth: longestName).string
        }
        // Files that share a name (`a/app.log` and `b/app.log`) take their folders, the nearest first, until
        // they differ (`a/app`, `b/app`).
        let firstNames = names
        for index in names.indices where isShared(firstNames[index], in: firstNames) {
            guard case .file(let path) = sources[index] else { continue }
            let sharing = firstNames.indices.filter { firstNames[$0] == firstNames[index] }
            let nearestFirst = sharing.map { sharer -> [Substring] in
                if case .file(let path) = sources[sharer] { return Array(folders(of: path).reversed()) }
                return []
            }
            let own = nearestFirst[sharing.firstIndex(of: index)!]
            // The fewest folders that tell this file from each other sharer in another folder (one in the
            // same folder is the same file, told apart by its number below).
            let others = nearestFirst.filter { $0 != own }
            guard !own.isEmpty, !others.isEmpty else { continue }
            var depth = 1
            while depth < own.count, others.contains(where: { Array($0.prefix(depth)) == Array(own.prefix(depth)) }) {
                depth += 1
            }
            let taken = own.prefix(depth).reversed().joined(separator: "/")
            names[index] = TerminalText(taken + "/" + firstName(.file(path: path))).clipped(toWidth: longestName, fromStart: true).string
        }
        // Whatever is still shared (a file named twice, one command twice) is told apart by its place among
        // them, after a `#`: `app 2` would read as series 2 of `app`.
        var seen: [String: Int] = [:]
        return names.map { name in
            let count = seen[name, default: 0] + 1
            seen[name] = count
            return count == 1 ? name : "\(name) #\(count)"
        }
    }

    /// The folders of `path`, outermost first (`/var/log/app.log`: `var`, `log`).
    private static func folders(of path: String) -> [Substring] {
        Array(withoutTrailingSlashes(Substring(path)).split(separator: "/").dropLast())
    }

    /// What the rules name a source before any is told apart from another.
    static func firstName(_ source: InputSource) -> String {
        switch source {
        case .standardInput: return "stdin"
        case .command(let name?, _): return name
        case .command(nil, let line): return words(of: line).first.map { lastComponent(of: $0) } ?? line
        case .file(let path):
            let file = lastComponent(of: Substring(path))
            // `app.log` → `app`; a name that is all extension (`.bashrc`) keeps it.
            guard let dot = file.lastIndex(of: "."), dot > file.startIndex else { return file.isEmpty ? path : file }
            return String(file[..<dot])
        }
    }

    /// `path`'s last component: after its last `/` (and before a trailing one: `logs/` → `logs`).
    private static func lastComponent(of path: Substring) -> String {
        let path = withoutTrailingSlashes(path)
        return String(path.split(separator: "/").last ?? path)
    }

    /// `path` without the slashes it ends with, but a root's (`logs//` → `logs`, `/` → `/`).
    private static func withoutTrailingSlashes(_ path: Substring) -> Substring {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return path
    }

    /// A command line's words, split at blanks (quotes are not a name's business: `sh -c` reads them).
    private static func words(of line: String) -> [Substring] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    }

    private static func isShared(_ name: String, in names: [String]) -> Bool {
        names.lazy.filter { $0 == name }.count > 1
    }
}
