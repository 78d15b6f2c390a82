import StateSpecVocabulary

struct UnwiredRetryRule: FeedbackRule {
    static let description = RuleDescription(
        id: "unwired-retry",
        summary: "A message's action named `retry` is on a message that only loads raise: a refresh, a page load, or a first load over content already shown (handed in, cached, or kept for a new input), or a first load that fails into the empty state of a screen whose error state is waived. Those are the calls the generated view model runs again when the user chooses Retry.",
        rationale: "A Retry button that does nothing is worse than none: the user taps it, nothing happens, and they learn that the screen's buttons cannot be trusted. An operation, an item action or a gap cannot be run again from a message, because the generated code no longer has what the user asked for.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, seeded: true, failure: feedFailed }") + """
              refresh: { on: pull, failure: feedFailed }
            feedback:
              feedFailed: { kind: error, text: Could not load new posts, duration: persistent, actions: { retry: { title: Try again } } }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
              refresh: { on: pull, failure: feedFailed }
            events:
              save: { runs: loader, summary: Saves the draft., failure: feedFailed }
            feedback:
              feedFailed: { kind: error, text: Something went wrong, duration: persistent, actions: { ↓retry: { title: Try again } } }
            """),
        ]
    )

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        guard let retry = message.message.actions.first(where: { $0.name.value == FeedbackSchema.retryAction }) else { return [] }
        let unwired = message.raisers.compactMap { raiser in Self.unwired(raiser.source, in: message.screen) }
        guard let first = unwired.first else { return [] }
        return [Finding(message, at: retry.name,
            "'\(message.message.name.value)' offers Retry, but \(first) raises it, which the generated code cannot run again, so the button would do nothing; remove the 'retry' action, or give \(first) a message of its own")]
    }

    /// What raises the message, in words, when a Retry on it would not be wired; nil when it is.
    private static func unwired(_ source: References.Raiser.Source, in screen: ScreenSpec) -> String? {
        switch source {
        case .loadFailure(.refresh), .loadFailure(.more): nil
        case .loadFailure(.initial):
            screen.loads.initial?.failsOverShownContent == true || screen.firstLoadFailsIntoEmptyState ? nil : "the first load through the loading state"
        case .eventSuccess(let name): "the success of '\(name)'"
        case .eventFailure(let name): "the failure of '\(name)'"
        case .itemActionSuccess(let name): "the success of the item action '\(name)'"
        case .itemActionFailure(let name): "the failure of the item action '\(name)'"
        case .bulkActionSuccess(let name): "the success of the bulk action '\(name)'"
        case .bulkActionFailure(let name): "the failure of the bulk action '\(name)'"
        case .gapFailure: "a gap that fails to load"
        }
    }
}
