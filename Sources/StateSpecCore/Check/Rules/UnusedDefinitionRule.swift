struct UnusedDefinitionRule: DocumentRule {
    static let description = RuleDescription(
        id: "unused-definition",
        summary: "Every event is fired by some button, and every feedback message is raised by some load or event or marked `raised: manual` (all profiles).",
        rationale: "A definition nothing uses is a message nobody will see or an action nobody can take: usually a typo on the other side, or a leftover.",
        severity: .warning,
        passingExamples: [
            RuleExample("""
            screen: Feed
            content: { type: "[Post]", item: Post }
            states:
              ideal: { actions: [{ title: New post, event: compose }] }
              loading: { style: skeleton, placeholders: 3 }
              empty: { message: No posts, action: { title: Write one, event: compose } }
              error: { message: Could not load posts, retry: Try again }
              partial: { waived: the feed is never paged }
            loads:
              initial: { on: appear }
              refresh: { on: pull, failure: refreshFailed }
            events:
              compose: { summary: Opens the composer. }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
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
              partial: { waived: the feed is never paged }
            loads:
              initial: { on: appear }
              refresh: { on: pull, failure: refreshFailed }
            events:
              ↓compose: { summary: Opens the composer. }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
              ↓posted: { kind: success, text: Posted }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        let references = References(spec)
        let firedEvents = Set(references.events.map(\.value))
        let raisedFeedback = Set(references.feedback.map(\.value))
        var findings: [Finding] = []
        for event in spec.events where !firedEvents.contains(event.name.value) {
            findings.append(Finding(file: spec.file, at: event.name,
                "the event '\(event.name.value)' is fired by no button; add it to a state's `action` or the ideal state's `actions`, or remove it"))
        }
        for message in spec.feedback where !message.isRaisedManually && !raisedFeedback.contains(message.name.value) {
            findings.append(Finding(file: spec.file, at: message.name,
                "the feedback message '\(message.name.value)' is raised by no load or event; name it in a `failure:` or `success:`, mark it `raised: manual`, or remove it"))
        }
        return findings
    }
}
