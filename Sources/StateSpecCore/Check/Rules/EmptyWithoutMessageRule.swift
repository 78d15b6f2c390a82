struct EmptyWithoutMessageRule: DocumentRule {
    static let description = RuleDescription(
        id: "empty-without-message",
        summary: "The empty state has a `message`.",
        rationale: "A blank screen looks broken. The empty state is often the first thing a new user sees; it says why nothing is there and, with an action, what to do.",
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
              ↓empty: { summary: Nothing here }
              error: { message: Could not load the profile, retry: Try again }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        guard let details = spec.details(.empty), details.message == nil else { return [] }
        return [Finding(file: spec.file, location: details.keyLocation, path: "states.empty",
                        message: "the empty state has no message; say why there is nothing to show")]
    }
}
