import StateSpecVocabulary

struct LoadFailureWithoutRetryRule: FeedbackRule {
    static let description = RuleDescription(
        id: "load-failure-without-retry",
        summary: "The message a page load raises when it fails has an action named `retry`, which retries the page (all profiles). Under `accessible` it is then persistent, as every message with an action.",
        rationale: "A failed page leaves the list cut short; without a Retry the only way to get the rest is to scroll away and back, which nobody guesses.",
        severity: .warning,
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
              more: { failure: pageFailed }
            feedback:
              pageFailed: { kind: error, text: Could not load older posts, actions: { retry: { title: Try again } } }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
              more: { failure: pageFailed }
            feedback:
              ↓pageFailed: { kind: error, text: Could not load older posts }
            """),
        ]
    )

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard let more = message.screen.loads.more, more.failure?.value == message.message.name.value,
              !message.message.actions.contains(where: { $0.name.value == FeedbackSchema.retryAction }) else { return [] }
        return [Finding(message, "'\(message.message.name.value)' tells that a page failed but offers no way to load it again; add `actions: { retry: { title: Try again } }`, which retries the page")]
    }
}
