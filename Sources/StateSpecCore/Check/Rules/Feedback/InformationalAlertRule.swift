import StateSpecVocabulary

struct InformationalAlertRule: FeedbackRule {
    static let description = RuleDescription(
        id: "informational-alert",
        summary: "Success and info messages are not shown as blocking alerts, nor caution messages that only ask to be acknowledged (all profiles: alerts are for destructive actions, purchases and problems that need a choice; Apple's Human Interface Guidelines: Alerts). A team that needs one opts in for the level in the policy: `allow-alerts-for: [success]`.",
        rationale: "An alert stops everything until it is answered. Interrupting to say that something worked teaches people to dismiss alerts unread; non-urgent news is a snackbar.",
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
              save: { runs: loader, success: saved }
            feedback:
              saved: { kind: success, text: Settings saved, presentation: snackbar }
            """),
            RuleExample(ExampleSpecs.feed + """
            feedback:
              discard: { kind: caution, text: Discard the draft?, presentation: alert, actions: { keep: { title: Keep, role: cancel }, discard: { title: Discard, role: destructive } }, raised: manual }
            """),
            RuleExample(files: [
                """
                profile: material
                allow-alerts-for: [success]
                """,
                ExampleSpecs.feed + """
                events:
                  publish: { runs: loader, success: published, failure: publishFailed }
                feedback:
                  published: { kind: success, text: Your post is live, presentation: alert, actions: { ok: { title: OK } }, raised: manual }
                  publishFailed: { kind: error, text: Could not publish, raised: manual }
                """,
            ]),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
            feedback:
              slow: { kind: caution, text: Posts may take a while to load today, presentation: ↓alert, actions: { ok: { title: OK } }, raised: manual }
            """),
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
              save: { runs: loader, success: saved }
            feedback:
              saved: { kind: success, text: Settings saved, presentation: ↓alert, actions: { ok: { title: OK } } }
            """),
            RuleExample(files: [
                """
                profile: material
                kinds:
                  tip: { level: info, presentation: alert, duration: persistent }
                """,
                ExampleSpecs.feed + """
                feedback:
                  hint: { kind: ↓tip, text: Pull down to see newer posts, actions: { ok: { title: OK } }, raised: manual }
                """,
            ]),
        ]
    )

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard message.presentation == .alert, !policy.alertsAllowedFor.contains(message.level) else { return [] }
        let name = message.message.name.value
        if message.level == .success || message.level == .info {
            return [Finding(message, at: message.presentationSite,
                            "'\(name)' is a\(message.level == .info ? "n" : "") \(message.level.rawValue) message shown as a blocking alert; use a snackbar, banner or inline label, or let \(message.level.rawValue) alerts in with the policy's `allow-alerts-for`")]
        }
        // A caution that offers a choice (retry, or a destructive or second action) earns its
        // alert; one that only asks to be acknowledged is news.
        let actions = message.message.actions
        let offersChoice = actions.count > 1 || actions.contains { $0.name.value == "retry" || $0.role == .destructive }
        guard message.level == .caution, !offersChoice else { return [] }
        return [Finding(message, at: message.presentationSite,
                        "'\(name)' is a caution message shown as a blocking alert that only asks to be acknowledged; non-urgent news is a snackbar or banner: use one, give the alert a choice, or let caution alerts in with the policy's `allow-alerts-for`")]
    }
}
