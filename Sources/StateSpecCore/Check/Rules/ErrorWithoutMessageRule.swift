struct ErrorWithoutMessageRule: DocumentRule {
    static let description = RuleDescription(
        id: "error-without-message",
        summary: "The error state has a `message`; causes without their own message show it. A section that leaves the screen when its first load fails (`when-failed: hide`) needs none.",
        rationale: "Every failure the screen does not tell apart lands in the error state; without a message the user sees a button and no word of what went wrong.",
        passingExamples: [
            RuleExample(ExampleSpecs.profile),
            RuleExample(ExampleSpecs.hidingSection),
        ],
        failingExamples: [
            // A cause with its own text falls back to the state's message, which even a hidden
            // section's view model can hand out.
            RuleExample(ExampleSpecs.hidingSection.replacingOccurrences(of: "      error: {}", with: "      ↓error: { causes: { offline: { message: You are offline } } }")),
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
        // A section that leaves the screen when its first load fails never draws its error
        // state: no text to write, unless a cause has its own (which falls back to this one).
        if spec.hidesWhenFailed, details.retry == nil, details.action == nil,
           details.causes.allSatisfy({ $0.message == nil && $0.retry == nil && $0.action == nil }) { return [] }
        return [Finding(file: spec.file, location: details.keyLocation, path: "states.error",
                        message: "the error state has no message; say what went wrong (its causes fall back to it)")]
    }
}
