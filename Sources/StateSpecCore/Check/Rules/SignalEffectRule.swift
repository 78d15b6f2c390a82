import StateSpecVocabulary

struct SignalEffectRule: RelationRule {
    static let description = RuleDescription(
        id: "signal-effect",
        summary: "An app-wide signal can do what it says: `reaction: refresh` (the default) needs a `loads.refresh`, `reaction: refresh-on-return` one that keeps the content, and `reaction: apply` needs `content.item` and `content.id`, which its item change names.",
        rationale: "A signal is how a screen hears about a change made elsewhere (a like, a mute); one that refreshes a screen without a refresh, or applies a change to items it cannot find, would be silently ignored and the screen would show stale content.",
        passingExamples: [
            RuleExample(ExampleSpecs.rows + """
              refresh: { failure: refreshFailed }
            signals:
              accountMuted: { reaction: refresh }
              postChanged: { reaction: apply }
              listsEdited: { reaction: refresh-on-return }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
        ],
        failingExamples: []
    )
}
