struct EmptyWithoutMessageRule: DocumentRule {
    static let description = RuleDescription(
        id: "empty-without-message",
        summary: "The empty state has a `message`, unless it belongs to a section that leaves the screen when empty (`when-empty: hide`).",
        rationale: "A blank screen looks broken. The empty state is often the first thing a new user sees; it says why nothing is there and, with an action, what to do. A section that hides when empty never shows its message, which would only be dead text for translators.",
        passingExamples: [
            RuleExample(ExampleSpecs.profile + """
            """),
            RuleExample(ExampleSpecs.hidingSection),
            RuleExample(ExampleSpecs.accountWithScreenTexts),
        ],
        failingExamples: [
            // The screen-wide empty state of a screen made of sections, shown when every section is empty.
            RuleExample(ExampleSpecs.accountWithScreenTexts.replacingOccurrences(
                of: "  empty: { message: Nothing to show }", with: "  ↓empty: { summary: Nothing to show }")),
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
        guard let details = spec.details(.empty), details.message == nil, !spec.hidesWhenEmpty else { return [] }
        return [Finding(file: spec.file, location: details.keyLocation, path: "states.empty",
                        message: "the empty state has no message; say why there is nothing to show")]
    }
}
