import Foundation
import Testing
@testable import StateSpecCore

/// The README's reference sections are generated from the schema and the rules.
@Suite struct ReadmeTests {
    static let readme = packageRoot.appendingPathComponent("README.md")

    @Test func referenceSectionsMatchTheToolsOwnTables() throws {
        var text = try String(contentsOf: Self.readme, encoding: .utf8)
        let sections = [
            "spec-reference": ReferenceDocumentation.specLanguage(),
            "policy-reference": ReferenceDocumentation.policyLanguage(),
            "rule-reference": ReferenceDocumentation.rules(),
            "context-reference": ContextReference.markdown(),
        ]
        for (name, expected) in sections.sorted(by: { $0.key < $1.key }) {
            let section = try #require(Self.section(name, in: text), "README has no \(name) section")
            if updatingGoldenFiles {
                text.replaceSubrange(section, with: "\n" + expected)
            } else {
                #expect(String(text[section]) == "\n" + expected, "README's \(name) is stale; run STATESPEC_UPDATE_GOLDEN=1 swift test")
            }
        }
        if updatingGoldenFiles { try writeIfChanged(text, to: Self.readme) }
    }

    /// The README's examples of diagnostics are what the tool prints for the corpus files they
    /// name, note lines included.
    @Test func diagnosticExamplesAreTheToolsOwnOutput() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let section = try #require(Self.section("diagnostic-examples", in: text), "README has no diagnostic-examples section")
        let lines = text[section].split(separator: "\n").map(String.init).filter { $0.contains(".yaml:") }
        #expect(lines.count >= 10)
        for line in lines {
            let name = String(line.prefix { $0 != ":" })
            let spec = try String(contentsOf: BrokenSpecCorpusTests.folder.appendingPathComponent(name), encoding: .utf8)
            let printed = XcodeReporter().report(lint(spec, path: name), rules: [], files: [name])
            #expect(printed.split(separator: "\n").contains(Substring(line)), "README: \(line)")
        }
    }

    /// The text between the line `<!-- BEGIN name … -->` and `<!-- END name -->`.
    static func section(_ name: String, in text: String) -> Range<String.Index>? {
        guard let begin = text.range(of: "<!-- BEGIN \(name)"),
              let beginLineEnd = text[begin.upperBound...].range(of: "-->"),
              let end = text.range(of: "<!-- END \(name) -->") else { return nil }
        return beginLineEnd.upperBound..<end.lowerBound
    }
}
