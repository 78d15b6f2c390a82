struct SilentOperationFailureRule: DocumentRule {
    static let description = RuleDescription(
        id: "silent-operation-failure",
        summary: "An operation (an event with `success:`) says what the user sees when it fails: `failure:` names a feedback message (all profiles; seeds 000 and 001).",
        rationale: "Every operation answers with success or failure. A Save that fails without a word looks like a Save that worked, and the user walks away from lost work.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
            events:
              markAllRead: { success: markedRead, failure: markFailed }
            feedback:
              markedRead: { kind: success, text: All posts marked as read, raised: manual }
              markFailed: { kind: error, text: Could not mark the posts as read, raised: manual }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
            events:
              ↓markAllRead: { success: markedRead }
            feedback:
              markedRead: { kind: success, text: All posts marked as read }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        spec.events.compactMap { event in
            guard event.success != nil, event.failure == nil else { return nil }
            return Finding(file: spec.file, at: event.name,
                           "the operation '\(event.name.value)' does not say what the user sees when it fails; add `failure:` naming a feedback message")
        }
    }
}
