struct DuplicateKeyRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-key",
        summary: "A mapping must not name the same key twice.",
        rationale: "YAML keeps only one of two equal keys, so half of what was written is silently lost.",
        passingExamples: [
            RuleExample(ExampleSpecs.profile + """
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              ↓loading: { style: skeleton }
            """),
        ]
    )

    func check(_ context: LintContext) -> [Finding] { parseFindings(context, kind: .duplicateKey) }
}
