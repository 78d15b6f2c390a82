import StateSpecVocabulary

struct DestructiveWithoutCancelRule: FeedbackRule {
    static let profileGroup: FeedbackPolicy.ProfileRuleGroup? = .appleHIG
    static let description = RuleDescription(
        id: "destructive-without-cancel",
        summary: "An alert or sheet with a destructive action also has a cancel action (apple-hig).",
        rationale: "A destructive choice must be easy to back out of; without Cancel the only way out is the destructive button.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
            feedback:
              confirmDelete:
                kind: caution
                text: Delete this post?
                presentation: alert
                raised: manual
                actions:
                  cancel: { title: Cancel, role: cancel }
                  delete: { title: Delete, role: destructive }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
            feedback:
              ↓confirmDelete:
                kind: caution
                text: Delete this post?
                presentation: alert
                raised: manual
                actions:
                  delete: { title: Delete, role: destructive }
            """),
        ]
    )

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        let roles = message.message.actions.map(\.role)
        guard message.isBlocking, roles.contains(.destructive), !roles.contains(.cancel) else { return [] }
        return [Finding(message, "'\(message.message.name.value)' offers a destructive action without a cancel action; add one with 'role: cancel'")]
    }
}
