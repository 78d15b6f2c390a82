struct UnreachableStateRule: DocumentRule {
    static let description = RuleDescription(
        id: "unreachable-state",
        summary: "A partial state that is listed is reached by some load's `failure: partial`; otherwise waive it.",
        rationale: "A state no load leads to is designed, reviewed and never shown; the waiver says so honestly.",
        severity: .warning,
        passingExamples: [
            RuleExample("""
            screen: Feed
            content: { type: "[Post]", item: Post }
            states:
              ideal: {}
              loading: { style: skeleton, placeholders: 3 }
              empty: { message: No posts }
              error: { message: Could not load posts, retry: Try again }
              partial: { message: Could not load older posts, retry: Try again }
            loads:
              initial: { on: appear }
              more: { on: end-of-list, failure: partial }
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Feed
            content: { type: "[Post]", item: Post }
            states:
              ideal: {}
              loading: { style: skeleton, placeholders: 3 }
              empty: { message: No posts }
              error: { message: Could not load posts, retry: Try again }
              ↓partial: { message: Could not load older posts, retry: Try again }
            loads:
              initial: { on: appear }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        guard spec.details(.partial) != nil, References(spec).partialFailures.isEmpty else { return [] }
        let location = spec.details(.partial)?.keyLocation ?? spec.statesLocation
        return [Finding(file: spec.file, location: location, path: "states.partial",
                        message: "no load fails into the partial state; add `failure: partial` to a load, or waive the state")]
    }
}
