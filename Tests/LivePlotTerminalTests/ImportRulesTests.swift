import Foundation
import Testing

/// Each file of `Sources/` imports only the targets its own target lists in Package.swift. SwiftPM lets a
/// target import any target below it, listed or not, so without this the chart could import the input
/// layer again (through the store) and nothing would fail; the system modules (Glibc, Darwin,
/// Synchronization) are for the edge alone, which keeps the other targets pure.
@Suite struct ImportRulesTests {
    /// The edge, the one place for system calls, and the executable that starts it.
    static let systemModulesAllowedIn: Set<String> = ["LivePlotTerminal", "liveplot"]
    static let systemModules: Set<String> = ["Glibc", "Darwin", "Synchronization"]

    /// The package's root: the nearest folder above this file holding Package.swift.
    static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()

    /// Each target of Package.swift (test targets left out) and the targets it lists as dependencies.
    static func declaredDependencies(in manifest: String) throws -> [String: Set<String>] {
        let target = try Regex(#"\.(?:executableT|t)arget\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
        let name = try Regex(#""(\w+)""#)
        var dependencies: [String: Set<String>] = [:]
        for match in manifest.matches(of: target) {
            let listed = (match.output[2].substring).map { $0.matches(of: name).compactMap { $0.output[1].substring.map(String.init) } } ?? []
            dependencies[String(match.output[1].substring!)] = Set(listed)
        }
        return dependencies
    }

    /// The modules a file imports (`import X`, `@testable import X`, `import struct X.Y`, indented ones
    /// under `#if` included).
    static func imports(in source: String) throws -> [String] {
        let line = try Regex(#"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)"#)
        // Only lines that say "import" go to the pattern: Swift's Regex on all 20,000 lines of Sources/
        // took 28 s of the unit tier's 33.
        return source.split(separator: "\n").filter { $0.contains("import") }.compactMap { text in
            (try? line.firstMatch(in: String(text))).flatMap { $0?.output[1].substring.map(String.init) }
        }
    }

    @Test func everyImportIsListedInPackageSwift() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let dependencies = try Self.declaredDependencies(in: manifest)
        #expect(dependencies["LivePlotChart"]?.contains("LivePlotStore") == true, "the manifest was read")
        let sources = Self.root.appendingPathComponent("Sources")
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }
        #expect(Set(targets) == Set(dependencies.keys), "a folder of Sources/ for each target")
        var checkedFiles = 0
        for target in targets {
            let allowed = (dependencies[target] ?? [])
                .union(Self.systemModulesAllowedIn.contains(target) ? Self.systemModules : [])
            let folder = sources.appendingPathComponent(target)
            for case let path as String in FileManager.default.enumerator(atPath: folder.path)! where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                for module in try Self.imports(in: text) where !allowed.contains(module) {
                    Issue.record("Sources/\(target)/\(path) imports \(module), which Package.swift does not list for \(target)")
                }
                checkedFiles += 1
            }
        }
        #expect(checkedFiles > 100, "the files of Sources/ were read")
    }

    @Test func theReaderSeesEveryFormOfImport() throws {
        let source = "import A\n@testable import B\n  import C\nimport struct D.E\n// import F\nlet importG = 1\n"
        #expect(try Self.imports(in: source) == ["A", "B", "C", "D"])
    }
}
