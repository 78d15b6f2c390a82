import StateSpecVocabulary

struct InformationalAlertRule: FeedbackRule {
    static let profileGroup: FeedbackPolicy.ProfileRuleGroup? = .appleHIG
    static let description = RuleDescription(
        id: "informational-alert",
        summary: "Success and info messages are not shown as blocking alerts (apple-hig: alerts are for destructive actions, purchases and problems).",
        rationale: "An alert stops everything until it is answered. Interrupting to say that something worked teaches people to dismiss alerts unread.",
        passingExamples: [
            RuleExample("""
            screen: Settings
            content: { type: Preferences }
            states:
              ideal: { actions: [{ title: Save, event: save }] }
              loading: { style: spinner }
              empty: { waived: defaults always exist }
              error: { message: Could not load settings, retry: Try again }
              partial: { waived: one record }
            loads:
              initial: { on: appear }
            events:
              save: { success: saved }
            feedback:
              saved: { kind: success, text: Settings saved, presentation: snackbar }
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Settings
            content: { type: Preferences }
            states:
              ideal: { actions: [{ title: Save, event: save }] }
              loading: { style: spinner }
              empty: { waived: defaults always exist }
              error: { message: Could not load settings, retry: Try again }
              partial: { waived: one record }
            loads:
              initial: { on: appear }
            events:
              save: { success: saved }
            feedback:
              saved: { kind: success, text: Settings saved, presentation: ↓alert, actions: { ok: { title: OK } } }
            """),
        ]
    )

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard message.presentation == .alert, message.level == .success || message.level == .info else { return [] }
        return [Finding(message, at: message.presentationSite,
                        "'\(message.message.name.value)' is a\(message.level == .info ? "n" : "") \(message.level.rawValue) message shown as a blocking alert; use a snackbar, banner or inline label")]
    }
}
