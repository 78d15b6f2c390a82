struct SilentLoadFailureRule: DocumentRule {
    static let description = RuleDescription(
        id: "silent-load-failure",
        summary: "A refresh, a load of more pages and a first load over content on screen (`seeded`, `cache`, `input-change: keep`) say what the user sees when they fail: `failure:` names a feedback message (or, but for the first load, `partial`).",
        rationale: "These loads fail over content that stays on screen, so without a message the user never learns that what they see is stale or incomplete.",
        severity: .warning,
        passingExamples: [
            RuleExample("""
            screen: Feed
            content: { type: "[Post]", item: Post }
            states:
              ideal: {}
              loading: { style: skeleton, placeholders: 3 }
              empty: { message: No posts }
              error: { message: Could not load posts, retry: Try again }
              partial: { waived: the feed is never paged }
            loads:
              initial: { on: appear }
              refresh: { on: pull, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Feed
            content: { type: "[Post]", item: Post }
            states:
              ideal: {}
              loading: { style: skeleton, placeholders: 3 }
              empty: { message: No posts }
              error: { message: Could not load posts, retry: Try again }
              partial: { waived: the feed is never paged }
            loads:
              initial: { on: appear }
              ↓refresh: { on: pull }
            """),
            RuleExample(ExampleSpecs.feed.replacingOccurrences(of: "  initial: { on: appear }", with: "  ↓initial: { input: Genre, input-change: keep }")),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        [spec.loads.initial.flatMap { $0.failsOverShownContent ? $0 : nil }, spec.loads.refresh, spec.loads.more].compactMap { load in
            // A refresh through the loading state fails into the error state.
            guard let load, load.failure == nil, load.refreshStyle?.value != .reload else { return nil }
            return Finding(file: spec.file, location: load.location, path: "loads.\(load.kind.rawValue)",
                           message: "'loads.\(load.kind.rawValue)' does not say what the user sees when it fails; add `failure:` naming a feedback message or `partial`")
        }
    }
}
