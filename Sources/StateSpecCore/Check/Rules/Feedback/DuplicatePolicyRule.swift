struct DuplicatePolicyRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-policy",
        summary: "There is one feedback policy file (a file with `profile:` or `kinds:` and no `screen:`).",
        rationale: "Two policies would each claim to decide how the app speaks; only the first by path is used, so the other is a trap.",
        passingExamples: [
            RuleExample("profile: material\n"),
        ],
        failingExamples: [
            RuleExample(files: [
                "profile: material\n",
                "↓profile: apple-hig\n",
            ]),
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        let policies = context.documents.filter { $0.policy != nil }.sorted { $0.path < $1.path }
        guard let first = policies.first else { return [] }
        return policies.dropFirst().map { document in
            Finding(file: document.path, location: document.root?.location ?? .start,
                    message: "a second feedback policy; \(first.path) is the one in force")
        }
    }
}
