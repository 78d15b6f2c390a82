import StateSpecVocabulary

struct SignalEffectRule: DocumentRule {
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
        failingExamples: [
            RuleExample(ExampleSpecs.rows + """
            signals:
              accountMuted: { reaction: ↓refresh }
            """),
            RuleExample(ExampleSpecs.rows + """
            signals:
              ↓accountMuted: {}
            """),
            RuleExample(ExampleSpecs.feed + """
            signals:
              postChanged: { reaction: ↓apply }
            """),
            RuleExample(ExampleSpecs.rows + """
              refresh: { style: reload }
            signals:
              listsEdited: { reaction: ↓refresh-on-return }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        let identified = spec.content.item != nil && spec.content.id != nil
        return spec.signals.compactMap { signal in
            let message: String
            switch signal.effect?.value ?? .refresh {
            case .refresh:
                guard spec.loads.refresh == nil else { return nil }
                message = "the signal '\(signal.name.value)' refreshes the screen, but it has no 'loads.refresh'; add one, or 'reaction: apply' for a signal that carries the changed item"
            case .refreshOnReturn:
                if spec.loads.refresh == nil {
                    message = "the signal '\(signal.name.value)' refreshes the screen when it comes back, but it has no 'loads.refresh'; add one, or 'reaction: apply' for a signal that carries the changed item"
                } else if spec.loads.refresh?.refreshStyle?.value == .reload {
                    message = "the signal '\(signal.name.value)' refreshes the screen by itself when it comes back, and 'style: reload' would blank it; use 'style: keep' or 'reaction: refresh'"
                } else {
                    return nil
                }
            case .apply:
                guard !identified else { return nil }
                message = "the signal '\(signal.name.value)' applies an item change found by the item's identity; add 'content.item' and 'content.id' (`id` for an Identifiable item)"
            }
            if let effect = signal.effect { return Finding(file: spec.file, at: effect, message) }
            return Finding(file: spec.file, at: signal.name, message)
        }
    }
}
