struct CacheKeepRule: RelationRule {
    static let description = RuleDescription(
        id: "cache-keep",
        summary: "A first load that keeps the cache under its first page (`loads.initial.cache: keep`) needs gaps (`loads.gaps`), and a first load without `input`.",
        rationale: "A home timeline restored from a cache keeps the user's reading position: the first load brings the newest page and puts it on top of the cached posts, as a refresh with gaps does, with a gap row between when the page does not reach them. Without gaps there is no way to mark or load the posts between, and the first page would have to replace the cache (`cache: true`). With an input (a list, a hashtag), each input's stored content stands in for another input's content until its first load replaces it: that is `cache: true`.",
        passingExamples: [
            RuleExample(ExampleSpecs.cachedTimeline + """
              refresh: { failure: refreshFailed }
              more: { failure: partial }
              gaps: {}
            \(ExampleSpecs.cachedTimelineFeedback)
            """),
            RuleExample(ExampleSpecs.rows.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, cache: true, failure: restoreFailed }") + """
              refresh: { failure: refreshFailed }
            \(ExampleSpecs.cachedTimelineFeedback)
            """),
        ],
        failingExamples: []
    )
}
