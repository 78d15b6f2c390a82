import StateSpecVocabulary

struct TimelineOptionRule: DocumentRule {
    static let description = RuleDescription(
        id: "timeline-option",
        summary: "Gaps (`loads.gaps`) belong to a paged timeline: they need `loads.more`, a refresh that keeps the content (`loads.refresh`, not `style: reload`) and `content.id`. An unread count (`unread-count: true`) needs `content.id` and something that brings new items: a refresh that keeps the content, or `live-updates`.",
        rationale: "A gap is the place between a refresh's newest page and the older pages below, found again by the identities of the items around it: without paging, a refresh that keeps the content or identities there is no such place. Unread items are those a refresh or a live update brought in; without either, the count would stay 0 forever.",
        passingExamples: [
            RuleExample(ExampleSpecs.rows + """
              refresh: { every: 60, failure: refreshFailed }
              more: { failure: partial }
              gaps: { failure: gapFailed }
            unread-count: true
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
              gapFailed: { kind: error, text: Could not load the missing posts }
            """.replacingOccurrences(of: "partial: { waived: never paged }", with: "partial: { message: Could not load older posts, retry: Try again }")),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.rows + """
              refresh: { failure: refreshFailed }
              ↓gaps: {}
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
            RuleExample(ExampleSpecs.feed + """
              refresh: { failure: refreshFailed }
              more: { failure: refreshFailed }
              ↓gaps: {}
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
            RuleExample(ExampleSpecs.rows + """
            unread-count: ↓true
            """),
            RuleExample(ExampleSpecs.feed + """
              refresh: { failure: refreshFailed }
            unread-count: ↓true
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        var findings: [Finding] = []
        let keepingRefresh = spec.loads.refresh.map { $0.refreshStyle?.value != .reload } ?? false
        let identified = spec.content.item != nil && spec.content.id != nil
        if let gaps = spec.loads.gaps {
            var missing: [String] = []
            if spec.loads.more == nil { missing.append("'loads.more' (paging)") }
            if !keepingRefresh { missing.append("a 'loads.refresh' that keeps the content (not 'style: reload')") }
            if !identified { missing.append("'content.item' and 'content.id'") }
            if !missing.isEmpty {
                findings.append(Finding(file: spec.file, location: gaps.location, path: "loads.gaps",
                    message: "a gap lies between a refresh's newest page and the older pages below, found by the items around it; add " + missing.joined(separator: ", ")))
            }
        }
        if let unread = spec.unreadCount, spec.countsUnread {
            if !identified {
                findings.append(Finding(file: spec.file, at: unread,
                    "unread items are told apart by their identity; add 'content.item' and 'content.id' (`id` for an Identifiable item)"))
            } else if !keepingRefresh, spec.liveUpdates == nil {
                findings.append(Finding(file: spec.file, at: unread,
                    "only a refresh that keeps the content or a live update brings unread items, and the screen has neither; add one or remove 'unread-count'"))
            }
        }
        return findings
    }
}
