struct BulkMessageArgumentsRule: FeedbackRule {
    static let description = RuleDescription(
        id: "bulk-message-arguments",
        summary: "A message a bulk action raises declares only the arguments the view model fills: `done` and `failed`, both `Int`, the counts of the rows the action was done to and failed on (all profiles).",
        rationale: "A bulk action answers with one message for the whole selection, and its counts are all the view model knows: \"3 posts deleted\", \"2 of 5 posts could not be deleted\". An argument of another name or type has no value to fill.",
        passingExamples: [
            RuleExample(ExampleSpecs.rows + """
            bulk-actions:
              deleteSelected: { effect: remove, success: deleted, failure: deleteFailed }
            feedback:
              deleted: { kind: success, text: "{done} posts deleted", one: "{done} post deleted", arguments: { done: Int } }
              deleteFailed: { kind: error, text: "Could not delete {failed} posts; {done} deleted", arguments: { failed: Int, done: Int } }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.rows + """
            bulk-actions:
              deleteSelected: { effect: remove, failure: deleteFailed }
            feedback:
              deleteFailed: { kind: error, text: "Could not delete {count} posts", arguments: { ↓count: Int } }
            """),
            RuleExample(ExampleSpecs.rows + """
            bulk-actions:
              deleteSelected: { effect: remove, failure: deleteFailed }
            feedback:
              deleteFailed: { kind: error, text: "Could not delete {failed} posts", arguments: { ↓failed: String } }
            """),
        ]
    )

    /// It reads no value the message's kind decides.
    static let readsKind = false

    /// The arguments a bulk action fills, all `Int`.
    static let filled: Set<String> = ["done", "failed"]

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        let actions = message.raisers.compactMap { raiser -> String? in
            switch raiser.source {
            case .bulkActionSuccess(let name), .bulkActionFailure(let name): name
            default: nil
            }
        }
        guard let action = actions.first else { return [] }
        return message.message.arguments.compactMap { argument in
            let name = argument.name.value
            if !Self.filled.contains(name) {
                return Finding(message, at: argument.name,
                               "the bulk action '\(action)' raises '\(message.message.name.value)' and fills only `done` and `failed`; rename '\(name)' to one of them, or leave it out")
            }
            guard argument.type != "Int" else { return nil }
            return Finding(message, at: argument.name,
                           "the bulk action '\(action)' fills '\(name)' with a count; declare it `Int`")
        }
    }
}
