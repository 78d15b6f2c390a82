struct PagingWithoutItemRule: RelationRule {
    static let description = RuleDescription(
        id: "paging-without-item",
        summary: "A screen that loads more pages names its item type in `content.item`.",
        rationale: "Paging appends items to a collection; without the item type there is nothing to append and no page to describe.",
        passingExamples: [
            RuleExample("""
            screen: Feed
            content: { type: "[Post]", item: Post }
            states:
              ideal: {}
              loading: { style: skeleton, placeholders: 3 }
              empty: { message: No posts }
              error: { message: Could not load posts, retry: Try again }
              partial: { message: Could not load older posts, retry: Try again }
            loads:
              initial: { on: appear }
              more: { on: end-of-list, failure: partial }
            """),
        ],
        failingExamples: []
    )
}
