struct ErrorTextNotAllowedRule: Rule {
    static let description = RuleDescription(
        id: "error-text-not-allowed",
        summary: "A state's text, or a message a failure raises, shows the failure's own description (`{error}`) only where the feedback policy allows it: `allow-error-text: true`.",
        rationale: "Raw error text is written for developers: \"The operation couldn't be completed. (NSURLErrorDomain error -1009.)\" tells people nothing they can act on, and may leak a server's internals. The state's own words, told apart by `causes`, say what happened and what to do. A team whose errors carry words for people (a server's \"Wrong password\", a `UserFacingError`) turns it on once, for the whole app.",
        passingExamples: [
            RuleExample(files: [
                """
                profile: apple-hig
                allow-error-text: true
                """,
                ExampleSpecs.feed.replacingOccurrences(of: "error: { message: Could not load posts, retry: Try again }",
                                                       with: "error: { message: \"Could not load posts: {error}\", retry: Try again }"),
            ]),
            RuleExample(ExampleSpecs.feed),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed.replacingOccurrences(of: "error: { message: Could not load posts, retry: Try again }",
                                                               with: "error: { message: ↓\"Could not load posts: {error}\", retry: Try again }")),
            RuleExample(ExampleSpecs.account.replacingOccurrences(of: "error: { message: Could not load the posts, retry: Try again }",
                                                                  with: "error: { message: ↓\"Could not load the posts: {error}\", retry: Try again }")),
            RuleExample(ExampleSpecs.feed + """
              refresh: { on: pull, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: ↓"Could not load newer posts: {error}" }
            """),
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        // The policy decides for the whole app (so this is no per-document rule); without it,
        // every screen and each of its sections is checked.
        guard !context.policy.allowsErrorText else { return [] }
        return context.screens.flatMap { $0.findingsWithSections { check($0, policy: context.policy) } }
    }

    func check(_ spec: ScreenSpec, policy: FeedbackPolicy) -> [Finding] {
        var findings: [Finding] = []
        // Beside sections, `content-beside-sections` refuses `{error}` in the screen-wide texts, whatever the policy.
        for state in spec.hasSections ? [] : [StateName.error, .partial] {
            guard let details = spec.details(state) else { continue }
            for text in StatePlaceholderMismatchRule.texts(of: details) where Placeholders.names(in: text.value).contains(errorPlaceholder) {
                findings.append(Finding(file: spec.file, at: text,
                    "'{error}' shows the failure's own description, which is often technical; say what happened in the state's words (and tell failures apart with `causes`), or allow it app-wide with `allow-error-text: true` in the feedback policy"))
            }
        }
        // A message raised without a failure is `placeholder-mismatch`'s: it has nothing to describe.
        for resolved in ResolvedMessage.all(in: spec, policy: policy) where resolved.describesFailure && resolved.raiserWithoutFailure == nil {
            let message = resolved.message
            for text in [message.text, message.one, message.title].compactMap({ $0 }) where Placeholders.names(in: text.value).contains(errorPlaceholder) {
                findings.append(Finding(file: spec.file, at: text,
                    "'{error}' shows the failure's own description, which is often technical; say what failed in the message's words, or allow it app-wide with `allow-error-text: true` in the feedback policy"))
            }
        }
        return findings
    }
}
