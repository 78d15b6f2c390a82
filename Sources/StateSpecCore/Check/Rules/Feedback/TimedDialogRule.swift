import StateSpecVocabulary

struct TimedDialogRule: Rule {
    static let description = RuleDescription(
        id: "timed-dialog",
        summary: "An alert or a sheet has no `duration` in seconds: it stays until it is answered.",
        rationale: "A dialog blocks the screen until the user answers it (Apple's Human Interface Guidelines: Alerts). One that closed itself on a timer would take its question away unanswered, and whatever its buttons do would never run; the presenter never times a dialog out, so a number here only misleads the reader.",
        passingExamples: [
            RuleExample(files: [
                """
                profile: apple-hig
                kinds:
                  critical: { presentation: alert, duration: persistent }
                """,
                ExampleSpecs.feed + """
                feedback:
                  confirmSignOut:
                    kind: caution
                    text: Sign out of this account?
                    presentation: alert
                    raised: manual
                    actions:
                      cancel: { title: Cancel, role: cancel }
                      signOut: { title: Sign out, role: destructive }
                """,
            ]),
        ],
        failingExamples: [
            RuleExample(files: [
                """
                profile: apple-hig
                kinds:
                  critical: { presentation: sheet, duration: ↓30 }
                """,
                ExampleSpecs.feed + """
                feedback:
                  confirmSignOut:
                    kind: caution
                    text: Sign out of this account?
                    presentation: alert
                    duration: ↓5
                    raised: manual
                    actions:
                      cancel: { title: Cancel, role: cancel }
                      signOut: { title: Sign out, role: destructive }
                """,
            ]),
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        let messages = context.screens.lazy.flatMap(\.checkedParts).flatMap { screen in
            ResolvedMessage.all(in: screen, policy: context.policy).compactMap { message -> Finding? in
                guard message.isBlocking, let duration = message.message.duration, let seconds = duration.value.seconds else { return nil }
                return Finding(message, at: duration,
                    "'\(message.message.name.value)' is \(Self.article(message.presentation)) \(message.presentation), which stays until it is answered; remove 'duration: \(FeedbackDuration.text(seconds))', or make it a snackbar if it may leave by itself")
            }
        }
        return Array(messages) + policyKindFindings(context) { kind, file in
            guard kind.presentation.isBlocking, let duration = kind.durationValue, let seconds = duration.value.seconds else { return nil }
            return Finding(file: file, at: duration,
                "the kind '\(kind.name)' shows \(Self.article(kind.presentation)) \(kind.presentation), which stays until it is answered; use 'duration: persistent' instead of \(FeedbackDuration.text(seconds))")
        }
    }

    private static func article(_ presentation: FeedbackPresentation) -> String {
        presentation == .alert ? "an" : "a"
    }
}
