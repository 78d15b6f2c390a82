struct UndefinedReferenceRule: DocumentRule {
    static let description = RuleDescription(
        id: "undefined-reference",
        summary: "A button's `event`, a load's or event's `success`/`failure`, and an action's `confirm`, must name something the spec defines: an event (or, on the message an item or bulk action's `confirm:` names, that action), a feedback message, or the partial state when it is not waived.",
        rationale: "A reference to nothing is a button that does nothing or a failure the user never hears about.",
        passingExamples: [
            RuleExample("""
            screen: Feed
            content: { type: "[Post]", item: Post }
            states:
              ideal: {}
              loading: { style: skeleton, placeholders: 3 }
              empty: { message: No posts, action: { title: Write one, event: compose } }
              error: { message: Could not load posts, retry: Try again }
              partial: { message: Could not load older posts, retry: Try again }
            loads:
              initial: { on: appear }
              refresh: { on: pull, failure: refreshFailed }
              more: { on: end-of-list, failure: partial }
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
              empty: { message: No posts, action: { title: Write one, event: ↓composer } }
              error: { message: Could not load posts, retry: Try again }
              partial: { waived: the feed is never paged }
            loads:
              initial: { on: appear }
              refresh: { on: pull, failure: ↓refreshFailure }
              more: { on: end-of-list, failure: ↓partial }
            events:
              compose: { summary: Opens the composer. }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        let references = References(spec)
        let events = spec.events.map(\.name.value), definedEvents = Set(events)
        let feedback = spec.feedback.map(\.name.value), definedFeedback = Set(feedback)
        var findings: [Finding] = []
        // A message's button naming a row's action: what to do instead, not a new event.
        var rowActions: Set<Located<String>> = []
        for message in spec.feedback {
            for event in message.actions.compactMap(\.event) where !definedEvents.contains(event.value) {
                guard let finding = rowAction(event, on: message.name.value, in: spec) else { continue }
                rowActions.insert(event)
                if let finding { findings.append(finding) }
            }
        }
        for event in references.events where !definedEvents.contains(event.value) && !rowActions.contains(event) {
            findings.append(misspelt(Finding(file: spec.file, at: event,
                "'\(event.value)' is not an event of this screen" + hint(event.value, events, "events")), event.value, events))
        }
        for message in references.feedback where !definedFeedback.contains(message.value) {
            findings.append(misspelt(Finding(file: spec.file, at: message,
                "'\(message.value)' is not a feedback message of this screen" + hint(message.value, feedback, "feedback")), message.value, feedback))
        }
        if spec.details(.partial) == nil {
            for failure in references.partialFailures {
                findings.append(Finding(file: spec.file, at: failure,
                    "this load fails into the partial state, but the screen \(spec.state(.partial) == nil ? "does not list" : "waives") it"))
            }
        }
        return findings
    }

    /// A message's button that names an item action or a bulk action: valid when the action asks
    /// first with this message (`confirm:`), which hands the button the row or the selection;
    /// otherwise, what to write instead of a new event. Nil for any other name.
    private func rowAction(_ event: Located<String>, on message: String, in spec: ScreenSpec) -> Finding?? {
        let name = event.value
        let what: String, confirm: Located<String>?
        if let action = spec.itemActions.first(where: { $0.name.value == name }) {
            what = "an item action, which needs the row it acts on"
            confirm = action.confirm
        } else if let action = spec.bulkActions.first(where: { $0.name.value == name }) {
            what = "a bulk action, which acts on the rows selected"
            confirm = action.confirm
        } else {
            return nil
        }
        if confirm?.value == message { return .some(nil) }
        return Finding(file: spec.file, at: event,
            "'\(name)' is \(what), not an event: a message's button runs it only when the action asks first with that message; write `confirm: \(message)` on '\(name)', and calling it raises '\(message)' with its row or selection, and this button runs it")
    }

    /// A misspelt reference is why the definition it meant looks unused (see `Cascade`).
    private func misspelt(_ finding: Finding, _ name: String, _ candidates: [String]) -> Finding {
        var finding = finding
        if let meant = Suggestions.closest(to: name, among: candidates) {
            finding.cause = Cause(mapping: finding.path, key: nil, names: [meant])
        }
        return finding
    }

    private func hint(_ name: String, _ candidates: [String], _ section: String) -> String {
        let suggestion = Suggestions.hint(for: name, among: candidates)
        return suggestion.isEmpty ? "; define it under '\(section):'" : suggestion
    }
}
