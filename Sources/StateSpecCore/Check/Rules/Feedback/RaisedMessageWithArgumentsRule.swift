struct RaisedMessageWithArgumentsRule: FeedbackRule {
    static let description = RuleDescription(
        id: "raised-message-with-arguments",
        summary: "A message that a load or event raises has no arguments: the view model raising it has no values for them (all profiles).",
        rationale: "A message with arguments is built by the app, which knows the count; mark it `raised: manual` and raise it where the values are.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
              refresh: { on: pull, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
              refresh: { on: pull, failure: ↓refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: "Could not load {count} posts", arguments: { count: Int } }
            """),
        ]
    )

    /// It reads no value the message's kind decides.
    static let readsKind = false

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard !message.message.arguments.isEmpty else { return [] }
        // A bulk action fills its counts (`bulk-message-arguments`).
        return message.raisers.compactMap { raiser in
            switch raiser.source {
            case .bulkActionSuccess, .bulkActionFailure: return nil
            default: break
            }
            return Finding(message, at: raiser.reference,
                    "'\(message.message.name.value)' needs arguments (\(message.message.arguments.map(\.name.value).joined(separator: ", "))) that a view model cannot supply; raise it from the app with `raised: manual`")
        }
    }
}
