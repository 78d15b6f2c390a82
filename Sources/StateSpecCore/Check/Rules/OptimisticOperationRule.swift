struct OptimisticOperationRule: DocumentRule {
    static let description = RuleDescription(
        id: "optimistic-operation",
        summary: "`optimistic: true` on an event is for an operation that returns new content and says when it fails: not on a plain event (no `success`, `failure`, `haptic` or `result`), nor on one that returns a value (`result:`); its `failure:` message is `silent-operation-failure`'s.",
        rationale: "An optimistic operation shows its expected result at once (a Favourite fills its star) and takes it back when the loader fails. A plain event runs nothing that could confirm or take back the change, and an operation that returns a value leaves the content as it is, so there is nothing to show in advance. A change taken back without a word looks like a tap that did nothing, so the failure needs a message.",
        passingExamples: [
            RuleExample(ExampleSpecs.profile + """
            events:
              favourite: { optimistic: true, failure: favouriteFailed }
              rate: { optimistic: true, input: Int, success: rated, failure: rateFailed }
            feedback:
              favouriteFailed: { kind: error, text: Could not add it to your favourites }
              rated: { kind: success, text: Rated }
              rateFailed: { kind: error, text: Could not save your rating }
            """),
            RuleExample(ExampleSpecs.feed + """
            events:
              markAllRead: { optimistic: true, haptic: success, failure: markFailed, while-running: again }
            feedback:
              markFailed: { kind: error, text: Could not mark the posts as read }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.profile + """
            events:
              favourite: { optimistic: ↓true }
            """),
            RuleExample(ExampleSpecs.feed + """
            events:
              pickRandom: { optimistic: ↓true, result: Post, failure: pickFailed }
            feedback:
              pickFailed: { kind: error, text: Could not pick a post }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        spec.events.compactMap { event in
            guard let optimistic = event.optimistic else { return nil }
            if !event.isOperation {
                return Finding(file: spec.file, at: optimistic,
                               "'optimistic' shows an operation's expected result until the loader answers, and '\(event.name.value)' is no operation (it has no 'success', 'failure', 'haptic' or 'result'); add 'failure:' naming the message shown when it fails and takes the change back, or remove 'optimistic'")
            }
            if event.result != nil {
                return Finding(file: spec.file, at: optimistic,
                               "'\(event.name.value)' returns a value ('result:') and leaves the content as it is, so there is nothing to show in advance; remove 'optimistic'")
            }
            return nil
        }
    }
}
