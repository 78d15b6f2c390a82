import StateSpecVocabulary

struct TooManyAlertButtonsRule: FeedbackRule {
    static let description = RuleDescription(
        id: "too-many-alert-buttons",
        summary: "An alert has at most the policy's `alert-max-buttons` actions (apple-hig: three).",
        rationale: "More than three buttons turn a question into a menu that people have to read twice; use a sheet or a screen.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
            feedback:
              unsaved:
                kind: caution
                text: Save your draft?
                presentation: alert
                raised: manual
                actions: { save: { title: Save }, discard: { title: Discard, role: destructive }, cancel: { title: Cancel, role: cancel } }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
            feedback:
              unsaved:
                kind: caution
                text: Save your draft?
                presentation: alert
                raised: manual
                actions: { save: { title: Save }, copy: { title: Copy }, discard: { title: Discard, role: destructive }, ↓cancel: { title: Cancel, role: cancel } }
            """),
        ]
    )

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard message.presentation == .alert, let maximum = policy.limits.alertMaxButtons, message.message.actions.count > maximum else { return [] }
        return [Finding(message, at: message.message.actions[maximum].name,
                        "'\(message.message.name.value)' is an alert with \(message.message.actions.count) buttons; the policy allows \(maximum)")]
    }
}
