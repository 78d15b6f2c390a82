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
        }
        let conformances = [
            rule is any StructureRule ? "structure" : nil,
            rule is any DocumentRule ? "document" : nil,
            rule is any FeedbackRule ? "feedback" : nil,
            rule is any SuppressionRule ? "suppression" : nil,
        ].compactMap { $0 }
        #expect([kind] == (conformances.isEmpty ? ["across documents"] : conformances))
    }
}
