import Testing
@testable import StateSpecCore

/// The linter runs each rule as its role says; the role must be the kind of rule it is.
@Suite struct RuleRoleTests {
    @Test(arguments: RuleRegistry.all.map { $0.description.id })
    func eachRuleRunsAsTheKindOfRuleItIs(_ id: String) throws {
        let rule = try #require(RuleRegistry.all.first { $0.description.id == id }).init()
        let kind = switch rule.role.kind {
        case .acrossDocuments: "across documents"
        case .structure: "structure"
        case .document: "document"
        case .feedback: "feedback"
        case .suppression: "suppression"
        case .screenParts: "screen parts"
        case .relations: "relations"
        }
        let conformances = [
            rule is any StructureRule ? "structure" : nil,
            rule is any DocumentRule ? "document" : nil,
            rule is any FeedbackRule ? "feedback" : nil,
            rule is any SuppressionRule ? "suppression" : nil,
            rule is any ScreenPartsRule ? "screen parts" : nil,
            rule is any RelationRule ? "relations" : nil,
        ].compactMap { $0 }
        #expect([kind] == (conformances.isEmpty ? ["across documents"] : conformances))
    }

    /// A rule checked screen by screen finds what it finds checking every document at once.
    @Test func screenPartsRulesFindWhatTheyFindAcrossDocuments() {
        let examples = RuleRegistry.descriptions.flatMap { $0.passingExamples + $0.failingExamples }
        for ruleType in RuleRegistry.all {
            guard let rule = ruleType.init() as? any ScreenPartsRule else { continue }
            for example in examples {
                let result = Compiler().lint(example.sources)
                let linted = result.diagnostics.filter { $0.ruleID == ruleType.description.id }.map { "\($0.file):\($0.location) \($0.message)" }
                let whole = rule.check(result.context).map { "\($0.file):\($0.location) \($0.message)" }
                // A cause (an unknown key, a block indented too far) hides what follows from it.
                if result.diagnostics.contains(where: { Cascade.causeRules.contains($0.ruleID) }) {
                    #expect(Set(linted).isSubset(of: Set(whole)), "\(ruleType.description.id)")
                } else {
                    #expect(linted.sorted() == whole.sorted(), "\(ruleType.description.id)")
                }
            }
        }
    }
}
