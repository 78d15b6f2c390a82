import StateSpecVocabulary

struct MisplacedDialogOptionRule: FeedbackRule {
    static let description = RuleDescription(
        id: "misplaced-dialog-option",
        summary: "A message's `title` is for an alert or a sheet, `detents` for a sheet, and `dismissible: false` not for an alert, which is always answered with a button (all profiles; Apple's Human Interface Guidelines: Alerts, Sheets).",
        rationale: "A snackbar has no headline and an alert no height: the option would be dropped without a word, and the message the designer reviewed is not the one people see.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
            feedback:
              confirmDelete:
                kind: caution
                title: Delete this post?
                text: It disappears for everyone who can see it.
                presentation: alert
                raised: manual
                actions:
                  cancel: { title: Cancel, role: cancel }
                  delete: { title: Delete, role: destructive }
              chooseAudience:
                kind: info
                title: Who can see this post?
                text: You can change it later.
                presentation: sheet
                detents: [fitted, large]
                dismissible: false
                raised: manual
                actions:
                  everyone: { title: Everyone }
                  friends: { title: Friends }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
            feedback:
              posted:
                kind: success
                title: ↓Done
                text: Your post is live
                detents: ↓[large]
                raised: manual
              confirmDelete:
                kind: caution
                text: Delete this post?
                presentation: alert
                detents: ↓[medium]
                dismissible: ↓false
                raised: manual
                actions:
                  cancel: { title: Cancel, role: cancel }
                  delete: { title: Delete, role: destructive }
            """),
        ]
    )

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        let name = message.message.name.value
        let presentation = message.presentation
        var findings: [Finding] = []
        if let title = message.message.title, !presentation.isBlocking {
            findings.append(Finding(message, at: title, "'\(name)' is a \(presentation), which shows no title; put the words in 'text', or make it an alert or a sheet"))
        }
        if let detents = message.message.detents, presentation != .sheet {
            findings.append(Finding(message, at: detents, "'\(name)' is a\(presentation == .alert || presentation == .inline ? "n" : "") \(presentation), and only a sheet has heights; remove 'detents' or make it a sheet"))
        }
        if let dismissible = message.message.dismissible, !dismissible.value, presentation == .alert {
            findings.append(Finding(message, at: dismissible, "'\(name)' is an alert, which only a button closes anyway; remove 'dismissible'"))
        }
        return findings
    }
}
