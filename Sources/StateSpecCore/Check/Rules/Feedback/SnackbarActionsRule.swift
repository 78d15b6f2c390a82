struct SnackbarActionsRule: FeedbackRule {
    static let description = RuleDescription(
        id: "snackbar-actions",
        summary: "A snackbar has at most the policy's `snackbar-max-actions` (material: one), and no action that only dismisses it (material).",
        rationale: "A snackbar is a passing note; a choice between several buttons needs a dialog. It leaves by itself, so a Dismiss button only adds noise.",
        passingExamples: [
            RuleExample(files: [
                "profile: material",
                ExampleSpecs.feed + """
              refresh: { on: pull, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts, actions: { retry: { title: Retry } } }
            """,
            ]),
        ],
        failingExamples: [
            RuleExample(files: [
                "profile: material",
                ExampleSpecs.feed + """
              refresh: { on: pull, failure: refreshFailed }
            feedback:
              refreshFailed:
                kind: error
                text: Could not load newer posts
                actions:
                  retry: { title: Retry }
                  ↓settings: { title: Settings }
                  ↓close: { title: Dismiss }
            """,
            ]),
        ]
    )

    static let dismissTitles: Set<String> = ["dismiss", "close", "ok"]

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard message.isSnackbar else { return [] }
        var findings: [Finding] = []
        if let maximum = policy.limits.snackbarMaxActions, message.message.actions.count > maximum {
            let extra = message.message.actions[maximum]
            findings.append(Finding(message, at: extra.name,
                "'\(message.message.name.value)' is a \(message.presentation) with \(message.message.actions.count) actions; the policy allows \(maximum)"))
        }
        if policy.enables(.material) {
            for action in message.message.actions where Self.dismissTitles.contains(action.title?.value.lowercased() ?? "") {
                findings.append(Finding(message, at: action.name,
                    "the action '\(action.title?.value ?? "")' only dismisses the \(message.presentation), which leaves by itself; remove it or make it do something"))
            }
        }
        return findings
    }
}
