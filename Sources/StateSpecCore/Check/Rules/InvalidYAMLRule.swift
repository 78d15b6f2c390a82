struct InvalidYAMLRule: Rule {
    static let description = RuleDescription(
        id: "invalid-yaml",
        summary: "The file must be readable YAML: UTF-8 text (a byte order mark is allowed) that libyaml parses, at most 2 MiB and 1,000 levels deep. Syntax errors are explained in plain words at the line to fix (tabs, indentation, text that needs quotes, unclosed quotes and brackets, a missing colon), with libyaml's own words as a note.",
        rationale: "A spec that does not parse checks nothing and generates nothing; libyaml's position is often the token after the mistake, and its words name the parser's state, not the fix.",
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
            content: ↓{ type: User
            states:
            """),
            RuleExample("""
            screen: Profile
            states:
              error: { message: ↓"unterminated }
            
            """),
        ]
    )

    func check(_ context: LintContext) -> [Finding] { parseFindings(context, kind: .invalidYAML) }
}
