struct InvalidSuppressionRule: SuppressionRule {
    static let description = RuleDescription(
        id: "invalid-suppression",
        summary: "A `# statespec:disable-next-line <rule> - <reason>` comment names known rules, gives a reason, and silences something on the next line.",
        rationale: "A silenced rule is a decision reviewers must be able to read; a comment that silences nothing hides the next real problem.",
        severity: .warning,
        passingExamples: [
            RuleExample(ExampleSpecs.profile + """
            events:
              # statespec:disable-next-line unused-definition - opened from a deep link, not a button
              openSettings: {}
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              # ↓statespec:disable-next-line missing-state - nothing is missing here
              empty: { message: No profile yet }
              error: { message: Could not load the profile, retry: Try again }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            events:
              # ↓statespec:disable-next-line unused-definition
              openSettings: {}
              # ↓statespec:disable-next-line unused-definitions - misspelt
              openHelp: {}
            """),
        ]
    )

    func check(_ context: LintContext, used: Set<UsedSuppression>) -> [Finding] {
        let known = Set(RuleRegistry.descriptions.map(\.id))
        let mandatory = Set(RuleRegistry.descriptions.filter(\.isMandatory).map(\.id))
        var findings: [Finding] = []
        for document in context.documents {
            for suppression in document.parsed.suppressions {
                func report(_ message: String) {
                    findings.append(Finding(file: document.path, location: suppression.location, message: message))
                }
                let unknown = suppression.ruleIDs.filter { !known.contains($0) }
                if suppression.ruleIDs.isEmpty {
                    report("the suppression names no rule; write `statespec:disable-next-line <rule> - <reason>`")
                } else if let rule = unknown.first {
                    report("'\(rule)' is not a rule" + Suggestions.hint(for: rule, among: known.sorted()))
                } else if let rule = suppression.ruleIDs.first(where: mandatory.contains) {
                    report("'\(rule)' cannot be suppressed: it keeps generated files inside the output folder and apart")
                } else if suppression.reason == nil {
                    report("the suppression gives no reason; add ` - <why>` so that reviewers can judge it")
                } else if let idle = suppression.ruleIDs.first(where: {
                    !used.contains(UsedSuppression(file: document.path, line: suppression.location.line, ruleID: $0))
                }) {
                    report("the suppression of '\(idle)' silences nothing on the next line; remove it")
                }
            }
        }
        return findings
    }
}
