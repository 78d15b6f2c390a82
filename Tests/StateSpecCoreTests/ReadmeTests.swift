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

    /// The text between the line `<!-- BEGIN name … -->` and `<!-- END name -->`.
    static func section(_ name: String, in text: String) -> Range<String.Index>? {
        guard let begin = text.range(of: "<!-- BEGIN \(name)"),
              let beginLineEnd = text[begin.upperBound...].range(of: "-->"),
              let end = text.range(of: "<!-- END \(name) -->") else { return nil }
        return beginLineEnd.upperBound..<end.lowerBound
    }
}
