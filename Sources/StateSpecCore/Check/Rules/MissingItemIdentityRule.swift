struct MissingItemIdentityRule: DocumentRule {
    static let description = RuleDescription(
        id: "missing-item-identity",
        summary: "A screen with item actions, bulk actions or live updates names its items' type (`content.item`) and the property that identifies them (`content.id`); `content.id` needs `content.item`.",
        rationale: "An item action finds its row again by identity when the server answers, after a refresh, a page or another action changed the list, and a live change names the item it replaces or removes; by position they would change the wrong row. A bulk action keeps its selection by identity, and tells the rows it was done to from those it failed on by it.",
        passingExamples: [
            RuleExample(ExampleSpecs.rows + """
            item-actions:
              like: { optimistic: true, failure: likeFailed }
            feedback:
              likeFailed: { kind: error, text: Could not like the post }
            live-updates: { inserts: start }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
            item-actions:
              ↓like: { optimistic: true, failure: likeFailed }
            feedback:
              likeFailed: { kind: error, text: Could not like the post }
            """),
            RuleExample(ExampleSpecs.feed + """
            ↓live-updates: { inserts: start }
            """),
            RuleExample(ExampleSpecs.feed + """
            bulk-actions:
              ↓deleteSelected: { effect: remove, failure: deleteFailed }
            feedback:
              deleteFailed: { kind: error, text: Could not delete the posts }
            """),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "{ type: User }", with: "{ type: User, id: ↓id }")),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        if let id = spec.content.id, spec.content.item == nil {
            return [Finding(file: spec.file, at: id, "'content.id' names the property that identifies an item, but 'content.item' names no item type")]
        }
        guard spec.content.id == nil, spec.content.type != nil else { return [] }
        let needs = spec.content.item == nil ? "'content.item' and 'content.id'" : "'content.id'"
        var findings = spec.itemActions.map { action in
            Finding(file: spec.file, at: action.name,
                    "the item action '\(action.name.value)' finds its row by the item's identity; add \(needs) (`id` for an Identifiable item)")
        }
        findings += spec.bulkActions.map { action in
            Finding(file: spec.file, at: action.name,
                    "the bulk action '\(action.name.value)' keeps its selection and finds its rows by the item's identity; add \(needs) (`id` for an Identifiable item)")
        }
        if let live = spec.liveUpdates {
            findings.append(Finding(file: spec.file, location: live.location, path: "live-updates",
                                    message: "live updates replace and remove items by their identity; add \(needs) (`id` for an Identifiable item)"))
        }
        return findings
    }
}
