import Foundation
import Testing
@testable import StateSpecCore

/// The template context of every golden spec, checked in as JSON (what `statespec plan`
/// prints), and the Templates article's table of its keys.
@Suite struct PlanTests {
    static let folder = packageRoot.appendingPathComponent("Tests/StateSpecCoreTests/Fixtures/plans")

    static func contexts() throws -> [String: TemplateValue] {
        let compiler = Compiler()
        let (plans, app) = try compiler.plan(compiler.lint(try goldenSpecSources()))
        var contexts = ["App": SwiftContext.app(app, access: .internal)]
        for plan in plans {
            contexts[plan.name] = SwiftContext.screen(plan, access: .internal)
            for section in plan.sections { contexts[section.plan.name] = SwiftContext.screen(section.plan, access: .internal) }
        }
        return contexts
    }

    @Test func everyGoldenSpecsContextMatchesItsGoldenJSON() throws {
        let contexts = try Self.contexts()
        if updatingGoldenFiles {
            for (name, context) in contexts { try writeIfChanged(context.json(), to: Self.folder.appendingPathComponent("\(name).json")) }
        }
        let golden = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }
        #expect(golden.sorted() == contexts.keys.map { "\($0).json" }.sorted())
        for (name, context) in contexts {
            let text = try String(contentsOf: Self.folder.appendingPathComponent("\(name).json"), encoding: .utf8)
            #expect(text == context.json(), "\(name).json differs; run STATESPEC_UPDATE_GOLDEN=1 swift test")
        }
    }

    @Test func theReferenceListsEveryKeyAContextHoldsAndNoOther() throws {
        let contexts = try Self.contexts()
        for (keys, values) in [(ContextReference.app, [contexts["App"]!]), (ContextReference.screen + ContextReference.sectionedScreen, contexts.filter { $0.key != "App" }.map(\.value))] {
            let paths = values.reduce(into: Set<String>()) { $0.formUnion(ContextReference.paths(in: $1)) }
            let undocumented = paths.filter { !ContextReference.documents($0, in: keys) }
            #expect(undocumented.isEmpty, "keys the Templates article does not list: \(undocumented.sorted())")
            let unused = keys.filter { key in !paths.contains { ContextReference.documents($0, in: [key]) } }
            #expect(unused.isEmpty, "listed keys no golden spec's context holds: \(unused.map(\.path))")
        }
    }

    @Test func aPlanIsTheSameWhateverTheNumberOfThreads() throws {
        var serial = Compiler()
        serial.jobs = 1
        var parallel = Compiler()
        parallel.jobs = 4
        let sources = try goldenSpecSources()
        #expect(serial.generate(sources).files == parallel.generate(sources).files)
        #expect(serial.generate(sources).diagnostics == parallel.generate(sources).diagnostics)
    }
}
