import StateSpecVocabulary

struct SignalEffectRule: RelationRule {
    static let description = RuleDescription(
        id: "signal-effect",
        summary: "An app-wide signal can do what it says: `reaction: refresh` (the default) needs a `loads.refresh`, `reaction: mark-changed` one whose `on-return` has `when-changed: true` (which needs such a signal in turn), and `reaction: apply` needs `content.item` and `content.id`, which its item change names.",
        rationale: "A signal is how a screen hears about a change made elsewhere (a like, a mute); one that refreshes a screen without a refresh, or applies a change to items it cannot find, would be silently ignored and the screen would show stale content.",
        passingExamples: [
            RuleExample(ExampleSpecs.rows + """
              refresh: { on-return: { when-changed: true }, failure: refreshFailed }
            signals:
              accountMuted: { reaction: refresh }
              postChanged: { reaction: apply }
              listsEdited: { reaction: mark-changed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
        ],
        failingExamples: []
    )
}
