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
                ExampleSpecs.feed + """
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
                ExampleSpecs.feed + """
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
        let limits = policy.limits
        guard limits.snackbarMinDuration != nil || limits.snackbarMaxDuration != nil else { return [] }
        let minimum = limits.snackbarMinDuration ?? 0, maximum = limits.snackbarMaxDuration ?? .infinity
        // Compared, not a range: a policy whose minimum exceeds its maximum allows nothing, and says so.
        if let seconds = message.duration.seconds, seconds >= minimum, seconds <= maximum { return [] }
        let stays = message.duration.seconds.map { "\(FeedbackPolicy.Duration.text($0)) s" } ?? "until dismissed"
        let allowed = maximum.isFinite
            ? "\(FeedbackPolicy.Duration.text(minimum)) to \(FeedbackPolicy.Duration.text(maximum)) s"
            : "at least \(FeedbackPolicy.Duration.text(minimum)) s"
        return [Finding(message, at: message.durationSite,
                        "'\(message.message.name.value)' is a \(message.presentation) that stays \(stays); the policy allows \(allowed)")]
    }
}
