struct EmptyWithoutActionRule: DocumentRule {
    static let description = RuleDescription(
        id: "empty-without-action",
        summary: "The empty state of a collection (`content.item`) offers an `action`, a button that starts filling it (all profiles; Material Design: Empty states). A section with `when-empty: hide` shows no empty state and needs none. Where there is nothing to do, waive it with `# statespec:disable-next-line empty-without-action - <why>` above `empty:`, or turn it off in `statespec.yml`.",
        rationale: "An empty list that only says it is empty leaves the user to guess the next step; \"There are no posts yet\" with a Post button turns the first visit into the first post. (A single record that is empty is usually gone, with nothing to do, so it is not asked.)",
        severity: .warning,
        passingExamples: [
            RuleExample(ExampleSpecs.feed.replacingOccurrences(of: "empty: { message: No posts }", with: "empty: { message: No posts, action: { title: Post something, event: compose } }") + """
            events:
              compose: {}
            """),
            RuleExample("""
            screen: Followers
            content: { type: "[User]", item: User }
            states:
              ideal: {}
              loading: { style: spinner }
              # statespec:disable-next-line empty-without-action - followers come by themselves
              empty: { message: No followers yet }
              error: { message: Could not load your followers, retry: Try again }
              partial: { waived: never paged }
            loads:
              initial: { on: appear }
            """),
            RuleExample(ExampleSpecs.profile),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed.replacingOccurrences(of: "  empty: {", with: "  ↓empty: {")),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        // A section that leaves the screen while empty shows no empty state to put a button in.
        guard spec.content.item != nil, !spec.hidesWhenEmpty, let details = spec.details(.empty), details.action == nil else { return [] }
        return [Finding(file: spec.file, location: details.keyLocation, path: "states.empty",
                        message: "the empty state offers no action; add one (`action: { title: …, event: … }`) that starts filling it, or waive this rule with a reason")]
    }
}
