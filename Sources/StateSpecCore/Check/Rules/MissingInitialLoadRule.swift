struct MissingInitialLoadRule: DocumentRule {
    static let description = RuleDescription(
        id: "missing-initial-load",
        summary: "`loads.initial` must say how the screen's content first arrives.",
        rationale: "The initial load is what moves a screen from loading to ideal, empty or error; without it the view model has nothing to run.",
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
              empty: { message: No profile yet }
              error: { message: Could not load the profile, retry: Try again }
              partial: { waived: "a single record, never paged" }
            loads:
              ↓refresh: { on: pull }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        // Without `loads:` at all, missing-key says so once.
        guard spec.loads.isWritten, spec.loads.initial == nil else { return [] }
        return [Finding(file: spec.file, location: spec.loads.location, path: "loads", message: "'loads' has no 'initial' load; say how the content first arrives, for example `initial: { on: appear }`")]
    }
}
