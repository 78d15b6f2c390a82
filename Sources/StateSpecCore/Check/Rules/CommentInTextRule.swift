struct CommentInTextRule: Rule {
    static let description = RuleDescription(
        id: "comment-in-text",
        summary: "Plain text holds no ` #` followed by a word, nor words followed by ` # ` and a number alone: YAML reads ` #` as the start of a comment and drops the rest of the line. Quote the text.",
        rationale: "`message: Order #42 failed` is the message \"Order\" to YAML, and nothing else says so; the screen would show half a sentence.",
        severity: .warning,
        passingExamples: [
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "message: No profile yet }", with: "message: \"No profile #1 yet\" }")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "loading: { style: spinner }", with: "loading:\n    style: spinner   # a comment, with a space after '#'")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "loading: { style: spinner }", with: "loading:\n    style: skeleton\n    placeholders: 4 # 4")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty:\n    message: No profile yet # 2 words would do")),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "error: { message: Could not load the profile, retry: Try again }", with: "error:\n    message: Order ↓#42 failed\n    retry: Try again")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty:\n    message: No profile yet ↓# 2")),
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
