import Foundation
import Testing
@testable import StateSpecCore

/// A corpus of broken specs, one mistake each, the way people get YAML and the spec language
/// wrong: typos, synonyms from another section, blocks at the wrong level, tabs, indentation,
/// text that needs quotes, unclosed quotes and brackets, types YAML reads as lists. Each file's
/// first line says the first diagnostic lint must print (line, column, rule and the whole
/// message, fix included): `# expect: 14:5 unknown-key: unknown key 'mesage' …`.
@Suite struct BrokenSpecCorpusTests {
    static let folder = packageRoot.appendingPathComponent("Tests/StateSpecCoreTests/Fixtures/broken")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func theCorpusHoldsAtLeastSixtyMistakes() {
        #expect(Self.names.count >= 60)
    }

    @Test(arguments: names)
    func eachBrokenSpecGetsItsExpectedFirstDiagnostic(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let header = try #require(text.split(separator: "\n", maxSplits: 1).first)
        let expectPrefix = "# expect: "
        try #require(header.hasPrefix(expectPrefix), "\(name) has no `# expect:` first line")
        let expected = String(header.dropFirst(expectPrefix.count))
        let diagnostics = lint(text, path: name)
        let first = try #require(diagnostics.first, "\(name) lints clean")
        let found = "\(first.location.line):\(first.location.column) \(first.ruleID): \(first.message)"
        #expect(found == expected, "\(name)")
        // One mistake, one diagnostic: the cause, without the consequences of the same mistake.
        #expect(diagnostics.dropFirst().allSatisfy { $0.severity != .error }, "\(name): \(diagnostics.map(\.xcodeFormatted))")
    }
}
