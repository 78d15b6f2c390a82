struct ErrorWithoutMessageRule: DocumentRule {
    static let description = RuleDescription(
        id: "error-without-message",
        summary: "The error state has a `message`; causes without their own message show it.",
        rationale: "Every failure the screen does not tell apart lands in the error state; without a message the user sees a button and no word of what went wrong.",
        passingExamples: [
            RuleExample(ExampleSpecs.profile),
        ],
        failingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No profile yet }
              ↓error: { retry: Try again, causes: { offline: { message: You are offline } } }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        guard let details = spec.details(.error), details.message == nil else { return [] }
        return [Finding(file: spec.file, location: details.keyLocation, path: "states.error",
                        message: "the error state has no message; say what went wrong (its causes fall back to it)")]
    }
}
