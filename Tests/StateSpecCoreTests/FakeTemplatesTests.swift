import Foundation
import Testing
@testable import StateSpecCore

/// The fake templates (templates/fakes/) are embedded in DefaultFakeTemplates.swift, as the app's
/// are in DefaultTemplates.swift; `STATESPEC_UPDATE_GOLDEN=1 swift test` rewrites it.
@Suite struct FakeTemplatesTests {
    @Test func embeddedFakeTemplatesMatchTheTemplatesFolder() throws {
        let folder = packageRoot.appendingPathComponent("templates/fakes")
        var templates: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".stencil") {
            templates[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        if updatingGoldenFiles {
            let source = packageRoot.appendingPathComponent("Sources/StateSpecCore/Generate/DefaultFakeTemplates.swift")
            try writeIfChanged(Self.embeddingSource(templates), to: source)
        }
        #expect(templates.keys.sorted() == DefaultFakeTemplates.all.keys.sorted())
        for (name, text) in templates {
            #expect(text == DefaultFakeTemplates.all[name], "templates/fakes/\(name) changed; run STATESPEC_UPDATE_GOLDEN=1 swift test, then build again")
        }
    }

    static let goldenFolder = packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Fakes")

    /// The compiler of `statespec generate --fakes`.
    static func fakesCompiler(testableImport: String? = nil, layout: Generator.OutputLayout = .filePerTemplate) -> Compiler {
        var compiler = Compiler(generator: Generator(templates: DefaultFakeTemplates.all, layout: layout))
        compiler.generator.makesStringCatalog = false
        compiler.generator.testableImport = testableImport
        return compiler
    }

    /// Tests/GeneratedCodeTests/Fakes holds the golden specs' fakes, compiled beside their
    /// generated code and driving it in GeneratedCodeTests.
    @Test func generatedFakesMatchTheGoldenFakesByteForByte() throws {
        let result = Self.fakesCompiler().generate(try goldenSpecSources())
        #expect(result.diagnostics.isEmpty)
        #expect(result.files.allSatisfy { $0.path.hasSuffix("LoaderFake.swift") }, "a fakes run writes fakes only: \(result.files.map(\.path))")
        if updatingGoldenFiles {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            for file in result.files {
                try writeIfChanged(file.contents, to: Self.goldenFolder.appendingPathComponent(file.path))
            }
        }
        let goldenNames = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path).filter { $0.hasSuffix(".swift") }
        #expect(goldenNames.sorted() == result.files.map(\.path).sorted(), "golden fakes and generated fakes differ in name")
        for file in result.files {
            let golden = try String(contentsOf: Self.goldenFolder.appendingPathComponent(file.path), encoding: .utf8)
            #expect(golden == file.contents, "\(file.path) differs from its golden fake; run STATESPEC_UPDATE_GOLDEN=1 swift test")
        }
    }

    /// Every loader shape the golden specs have gets its fake: each branch of the fake template
    /// renders for some golden spec, and so is compiled in GeneratedCodeTests.
    @Test func everyBranchOfTheFakeTemplateRendersForSomeGoldenSpec() throws {
        var instrumented: [String: String] = [:]
        var branches: [Branch] = []
        for (name, text) in DefaultFakeTemplates.all {
            let (marked, found) = BranchMarker.instrument(text, template: "fakes/" + name)
            instrumented[name] = marked
            branches += found
        }
        let linted = Compiler().lint(try goldenSpecSources())
        var generator = Generator(templates: instrumented)
        generator.makesStringCatalog = false
        let rendered = try generator.generate(Array(linted.context.screens), policy: linted.context.policy).map(\.contents).joined()
        let missed = branches.filter { !rendered.contains($0.marker) }
        #expect(missed.isEmpty, "branches of the fake template no golden spec takes:\n\(missed.map(\.description).joined(separator: "\n"))")
        #expect(branches.count > 20)
    }

    /// What the build plugin asks for: one file per spec, named after it, importing the app module.
    @Test func perSpecFakesImportTheAppModuleWithTestable() throws {
        let path = "Examples/TimelineApp/Sources/TimelineFeature/Timeline.yaml"
        let spec = SpecSource(path: path, bytes: Array(try Data(contentsOf: packageRoot.appendingPathComponent(path))))
        let result = Self.fakesCompiler(testableImport: "TimelineFeature", layout: .filePerSpec).generate([spec])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.xcodeFormatted))")
        #expect(result.files.map(\.path) == ["Timeline.swift"])
        let text = result.files.first?.contents ?? ""
        #expect(text.contains("\n\n@testable import TimelineFeature\nimport StateSpecTesting\n"))
        #expect(text.contains("final class TimelineLoaderFake: TimelineLoader {"))
    }

    @Test func fakeTemplatesRenderOnlyPerScreenFilesNamedAfterTheLoader() {
        #expect(DefaultFakeTemplates.all.keys.allSatisfy { !PerSpecLayout.isAppWide(templateName: $0) })
        #expect(Set(DefaultFakeTemplates.all.keys).isDisjoint(with: DefaultTemplates.all.keys))
    }

    @Test func aTestableImportGoesBeforeTheFirstImport() {
        let text = "// Generated by StateSpec from A.yaml.\n\nimport StateSpecTesting\n\nfinal class A {}\n"
        #expect(Generator.addingTestableImport("MyApp", to: text)
            == "// Generated by StateSpec from A.yaml.\n\n@testable import MyApp\nimport StateSpecTesting\n\nfinal class A {}\n")
    }

    /// DefaultFakeTemplates.swift: each template as a raw string literal.
    static func embeddingSource(_ templates: [String: String]) -> String {
        GoldenFileTests.embeddingSource(templates, folder: "templates/fakes/", enumName: "DefaultFakeTemplates",
                                        summary: "The templates of `statespec generate --fakes`")
    }
}
