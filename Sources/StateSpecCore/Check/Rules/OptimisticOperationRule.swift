struct OptimisticOperationRule: RelationRule {
    static let description = RuleDescription(
        id: "optimistic-operation",
        summary: "`optimistic: true` on an event is for an operation that returns new content and says when it fails: not on a plain event (no `success`, `failure`, `haptic` or `result`), nor on one that returns a value (`result:`); its `failure:` message is `silent-operation-failure`'s.",
        rationale: "An optimistic operation shows its expected result at once (a Favourite fills its star) and takes it back when the loader fails. A plain event runs nothing that could confirm or take back the change, and an operation that returns a value leaves the content as it is, so there is nothing to show in advance. A change taken back without a word looks like a tap that did nothing, so the failure needs a message.",
        passingExamples: [
            RuleExample(ExampleSpecs.profile + """
            events:
              favourite: { runs: loader, optimistic: true, failure: favouriteFailed }
              rate: { runs: loader, optimistic: true, input: Int, success: rated, failure: rateFailed }
            feedback:
              favouriteFailed: { kind: error, text: Could not add it to your favourites }
              rated: { kind: success, text: Rated }
              rateFailed: { kind: error, text: Could not save your rating }
            """),
            RuleExample(ExampleSpecs.feed + """
            events:
              markAllRead: { runs: loader, optimistic: true, haptic: success, failure: markFailed, while-running: again }
            feedback:
              markFailed: { kind: error, text: Could not mark the posts as read }
            """),
        ],
        failingExamples: []
    )
}
