struct MissingItemIdentityRule: RelationRule {
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
        failingExamples: []
    )
}
