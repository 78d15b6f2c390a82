struct UnknownFeedbackKindRule: FeedbackRule {
    static let description = RuleDescription(
        id: "unknown-feedback-kind",
        summary: "A message's `kind` is one the feedback policy defines (all profiles).",
        rationale: "The kind brings the colour, icon, haptic, presentation and duration; an unknown kind would make every screen improvise them again.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
              refresh: { on: pull, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
              refresh: { on: pull, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: ↓eror, text: Could not load newer posts }
            """),
        ]
    )

    /// It reads no value the message's kind decides.
    static let readsKind = false

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard message.kind == nil, let kind = message.message.kind else { return [] }
        let names = policy.kinds.map(\.name)
        let source = policy.file.map { "in \($0)" } ?? "by the built-in policy"
        return [Finding(message, at: kind, "'\(kind.value)' is not a message kind defined \(source)"
                        + Suggestions.hint(for: kind.value, among: names))]
    }
}
