struct UnannouncedMessageRule: Rule {
    static let description = RuleDescription(
        id: "unannounced-message",
        summary: "Every message kind is announced to VoiceOver (accessible; WCAG 4.1.3 Status Messages).",
        rationale: "A message that appears without being announced does not exist for someone who cannot see it.",
        passingExamples: [
            RuleExample("""
            profile: accessible
            kinds:
              info: { announce: "true" }
            """),
        ],
        failingExamples: [
            RuleExample("""
            profile: accessible
            kinds:
              info: { announce: ↓"false" }
            """),
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        guard context.policy.enables(.accessibility) else { return [] }
        return policyKindFindings(context) { kind, file in
            guard !kind.announces, let site = kind.announceValue else { return nil }
            return Finding(file: file, at: site, "the kind '\(kind.name)' is not announced; under the accessible profile every message is")
        }
    }
}
