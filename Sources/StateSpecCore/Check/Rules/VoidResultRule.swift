struct VoidResultRule: DocumentRule {
    static let description = RuleDescription(
        id: "void-result",
        summary: "An operation's `result:` is a value the view uses (a session, a picked item), not `Void`, `()` or `Never`.",
        rationale: "A result of nothing hands the view nothing to navigate to or show, yet the operation leaves the content as it was. An operation that only acts returns the content to show afterwards (no `result:`), and a success the user should notice is a message or a haptic.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
            events:
              pickRandom: { runs: loader, result: Post, failure: pickFailed }
            feedback:
              pickFailed: { kind: error, text: Could not pick a post }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
            events:
              markAllRead: { runs: loader, result: ↓Void, failure: markFailed }
              ping: { runs: loader, result: ↓"()", failure: markFailed }
            feedback:
              markFailed: { kind: error, text: Could not mark the posts as read }
            """),
        ]
    )

    static let nothing: Set<String> = ["Void", "()", "Never", "Swift.Void", "Swift.Never"]

    func check(_ spec: ScreenSpec) -> [Finding] {
        spec.events.compactMap { event in
            // Beside sections, `content-beside-sections` reports `result:` itself.
            guard !spec.hasSections, let result = event.result, Self.nothing.contains(result.value.filter { !$0.isWhitespace }) else { return nil }
            return Finding(file: spec.file, at: result,
                           "'\(event.name.value)' returns \(result.value), which gives the view nothing; leave `result:` out to return the content to show afterwards")
        }
    }
}
