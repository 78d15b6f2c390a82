import StateSpecVocabulary

struct RefreshTimingRule: DocumentRule {
    static let description = RuleDescription(
        id: "refresh-timing",
        summary: "A refresh that runs by itself (`every`, `on-return`) keeps the content on screen (not `keeps-content: false`), polls at most every 2 seconds, and counts a time away (`on-return.after`) above 0; `timed:` needs one of them.",
        rationale: "A timed refresh runs without anyone asking: through the loading state it would blank the screen under the user's eyes every few seconds, a poll more often than every 2 seconds hammers the server for little news, and a time away of 0 is every return, which `on-return` without `after` says plainly. `timed:` says how those refreshes look, so without one of them it says nothing.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
              refresh: { every: 30, on-return: [{ from: app }, { from: screen, after: 300 }], failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
            RuleExample(ExampleSpecs.feed + """
              refresh: { every: 60, timed: silent, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
              refresh: { every: ↓0.5, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
            RuleExample(ExampleSpecs.feed + """
              refresh: { on-return: { after: ↓0 }, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        // A reloading refresh runs by itself at no interval: the key relations say so.
        guard let refresh = spec.loads.refresh, refresh.refreshStyle?.value != .reload else { return [] }
        var findings: [Finding] = []
        if let every = refresh.every, Self.isSeconds(every.value), refresh.everySeconds == nil {
            findings.append(Finding(file: spec.file, at: every,
                "'every' polls at most every \(FeedbackDuration.text(ScreenSpec.Load.minimumPollingInterval)) seconds; a shorter interval hammers the server for little news"))
        }
        for condition in refresh.onReturn {
            guard let away = condition.after, Self.isSeconds(away.value), condition.afterSeconds == nil else { continue }
            findings.append(Finding(file: spec.file, at: away,
                "'after: \(away.value)' refreshes on every return; leave 'after' out of 'on-return' to say so, or give the time away that makes content worth reloading"))
        }
        return findings
    }

    /// A number `invalid-value` accepts as seconds: this rule judges only its size.
    private static func isSeconds(_ text: String) -> Bool {
        SpecNumber.seconds(text).map { $0 >= 0 } ?? false
    }
}
