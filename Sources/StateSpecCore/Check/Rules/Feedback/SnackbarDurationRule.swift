struct SnackbarDurationRule: FeedbackRule {
    static let description = RuleDescription(
        id: "snackbar-duration",
        summary: "A snackbar or toast stays between the policy's `snackbar-min-duration` and `snackbar-max-duration` (material: 4 to 10 seconds).",
        rationale: "Shorter cannot be read; longer, or persistent, turns a passing note into clutter that covers the screen.",
        passingExamples: [
            RuleExample(files: [
                """
                profile: material
                """,
                """
                screen: Feed
                content: { type: "[Post]", item: Post }
                states:
                  ideal: {}
                  loading: { style: skeleton, placeholders: 3 }
                  empty: { message: No posts }
                  error: { message: Could not load posts, retry: Try again }
                  partial: { waived: never paged }
                loads:
                  initial: { on: appear }
                  refresh: { on: pull, failure: refreshFailed }
                feedback:
                  refreshFailed: { kind: error, text: Could not load newer posts, duration: 6 }
                """,
            ]),
        ],
        failingExamples: [
            RuleExample(files: [
                """
                profile: material
                """,
                """
                screen: Feed
                content: { type: "[Post]", item: Post }
                states:
                  ideal: {}
                  loading: { style: skeleton, placeholders: 3 }
                  empty: { message: No posts }
                  error: { message: Could not load posts, retry: Try again }
                  partial: { waived: never paged }
                loads:
                  initial: { on: appear }
                  refresh: { on: pull, failure: refreshFailed }
                feedback:
                  refreshFailed: { kind: error, text: Could not load newer posts, duration: ↓2 }
                """,
            ]),
        ]
    )

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard message.isSnackbar else { return [] }
        // Under the accessible profile a message with actions must stay: that rule wins.
        if policy.enables(.accessibility), !message.message.actions.isEmpty { return [] }
        let minimum = policy.limits.snackbarMinDuration ?? 0
        let maximum = policy.limits.snackbarMaxDuration ?? .infinity
        guard policy.limits.snackbarMinDuration != nil || policy.limits.snackbarMaxDuration != nil else { return [] }
        let stays = message.duration.seconds.map { "\(format($0)) s" } ?? "until dismissed"
        guard let seconds = message.duration.seconds, (minimum...maximum).contains(seconds) else {
            return [Finding(message, at: message.durationSite,
                            "'\(message.message.name.value)' is a \(message.presentation) that stays \(stays); the policy allows \(format(minimum)) to \(format(maximum)) s")]
        }
        return []
    }

    private func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds.isFinite ? String(Int(seconds)) : String(seconds)
    }
}
