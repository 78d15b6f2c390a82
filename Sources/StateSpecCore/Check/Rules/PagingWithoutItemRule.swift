struct PagingWithoutItemRule: DocumentRule {
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
        failingExamples: [
            RuleExample("""
            screen: Feed
            content: { type: "[Post]" }
            states:
              ideal: {}
              loading: { style: skeleton, placeholders: 3 }
              empty: { message: No posts }
              error: { message: Could not load posts, retry: Try again }
              partial: { message: Could not load older posts, retry: Try again }
            loads:
              initial: { on: appear }
              ↓more: { on: end-of-list, failure: partial }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        guard let more = spec.loads.more, spec.content.item == nil, spec.content.type != nil else { return [] }
        return [Finding(file: spec.file, location: more.location, path: "loads.more",
                        message: "'loads.more' appends pages of items, but 'content.item' does not name the item type")]
    }
}
