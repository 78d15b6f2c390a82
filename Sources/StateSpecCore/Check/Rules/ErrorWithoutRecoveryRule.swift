struct ErrorWithoutRecoveryRule: DocumentRule {
    static let description = RuleDescription(
        id: "error-without-recovery",
        summary: "The error state, each of its causes, and the partial state offer a way out: a `retry` title or an `action`. The error state of a section that leaves the screen when its first load fails (`when-failed: hide`) is never drawn and needs none.",
        rationale: "An error screen without a button is a dead end: the user can only leave. Causes without their own button use the error state's, and so does every failure no cause names.",
        passingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No profile yet }
              error:
                message: Could not load the profile
                retry: Try again
                causes:
                  offline: { message: You are offline }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            """),
            RuleExample(ExampleSpecs.hidingSection),
            RuleExample(ExampleSpecs.accountWithScreenTexts),
        ],
        failingExamples: [
            // The screen-wide error of a screen made of sections: its retry is the screen's `retry()`.
            RuleExample(ExampleSpecs.accountWithScreenTexts.replacingOccurrences(
                of: "  error: { message: Could not load the account, retry: Try again }", with: "  ↓error: { message: Could not load the account }")),
            RuleExample("""
            screen: Feed
            content: { type: "[Post]", item: Post }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No posts }
              ↓error: { message: Could not load posts }
              ↓partial: { message: Could not load older posts }
            loads:
              initial: { on: appear }
              more: { failure: partial }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        var findings: [Finding] = []
        for name in [StateName.error, .partial] {
            guard let details = spec.details(name), details.retry == nil, details.action == nil else { continue }
            // A section that leaves the screen when its first load fails shows no error state.
            if name == .error, spec.hidesWhenFailed { continue }
            findings.append(Finding(file: spec.file, location: details.keyLocation,
                                    path: "states.\(name.rawValue)",
                                    message: "the \(name.rawValue) state offers no way out; give it a `retry` title or an `action`"))
        }
        return findings
    }
}
