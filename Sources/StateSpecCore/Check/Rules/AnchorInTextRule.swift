struct AnchorInTextRule: Rule {
    static let description = RuleDescription(
        id: "anchor-in-text",
        summary: "Plain text does not start with `&`: YAML reads `&word` as an anchor, a name for the value after it, so the word is dropped from the text (or the text is left empty). Quote the text.",
        rationale: "`title: &Co` is no title at all to YAML, and `text: &Co saved` is the text \"saved\"; only the mappings and lists a spec repeats are anchored.",
        severity: .error,
        passingExamples: [
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "message: No profile yet }", with: "message: \"&Co has no profile yet\" }")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty: &quiet { message: No profile yet }")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty: &quiet\n    message: No profile yet")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty:\n    message: Smith & Co have no profile yet")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty:\n    message: \"Smith: &Co have no profile yet\"")),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty:\n    message: ↓&Co has no profile yet")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "retry: Try again }", with: "retry: ↓&Retry }")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty:\n    message: ↓&Co\n  # a comment")),
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        context.documents.flatMap { document in
            document.parsed.anchorsInText.map { anchor in
                let reads = anchor.value.isEmpty ? "nothing" : Diagnostic.quoted(anchor.value)
                var finding = Finding(file: document.path, location: anchor.location, path: anchor.path,
                                      message: "'&' starts a YAML anchor, so '\(anchor.key)' reads \(reads); quote the text: `\(anchor.key): \(anchor.intended.yamlDoubleQuoted)`")
                // A value left empty is why the rules that read it find it missing.
                if anchor.value.isEmpty {
                    let mapping = anchor.path.split(separator: ".").dropLast().joined(separator: ".")
                    finding.cause = Cause(mapping: mapping, key: anchor.key)
                }
                return finding
            }
        }
    }
}
