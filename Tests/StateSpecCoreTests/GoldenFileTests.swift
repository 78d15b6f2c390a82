import Foundation
import Testing
@testable import StateSpecCore

/// The Swift generated for specs/ and Tests/GeneratedCodeTests/Specs/ is checked in under
/// Tests/GeneratedCodeTests/Generated, where it is also compiled and driven.
/// `STATESPEC_UPDATE_GOLDEN=1 swift test` rewrites it.
@Suite struct GoldenFileTests {
    static let goldenFolder = packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Generated")

    @Test func generatedSwiftMatchesTheGoldenFilesByteForByte() throws {
        let result = Compiler().generate(try goldenSpecSources())
        #expect(result.diagnostics.isEmpty, "the golden specs should lint clean: \(result.diagnostics.map(\.xcodeFormatted))")
        #expect(!result.files.isEmpty)
        if updatingGoldenFiles {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            for file in result.files {
                try writeIfChanged(file.contents, to: Self.goldenFolder.appendingPathComponent(file.path))
            }
        }
        let goldenNames = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".xcstrings") }
        #expect(goldenNames.sorted() == result.files.map(\.path).sorted(), "golden files and generated files differ in name")
        for file in result.files {
            let golden = try String(contentsOf: Self.goldenFolder.appendingPathComponent(file.path), encoding: .utf8)
            #expect(golden == file.contents, "\(file.path) differs from its golden file; run STATESPEC_UPDATE_GOLDEN=1 swift test")
        }
    }

    @Test func generationIsDeterministic() throws {
        let sources = try goldenSpecSources()
        let first = Compiler().generate(sources).files
        let second = Compiler().generate(sources.reversed()).files
        #expect(first == second)
    }

    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let folder = packageRoot.appendingPathComponent("templates")
        var templates: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".stencil") {
            templates[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        if updatingGoldenFiles {
            let source = packageRoot.appendingPathComponent("Sources/StateSpecCore/Generate/DefaultTemplates.swift")
            try writeIfChanged(Self.embeddingSource(templates), to: source)
        }
        #expect(templates.keys.sorted() == DefaultTemplates.all.keys.sorted())
        for (name, text) in templates {
            #expect(text == DefaultTemplates.all[name], "templates/\(name) changed; run STATESPEC_UPDATE_GOLDEN=1 swift test, then build again")
        }
    }

    /// DefaultTemplates.swift (or, named otherwise, DefaultFakeTemplates.swift): each template as
    /// a raw string literal.
    static func embeddingSource(_ templates: [String: String], folder: String = "templates/", enumName: String = "DefaultTemplates",
                                summary: String = "The default templates") -> String {
        var lines = [
            "// Generated from \(folder) by StateSpecCoreTests; run `STATESPEC_UPDATE_GOLDEN=1 swift test` after",
            "// changing a template. Do not edit.",
            "",
            "/// \(summary), embedded so that the `statespec` binary finds them from anywhere.",
            "public enum \(enumName) {",
            "    public static let all: [String: String] = [",
        ]
        for name in templates.keys.sorted() {
            lines.append("        \"\(name)\": #\"\"\"")
            // A multi-line literal drops the line break before its closing delimiter: add one back.
            lines.append(templates[name]! + "\n\"\"\"#,")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}
