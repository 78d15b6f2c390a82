struct DeprecatedSpellingRule: Rule {
    static let description = RuleDescription(
        id: "deprecated-spelling",
        summary: "A key or value spelt as an earlier release of the language spelt it is read as today's spelling, and reported with it; a key an earlier release implied without its being written (a section's `rows: per-item`) is read as written, and reported; `statespec migrate` rewrites or writes it.",
        rationale: "A spec that linted clean keeps linting across releases: a renamed key is never an error. Warned, so that a team sees the new spelling, and can make the rule an error once its specs are migrated.",
        severity: .warning,
        passingExamples: [
            RuleExample(Self.refreshingFeed + """
            signals:
              accountMuted: { reaction: refresh }
            """),
        ],
        failingExamples: [
            RuleExample(Self.refreshingFeed + """
            signals:
              accountMuted: { ↓effect: refresh }
            """),
            RuleExample(ExampleSpecs.feed + """
              refresh: { ↓after-away: 300, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not refresh }
            """),
            // A section that earlier releases gave rows per item without `rows: per-item`.
            RuleExample(ExampleSpecs.libraryRows.replacingOccurrences(of: "  latest:\n    rows: per-item\n", with: "  ↓latest:\n")),
        ]
    )

    /// A list of posts that refreshes, for a signal to refresh.
    static let refreshingFeed = ExampleSpecs.feed.replacingOccurrences(of: "  initial: { on: appear }\n", with: """
      initial: { on: appear }
      refresh: { on: pull, failure: refreshFailed }
    feedback:
      refreshFailed: { kind: error, text: Could not refresh }

    """)

    func check(_ context: LintContext) -> [Finding] {
        context.documents.flatMap { document in
            document.oldSpellings.map { found in
                Finding(file: document.path, location: found.keyLocation, path: found.mapping.appendingPathComponent(found.spelling.newKey),
                        message: "'\(found.written)' is how releases before \(found.spelling.since) spelt '\(found.current)'; it is read as that. Write '\(found.current)', or run statespec migrate")
            } + document.impliedKeys.map { found in
                Finding(file: document.path, location: found.keyLocation, path: found.mapping.appendingPathComponent(found.implied.key),
                        message: "releases before \(found.implied.since) read '\(found.implied.written)' into '\(found.mapping)' from its other keys without its being written; it is read so. Write '\(found.implied.written)' in it, or run statespec migrate")
            } + document.oldForms.flatMap(\.parts).map { part in
                Finding(file: document.path, location: part.location, path: part.path, message: part.current.map { current in
                    "'\(part.written)' is how releases before \(part.since) spelt '\(current)'; it is read as that. Write '\(current)', or run statespec migrate"
                } ?? "'\(part.written)' says nothing since \(part.since), and is left out; remove it")
            }
        }
    }
}
