struct PlaceholderMismatchRule: FeedbackRule {
    static let description = RuleDescription(
        id: "placeholder-mismatch",
        summary: "Every `{placeholder}` in a message's text (and `one` and `title`) names one of its `arguments`, every argument appears in them, and `one` comes with an `Int` argument (all profiles). `{error}`, the failure's own description, needs no argument in a message that only failures raise.",
        rationale: "\"2 items registered\" reassures more than \"registered\"; a placeholder nothing fills shows braces to the user, and an unused argument is a count that never appears.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed + """
            feedback:
              imported:
                kind: success
                text: "{count} posts imported"
                one: "{count} post imported"
                arguments: { count: Int }
                raised: manual
            """),
            RuleExample(files: [
                """
                profile: apple-hig
                allow-error-text: true
                """,
                ExampleSpecs.feed + """
                  refresh: { on: pull, failure: refreshFailed }
                feedback:
                  refreshFailed: { kind: error, text: "Could not load newer posts: {error}" }
                """,
            ]),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed + """
            feedback:
              imported:
                kind: success
                text: ↓"{total} posts imported"
                arguments: { ↓count: Int }
                raised: manual
              greeted:
                kind: info
                text: Welcome back
                one: ↓Welcome back
                raised: manual
            """),
            RuleExample(files: [
                """
                profile: apple-hig
                allow-error-text: true
                """,
                ExampleSpecs.feed + """
                  refresh: { on: pull, failure: refreshFailed }
                events:
                  save: { runs: loader, summary: Saves the draft., success: saved, failure: refreshFailed }
                feedback:
                  refreshFailed: { kind: error, text: "Could not load newer posts: {error}" }
                  saved: { kind: success, text: ↓"Saved: {error}" }
                """,
            ]),
        ]
    )

    /// It reads no value the message's kind decides.
    static let readsKind = false

    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        let spec = message.message
        let arguments = Set(spec.arguments.map(\.name.value))
        var findings: [Finding] = []
        var used: Set<String> = []
        for text in [spec.text, spec.one, spec.title].compactMap({ $0 }) {
            let placeholders = Self.placeholders(in: text.value)
            used.formUnion(placeholders)
            for missing in placeholders.filter({ !arguments.contains($0) }).sorted() {
                if missing == errorPlaceholder, let raiser = message.raiserWithoutFailure {
                    findings.append(Finding(message, at: text,
                        "'{error}' is the description of the failure that raised '\(spec.name.value)', but \(raiser) raises it, with no failure to describe; give that raiser a message of its own, or remove '{error}'"))
                    continue
                }
                if missing == errorPlaceholder { continue }
                findings.append(Finding(message, at: text,
                    "'{\(missing)}' is not an argument of '\(spec.name.value)'" + Suggestions.hint(for: missing, among: arguments.sorted())))
            }
        }
        for argument in spec.arguments where !used.contains(argument.name.value) {
            findings.append(Finding(message, at: argument.name, "the argument '\(argument.name.value)' never appears in the text of '\(spec.name.value)'"))
        }
        if let one = spec.one, spec.pluralArgument == nil {
            findings.append(Finding(message, at: one, "'one' picks the singular by an Int argument, but '\(spec.name.value)' has none"))
        }
        return findings
    }

    /// The names inside `{…}`.
    static func placeholders(in text: String) -> Set<String> {
        Set(Placeholders.names(in: text))
    }
}
