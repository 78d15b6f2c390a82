struct UnusedDefinitionRule: DocumentRule {
    static let description = RuleDescription(
        id: "unused-definition",
        summary: "Every plain event is fired by some button of a state, and every feedback message is raised by some load or event or marked `raised: manual` (all profiles). An operation (an event with `runs: loader`) needs no button: the view calls its view-model method from a row, a toolbar or a message's handler.",
        rationale: "A definition nothing uses is a message nobody will see or an action nobody can take: usually a typo on the other side, or a leftover. An operation is used by the view, which the spec does not list, so it is never reported.",
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
            // An operation a row's swipe runs: no state's button fires it, and it is used.
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
            events:
              archiveAll: { runs: loader, summary: Archives every post., failure: archiveFailed }
            feedback:
              archiveFailed: { kind: error, text: Could not archive the posts }
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
        // An operation's view-model method is what the view calls, from wherever it offers it.
        for event in spec.events where !event.isOperation && !firedEvents.contains(event.name.value) {
            findings.append(Finding(file: spec.file, at: event.name,
                "the event '\(event.name.value)' is fired by no button; add it to a state's `action`, the ideal state's `actions` or a message's action (`event:`), or remove it"))
        }
        for message in spec.feedback where !message.isRaisedManually && !raisedFeedback.contains(message.name.value) {
            findings.append(Finding(file: spec.file, at: message.name,
                "the feedback message '\(message.name.value)' is raised by no load or event; name it in a `failure:` or `success:`, mark it `raised: manual`, or remove it"))
        }
        return findings
    }
}
