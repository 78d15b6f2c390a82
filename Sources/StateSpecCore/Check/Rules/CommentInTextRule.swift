struct CommentInTextRule: Rule {
    static let description = RuleDescription(
        id: "comment-in-text",
        summary: "Plain text holds no ` #` followed by a word: YAML reads ` #` as the start of a comment and drops the rest of the line. Quote the text.",
        rationale: "`message: Order #42 failed` is the message \"Order\" to YAML, and nothing else says so; the screen would show half a sentence.",
        severity: .warning,
        passingExamples: [
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "message: No profile yet }", with: "message: \"No profile #1 yet\" }")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "loading: { style: spinner }", with: "loading:\n    style: spinner   # a comment, with a space after '#'")),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "error: { message: Could not load the profile, retry: Try again }", with: "error:\n    message: Order ↓#42 failed\n    retry: Try again")),
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        context.documents.flatMap { document in
            document.parsed.textCutByComments.map { cut in
                Finding(file: document.path, location: cut.location, path: cut.path,
                        message: "' #' starts a comment in YAML, so '\(cut.key)' reads only \(Diagnostic.quoted(cut.value)); quote the text: `\(cut.key): \(cut.intended.yamlDoubleQuoted)`")
            }
        }
    }
}
