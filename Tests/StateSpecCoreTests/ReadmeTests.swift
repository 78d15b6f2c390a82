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

    /// Every test the lifecycle table names as driving a row exists, so a renamed or removed
    /// test cannot leave a row unproven.
    @Test func theChangeDuringACallTableNamesTestsThatExist() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: "**A change made while a call runs is carried onto that call's result.**"))
        let table = text[start.upperBound...].split(separator: "\n\n", maxSplits: 2).dropFirst().first ?? ""
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }.dropFirst()
        #expect(rows.count >= 7)
        let folder = packageRoot.appendingPathComponent("Tests/GeneratedCodeTests")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
        for row in rows {
            let names = row.split(separator: "|").last.map { $0.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) } } ?? []
            #expect(!names.isEmpty, "a row names no test: \(row)")
            for name in names {
                let exists = sources.contains("func \(name)(")
                #expect(exists, "no test \(name)")
            }
        }
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
