struct NotAMappingRule: Rule {
    static let description = RuleDescription(
        id: "not-a-mapping",
        summary: "A spec file must hold one mapping, starting with `screen:`; an empty file is not a spec.",
        rationale: "A list, a lone word or an empty file describes no screen; saying so beats a cascade of missing keys.",
        passingExamples: [
            RuleExample(ExampleSpecs.profile + """
            """),
        ],
        failingExamples: [
            RuleExample("↓"),
            RuleExample("↓# only a comment\n"),
            RuleExample("""
            ↓- screen: Profile
            - screen: Settings
            """),
            RuleExample("↓Profile"),
        ]
    )

    func check(_ context: LintContext) -> [Finding] { parseFindings(context, kind: .notAMapping) }
}
