import StateSpecVocabulary

struct AutoDismissWithActionRule: FeedbackRule {
    static let profileGroup: FeedbackPolicy.ProfileRuleGroup? = .accessibility
    static let description = RuleDescription(
        id: "auto-dismiss-with-action",
        summary: "A message with an action never leaves by itself: its duration is `persistent` (accessible; WCAG 2.2.1 Timing Adjustable).",
        rationale: "People using a screen reader or switch control need time to reach the button; a timer that takes the action away shuts them out.",
        passingExamples: [
            RuleExample(files: [
                "profile: accessible",
                ExampleSpecs.feed + """
              refresh: { on: pull, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts, duration: persistent, actions: { retry: { title: Retry } } }
            """,
            ]),
        ],
        failingExamples: [
            RuleExample(files: [
                "profile: accessible",
                ExampleSpecs.feed + """
              refresh: { on: pull, failure: refreshFailed }
            feedback:
              ↓refreshFailed: { kind: error, text: Could not load newer posts, actions: { retry: { title: Retry } } }
            """,
            ]),
        ]
    )

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard !message.message.actions.isEmpty, let seconds = message.duration.seconds else { return [] }
        return [Finding(message, "'\(message.message.name.value)' has an action but leaves after \(FeedbackDuration.text(seconds)) s; make it 'duration: persistent'")]
    }
}
