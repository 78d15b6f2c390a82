struct PlaceholderMismatchRule: FeedbackRule {
    static let description = RuleDescription(
        id: "placeholder-mismatch",
        summary: "Every `{placeholder}` in a message's text (and `one` and `title`) names one of its `arguments`, every argument appears in them, and `one` comes with an `Int` argument (all profiles).",
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
                findings.append(Finding(message, at: text,
                    "'{\(missing)}' is not an argument of '\(spec.name.value)'" + (missing == "error" ? Self.errorTextHint
                        : Suggestions.hint(for: missing, among: arguments.sorted()))))
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

    /// Why `{error}` is not one: a message shows its arguments, and the failure's own words
    /// belong to the states' texts.
    static let errorTextHint = "; a message shows only its arguments: the failure's own description (`{error}`) goes in the error or partial state's text, where the feedback policy allows it (`allow-error-text: true`), or in an argument the app fills when it raises the message itself"

    /// The names inside `{…}`.
    static func placeholders(in text: String) -> Set<String> {
        Set(Placeholders.names(in: text))
    }
}
