struct DuplicatePolicyRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-policy",
        summary: "There is one feedback policy file (a file without `screen:` that has `profile:` or `kinds:`, or other keys only a policy has, such as `queue:`, and none only a screen has).",
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
        let policies = context.documents.compactMap(\.policy).sorted { ($0.file ?? "") < ($1.file ?? "") }
        guard let first = policies.first?.file else { return [] }
        return policies.dropFirst().map { policy in
            Finding(file: policy.file ?? "", location: policy.location, message: "a second feedback policy; \(first) is the one in force")
        }
    }
}
