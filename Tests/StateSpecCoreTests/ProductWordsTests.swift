import Foundation
import Testing
@testable import StateSpecCore

/// The product speaks in its own words: rule texts, the README, the generated references and the
/// sources and templates never point at notes or issue numbers that only the project's history
/// knows, such as a numbered seed or an issue number. A rule that needs a source cites a public one.
@Suite struct ProductWordsTests {
    /// A numbered seed (three digits from 000 to 009, "seeds" too) or "issue" and a number, in any case.
    static let historyWords = try! NSRegularExpression(
        pattern: #"\b(seed|seeds) 00[0-9]|\bissue [0-9]+\b|\bfield notes?\b"#, options: [.caseInsensitive])

    static func historyWords(in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return historyWords.matches(in: text, range: range).compactMap { match in
            Range(match.range, in: text).map { String(text[$0]) }
        }
    }

    @Test func theMatcherFindsTheWords() {
        // Put together here so that this file does not hold the words itself.
        let seed = "seed", issue = "issue"
        #expect(Self.historyWords(in: "(all profiles; \(seed) 004)") == ["\(seed) 004"])
        #expect(Self.historyWords(in: "\(seed.capitalized) 001's standard durations") == ["\(seed.capitalized) 001"])
        #expect(Self.historyWords(in: "(\(seed)s 002 and 003)") == ["\(seed)s 002"])
        #expect(Self.historyWords(in: "the goals of \(issue) 9, in order") == ["\(issue) 9"])
        let notes = "field"
        #expect(Self.historyWords(in: "as the \(notes) notes say") == ["\(notes) notes"])
        #expect(Self.historyWords(in: "a fixed seed (`--seed 1`); Issue.record(\"x\"); seeded: true").isEmpty)
    }

    @Test func ruleTextsUseTheProductsOwnWords() {
        for rule in RuleRegistry.descriptions {
            #expect(Self.historyWords(in: rule.summary).isEmpty, "\(rule.id)'s summary: \(Self.historyWords(in: rule.summary))")
            #expect(Self.historyWords(in: rule.rationale).isEmpty, "\(rule.id)'s rationale: \(Self.historyWords(in: rule.rationale))")
        }
    }

    @Test func generatedReferencesUseTheProductsOwnWords() {
        let references = [
            "spec reference": ReferenceDocumentation.specLanguage(),
            "policy reference": ReferenceDocumentation.policyLanguage(),
            "rule reference": ReferenceDocumentation.rules(),
            "context reference": ContextReference.markdown(),
        ]
        for (name, text) in references.sorted(by: { $0.key < $1.key }) {
            #expect(Self.historyWords(in: text).isEmpty, "\(name): \(Self.historyWords(in: text))")
        }
    }

    /// The README, and every source, template and document the product ships or shows.
    @Test func readmeSourcesAndTemplatesUseTheProductsOwnWords() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(Self.historyWords(in: readme).isEmpty, "README.md: \(Self.historyWords(in: readme))")

        let folders = ["Sources", "templates", "Plugins", "Examples", "Benchmarks", "Fuzzing", "schema"]
        let extensions: Set = ["swift", "stencil", "md", "yml", "yaml", "json", "sh", "c", "h"]
        var checked = 0
        for folder in folders {
            let root = packageRoot.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { continue }
            for case let file as URL in files where extensions.contains(file.pathExtension) {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                checked += 1
                let found = Self.historyWords(in: text)
                #expect(found.isEmpty, "\(file.path.dropFirst(packageRoot.path.count + 1)): \(found)")
            }
        }
        #expect(checked > 100, "only \(checked) files read: is the package root right?")
    }

    /// The documentation catalog, articles and rule pages, which the test above reads as part of
    /// Sources/, named on its own so that moving it cannot take it out of the check.
    @Test func theDocumentationCatalogUsesTheProductsOwnWords() throws {
        let catalog = packageRoot.appendingPathComponent("Sources/StateSpecRuntime/StateSpecRuntime.docc")
        let files = try #require(FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil))
        var checked = 0
        for case let file as URL in files where file.pathExtension == "md" {
            let text = try String(contentsOf: file, encoding: .utf8)
            checked += 1
            #expect(Self.historyWords(in: text).isEmpty, "\(file.lastPathComponent): \(Self.historyWords(in: text))")
        }
        #expect(checked > RuleRegistry.descriptions.count + 10, "only \(checked) pages read in the documentation catalog")
    }
}
