struct CacheKeepRule: DocumentRule {
    /// A timeline with gaps whose first load reads the cache, for the examples.
    private static let timeline = ExampleSpecs.rows
        .replacingOccurrences(of: "partial: { waived: never paged }", with: "partial: { message: Could not load older posts, retry: Try again }")
        .replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, cache: keep, failure: restoreFailed }")

    private static let feedback = """
    feedback:
      refreshFailed: { kind: error, text: Could not load newer posts }
      restoreFailed: { kind: error, text: "Could not load new posts; these may be out of date" }
    """

    static let description = RuleDescription(
        id: "cache-keep",
        summary: "A first load that keeps the cache under its first page (`loads.initial.cache: keep`) needs gaps (`loads.gaps`), and a first load without `input`.",
        rationale: "A home timeline restored from a cache keeps the user's reading position: the first load brings the newest page and puts it on top of the cached posts, as a refresh with gaps does, with a gap row between when the page does not reach them. Without gaps there is no way to mark or load the posts between, and the first page would have to replace the cache (`cache: true`). With an input (a list, a hashtag), each input's stored content stands in for another input's content until its first load replaces it: that is `cache: true`.",
        passingExamples: [
            RuleExample(timeline + """
              refresh: { failure: refreshFailed }
              more: { failure: partial }
              gaps: {}
            \(feedback)
            """),
            RuleExample(ExampleSpecs.rows.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, cache: true, failure: restoreFailed }") + """
              refresh: { failure: refreshFailed }
            \(feedback)
            """),
        ],
        failingExamples: [
            RuleExample(timeline.replacingOccurrences(of: "cache: keep", with: "cache: ↓keep") + """
              refresh: { failure: refreshFailed }
              more: { failure: partial }
            \(feedback)
            """),
            RuleExample(timeline.replacingOccurrences(of: "cache: keep", with: "input: String, cache: ↓keep") + """
              refresh: { failure: refreshFailed }
              more: { failure: partial }
              gaps: {}
            \(feedback)
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        guard let initial = spec.loads.initial, let keep = initial.keepsCache else { return [] }
        if spec.loads.gaps == nil {
            return [Finding(file: spec.file, at: keep,
                            "'cache: keep' puts the first page on top of the cached items with a gap row between, which needs 'loads.gaps' (with 'loads.more', a refresh and 'content.id'); add 'loads.gaps', or use 'cache: true' to replace the cached content")]
        }
        if initial.input != nil {
            return [Finding(file: spec.file, at: keep,
                            "'cache: keep' keeps one timeline's cache under its first page, and a first load with 'input' shows each input's stored content in place of another's; use 'cache: true', or remove 'input'")]
        }
        return []
    }
}
