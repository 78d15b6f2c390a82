struct SilentOperationFailureRule: DocumentRule {
    static let description = RuleDescription(
        id: "silent-operation-failure",
        summary: "An operation (an event with `runs: loader`) and every item action and bulk action say what the user sees when they fail: `failure:` names a feedback message (all profiles).",
        rationale: "Every operation answers with success or failure. A Save that fails without a word looks like a Save that worked, and the user walks away from lost work; a like that fails silently rolls back under the user's thumb, or never shows.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
            events:
              markAllRead: { runs: loader, success: markedRead, failure: markFailed }
            feedback:
              markedRead: { kind: success, text: All posts marked as read, raised: manual }
              markFailed: { kind: error, text: Could not mark the posts as read, raised: manual }
            """),
            RuleExample(ExampleSpecs.rows + """
            item-actions:
              like: { optimistic: true, failure: likeFailed }
            feedback:
              likeFailed: { kind: error, text: Could not like the post }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
            events:
              ↓markAllRead: { success: markedRead }
              ↓pickRandom: { result: Post }
            feedback:
              markedRead: { kind: success, text: All posts marked as read }
            """),
            RuleExample(ExampleSpecs.rows + """
            item-actions:
              ↓like: { optimistic: true }
              ↓delete: { effect: remove, success: deleted }
            feedback:
              deleted: { kind: success, text: Post deleted }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        // Beside sections, `content-beside-sections` reports an event's operation keys.
        let operations = spec.events.compactMap { event -> Finding? in
            guard !spec.hasSections else { return nil }
            guard event.isOperation, event.failure == nil else { return nil }
            let takenBack = event.isOptimistic && event.result == nil ? " (its expected result, shown at once, would go back without a word)" : ""
            return Finding(file: spec.file, at: event.name,
                           "the operation '\(event.name.value)' does not say what the user sees when it fails\(takenBack); add `failure:` naming a feedback message")
        }
        let actions = spec.itemActions.compactMap { action -> Finding? in
            guard action.failure == nil else { return nil }
            return Finding(file: spec.file, at: action.name,
                           "the item action '\(action.name.value)' does not say what the user sees when it fails; add `failure:` naming a feedback message")
        }
        let bulk = spec.bulkActions.compactMap { action -> Finding? in
            guard action.failure == nil else { return nil }
            return Finding(file: spec.file, at: action.name,
                           "the bulk action '\(action.name.value)' does not say what the user sees when it fails on some rows; add `failure:` naming a feedback message")
        }
        return operations + actions + bulk
    }
}
