import StateSpecVocabulary

struct TimelineOptionRule: RelationRule {
    static let description = RuleDescription(
        id: "timeline-option",
        summary: "Gaps (`loads.gaps`) belong to a paged timeline: they need `loads.more`, a refresh that keeps the content (`loads.refresh`, not `keeps-content: false`) and `content.id`. An unread count (`unread-count: true`) needs `content.id` and something that brings new items: a refresh that keeps the content, or `live-updates`.",
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
        failingExamples: []
    )
}
