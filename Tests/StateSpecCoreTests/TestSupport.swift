import Foundation
@testable import StateSpecCore

/// The package's top folder, found from this file's place in Tests/StateSpecCoreTests/.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Regenerate golden files instead of comparing with them.
let updatingGoldenFiles = ProcessInfo.processInfo.environment["STATESPEC_UPDATE_GOLDEN"] == "1"

/// The spec files of specs/, as the command line would read them.
func exampleSpecSources() throws -> [SpecSource] {
    let folder = packageRoot.appendingPathComponent("specs")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".yaml") }
        .sorted()
        .map { name in
            SpecSource(path: "specs/\(name)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
}

/// The specs whose generated Swift is checked in, compiled and driven in GeneratedCodeTests:
/// specs/ and the fixture specs of Tests/GeneratedCodeTests/Specs/, which together take every
/// branch of every default template.
func goldenSpecSources() throws -> [SpecSource] {
    let fixtures = packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Specs")
    let fixtureSources = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
        .filter { $0.hasSuffix(".yaml") }
        .sorted()
        .map { name in
            SpecSource(path: "Tests/GeneratedCodeTests/Specs/\(name)", bytes: Array(try Data(contentsOf: fixtures.appendingPathComponent(name))))
        }
    return try exampleSpecSources() + fixtureSources
}

func lint(_ yaml: String, path: String = "spec.yaml") -> [Diagnostic] {
    Compiler().lint([SpecSource(path: path, text: yaml)]).diagnostics
}

/// A spec with no problems, for tests that change one thing in it (the rule examples' base,
/// without its final line break).
let validSpec = String(ExampleSpecs.profile.dropLast())

/// Rewrites a golden file only when its text changes, so builds that read it are not disturbed.
func writeIfChanged(_ text: String, to url: URL) throws {
    let data = Data(text.utf8)
    if (try? Data(contentsOf: url)) != data { try data.write(to: url) }
}
