/// A message's button that fires an event fires one the view model can fire from a message.
struct MessageActionEventRule: FeedbackRule {
    static let description = RuleDescription(
        id: "message-action-event",
        summary: "A message's button fires (`event:`) an event the generated view model can fire when the user chooses it: one that takes no `input` (or, on a message with a `field:`, the text typed; or the caller's input, on the message the operation asks first with), and does not ask first with another message that has arguments, from an action not named `retry`.",
        rationale: "A confirmation's Delete, an alert's Replace or a sheet's Add should do what it says without the app wiring each button by hand. The view model fires the event when the user chooses the button, so the event must need nothing the message cannot hand it, and the name `retry` is taken: it runs again the load whose failure raised the message.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
            events:
              deleteAll: { runs: loader, summary: Deletes every post., failure: deleteFailed }
            feedback:
              confirmDelete:
                kind: caution
                text: Delete every post?
                presentation: alert
                raised: manual
                actions:
                  cancel: { title: Cancel, role: cancel }
                  delete: { title: Delete, role: destructive, event: deleteAll }
              deleteFailed: { kind: error, text: Could not delete the posts }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
              refresh: { on: pull, failure: refreshFailed }
            events:
              deleteAll: { runs: loader, summary: Deletes every post., failure: deleteFailed }
              report: { runs: loader, summary: Reports the feed., input: ReportReason, failure: deleteFailed }
              archive: { runs: loader, summary: Archives the feed., failure: deleteFailed, confirm: confirmArchive }
            feedback:
              confirmDelete:
                kind: caution
                text: Delete every post?
                presentation: alert
                raised: manual
                actions:
                  cancel: { title: Cancel, role: cancel }
                  delete: { title: Delete, role: destructive, event: deleteAll }
              askReport:
                kind: info
                text: Report this feed?
                presentation: sheet
                raised: manual
                actions:
                  report: { title: Report, event: ↓report }
                  archive: { title: Archive instead, event: ↓archive }
              confirmArchive:
                kind: caution
                text: "Archive {count} posts?"
                arguments: { count: Int }
                presentation: alert
                actions:
                  cancel: { title: Cancel, role: cancel }
                  archive: { title: Archive, event: archive }
              refreshFailed:
                kind: error
                text: Could not load newer posts
                duration: persistent
                actions: { retry: { title: Try again, event: ↓deleteAll } }
              deleteFailed: { kind: error, text: Could not delete the posts }
            """),
        ]
    )

    /// It reads no value the message's kind decides.
    static let readsKind = false

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        message.message.actions.compactMap { action in
            guard let event = action.event else { return nil }
            if action.name.value == FeedbackSchema.retryAction {
                return Finding(message, at: event,
                    "the action 'retry' runs again the load whose failure raised '\(message.message.name.value)', so it fires no event; give the action that fires '\(event.value)' another name")
            }
            // On a message with a field the button hands the event the text typed; `message-field` checks its type.
            // An operation that asks first with another message raises that one, filled with the
            // arguments its method takes, which this button does not have.
            if let declared = message.screen.events.first(where: { $0.name.value == event.value }), let other = declared.confirm,
               other.value != message.message.name.value,
               let asking = message.screen.feedback.first(where: { $0.name.value == other.value }), !asking.arguments.isEmpty {
                return Finding(message, at: event,
                    "'\(event.value)' asks first with '\(other.value)', whose arguments (\(asking.arguments.map(\.name.value).joined(separator: ", "))) a button on '\(message.message.name.value)' cannot supply; call '\(event.value)' from the app with them, or fire an event whose handler does")
            }
            // An operation that asks first with this message (`confirm:`) runs with its caller's input.
            if let declared = message.screen.events.first(where: { $0.name.value == event.value }), let input = declared.input, message.message.field == nil,
               declared.confirm?.value != message.message.name.value {
                return Finding(message, at: event,
                    "'\(event.value)' takes an input (`\(input.value)`), which a message's button cannot hand it; give '\(message.message.name.value)' a `field:` (an alert or a sheet) whose text the event takes as `input: String`, fire an event without input whose handler asks for the value, or call '\(event.value)' from the app")
            }
            return nil
        }
    }
}
