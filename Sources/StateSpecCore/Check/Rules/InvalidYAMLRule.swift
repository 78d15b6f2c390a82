struct InvalidYAMLRule: Rule {
    static let description = RuleDescription(
        id: "invalid-yaml",
        summary: "The file must be readable YAML: UTF-8 text that libyaml parses, at most 2 MiB and 1,000 levels deep.",
        rationale: "A spec that does not parse checks nothing and generates nothing; the position libyaml reports is where to look.",
        passingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No profile yet }
              error: { message: "Could not load the profile", retry: Try again }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User
            states↓:
            """),
            RuleExample("""
            screen: Profile
            states:
              error: { message: "unterminated }
            ↓
            """),
        ]
    )

    func check(_ context: LintContext) -> [Finding] { parseFindings(context, kind: .invalidYAML) }
}
