import StateSpecVocabulary

struct LoadFailureAlertRule: FeedbackRule {
    static let description = RuleDescription(
        id: "load-failure-alert",
        summary: "A refresh, load-more or gap failure is not shown as an alert or sheet; it belongs in a snackbar or inline, over content that stays usable (all profiles).",
        rationale: "When loading more fails, the content on screen is still good. Blocking it with a dialog punishes the user for a background hiccup.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
              refresh: { on: pull, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts, presentation: snackbar }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
              refresh: { on: pull, failure: ↓refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts, presentation: alert, actions: { ok: { title: OK } } }
            """),
        ]
    )

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard message.isBlocking else { return [] }
        return message.raisers.compactMap { raiser in
            let loadName: String
            switch raiser.source {
            case .loadFailure(let load) where load != .initial: loadName = load.rawValue
            case .gapFailure: loadName = "gaps"
            default: return nil
            }
            return Finding(message, at: raiser.reference,
                           "'loads.\(loadName)' fails into '\(message.message.name.value)', shown as \(message.presentation == .alert ? "an alert" : "a sheet"); show it as a snackbar or inline: the content on screen stays usable")
        }
    }
}
