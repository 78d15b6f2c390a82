/// The message an action asks first with (`confirm:`) can ask, and can run the action.
struct ConfirmMessageRule: FeedbackRule {
    static let description = RuleDescription(
        id: "confirm-message",
        summary: "The message an action's `confirm:` names is an alert or a sheet with a button whose `event:` names the action; the action is an item action, a bulk action or an operation; on a message with a `field:`, the action is an operation whose `input` is `String`; and no argument takes the name of the method's own parameter, `item` or `input` (all profiles).",
        rationale: "\"Delete this row?\" must wait for an answer, and its Delete must run the delete on that row: a bar or a label leaves on a timer, and a message without the action's button could never run it, so every call would be declined. The view model runs item actions, bulk actions and operations; a plain event is the app's to handle, so the app asks first (a `raised: manual` message whose button fires the event). The text typed into a field is handed to the action as its input, so the action must take a `String`.",
        passingExamples: [
            RuleExample(ExampleSpecs.rows + """
            item-actions:
              delete: { effect: remove, failure: deleteFailed, confirm: confirmDelete }
            events:
              rename: { runs: loader, summary: Renames the feed., input: String, failure: deleteFailed, confirm: askName }
            feedback:
              deleteFailed: { kind: error, text: Could not delete the post }
              confirmDelete:
                kind: caution
                text: "Delete {title}?"
                arguments: { title: String }
                presentation: alert
                actions:
                  cancel: { title: Cancel, role: cancel }
                  delete: { title: Delete, role: destructive, event: delete }
              askName:
                kind: caution
                text: Enter a new name.
                presentation: alert
                field: { placeholder: Name }
                actions:
                  cancel: { title: Cancel, role: cancel }
                  save: { title: Save, event: rename }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.rows + """
            item-actions:
              delete: { effect: remove, failure: deleteFailed, confirm: ↓deleted }
              archive: { failure: deleteFailed, confirm: ↓askName }
              pin: { failure: deleteFailed, confirm: confirmPin }
            bulk-actions:
              removeSelected: { effect: remove, failure: deleteFailed, confirm: ↓confirmRemove }
            events:
              compose: { summary: Opens the composer., confirm: ↓confirmRemove }
            feedback:
              deleteFailed: { kind: error, text: Could not delete the post }
              deleted: { kind: success, text: Post deleted, raised: manual }
              confirmRemove:
                kind: caution
                text: Remove the posts selected?
                presentation: alert
                actions:
                  cancel: { title: Cancel, role: cancel }
                  remove: { title: Remove, role: destructive, event: compose }
              askName:
                kind: caution
                text: Enter a new name.
                presentation: alert
                field: { placeholder: Name }
                actions:
                  cancel: { title: Cancel, role: cancel }
                  save: { title: Save, event: archive }
              confirmPin:
                kind: caution
                text: "Pin {item}?"
                arguments: { ↓item: String }
                presentation: alert
                actions:
                  cancel: { title: Cancel, role: cancel }
                  pin: { title: Pin, event: pin }
            """),
        ]
    )

    /// It reads the presentation, which the message's kind may decide.
    static let readsKind = true

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        let name = message.message.name.value
        return message.screen.confirmations.filter { $0.message.value == name }.compactMap { confirmation in
            let action = confirmation.action
            // A plain event asking first is a row of the key table (`events.*.confirm`).
            if case .event(_, isOperation: false) = confirmation.subject { return nil }
            if !message.isBlocking {
                return Finding(message, at: confirmation.message,
                    "'\(name)' is a\(message.presentation == .inline ? "n" : "") \(message.presentation), which does not wait for an answer; make it an alert or a sheet to ask before '\(action)' runs")
            }
            // The method takes the message's arguments beside its own parameter.
            let own: String? = switch confirmation.subject {
            case .itemAction: "item"
            case .event(input: .some, _): "input"
            default: nil
            }
            if let own, let taken = message.message.arguments.first(where: { $0.name.value == own }) {
                return Finding(message, at: taken.name,
                    "'\(action)' takes the message's arguments as parameters beside its `\(own)`, so an argument may not be named '\(own)'; rename it")
            }
            if !message.message.actions.contains(where: { $0.event?.value == action && $0.role != .cancel }) {
                return Finding(message, at: confirmation.message,
                    "'\(name)' has no button that runs '\(action)', so every call would be declined; give it an action with `event: \(action)`")
            }
            guard message.message.field != nil else { return nil }
            switch confirmation.subject {
            case .itemAction, .bulkAction:
                return Finding(message, at: confirmation.message,
                    "'\(name)' has a field, but '\(action)' takes no text: an item or bulk action runs on its rows alone, so the text typed would be lost; remove the field, or confirm an operation whose `input` is `String`")
            case .event(input: nil, _):
                return Finding(message, at: confirmation.message,
                    "'\(name)' has a field, but '\(action)' takes no input, so the text typed would be lost; give '\(action)' `input: String`, or remove the field")
            case .event:
                // `message-field` reports an input other than `String` at the button.
                return nil
            }
        }
    }
}
