import Testing
@testable import StateSpecCore

/// Every rule's examples are its tests: passing examples draw nothing from the rule, failing
/// examples draw exactly one diagnostic at each `↓`.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.all.map { RuleCase(rule: $0) }

    @Test(arguments: rules)
    func passingExamplesDrawNothing(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        #expect(!description.passingExamples.isEmpty, "\(description.id) has no passing example")
        for (index, example) in description.passingExamples.enumerated() {
            let found = Compiler().lint(example.sources).diagnostics.filter { $0.ruleID == description.id }
            #expect(found.isEmpty, "passing example \(index + 1) of \(description.id) drew: \(found.map(\.xcodeFormatted))")
        }
    }

    @Test(arguments: rules)
    func failingExamplesDrawDiagnosticsAtTheirMarkers(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        #expect(!description.failingExamples.isEmpty, "\(description.id) has no failing example")
        for (index, example) in description.failingExamples.enumerated() {
            let expected = example.markedLocations.map { "\($0.file):\($0.location)" }.sorted()
            #expect(!expected.isEmpty, "failing example \(index + 1) of \(description.id) has no ↓ marker")
            let found = Compiler().lint(example.sources).diagnostics.filter { $0.ruleID == description.id }
            #expect(found.map { "\($0.file):\($0.location)" }.sorted() == expected,
                    "failing example \(index + 1) of \(description.id) drew: \(found.map(\.xcodeFormatted))")
            #expect(found.allSatisfy { $0.severity == description.severity })
        }
    }

    @Test func ruleIDsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id) is not kebab-case")
        }
    }

    @Test func everyRuleIsDocumented() {
        for description in RuleRegistry.descriptions {
            #expect(description.summary.count > 10, "\(description.id) has no summary")
            #expect(description.rationale.count > 10, "\(description.id) has no rationale")
        }
    }
}

/// A rule type as a test argument, named by its id in test output.
struct RuleCase: CustomTestStringConvertible, Sendable {
    let rule: any Rule.Type
    var testDescription: String { rule.description.id }
}
