import StateSpecVocabulary

/// A message's text field is on an alert or a sheet, hands its text to events that take a
/// `String`, and its cancel button fires nothing.
struct MessageFieldRule: FeedbackRule {
    static let description = RuleDescription(
        id: "message-field",
        summary: "A message's `field:` is for an alert or a sheet; a button on it that fires an event with `input` hands it the text typed, so the input is `String`; its cancel button fires nothing.",
        rationale: "A Rename asks for a name and a parental lock for a PIN before the operation runs. A bar or a label has no room for a field and leaves on a timer, which would drop what was typed; the text reaches the event as typed, so the event must take a `String`; and Cancel means the user changed their mind, so running an operation from it would do what they just declined (Apple's Human Interface Guidelines: Alerts).",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
            events:
              renameFeed: { runs: loader, summary: Renames the feed., input: String, failure: renameFailed }
            feedback:
              askName:
                kind: caution
                title: Rename feed
                text: Enter a new name.
                presentation: alert
                duration: persistent
                raised: manual
                field: { placeholder: Name }
                actions:
                  cancel: { title: Cancel, role: cancel }
                  save: { title: Save, event: renameFeed }
              renameFailed: { kind: error, text: Could not rename the feed }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
            events:
              renameFeed: { runs: loader, summary: Renames the feed., input: FeedName, failure: renameFailed }
              lock: { runs: loader, summary: Locks the feed., input: String, failure: renameFailed }
            feedback:
              askName:
                kind: caution
                text: Enter a new name.
                presentation: alert
                duration: persistent
                raised: manual
                field: { placeholder: Name }
                actions:
                  cancel: { title: Cancel, role: cancel, event: ↓lock }
                  save: { title: Save, event: ↓renameFeed }
              askPin:
                kind: caution
                text: Enter your PIN
                presentation: banner
                duration: persistent
                raised: manual
                ↓field: { placeholder: PIN, secure: true }
                actions:
                  lock: { title: Lock, event: lock }
              renameFailed: { kind: error, text: Could not rename the feed }
            """),
        ]
    )

    /// The show method's parameter for the text the field starts with.
    static let initialText = "initialText"

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard let field = message.message.field else { return [] }
        let name = message.message.name.value
        if !message.isBlocking {
            return [Finding(message, at: field.site,
                "'\(name)' is a\(message.presentation == .inline ? "n" : "") \(message.presentation), which has no room for a text field and may leave before the user is done; make it an alert or a sheet, or remove 'field'")]
        }
        var findings: [Finding] = []
        if message.message.isRaisedManually, let taken = message.message.arguments.first(where: { $0.name.value == Self.initialText }) {
            findings.append(Finding(message, at: taken.name,
                "'\(name)' has a field, so its show method takes `\(Self.initialText):` for the text the field starts with; rename this argument"))
        }
        return findings + message.message.actions.compactMap { action in
            guard let event = action.event, action.name.value != FeedbackSchema.retryAction else { return nil }
            if action.role == .cancel {
                return Finding(message, at: event,
                    "'\(action.name.value)' is the cancel button of '\(name)', which closes it and drops the text typed, so it fires nothing; remove its 'event', or give the button another role")
            }
            guard let declared = message.screen.events.first(where: { $0.name.value == event.value }),
                  let input = declared.input, input.value != "String" else { return nil }
            return Finding(message, at: event,
                "'\(action.name.value)' hands '\(event.value)' the text typed into '\(name)', but '\(event.value)' takes `\(input.value)`; make its input `String`, or fire an event that takes a `String`")
        }
    }
}
