import Foundation
import Testing

/// `tools/install` (issue 20, point 2): a release build installed under a prefix with its manual and
/// completions where man and the shells look, a binary that needs nothing but the C library, DESTDIR for
/// packagers, and `--uninstall` taking back every file.
@Suite(.serialized) struct InstallTests {
    /// The package's folder, where `tools/install` is.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let script = package.appendingPathComponent("tools/install").path

    /// The files an install puts under its prefix.
    static let installed = [
        "bin/liveplot",
        "share/man/man1/liveplot.1",
        "share/bash-completion/completions/liveplot",
        "share/zsh/site-functions/_liveplot",
        "share/fish/vendor_completions.d/liveplot.fish",
    ]

    static func files(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> Subprocess.Result {
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        return try await Subprocess.run(arguments, environment: env)
    }

    /// A release build (in a scratch folder of its own: the tests' build is locked while they run) installed
    /// under a fresh prefix: the five files, a static binary that runs, the page man finds beside the
    /// binary's folder, bash completing from the installed script; then `--uninstall` leaves no file.
    /// `tools/test` passes the folder of its own release build (`LIVEPLOT_RELEASE_SCRATCH`), which the
    /// install's build then finds up to date, rather than a second release build from nothing.
    @Test func installsAReleaseBuildAndUninstallsIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-install-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let prefix = folder + "/prefix"
        let scratch = ProcessInfo.processInfo.environment["LIVEPLOT_RELEASE_SCRATCH"] ?? folder + "/build"
        let install = try await Self.run([Self.script, "--scratch-path", scratch, prefix])
        #expect(install.status == 0, "\(install.error)")
        #expect(Self.files(under: prefix) == Self.installed.sorted())
        #expect(install.output.contains("installed \(prefix)/bin/liveplot\n"))

        let binary = prefix + "/bin/liveplot"
        #expect(FileManager.default.isExecutableFile(atPath: binary))
        // Nothing but the C library at run time: linked statically, or against libc's own libraries alone.
        let ldd = try await Self.run(["ldd", binary])
        let libraries = (ldd.output + ldd.error).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let cLibrary = ["linux-vdso", "libc.so", "libm.so", "ld-linux", "not a dynamic executable", "statically linked"]
        for library in libraries { #expect(cLibrary.contains { library.contains($0) }, "ldd: \(library)") }
        let version = try await Self.run([binary, "--version"])
        #expect(version.status == 0 && version.output.hasPrefix("liveplot "))
        let chart = try await Subprocess.run([binary, "--once", "--height", "5"], environment: [:], input: "1\n2\n3\n")
        #expect(chart.output.hasSuffix("last=3 min=1 max=3 avg=2 n=3\n"))

        // man-db finds a page beside each folder on PATH: no MANPATH needed.
        let man = try await Self.run(["man", "-w", "liveplot"], environment: ["PATH": prefix + "/bin:/usr/bin:/bin"])
        #expect(man.output == prefix + "/share/man/man1/liveplot.1\n", "\(man.error)")
        // bash-completion loads a command's script from XDG_DATA_DIRS; called as readline would.
        let bash = try await Self.run(["bash", "-c", """
            source \(prefix)/share/bash-completion/completions/liveplot
            COMP_WORDS=(liveplot --color a); COMP_CWORD=2; _liveplot; printf '%s\\n' "${COMPREPLY[@]}"
            """])
        #expect(bash.output == "auto\nalways\n")

        let uninstall = try await Self.run([Self.script, "--uninstall", prefix])
        #expect(uninstall.status == 0)
        #expect(Self.files(under: prefix) == [])
        #expect(uninstall.output.split(separator: "\n").count == Self.installed.count)
    }

    /// DESTDIR stages the files for a package: they land under DESTDIR/PREFIX, and the page and scripts
    /// are the binary's own. A wrong option is a usage error.
    @Test func destdirStagesForAPackage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-stage-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let install = try await Self.run([Self.script, "--binary", LivePlotBinary.url.path, "/usr"], environment: ["DESTDIR": folder])
        #expect(install.status == 0, "\(install.error)")
        #expect(Self.files(under: folder + "/usr") == Self.installed.sorted())
        let page = try String(contentsOfFile: folder + "/usr/share/man/man1/liveplot.1", encoding: .utf8)
        #expect(page == (try await LivePlotBinary.run(["--man"]).output))
        let fish = try String(contentsOfFile: folder + "/usr/share/fish/vendor_completions.d/liveplot.fish", encoding: .utf8)
        #expect(fish == (try await LivePlotBinary.run(["--generate-completion-script", "fish"]).output))

        let wrong = try await Self.run([Self.script, "--prefix", "/usr"])
        #expect(wrong.status == 2 && wrong.error == "tools/install: unknown option '--prefix' (--help lists them)\n")
    }

    /// The README's animation (issue 20, point 6): the file it shows is there, an animated SVG of many
    /// frames, well-formed (xmllint), under 500 KB. `tools/record-demo` makes it from the real binary.
    @Test func theREADMEShowsItMoving() async throws {
        let readme = try String(contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("](tools/demo.svg)"))
        let path = Self.package.appendingPathComponent("tools/demo.svg").path
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? .max
        #expect(size < 500_000, "\(size) bytes")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.components(separatedBy: "transform:translateY(").count > 30, "frames")
        #expect(svg.contains("liveplot\u{A0}demo"), "the demo's title (its space no-break)")
        let xmllint = try await Self.run(["xmllint", "--noout", path])
        #expect(xmllint.status == 0 && xmllint.error.isEmpty, "\(xmllint.error)")
    }
}
