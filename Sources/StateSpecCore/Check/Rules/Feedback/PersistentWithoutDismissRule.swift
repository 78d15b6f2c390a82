struct PersistentWithoutDismissRule: FeedbackRule {
    static let description = RuleDescription(
        id: "persistent-without-dismiss",
        summary: "A message that does not leave by itself (persistent, or a blocking alert or sheet) has an action to close it: an alert a button of its own rather than only the system's OK, a sheet that is not `dismissible` a way out (all profiles).",
        rationale: "Without one the message stays on screen forever, or traps the user behind a dialog with no button.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
            feedback:
              sessionExpired:
                kind: critical
                text: Your session expired. Sign in again.
                raised: manual
                actions: { signIn: { title: Sign in } }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
            feedback:
              ↓sessionExpired:
                kind: critical
                text: Your session expired. Sign in again.
                raised: manual
            """),
            RuleExample(ExampleSpecs.feed + """
            feedback:
              ↓chooseAudience:
                kind: info
                title: Who can see this post?
                text: You can change it later.
                presentation: sheet
                duration: persistent
                dismissible: false
                raised: manual
            """),
        ]
    )

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard message.duration == .persistent || message.isBlocking, message.message.actions.isEmpty else { return [] }
        let why = message.isBlocking ? "a blocking \(message.presentation)" : "persistent"
        return [Finding(message, "'\(message.message.name.value)' is \(why) but has no action to close it; add one under 'actions:'")]
    }
}
